package io.github.acp4j.samples.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Time from starting an agent process to reading its answer to {@code initialize}, the delay an
 * editor sees when it opens an agent. The request is written right after the process starts, as
 * editors do; the median and the worst of the runs are reported.
 *
 * <pre>./mvnw -B -pl samples -am -Pbench verify -DskipTests</pre>
 */
public final class StartupBenchmark {

	private StartupBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		int runs = Integer.parseInt(args[0]);
		List<String> command = Arrays.asList(args).subList(1, args.length);
		List<Double> millis = new ArrayList<>();
		for (int run = 0; run < runs; run++) {
			millis.add(timeToInitialize(command));
		}
		Collections.sort(millis);
		System.out.printf(Locale.ROOT, "%n%s: initialize answered %.0f ms after process start (median of %d; worst %.0f ms)%n",
				String.join(" ", command), millis.get(runs / 2), runs, millis.get(runs - 1));
	}

	static double timeToInitialize(List<String> command) throws IOException, InterruptedException {
		long start = System.nanoTime();
		Process agent = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
		try (OutputStream in = agent.getOutputStream();
				BufferedReader out = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8))) {
			in.write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n"
					.getBytes(StandardCharsets.UTF_8));
			in.flush();
			String line = out.readLine();
			double elapsed = (System.nanoTime() - start) / 1e6;
			if (line == null || !line.contains("\"result\"")) {
				throw new IllegalStateException("no initialize answer: " + line);
			}
			return elapsed;
		} finally {
			agent.destroy();
			agent.waitFor(10, TimeUnit.SECONDS);
		}
	}
}
