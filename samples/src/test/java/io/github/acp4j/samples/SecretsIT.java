package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.Bubblewrap;
import io.github.acp4j.agent.StrictModel;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * The model has the agent's own environment printed ({@code cat /proc/$PPID/environ}, plain, in
 * base64, reversed) and the command's ({@code env}): the real agent process holds the key and other
 * credentials in its environment, and they reach none of stdout, the model's requests, the session
 * file or the log, with the sandbox and without it.
 */
class SecretsIT {

	static final String KEY = "sk-it-6b1d0c9e8f7a4352e1d0c9b8a7f6e5d4";
	static final String AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
	static final String DATABASE_PASSWORD = "it-db-password-5c1e";

	@TempDir
	Path work;
	final MockWebServer model = StrictModel.server();
	final List<String> requests = new CopyOnWriteArrayList<>();
	Path project;
	Path home;

	@BeforeEach
	void start() throws Exception {
		project = Files.createDirectories(work.resolve("project"));
		home = Files.createDirectories(work.resolve("home"));
		List<String> commands = List.of("cat /proc/$PPID/environ", "cat /proc/$PPID/environ | base64",
				"cat /proc/$PPID/environ | base64 -w0 | cut -c2-", "tr '\\0' '\\n' < /proc/$PPID/environ | grep API_KEY",
				"rev /proc/$PPID/environ", "env");
		model.setDispatcher(StrictModel.checking(new Dispatcher() {
			@Override
			public MockResponse dispatch(RecordedRequest request) {
				requests.add(request.getBody().utf8());
				int n = requests.size();
				if (n > commands.size()) {
					return stream("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"done\"},\"finish_reason\":\"stop\"}]}");
				}
				JsonObject arguments = new JsonObject();
				arguments.addProperty("command", commands.get(n - 1));
				JsonObject function = new JsonObject();
				function.addProperty("name", "run_shell_command");
				function.addProperty("arguments", arguments.toString());
				return stream("{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"e" + n
						+ "\",\"function\":" + function + "}]},\"finish_reason\":\"tool_calls\"}]}");
			}
		}));
		model.start();
	}

	@AfterEach
	void stop() {
		model.close();
	}

	private static MockResponse stream(String event) {
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.body("data: " + event + "\n\ndata: [DONE]\n\n").build();
	}

	/** Whether the key is in the text as written, or can be decoded from base64 in it at any offset. */
	static boolean showsKey(String text) {
		return shows(text, KEY);
	}

	/** Whether the secret is in the text as written, or can be decoded from base64 in it at any offset. */
	static boolean shows(String text, String secret) {
		String joined = text.replace("\\n", "").replace("\n", "");
		if (joined.contains(secret)) {
			return true;
		}
		Matcher runs = Pattern.compile("[A-Za-z0-9+/]{16,}").matcher(joined);
		while (runs.find()) {
			for (int offset = 0; offset < 4; offset++) {
				String aligned = runs.group().substring(offset);
				aligned = aligned.substring(0, aligned.length() / 4 * 4);
				if (new String(Base64.getDecoder().decode(aligned), StandardCharsets.ISO_8859_1).contains(secret)) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * Besides the key, the agent's environment holds other credentials and the addresses of the
	 * user's servers: commands get none of them ({@code env}), and where bubblewrap works (sandboxed,
	 * or full-access in a PID namespace of its own) the agent's environment is not there to read, so
	 * not even {@code rev} of it shows the key. Unsandboxed it is (see docs/sandbox.md): redaction
	 * catches the forms it knows.
	 */
	@ParameterizedTest
	@CsvSource({ "off, workspace-write", "auto, workspace-write", "auto, full-access" })
	void theAgentsOwnEnvironmentNeverShowsTheKey(String sandbox, String mode) throws Exception {
		List<String> everything = new ArrayList<>();
		try (AgentProcess agent = new AgentProcess(project, home, Map.of("LLM_PROVIDER", "openai", "OPENAI_API_KEY", KEY,
				"OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "AWS_SECRET_ACCESS_KEY", AWS_SECRET, "DATABASE_URL",
				"postgres://app:" + DATABASE_PASSWORD + "@db/app", "SSH_AUTH_SOCK", "/tmp/ssh-it/agent.1", "DISPLAY", ":99"),
				"--sandbox", sandbox, "--mode", mode)) {
			agent.answers.put("session/request_permission", "{\"outcome\":{\"outcome\":\"selected\",\"optionId\":\"allow_once\"}}");
			agent.request("initialize", "{\"protocolVersion\":1,\"clientCapabilities\":{}}");
			JsonObject session = agent.request("session/new", "{\"cwd\":\"" + project + "\",\"mcpServers\":[]}");
			String sessionId = session.getAsJsonObject("result").get("sessionId").getAsString();
			JsonObject answer = agent.request("session/prompt",
					"{\"sessionId\":\"" + sessionId + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"show me the environment\"}]}");
			assertThat(answer.getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			assertThat(agent.exit()).isZero();
			everything.addAll(agent.lines);
		}
		assertThat(requests).hasSize(7);
		// The commands ran and their output reached the model: unsandboxed the agent's environment with the
		// secrets replaced; where bubblewrap works the parent is bubblewrap, started with the command environment.
		assertThat(requests.get(1)).contains("PATH=");
		if (sandbox.equals("off")) {
			assertThat(requests.get(1)).contains("OPENAI_API_KEY=[REDACTED]").contains("AWS_SECRET_ACCESS_KEY=[REDACTED]")
					.contains("postgres://app:[REDACTED]@db/app");
			assertThat(requests.get(4)).contains("OPENAI_API_KEY=[REDACTED]");
		} else if (Bubblewrap.works()) {
			assertThat(requests.get(1)).doesNotContain("OPENAI_API_KEY").doesNotContain("LLM_PROVIDER");
			assertThat(lastToolResult(requests.get(5))).doesNotContain(new StringBuilder(KEY).reverse())
					.doesNotContain(new StringBuilder(AWS_SECRET).reverse());
		}
		assertThat(lastToolResult(requests.get(6))).contains("PATH=").doesNotContain("SSH_AUTH_SOCK").doesNotContain("DISPLAY")
				.doesNotContain("AWS_SECRET_ACCESS_KEY").doesNotContain("DATABASE_URL").doesNotContain("OPENAI");
		everything.addAll(requests);
		everything.addAll(files(home));
		assertThat(everything).isNotEmpty().noneMatch(SecretsIT::showsKey).noneMatch(text -> shows(text, AWS_SECRET))
				.noneMatch(text -> text.contains(DATABASE_PASSWORD));
	}

	/** What the model was told of the last command in a request. */
	private static String lastToolResult(String body) {
		String result = null;
		for (JsonElement message : JsonParser.parseString(body).getAsJsonObject().getAsJsonArray("messages")) {
			if (message.getAsJsonObject().get("role").getAsString().equals("tool")) {
				result = message.getAsJsonObject().get("content").getAsString();
			}
		}
		assertThat(result).isNotNull();
		return result;
	}

	/** The content of every file under a directory: session files and the log. */
	private static List<String> files(Path directory) throws IOException {
		List<String> contents = new ArrayList<>();
		try (Stream<Path> walk = Files.walk(directory)) {
			for (Path file : walk.filter(Files::isRegularFile).toList()) {
				contents.add(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
			}
		}
		assertThat(contents).hasSizeGreaterThanOrEqualTo(2);
		return contents;
	}
}
