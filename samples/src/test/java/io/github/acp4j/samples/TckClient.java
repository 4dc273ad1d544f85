package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

/**
 * The third-party ACP TCK's mock client, as {@link AcpTckV1IT} and {@link AcpTckV2IT} reproduce it:
 * the built agent's process ({@code acp4j --acp --stdio} and the given flags, on the offline demo
 * model), spoken to one line at a time. A permission request of the agent is answered with its
 * first option, or with {@link #permissionOutcome} once that is set; any other request of the agent
 * is answered -32601. A line that is a batch (an array) is read as its messages, in order.
 */
class TckClient implements AutoCloseable {

	/** The TCK's quiet period at its default timeout: "nothing more arrives" is judged over it. */
	static final Duration QUIET = Duration.ofSeconds(2);
	static final Duration TIMEOUT = Duration.ofSeconds(Processes.TIMEOUT_SECONDS);
	private static final byte[] END = new byte[0];

	/** Something the mock client sends during a turn. */
	@FunctionalInterface
	interface Trigger {
		void fire() throws IOException;
	}

	final Process process;
	/** Every line the agent wrote, as bytes, in order. */
	final List<byte[]> raw = new CopyOnWriteArrayList<>();
	/** Every line the client wrote. */
	final List<String> sent = new ArrayList<>();
	/** Every message read, in order (a batch's each on its own). */
	final List<JsonObject> seen = new ArrayList<>();
	/** The requests the agent sent. */
	final List<JsonObject> clientRequests = new ArrayList<>();
	/** The outcome a permission request is answered with ({@code {"outcome":"cancelled"}} say), or null for its first option. */
	String permissionOutcome;
	private final BlockingQueue<byte[]> lines = new LinkedBlockingQueue<>();
	private final Deque<JsonObject> batched = new ArrayDeque<>();
	private final BufferedWriter in;
	private int nextId;

