package io.github.acp4j.samples.bench;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Time from starting an agent process to reading its answer to {@code initialize}, the delay an
 * editor sees when it opens an agent, and then the round trip of the first {@code session/new}, the
 * editor's next wait. The request is written right after the process starts, as editors do; the
 * median and the worst of the runs are reported. The process's resident memory ({@code VmRSS} in
 * {@code /proc/PID/status}, where there is one) is read at the {@code initialize} answer and one
 * second after the {@code session/new} answer, idle. Several agents, separated by {@code --}, are run in
 * turn (one process of each, then the next round), so that a shared machine's load weighs on them alike.
 * A first argument {@code --protocol-version=N} has {@code initialize} ask for version N (1 by default).
 *
 * <pre>./mvnw -B -pl samples -am -Pbench verify -DskipTests
 * java -cp samples/target/test-classes io.github.acp4j.samples.bench.StartupBenchmark 11 \
 *     java -jar old/acp4j.jar --acp --stdio -- java -jar acp-launcher/target/acp4j.jar --acp --stdio</pre>
 */
public final class StartupBenchmark {

	private StartupBenchmark() {
	}

	private static final String PROTOCOL_VERSION = "--protocol-version=";

	public static void main(String[] args) throws Exception {
		int first = args[0].startsWith(PROTOCOL_VERSION) ? 1 : 0;
		int protocolVersion = first == 1 ? Integer.parseInt(args[0].substring(PROTOCOL_VERSION.length())) : 1;
		int runs = Integer.parseInt(args[first]);
		List<List<String>> commands = new ArrayList<>();
		List<String> command = new ArrayList<>();
		for (String arg : Arrays.asList(args).subList(first + 1, args.length)) {
			if (arg.equals("--")) {
				commands.add(command);
				command = new ArrayList<>();
			} else {
				command.add(arg);
			}
		}
		commands.add(command);
		double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
		List<List<double[]>> timings = new ArrayList<>();
		commands.forEach(agent -> timings.add(new ArrayList<>()));
		for (int run = 0; run < runs; run++) {
			for (int agent = 0; agent < commands.size(); agent++) {
				timings.get(agent).add(timeStart(commands.get(agent), protocolVersion));
			}
		}
		System.out.printf(Locale.ROOT, "%nload average %.1f at the start, %.1f at the end%n", load,
				ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
		for (int agent = 0; agent < commands.size(); agent++) {
			List<Double> start = column(timings.get(agent), 0);
			List<Double> session = column(timings.get(agent), 1);
			List<Double> rssAtInitialize = column(timings.get(agent), 2);
			List<Double> rssIdle = column(timings.get(agent), 3);
			System.out.printf(Locale.ROOT,
					"%s: initialize answered %.0f ms after process start (median of %d; worst %.0f ms), then the first session/new in %.1f ms (median; worst %.1f ms); "
							+ "resident memory %.0f MiB at the initialize answer, %.0f MiB idle after session/new (medians)%n",
					String.join(" ", commands.get(agent)), start.get(runs / 2), runs, start.get(runs - 1), session.get(runs / 2),
					session.get(runs - 1), rssAtInitialize.get(runs / 2), rssIdle.get(runs / 2));
		}
	}

	/** {@code VmRSS} of a process in MiB, or NaN where there is no {@code /proc}. */
	static double residentMiB(long pid) throws IOException {
		Path status = Path.of("/proc", Long.toString(pid), "status");
		if (!Files.exists(status)) {
			return Double.NaN;
		}
		for (String line : Files.readAllLines(status)) {
			if (line.startsWith("VmRSS:")) {
				return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024.0;
			}
		}
		return Double.NaN;
	}

	private static List<Double> column(List<double[]> rows, int column) {
		List<Double> values = new ArrayList<>();
		rows.forEach(row -> values.add(row[column]));
		Collections.sort(values);
		return values;
	}

	/**
	 * Milliseconds from process start to the {@code initialize} answer, and of the first
	 * {@code session/new}; MiB resident at the first, and idle after the second (NaN without {@code /proc}).
	 */
	static double[] timeStart(List<String> command, int protocolVersion) throws IOException, InterruptedException {
		Path home = Files.createTempDirectory("acp4j-startup");
		// Apart from the home: the agent's own state directory is no workspace.
		Path workspace = Files.createTempDirectory("acp4j-startup-workspace");
		long start = System.nanoTime();
		ProcessBuilder builder = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD);
		builder.environment().put("ACP4J_HOME", home.toString());
		Process agent = builder.start();
		try (OutputStream in = agent.getOutputStream();
				BufferedReader out = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8))) {
			in.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":" + protocolVersion + "}}\n")
					.getBytes(StandardCharsets.UTF_8));
			in.flush();
			String line = out.readLine();
			double initialized = (System.nanoTime() - start) / 1e6;
			double rssAtInitialize = residentMiB(agent.pid());
			if (line == null || !line.contains("\"result\"")) {
				throw new IllegalStateException("no initialize answer: " + line);
			}
			long sent = System.nanoTime();
			in.write(("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":"
					+ "\"" + workspace.toString().replace("\\", "\\\\") + "\",\"mcpServers\":[]}}\n").getBytes(StandardCharsets.UTF_8));
			in.flush();
			do {
				line = out.readLine();
			} while (line != null && !line.contains("\"id\":2"));
			double session = (System.nanoTime() - sent) / 1e6;
			if (line == null || !line.contains("\"sessionId\"")) {
				throw new IllegalStateException("no session/new answer: " + line);
			}
			Thread.sleep(1000);
			return new double[] { initialized, session, rssAtInitialize, residentMiB(agent.pid()) };
		} finally {
			agent.destroy();
			agent.waitFor(10, TimeUnit.SECONDS);
			for (Path made : List.of(home, workspace)) {
				try (Stream<Path> files = Files.walk(made)) {
					files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
				}
			}
		}
	}
}
