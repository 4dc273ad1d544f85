package io.github.acp4j.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.junit.jupiter.api.AfterAll;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;

import io.github.acp4j.jsonrpc.internal.StrictJson;

/**
 * Arbitrary bytes into the NDJSON transport. Whatever arrives: the connection ends without an
 * uncaught exception when the input does, every line written is one JSON-RPC response object, and
 * every request line (an object with a string or number {@code id} that is not a response) gets
 * exactly one answer carrying that id. The corpus in {@code NdjsonFuzzTestInputs} runs in every
 * build, then Jazzer explores for {@code fuzz.duration} (the build's fuzz execution).
 */
class NdjsonFuzzTest {

	private static final ExecutorService EXECUTOR = Executors.newCachedThreadPool(runnable -> {
		Thread thread = new Thread(runnable, "fuzz-connection");
		thread.setDaemon(true);
		return thread;
	});

	/** Answers everything at once, so that every request can be answered before the input ends. */
	static final class ImmediateServer implements TestServer {
		@Override
		public CompletableFuture<Reply> greet(Greeting greeting) {
			return CompletableFuture.completedFuture(new Reply("hello " + (greeting == null ? null : greeting.name())));
		}

		@Override
		public CompletableFuture<Reply> wait(Greeting greeting) {
			return CompletableFuture.completedFuture(new Reply("waited"));
		}

		@Override
		public CompletableFuture<Reply> fail(Greeting greeting) {
			throw new IllegalStateException("failed on purpose\nsecond line");
		}

		/** Read without the failing adapter of {@code NdjsonLauncherTest}, so answered like any other. */
		@Override
		public CompletableFuture<Reply> link(Unlinkable unlinkable) {
			return CompletableFuture.completedFuture(new Reply("linked"));
		}

		@Override
		public void note(Note note) {
		}
	}

	@AfterAll
	static void shutdown() {
		EXECUTOR.shutdownNow();
	}

	@FuzzTest
	void everyRequestLineGetsExactlyOneAnswer(byte[] input) throws Exception {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		Launcher<TestServer> launcher = new NdjsonLauncher.Builder<TestServer>().setLocalService(new ImmediateServer())
				.setRemoteInterface(TestServer.class).setInput(new ByteArrayInputStream(input)).setOutput(out)
				.setExecutorService(EXECUTOR).create();
		// A guard against a hang, not a speed assertion.
		launcher.startListening().get(30, TimeUnit.SECONDS);

		Map<String, Integer> expected = new HashMap<>();
		for (String line : new String(input, StandardCharsets.UTF_8).split("\n", -1)) {
			String id = requestId(line);
			if (id != null) {
				expected.merge(id, 1, Integer::sum);
			}
		}
		Map<String, Integer> answered = new HashMap<>();
		for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
			if (line.isEmpty()) {
				continue;
			}
			JsonObject response = StrictJson.parse(line).getAsJsonObject();
			assertThat(response.get("jsonrpc").getAsString()).isEqualTo("2.0");
			assertThat(response.has("result") != response.has("error")).as(line).isTrue();
			if (response.has("error")) {
				assertThat(response.getAsJsonObject("error").get("message").getAsString()).doesNotContain("\n");
			}
			JsonElement id = response.get("id");
			if (!id.isJsonNull()) {
				answered.merge(id.toString(), 1, Integer::sum);
			}
		}
		assertThat(answered).isEqualTo(expected);
	}

	/** The id of a request line as it would be echoed, or null for anything else. */
	private static String requestId(String line) {
		JsonElement parsed;
		try {
			parsed = StrictJson.parse(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
		} catch (JsonParseException | IOException | IllegalStateException e) {
			return null;
		}
		if (!parsed.isJsonObject()) {
			return null;
		}
		JsonObject message = parsed.getAsJsonObject();
		JsonElement id = message.get("id");
		if (id == null || !id.isJsonPrimitive() || id.getAsJsonPrimitive().isBoolean()) {
			return null;
		}
		boolean response = !message.has("method") && (message.has("result") || message.has("error"));
		return response ? null : id.toString();
	}
}
