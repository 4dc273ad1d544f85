package io.github.acp4j.samples.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Load on the agent jar: {@code sessions} sessions on one connection prompting at once against a
 * local OpenAI-compatible server that streams {@code chunks} deltas to each, twice: as fast as the
 * server can write (throughput), then paced at {@code paceMillis} per delta per stream, the way a
 * model streams tokens (latency: every delta carries the {@code System.nanoTime()} at which the
 * server wrote it, so the client measures provider chunk to client update across the processes,
 * same machine, same monotonic clock). Then {@code churn} sessions are created and closed in a
 * row. Reports throughput, latency percentiles, the agent's peak RSS, and its heap after a full GC,
 * RSS, threads, file descriptors and child processes at the baseline, after the load, after the
 * churn, and after {@code idleSeconds} idle (pooled threads and connections expire).
 *
 * <pre>./mvnw -B -pl samples -am -Pbench verify -DskipTests</pre>
 */
public final class AgentLoadBenchmark {

	private static final Pattern JCMD_USED = Pattern.compile("used (\\d+)K");
	/** Milliseconds the server waits between two deltas of one stream. */
	private static volatile long pace;

	private AgentLoadBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		String agentJar = args[0];
		int sessions = Integer.parseInt(args[1]);
		int chunks = Integer.parseInt(args[2]);
		int churn = Integer.parseInt(args[3]);
		long paceMillis = Long.parseLong(args[4]);
		int idleSeconds = Integer.parseInt(args[5]);
		try (ServerSocket model = new ServerSocket(0, sessions * 2, InetAddress.getLoopbackAddress())) {
			Thread server = new Thread(() -> serve(model, chunks), "mock-model");
			server.setDaemon(true);
			server.start();
			Path cwd = Files.createTempDirectory("acp4j-load");
			Path home = Files.createTempDirectory("acp4j-load-home");
			ProcessBuilder builder = new ProcessBuilder("java", "-jar", agentJar, "--acp", "--stdio", "--mode", "full-access")
					.redirectError(ProcessBuilder.Redirect.INHERIT);
			builder.environment().putAll(Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "openai", "OPENAI_API_KEY",
					"sk-load", "OPENAI_BASE_URL", "http://127.0.0.1:" + model.getLocalPort() + "/v1"));
			Process agent = builder.start();
			Connection connection = new Connection(agent);
			connection.call("initialize", "{\"protocolVersion\":1}");
			// Warm-up and baseline: one session through a whole turn, closed.
			String warm = connection.newSession(cwd);
			connection.call("session/prompt", prompt(warm));
			connection.call("session/close", "{\"sessionId\":\"" + warm + "\"}");
			Metrics before = Metrics.of(agent.pid());

			Run fast = run(connection, cwd, sessions, 0);
			Run paced = run(connection, cwd, sessions, paceMillis);
			Metrics loaded = Metrics.of(agent.pid());

			long churnStart = System.nanoTime();
			for (int i = 0; i < churn; i++) {
				String id = connection.newSession(cwd);
				connection.call("session/close", "{\"sessionId\":\"" + id + "\"}");
			}
			double churnSeconds = (System.nanoTime() - churnStart) / 1e9;
			Metrics after = Metrics.of(agent.pid());
			Thread.sleep(TimeUnit.SECONDS.toMillis(idleSeconds));
			Metrics idle = Metrics.of(agent.pid());
			List<Long> listings = new ArrayList<>();
			for (int i = 0; i < 5; i++) {
				long start = System.nanoTime();
				connection.call("session/list", "{}");
				listings.add(System.nanoTime() - start);
			}
			Collections.sort(listings);
			agent.getOutputStream().close();
			agent.waitFor(30, TimeUnit.SECONDS);

