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
	/** The requests the agent sent ({@code session/request_permission}, ...), each answered as {@link #answers} says. */
	final List<JsonObject> requests = new ArrayList<>();
	/** The result sent back for a request of the agent, by method; a method not here is answered -32601. */
	final Map<String, String> answers = new java.util.HashMap<>();
	private final BufferedWriter in;
	private final BufferedReader out;
	private int nextId;

	/** Starts {@code acp4j --acp --stdio ARGS} in {@code cwd} with {@code ACP4J_HOME=home} and {@code environment}. */
	AgentProcess(Path cwd, Path home, Map<String, String> environment, String... args) throws IOException {
		this(cwd, home, environment, ProcessBuilder.Redirect.DISCARD, args);
	}

	/** The same, with the agent's standard error sent to {@code stderr}. */
	AgentProcess(Path cwd, Path home, Map<String, String> environment, ProcessBuilder.Redirect stderr, String... args)
			throws IOException {
		List<String> command = new ArrayList<>(List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp",
				"--stdio"));
		command.addAll(List.of(args));
		ProcessBuilder builder = new ProcessBuilder(command).directory(cwd.toFile()).redirectError(stderr);
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
			if (message.has("method") && message.has("id")) {
				requests.add(message);
				String result = answers.get(message.get("method").getAsString());
				in.write("{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + (result == null
						? ",\"error\":{\"code\":-32601,\"message\":\"Method not found\"}}\n" : ",\"result\":" + result + "}\n"));
				in.flush();
			} else if (message.has("method")) {
				notifications.add(message);
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
