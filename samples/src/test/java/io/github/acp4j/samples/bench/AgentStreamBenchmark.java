package io.github.acp4j.samples.bench;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
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
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonParser;

/**
 * The agent's own cost per streamed chunk: a local OpenAI-compatible server streams {@code chunks}
 * content deltas as fast as it can, the agent jar turns each into an {@code agent_message_chunk},
 * and a raw NDJSON client times the prompt from request to answer. Elapsed time over chunks is an
 * upper bound of what the agent adds per chunk (it includes the server and the client).
 *
 * Each prompt is the first of a new session.
 *
 * <p>Then the same prompts one chunk at a time: the server writes a chunk only once the client has
 * read the {@code agent_message_chunk} of the one before, and the time from writing a chunk to
 * reading its update (the agent's own path for one chunk, plus a socket and a pipe hop) is reported
 * as a median and a 99th percentile over every chunk of the measured prompts.
 *
 * <pre>./mvnw -B -pl samples -am -Pbench verify -DskipTests</pre>
 */
public final class AgentStreamBenchmark {

	private AgentStreamBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		String agentJar = args[0];
		int chunks = Integer.parseInt(args[1]);
		int rounds = Integer.parseInt(args[2]);
		int warmup = Integer.parseInt(args[3]);
		Paced paced = new Paced(chunks);
		try (ServerSocket model = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
			Thread server = new Thread(() -> serve(model, paced), "mock-model");
			server.setDaemon(true);
			server.start();
			Path cwd = Files.createTempDirectory("acp4j-bench");
			Path home = Files.createTempDirectory("acp4j-bench-home");
			ProcessBuilder builder = new ProcessBuilder("java", "-jar", agentJar, "--acp", "--stdio")
					.redirectError(ProcessBuilder.Redirect.INHERIT);
			builder.environment().put("ACP4J_HOME", home.toString());
			builder.environment().put("LLM_PROVIDER", "openai");
			builder.environment().put("OPENAI_API_KEY", "sk-bench");
			builder.environment().put("OPENAI_BASE_URL", "http://127.0.0.1:" + model.getLocalPort() + "/v1");
			Process agent = builder.start();
			try (BufferedWriter out = new BufferedWriter(new OutputStreamWriter(agent.getOutputStream(), StandardCharsets.UTF_8));
					BufferedReader in = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8), 1 << 16)) {
				send(out, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}");
				await(in, 1);
				List<Double> micros = new ArrayList<>();
				for (int round = 0; round < warmup + rounds; round++) {
					int id = 2 * (round + 1);
					String session = newSession(out, in, id - 1, cwd);
					long start = System.nanoTime();
					send(out, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"session/prompt\",\"params\":{\"sessionId\":\""
							+ session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"stream\"}]}}");
					String[] answer = await(in, id);
					long elapsed = System.nanoTime() - start;
					if (Integer.parseInt(answer[1]) != chunks) {
						throw new IllegalStateException("got " + answer[1] + " chunks of " + chunks + ": " + answer[0]);
					}
					if (round >= warmup) {
						micros.add(elapsed / 1e3 / chunks);
					}
				}
				Collections.sort(micros);
				double median = micros.get(micros.size() / 2);
				paced.oneAtATime = true;
				List<Double> latencies = new ArrayList<>();
				for (int round = 0; round < warmup + rounds; round++) {
					int id = 2 * (warmup + rounds + round + 1);
					String session = newSession(out, in, id - 1, cwd);
					send(out, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"session/prompt\",\"params\":{\"sessionId\":\""
							+ session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"stream\"}]}}");
					String[] answer = await(in, id, paced);
					if (Integer.parseInt(answer[1]) != chunks) {
						throw new IllegalStateException("got " + answer[1] + " chunks of " + chunks + ": " + answer[0]);
					}
					if (round >= warmup) {
						for (long nanos : paced.latencies) {
							latencies.add(nanos / 1e3);
						}
					}
				}
				Collections.sort(latencies);
				System.out.printf(Locale.ROOT, "%nagent turn loop: %,.0f chunks/s from the model to the client, %.1f us per chunk "
						+ "(median of %d prompts of %d chunks)%n", 1e6 / median, median, rounds, chunks);
				System.out.printf(Locale.ROOT, "agent turn loop, one chunk at a time: model chunk written to agent_message_chunk read "
						+ "in %.1f us (median), %.1f us (99th percentile) over %,d chunks%n", latencies.get(latencies.size() / 2),
						latencies.get((int) (latencies.size() * 0.99)), latencies.size());
			} finally {
				agent.destroy();
				agent.waitFor(10, TimeUnit.SECONDS);
			}
		}
	}

	/**
	 * The stream every request is answered with: its chunks, then its end. In one write, or, once
	 * {@code oneAtATime} is set, a chunk at a time, each written when the client has read the update
	 * of the one before.
	 */
	static final class Paced {
		final byte[][] chunks;
		final byte[] end;
		final int length;
		final long[] latencies;
		private final Semaphore read = new Semaphore(0);
		private volatile long written;
		volatile boolean oneAtATime;

		Paced(int count) {
			chunks = new byte[count][];
			int total = 0;
			for (int i = 0; i < count; i++) {
				chunks[i] = ("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"tok" + i + " \"}}]}\n\n")
						.getBytes(StandardCharsets.UTF_8);
				total += chunks[i].length;
			}
			end = ("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n"
					+ "data: {\"choices\":[],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":" + count + "}}\n\n"
					+ "data: [DONE]\n\n").getBytes(StandardCharsets.UTF_8);
			length = total + end.length;
			latencies = new long[count];
		}

		void writeTo(OutputStream out) throws IOException {
			if (!oneAtATime) {
				for (byte[] chunk : chunks) {
					out.write(chunk);
				}
				out.write(end);
				out.flush();
				return;
			}
			for (int i = 0; i < chunks.length; i++) {
				written = System.nanoTime();
				out.write(chunks[i]);
				out.flush();
				try {
					if (!read.tryAcquire(30, TimeUnit.SECONDS)) {
						throw new IOException("the client read no update for chunk " + i);
					}
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					throw new IOException("interrupted", e);
				}
			}
			out.write(end);
			out.flush();
		}

		/** The client read the update of chunk {@code i}. */
		void read(int i) {
			latencies[i] = System.nanoTime() - written;
			read.release();
		}
	}

	/** Answers every request on every connection with the same stream (keep-alive, content length). */
	static void serve(ServerSocket model, Paced stream) {
		while (!model.isClosed()) {
			try {
				Socket connection = model.accept();
				connection.setTcpNoDelay(true);
				Thread handler = new Thread(() -> answer(connection, stream), "mock-model-connection");
				handler.setDaemon(true);
				handler.start();
			} catch (IOException closed) {
				return;
			}
		}
	}

	private static void answer(Socket connection, Paced stream) {
		try (connection) {
			InputStream in = connection.getInputStream();
			OutputStream out = connection.getOutputStream();
			byte[] headers = ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nContent-Length: " + stream.length + "\r\n\r\n")
					.getBytes(StandardCharsets.US_ASCII);
			while (readRequest(in)) {
				out.write(headers);
				stream.writeTo(out);
			}
		} catch (IOException gone) {
			// the agent closed the connection
		}
	}

	/** Reads one request (headers and body); false at the end of the connection. */
	private static boolean readRequest(InputStream in) throws IOException {
		StringBuilder head = new StringBuilder();
		while (head.indexOf("\r\n\r\n") < 0) {
			int b = in.read();
			if (b < 0) {
				return false;
			}
			head.append((char) b);
		}
		String lower = head.toString().toLowerCase(Locale.ROOT);
		int at = lower.indexOf("content-length:");
		long length = at < 0 ? 0 : Long.parseLong(lower.substring(at + 15, lower.indexOf('\r', at)).trim());
		in.skipNBytes(length);
		return true;
	}

	/**
	 * A new session for each prompt, so that every prompt is the same request: a growing history
	 * would add its own cost per prompt (and compactions) to the figures.
	 */
	private static String newSession(BufferedWriter out, BufferedReader in, int id, Path cwd) throws IOException {
		send(out, "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"session/new\",\"params\":{\"cwd\":\"" + cwd
				+ "\",\"mcpServers\":[]}}");
		return JsonParser.parseString(await(in, id)[0]).getAsJsonObject().getAsJsonObject("result").get("sessionId").getAsString();
	}

	private static void send(BufferedWriter out, String line) throws IOException {
		out.write(line);
		out.write('\n');
		out.flush();
	}

	/** The answer line to {@code id} and the number of agent_message_chunk updates before it. */
	private static String[] await(BufferedReader in, int id) throws IOException {
		return await(in, id, null);
	}

	/** The same, telling {@code paced} of each update read. */
	private static String[] await(BufferedReader in, int id, Paced paced) throws IOException {
		String prefix = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",";
		int chunks = 0;
		for (String line = in.readLine(); line != null; line = in.readLine()) {
			if (line.contains("\"agent_message_chunk\"")) {
				if (paced != null) {
					paced.read(chunks);
				}
				chunks++;
			} else if (line.startsWith(prefix)) {
				return new String[] { line, Integer.toString(chunks) };
			}
		}
		throw new IOException("the agent closed its output before answering request " + id);
	}
}
