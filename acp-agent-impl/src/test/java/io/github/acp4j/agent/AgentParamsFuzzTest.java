package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

import com.code_intelligence.jazzer.junit.FuzzTest;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Guice;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Arbitrary params into every method of the real agent (read-only preset, demo model), over one
 * long-lived connection. Whatever the params: exactly one answer per request, with a code the
 * contract lists and never -32603 (a handler that throws on bad input is a bug; it must say
 * -32602). Requests the agent makes of the client are refused. {@code $SESSION} and {@code $CWD} in an input stand for a live session and its
 * directory, so inputs can reach past the session lookup.
 */
class AgentParamsFuzzTest {

	static final List<String> METHODS = List.of("initialize", "authenticate", "logout", "session/new", "session/load",
			"session/resume", "session/list", "session/delete", "session/close", "session/set_mode",
			"session/set_config_option", "session/prompt", "session/cancel", "session/fork", "_agentao.cn/set_model");
	static final Set<Integer> CODES = Set.of(JsonRpcErrors.PARSE_ERROR, JsonRpcErrors.INVALID_REQUEST,
			JsonRpcErrors.METHOD_NOT_FOUND, JsonRpcErrors.INVALID_PARAMS, JsonRpcErrors.REQUEST_CANCELLED, -32002, -32000);

	static Path root;
	static OutputStream toAgent;
	static BufferedReader fromAgent;
	static String session;
	static long ids;

	@BeforeAll
	static void connect() throws Exception {
		root = Files.createTempDirectory("acp4j-fuzz");
		Path workspace = Files.createDirectories(root.resolve("workspace")).toRealPath();
		Files.writeString(workspace.resolve("notes.txt"), "fuzz\n");
		AgentConnections agent = Guice.createInjector(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.defaultPreset(PermissionPreset.READ_ONLY).maxTurnRequests(4).contextWindow(128_000).build(), Map.of("LLM_PROVIDER", "demo"))).getInstance(AgentConnections.class);
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		agent.connect(Channels.newInputStream(in.source()), Channels.newOutputStream(out.sink()));
		toAgent = Channels.newOutputStream(in.sink());
		fromAgent = new BufferedReader(new InputStreamReader(Channels.newInputStream(out.source()), StandardCharsets.UTF_8));
		assertThat(call("initialize", "{\"protocolVersion\":1,\"clientCapabilities\":{}}").has("result")).isTrue();
		session = call("session/new", "{\"cwd\":\"" + workspace + "\",\"mcpServers\":[]}").getAsJsonObject("result")
				.get("sessionId").getAsString();
		System.setProperty("acp4j.fuzz.cwd", workspace.toString());
	}

	@AfterAll
	static void disconnect() throws IOException {
		toAgent.close();
		// Best effort: a file the agent still writes as it ends stays, the rest goes (each run made one more).
		try (Stream<Path> tree = Files.walk(root)) {
			tree.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	/** Sends one request line and returns its answer, checking every line that comes before it. */
	static JsonObject call(String method, String params) throws Exception {
		long id = ++ids;
		String line = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}\n";
		toAgent.write(line.getBytes(StandardCharsets.UTF_8));
		toAgent.flush();
		// A guard against a hang, not a speed assertion.
		return CompletableFuture.supplyAsync(() -> {
			try {
				for (String received = fromAgent.readLine(); received != null; received = fromAgent.readLine()) {
					JsonObject message = JsonParser.parseString(received).getAsJsonObject();
					if (message.has("id") && message.get("id").isJsonNull()) {
						// Params that are not JSON make the line unreadable: its answer is the parse error.
						assertThat(message.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(JsonRpcErrors.PARSE_ERROR);
						return message;
					}
					if (message.has("id") && !message.has("method") && message.get("id").getAsLong() == id) {
						return message;
					}
					assertThat(message.has("method") || message.get("id").getAsLong() < id).as(received).isTrue();
					if (message.has("method") && message.has("id")) {
						// A request to the client (fs/read_text_file after an initialize that offered it): refused.
						toAgent.write(("{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"error\":{\"code\":-32601,"
								+ "\"message\":\"not served by the fuzz client\"}}\n").getBytes(StandardCharsets.UTF_8));
						toAgent.flush();
					}
				}
				throw new AssertionError("the agent closed the connection");
			} catch (IOException e) {
				throw new AssertionError(e);
			}
		}).get(60, TimeUnit.SECONDS);
	}

	@FuzzTest
	void anyParamsGetOneCleanAnswer(byte[] input) throws Exception {
		if (input.length == 0) {
			return;
		}
		String method = METHODS.get(Byte.toUnsignedInt(input[0]) % METHODS.size());
		String params = new String(input, 1, input.length - 1, StandardCharsets.UTF_8).replace("$SESSION", session)
				.replace("$CWD", System.getProperty("acp4j.fuzz.cwd"));
		if (params.contains("\n") || params.contains("\r") || params.isBlank()) {
			return; // one line per message: the transport's own fuzz test covers framing
		}
		if (method.equals("session/cancel")) {
			return; // a notification: no answer to count
		}
		JsonObject answer = call(method, params);
		if (answer.has("error")) {
			int code = answer.getAsJsonObject("error").get("code").getAsInt();
			assertThat(CODES).as(answer.toString()).contains(code);
			assertThat(answer.getAsJsonObject("error").get("message").getAsString()).doesNotContain("\n");
		} else {
			assertThat(answer.has("result")).as(answer.toString()).isTrue();
		}
	}
}