			System.out.printf(Locale.ROOT, "%nLoad: %d sessions x %d chunks at once, then %d sessions created and closed%n",
					sessions, chunks, churn);
			System.out.printf(Locale.ROOT, "  as fast as possible     %d of %d chunks, %.0f chunks/s (%.2f s for all turns)%n",
					fast.latencies.size(), sessions * chunks, fast.latencies.size() / fast.seconds, fast.seconds);
			System.out.printf(Locale.ROOT, "  paced %d ms per chunk    %d of %d chunks, provider chunk -> client update  p50 %.2f ms  "
					+ "p99 %.2f ms  max %.2f ms%n", paceMillis, paced.latencies.size(), sessions * chunks,
					percentile(paced.latencies, 0.50) / 1e6, percentile(paced.latencies, 0.99) / 1e6,
					percentile(paced.latencies, 1.0) / 1e6);
			System.out.printf(Locale.ROOT, "  session new+close       %.2f ms each (%d in %.2f s)%n", churnSeconds * 1000 / churn, churn,
					churnSeconds);
			System.out.printf(Locale.ROOT, "  session/list, one page  %.1f ms (median of 5; %d sessions stored)%n",
					percentile(listings, 0.5) / 1e6, 1 + 2 * sessions + churn);
			System.out.printf(Locale.ROOT, "  agent peak RSS          %d MiB%n", idle.peakRssKib / 1024);
			System.out.printf(Locale.ROOT, "  %-24s %10s %10s %11s %10s%n", "", "baseline", "after load", "after churn",
					"idle " + idleSeconds + " s");
			row("heap after full GC KiB", before.heapKib, loaded.heapKib, after.heapKib, idle.heapKib);
			row("RSS KiB", before.rssKib, loaded.rssKib, after.rssKib, idle.rssKib);
			row("threads", before.threads, loaded.threads, after.threads, idle.threads);
			row("file descriptors", before.fds, loaded.fds, after.fds, idle.fds);
			row("child processes", before.children, loaded.children, after.children, idle.children);
		}
	}

	private static void row(String name, long... values) {
		System.out.printf(Locale.ROOT, "  %-24s %10d %10d %11d %10d%n", name, values[0], values[1], values[2], values[3]);
	}

	/** The chunks' latencies, sorted, and how long all turns took. */
	private record Run(List<Long> latencies, double seconds) {
	}

	private static Run run(Connection connection, Path cwd, int sessions, long paceMillis) throws Exception {
		List<String> ids = new ArrayList<>();
		for (int i = 0; i < sessions; i++) {
			ids.add(connection.newSession(cwd));
		}
		connection.latencies.clear();
		pace = paceMillis;
		long start = System.nanoTime();
		List<Integer> prompts = new ArrayList<>();
		for (String id : ids) {
			prompts.add(connection.send("session/prompt", prompt(id)));
		}
		for (int id : prompts) {
			connection.answer(id);
		}
		double seconds = (System.nanoTime() - start) / 1e9;
		List<Long> latencies = new ArrayList<>(connection.latencies);
		Collections.sort(latencies);
		for (String id : ids) {
			connection.call("session/close", "{\"sessionId\":\"" + id + "\"}");
		}
		return new Run(latencies, seconds);
	}

	private static String prompt(String sessionId) {
		return "{\"sessionId\":\"" + sessionId + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"stream\"}]}";
	}

	static double percentile(List<Long> sorted, double p) {
		return sorted.isEmpty() ? 0 : sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(p * sorted.size()) - 1));
	}

	/** A raw NDJSON connection that timestamps each streamed chunk as it is read. */
	static final class Connection {
		final Writer out;
		final List<Long> latencies = Collections.synchronizedList(new ArrayList<>());
		final Map<Integer, CountDownLatch> waiting = new ConcurrentHashMap<>();
		final Map<Integer, JsonObject> answers = new ConcurrentHashMap<>();
		int nextId;

		Connection(Process agent) {
			out = new OutputStreamWriter(agent.getOutputStream(), StandardCharsets.UTF_8);
			BufferedReader in = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8), 1 << 16);
			Thread reader = new Thread(() -> read(in), "load-client");
			reader.setDaemon(true);
			reader.start();
		}

		private void read(BufferedReader in) {
			try {
				for (String line = in.readLine(); line != null; line = in.readLine()) {
					long now = System.nanoTime();
					JsonObject message = JsonParser.parseString(line).getAsJsonObject();
					if (message.has("method")) {
						JsonObject update = message.getAsJsonObject("params").getAsJsonObject("update");
						if ("agent_message_chunk".equals(update.get("sessionUpdate").getAsString())) {
							for (String stamp : update.getAsJsonObject("content").get("text").getAsString().split("\\|")) {
								if (!stamp.isEmpty()) {
									latencies.add(now - Long.parseLong(stamp));
								}
							}
						}
					} else {
						int id = message.get("id").getAsInt();
						answers.put(id, message);
						waiting.computeIfAbsent(id, key -> new CountDownLatch(1)).countDown();
					}
				}
			} catch (IOException e) {
				throw new IllegalStateException(e);
			}
		}

		synchronized int send(String method, String params) throws IOException {
			int id = ++nextId;
			waiting.computeIfAbsent(id, key -> new CountDownLatch(1));
			out.write("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}\n");
			out.flush();
			return id;
		}

		JsonObject answer(int id) throws InterruptedException {
			if (!waiting.get(id).await(10, TimeUnit.MINUTES)) {
				throw new IllegalStateException("no answer to " + id);
			}
			JsonObject answer = answers.remove(id);
			if (answer.has("error")) {
				throw new IllegalStateException(answer.toString());
			}
			return answer;
		}

		JsonObject call(String method, String params) throws Exception {
			return answer(send(method, params));
		}

		String newSession(Path cwd) throws Exception {
			return call("session/new", "{\"cwd\":\"" + cwd + "\",\"mcpServers\":[]}").getAsJsonObject("result").get("sessionId")
					.getAsString();
		}
	}

	/** What the agent process holds, read from /proc and jcmd (after a full GC). */
	record Metrics(long heapKib, long rssKib, long peakRssKib, long threads, long fds, long children) {

		static Metrics of(long pid) throws Exception {
			run("jcmd", Long.toString(pid), "GC.run");
			Matcher used = JCMD_USED.matcher(run("jcmd", Long.toString(pid), "GC.heap_info"));
			long heap = used.find() ? Long.parseLong(used.group(1)) : -1;
			String status = Files.readString(Path.of("/proc", Long.toString(pid), "status"));
			long fds;
			try (Stream<Path> open = Files.list(Path.of("/proc", Long.toString(pid), "fd"))) {
				fds = open.count();
			}
			long children = ProcessHandle.of(pid).map(p -> p.descendants().count()).orElse(-1L);
			return new Metrics(heap, field(status, "VmRSS"), field(status, "VmHWM"), field(status, "Threads"), fds, children);
		}

		static long field(String status, String name) {
			Matcher value = Pattern.compile(name + ":\\s+(\\d+)").matcher(status);
			return value.find() ? Long.parseLong(value.group(1)) : -1;
		}

		private static String run(String... command) throws Exception {
			Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
			String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			process.waitFor();
			return output;
		}
	}

	/** A Chat Completions server: each connection gets {@code chunks} deltas, each stamped as it is written. */
	private static void serve(ServerSocket model, int chunks) {
		while (!model.isClosed()) {
			try {
				Socket socket = model.accept();
				Thread connection = new Thread(() -> answer(socket, chunks), "mock-model-connection");
				connection.setDaemon(true);
				connection.start();
			} catch (IOException closed) {
				return;
			}
		}
	}

	private static void answer(Socket socket, int chunks) {
		try (socket) {
			BufferedReader request = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.ISO_8859_1));
			OutputStream out = socket.getOutputStream();
			for (;;) {
				long length = 0;
				String line = request.readLine();
				if (line == null) {
					return;
				}
				for (; line != null && !line.isEmpty(); line = request.readLine()) {
					if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
						length = Long.parseLong(line.substring(15).strip());
					}
				}
				request.skip(length);
				out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n")
						.getBytes(StandardCharsets.US_ASCII));
				for (int i = 0; i < chunks; i++) {
					if (pace > 0) {
						Thread.sleep(pace);
					}
					chunk(out, "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"" + System.nanoTime() + "|\"}}]}\n\n");
				}
				chunk(out, "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n");
				out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
				out.flush();
			}
		} catch (IOException e) {
			// the agent closed the connection
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private static void chunk(OutputStream out, String data) throws IOException {
		byte[] bytes = data.getBytes(StandardCharsets.UTF_8);
		out.write((Integer.toHexString(bytes.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
		out.write(bytes);
		out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
		out.flush();
	}
}