	TckClient(Path cwd, Path home, String... flags) throws IOException {
		List<String> command = new ArrayList<>(List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp", "--stdio"));
		command.addAll(List.of(flags));
		ProcessBuilder builder = new ProcessBuilder(command).directory(cwd.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
		builder.environment().put("ACP4J_HOME", home.toString());
		builder.environment().put("LLM_PROVIDER", "demo");
		process = builder.start();
		in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
		Thread reader = new Thread(() -> split(process.getInputStream()), "tck-stdout");
		reader.setDaemon(true);
		reader.start();
	}

	/** Splits the agent's output at line ends, keeping the bytes as written. */
	private void split(InputStream out) {
		ByteArrayOutputStream line = new ByteArrayOutputStream();
		try (out) {
			for (int b = out.read(); b >= 0; b = out.read()) {
				if (b == '\n') {
					raw.add(line.toByteArray());
					lines.add(line.toByteArray());
					line.reset();
				} else {
					line.write(b);
				}
			}
		} catch (IOException ended) {
			// the process is gone
		}
		lines.add(END);
	}

	static String quote(Object value) {
		return new JsonPrimitive(value.toString()).toString();
	}

	static String text(String text) {
		return "[{\"type\":\"text\",\"text\":" + quote(text) + "}]";
	}

	static String method(JsonObject message) {
		return message.has("method") ? message.get("method").getAsString() : null;
	}

	/** The line's text, failing unless it is valid UTF-8. */
	static String utf8(byte[] line) {
		try {
			return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(line)).toString();
		} catch (CharacterCodingException e) {
			throw new AssertionError("not UTF-8: " + Base64.getEncoder().encodeToString(line), e);
		}
	}

	/** Every line the agent wrote, as text. */
	List<String> lines() {
		return raw.stream().map(TckClient::utf8).toList();
	}

	void send(String line) throws IOException {
		sent.add(line);
		in.write(line + "\n");
		in.flush();
	}

	String request(String method, String params) throws IOException {
		return request(++nextId, method, params);
	}

	/** Sends a request with {@code id} (a number or a string) and returns the id as JSON. */
	String request(Object id, String method, String params) throws IOException {
		JsonObject message = new JsonObject();
		message.addProperty("jsonrpc", "2.0");
		message.add("id", id instanceof Number number ? new JsonPrimitive(number) : new JsonPrimitive(id.toString()));
		message.addProperty("method", method);
		if (params != null) {
			message.add("params", JsonParser.parseString(params));
		}
		send(message.toString());
		return message.get("id").toString();
	}

	void notify(String method, String params) throws IOException {
		send("{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\",\"params\":" + params + "}");
	}

	/**
	 * The next line within {@code timeout}, as it was written (an object, or a batch's array), its
	 * messages recorded and the agent's requests among them answered; empty on none; fails once the
	 * agent ended.
	 */
	Optional<JsonElement> line(Duration timeout) throws IOException {
		byte[] line;
		try {
			line = lines.poll(Math.max(0, timeout.toMillis()), TimeUnit.MILLISECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted");
		}
		if (line == null) {
			return Optional.empty();
		}
		if (line == END) {
			lines.add(END);
			throw new IOException("the agent ended");
		}
		JsonElement parsed = JsonParser.parseString(new String(line, StandardCharsets.UTF_8));
		for (JsonElement element : parsed.isJsonArray() ? parsed.getAsJsonArray().asList() : List.of(parsed)) {
			if (element.isJsonObject()) {
				received(element.getAsJsonObject());
			}
		}
		return Optional.of(parsed);
	}

	private void received(JsonObject message) throws IOException {
		seen.add(message);
		if (!message.has("method") || !message.has("id")) {
			return;
		}
		clientRequests.add(message);
		String result = null;
		if ("session/request_permission".equals(method(message))) {
			result = "{\"outcome\":" + (permissionOutcome != null ? permissionOutcome : "{\"outcome\":\"selected\",\"optionId\":"
					+ message.getAsJsonObject("params").getAsJsonArray("options").get(0).getAsJsonObject().get("optionId") + "}") + "}";
		}
		send("{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + (result == null
				? ",\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}" : ",\"result\":" + result + "}"));
	}

	/** The next message within {@code timeout} (a batch's one at a time), as {@link #line}; empty on none. */
	Optional<JsonObject> next(Duration timeout) throws IOException {
		if (batched.isEmpty()) {
			Optional<JsonElement> line = line(timeout);
			if (line.isEmpty()) {
				return Optional.empty();
			}
			JsonElement parsed = line.get();
			for (JsonElement element : parsed.isJsonArray() ? parsed.getAsJsonArray().asList() : List.of(parsed)) {
				if (element.isJsonObject()) {
					batched.add(element.getAsJsonObject());
				}
			}
			if (batched.isEmpty()) {
				return next(Duration.ZERO);
			}
		}
		return Optional.of(batched.poll());
	}

	/** The answer to the request {@code id} (as JSON). */
	JsonObject answer(String id) throws IOException {
		long deadline = System.nanoTime() + TIMEOUT.toNanos();
		while (System.nanoTime() < deadline) {
			Optional<JsonObject> message = next(Duration.ofNanos(deadline - System.nanoTime()));
			if (message.isPresent() && !message.get().has("method") && id.equals(String.valueOf(message.get().get("id")))) {
				return message.get();
			}
		}
		throw new AssertionError("no answer to " + id);
	}

	/** The first message within {@code quiet} that {@code wanted} takes, or empty (also when the agent ended). */
	Optional<JsonObject> within(Duration quiet, Predicate<JsonObject> wanted) throws IOException {
		long deadline = System.nanoTime() + quiet.toNanos();
		while (System.nanoTime() < deadline) {
			Optional<JsonObject> message;
			try {
				message = next(Duration.ofNanos(deadline - System.nanoTime()));
			} catch (IOException ended) {
				return Optional.empty();
			}
			if (message.isPresent() && wanted.test(message.get())) {
				return message;
			}
		}
		return Optional.empty();
	}

	/** Closes the agent's input and waits for it to exit. */
	int exit() throws IOException, InterruptedException {
		assertThat(endInput(TIMEOUT)).as("the agent exits when its input ends").isTrue();
		return process.exitValue();
	}

	/** Closes the agent's input; whether it exited within {@code grace} (the TCK's shutdown ladder gives it 2 s). */
	boolean endInput(Duration grace) throws IOException, InterruptedException {
		in.close();
		return process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS);
	}

	@Override
	public void close() throws Exception {
		process.destroyForcibly();
		process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS);
	}
}
