package io.github.acp4j.samples.bench;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonParser;

/**
 * How fast a client receives {@code session/update} notifications from an echo agent: ACP4J's
 * {@code EchoAgent} against the same agent written with the official TypeScript SDK, side by side.
 * The client is a minimal NDJSON reader so that it is not what is measured: per round it sends one
 * prompt of {@code words} words and times until the prompt's answer, having counted one update per
 * word. Reports the median rate over the measured rounds, after warm-up rounds that give the JIT
 * time to compile the agent's hot path (too few and the Java figure is a warm-up figure).
 *
 * <pre>./mvnw -B -pl samples -am -Pbench verify -DskipTests [-Dbench.words=20000 -Dbench.warmup=10 -Dbench.rounds=9]</pre>
 *
 * (the bracketed values are the bench profile's defaults; the profile also runs the agent stream
 * and startup benchmarks). Arguments: SAMPLES_JAR TS_ECHO_AGENT_MJS WORDS ROUNDS WARMUP.
 */
public final class EchoBenchmark {

	private EchoBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		String samplesJar = args[0];
		String tsAgent = args[1];
		int words = Integer.parseInt(args[2]);
		int rounds = Integer.parseInt(args[3]);
		int warmup = Integer.parseInt(args[4]);
		double java = measure(List.of("java", "-jar", samplesJar, "echo-agent"), words, rounds, warmup);
		double typescript = measure(List.of("node", tsAgent), words, rounds, warmup);
		System.out.println();
		System.out.printf(Locale.ROOT, "| echo agent | session/update per second (median of %d rounds of %d) |%n", rounds, words);
		System.out.println("|---|---|");
		System.out.printf(Locale.ROOT, "| ACP4J EchoAgent (Java %s) | %,.0f |%n", System.getProperty("java.version"), java);
		System.out.printf(Locale.ROOT, "| TypeScript SDK 2.4.0 (Node %s) | %,.0f |%n", nodeVersion(), typescript);
		System.out.printf(Locale.ROOT, "%nACP4J / TypeScript SDK: %.2fx%n", java / typescript);
	}

	static double measure(List<String> command, int words, int rounds, int warmup) throws IOException, InterruptedException {
		Process agent = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
		try (BufferedWriter out = new BufferedWriter(new OutputStreamWriter(agent.getOutputStream(), StandardCharsets.UTF_8));
				BufferedReader in = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8), 1 << 16)) {
			send(out, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1,\"clientCapabilities\":{}}}");
			await(in, 1);
			send(out, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"/tmp\",\"mcpServers\":[]}}");
			String session = JsonParser.parseString(await(in, 2).line).getAsJsonObject().getAsJsonObject("result")
					.get("sessionId").getAsString();
			StringBuilder text = new StringBuilder();
			for (int i = 0; i < words; i++) {
				text.append(i == 0 ? "" : " ").append("w").append(i);
			}
			List<Double> rates = new ArrayList<>();
			for (int round = 0; round < warmup + rounds; round++) {
				int id = 3 + round;
				long start = System.nanoTime();
				send(out, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + session
						+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"" + text + "\"}]}}");
				Answer answer = await(in, id);
				double seconds = (System.nanoTime() - start) / 1e9;
				if (answer.updates != words) {
					throw new IllegalStateException(command + " sent " + answer.updates + " updates for " + words + " words");
				}
				if (round >= warmup) {
					rates.add(words / seconds);
				}
			}
			Collections.sort(rates);
			System.err.printf(Locale.ROOT, "%s: %s updates/s per round%n", String.join(" ", command), rates);
			return rates.get(rates.size() / 2);
		} finally {
			agent.destroy();
			agent.waitFor(10, TimeUnit.SECONDS);
		}
	}

	private record Answer(String line, int updates) {
	}

	private static void send(BufferedWriter out, String line) throws IOException {
		out.write(line);
		out.write('\n');
		out.flush();
	}

	/** Reads until the answer to {@code id}, counting the session/update notifications before it. */
	private static Answer await(BufferedReader in, int id) throws IOException {
		String answerPrefix = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",";
		int updates = 0;
		for (String line = in.readLine(); line != null; line = in.readLine()) {
			if (line.contains("\"session/update\"")) {
				updates++;
			} else if (line.startsWith(answerPrefix)) {
				if (line.contains("\"error\"")) {
					throw new IllegalStateException("request " + id + " failed: " + line);
				}
				return new Answer(line, updates);
			}
		}
		throw new IOException("the agent closed its output before answering request " + id);
	}

	private static String nodeVersion() throws IOException, InterruptedException {
		Process node = new ProcessBuilder("node", "--version").start();
		String version = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
		node.waitFor();
		return version;
	}
}
