package io.github.acp4j.samples.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import io.github.acp4j.samples.bench.AgentLoadBenchmark.Connection;

/**
 * A burst of session set-ups on the agent jar: {@code sessions} {@code session/new} sent at once,
 * each with a stdio MCP server that never answers ({@code sleep 600}). While they wait for their
 * servers, {@code initialize} and {@code session/list} are sent one after the other, {@code probes}
 * times each ({@code pauseMillis} apart), and their round trips measured; the same is measured on
 * the idle agent first. The agent's threads and child processes are read from {@code /proc} every
 * 10 ms. Reports each round trip's median, p99 and max, the peak threads and child processes, and
 * how long until every {@code session/new} was answered (each server that never answers is given
 * up on after the start timeout).
 *
 * <pre>./mvnw -B -pl samples -am -Pbench verify -DskipTests</pre>
 */
public final class SessionBurstBenchmark {

	private static final String MUTE_SERVER = "{\"name\":\"mute\",\"command\":\"sleep\",\"args\":[\"600\"],\"env\":[]}";

	private SessionBurstBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		String agentJar = args[0];
		int sessions = Integer.parseInt(args[1]);
		int probes = Integer.parseInt(args[2]);
		long pauseMillis = Long.parseLong(args[3]);
		Path cwd = Files.createTempDirectory("acp4j-burst");
		Path home = Files.createTempDirectory("acp4j-burst-home");
		ProcessBuilder builder = new ProcessBuilder("java", "-jar", agentJar, "--acp", "--stdio")
				.redirectError(ProcessBuilder.Redirect.INHERIT);
		// No model is asked; a provider is configured only so that sessions open.
		builder.environment().putAll(Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "openai", "OPENAI_API_KEY", "sk-burst",
				"OPENAI_BASE_URL", "http://127.0.0.1:9/v1"));
		Process agent = builder.start();
		Connection connection = new Connection(agent);
		connection.call("initialize", "{\"protocolVersion\":1}");
		connection.newSession(cwd);
		Probes idle = probe(connection, probes, pauseMillis);

		Peaks peaks = new Peaks(agent.pid());
		Thread sampler = new Thread(peaks::sample, "burst-sampler");
		sampler.setDaemon(true);
		sampler.start();
		long start = System.nanoTime();
		List<Integer> burst = new ArrayList<>();
		for (int i = 0; i < sessions; i++) {
			burst.add(connection.send("session/new", "{\"cwd\":\"" + cwd + "\",\"mcpServers\":[" + MUTE_SERVER + "]}"));
		}
		Probes during = probe(connection, probes, pauseMillis);
		for (int id : burst) {
			connection.answer(id);
		}
		double answeredSeconds = (System.nanoTime() - start) / 1e9;
		sampler.interrupt();
		sampler.join();

		ProcessHandle.of(agent.pid()).ifPresent(handle -> handle.descendants().forEach(ProcessHandle::destroyForcibly));
		agent.getOutputStream().close();
		agent.waitFor(30, TimeUnit.SECONDS);

		System.out.printf(Locale.ROOT, "%nBurst: %d session/new at once, each with a stdio MCP server that never answers%n", sessions);
		System.out.printf(Locale.ROOT, "  %-34s %9s %9s %9s%n", "round trip, ms (" + probes + " each)", "median", "p99", "max");
		idle.print("idle");
		during.print("during the burst");
		System.out.printf(Locale.ROOT, "  peak threads %d (idle %d), peak child processes %d%n", peaks.threads.get(),
				peaks.idleThreads, peaks.children.get());
		System.out.printf(Locale.ROOT, "  every session/new answered after %.1f s%n", answeredSeconds);
	}

	/** Sends {@code initialize} and {@code session/list} one after the other, {@code count} times. */
	private static Probes probe(Connection connection, int count, long pauseMillis) throws Exception {
		List<Long> initialize = new ArrayList<>();
		List<Long> list = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			long start = System.nanoTime();
			connection.call("initialize", "{\"protocolVersion\":1}");
			long between = System.nanoTime();
			connection.call("session/list", "{}");
			list.add(System.nanoTime() - between);
			initialize.add(between - start);
			Thread.sleep(pauseMillis);
		}
		Collections.sort(initialize);
		Collections.sort(list);
		return new Probes(initialize, list);
	}

	/** Round trips in nanoseconds, sorted. */
	private record Probes(List<Long> initialize, List<Long> list) {

		void print(String when) {
			row("initialize, " + when, initialize);
			row("session/list, " + when, list);
		}

		private static void row(String name, List<Long> sorted) {
			System.out.printf(Locale.ROOT, "  %-34s %9.2f %9.2f %9.2f%n", name, AgentLoadBenchmark.percentile(sorted, 0.5) / 1e6,
					AgentLoadBenchmark.percentile(sorted, 0.99) / 1e6, AgentLoadBenchmark.percentile(sorted, 1.0) / 1e6);
		}
	}

	/** The most threads and child processes the agent had, read every 10 ms until interrupted. */
	private static final class Peaks {
		final long pid;
		final long idleThreads;
		final AtomicLong threads = new AtomicLong();
		final AtomicLong children = new AtomicLong();

		Peaks(long pid) throws Exception {
			this.pid = pid;
			this.idleThreads = threads();
		}

		private long threads() throws Exception {
			return AgentLoadBenchmark.Metrics.field(Files.readString(Path.of("/proc", Long.toString(pid), "status")), "Threads");
		}

		void sample() {
			try {
				while (!Thread.currentThread().isInterrupted()) {
					threads.accumulateAndGet(threads(), Math::max);
					children.accumulateAndGet(ProcessHandle.of(pid).map(p -> p.children().count()).orElse(0L), Math::max);
					Thread.sleep(10);
				}
			} catch (InterruptedException stopped) {
				// the burst is over
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		}
	}
}
