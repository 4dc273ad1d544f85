package io.github.acp4j.samples;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The built agent jar as a process, spoken to line by line; closing it kills the process. */
final class AgentProcess implements AutoCloseable {
	final Process process;
	final List<JsonObject> notifications = new ArrayList<>();
	/** Every line the agent wrote, in order. */
	final List<String> lines = new ArrayList<>();
	/** Whether {@code session/request_permission} is answered {@code allow_once} (else it is kept unanswered). */
	boolean allowPermissions;
	private final BufferedWriter in;
	private final BufferedReader out;
	private int nextId;

	/** Starts {@code acp4j --acp --stdio ARGS} in {@code cwd} with {@code ACP4J_HOME=home} and {@code environment}. */
	AgentProcess(Path cwd, Path home, Map<String, String> environment, String... args) throws IOException {
		List<String> command = new ArrayList<>(List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp",
				"--stdio"));
		command.addAll(List.of(args));
		ProcessBuilder builder = new ProcessBuilder(command).directory(cwd.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
		builder.environment().put("ACP4J_HOME", home.toString());
		builder.environment().putAll(environment);
		process = builder.start();
		in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
		out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
	}

	/** Sends a request and returns its id. */
	int send(String method, String params) throws IOException {
		int id = ++nextId;
		in.write("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}\n");
		in.flush();
		return id;
	}

	/** Sends a request and waits for its answer. */
	JsonObject request(String method, String params) throws IOException {
		return answer(send(method, params));
	}

	/** Reads until the answer to {@code id}, keeping the notifications before it. */
	JsonObject answer(int id) throws IOException {
		for (String line = out.readLine(); line != null; line = out.readLine()) {
			lines.add(line);
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			if (message.has("method")) {
				notifications.add(message);
				if (allowPermissions && message.has("id") && "session/request_permission".equals(message.get("method").getAsString())) {
					in.write("{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"result\":{\"outcome\":{\"outcome\":"
							+ "\"selected\",\"optionId\":\"allow_once\"}}}\n");
					in.flush();
				}
			} else if (message.has("id") && message.get("id").getAsInt() == id) {
				return message;
			}
		}
		throw new IOException("the agent ended before answering " + id);
	}

	/** Closes stdin and waits for the exit code. */
	int exit() throws IOException, InterruptedException {
		in.close();
		if (!process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
			throw new IOException("the agent did not exit after stdin closed");
		}
		return process.exitValue();
	}

	@Override
	public void close() throws Exception {
		process.destroyForcibly();
		process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS);
	}
}
