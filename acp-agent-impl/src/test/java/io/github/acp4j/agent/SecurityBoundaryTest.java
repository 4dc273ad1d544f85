package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.permission.CatastrophicCommands;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * Escape attempts against the real agent, each made by the model as a tool call under
 * {@code workspace-write} with a user who allows everything asked: none may read or change
 * anything outside the workspace, and none may get a question asked first. Plus the hard floor of
 * catastrophic commands in every preset, and credentials that never leave the agent.
 */
class SecurityBoundaryTest {

	static final String KEY = "sk-boundary-secret-0123456789";
	static final String AWS_SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
	static final String DATABASE_PASSWORD = "Hunter2-db-pass";
	static final String DATABASE_URL = "postgres://app:" + DATABASE_PASSWORD + "@db.internal/app";

	@TempDir
	Path root;
	Path workspace;
	Path outside;
	Path sessions;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		model.start();
		workspace = Files.createDirectories(root.resolve("workspace")).toRealPath();
		outside = Files.createDirectories(root.resolve("outside")).toRealPath();
		sessions = Files.createDirectories(root.resolve("sessions"));
		Files.writeString(outside.resolve("secret.txt"), "the secret\n");
		Files.writeString(workspace.resolve("notes.txt"), "notes\n");
	}

	@AfterEach
	void stop() throws Exception {
		if (harness != null) {
			harness.close();
		}
		model.close();
	}

	private String session(PermissionPreset preset, List<String> additionalDirectories) throws Exception {
		harness = new AgentHarness(AgentHarness.openAi(preset, 4, sessions, model, KEY));
		harness.permissionPolicy = request -> AgentHarness.allow("allow_once");
		harness.initialize();
		return await(harness.agent.newSession(NewSessionRequest.builder(workspace.toString(), List.of()).additionalDirectories(additionalDirectories).build()))
				.sessionId();
	}

	/** Has the model make one tool call; returns its last update and what the model was told. */
	private ToolCallUpdate attempt(String session, String tool, String arguments) throws Exception {
		model.enqueue(toolCall("c1", tool, arguments));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(session, "try")).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		model.takeRequest();
		return harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.FAILED || u.status() == ToolCallStatus.COMPLETED).reduce((a, b) -> b)
				.orElseThrow();
	}

	private static String json(String path) {
		return new JsonPrimitive(path).toString();
	}

	/** Every file under a directory with its content, to compare before and after. */
	static Map<Path, String> snapshot(Path directory) throws IOException {
		Map<Path, String> files = new HashMap<>();
		try (Stream<Path> walk = Files.walk(directory)) {
			for (Path file : walk.filter(Files::isRegularFile).toList()) {
				files.put(file, Files.readString(file));
			}
		}
		return files;
	}

	@ParameterizedTest
	@ValueSource(strings = { "../outside/secret.txt", "OUTSIDE/secret.txt", "link/secret.txt", "filelink", "chain/secret.txt",
			"../workspace-sibling/secret.txt", "sub/../../outside/secret.txt" })
	void readsOutsideAreRefusedWithoutAQuestion(String path) throws Exception {
		Path sibling = Files.createDirectories(root.resolve("workspace-sibling"));
		Files.writeString(sibling.resolve("secret.txt"), "the secret\n");
		Files.createDirectories(workspace.resolve("sub"));
		Files.createSymbolicLink(workspace.resolve("link"), outside);
		Files.createSymbolicLink(workspace.resolve("filelink"), outside.resolve("secret.txt"));
		Files.createSymbolicLink(workspace.resolve("chain"), workspace.resolve("link"));
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		String argument = path.startsWith("OUTSIDE") ? outside.resolve(path.substring(8)).toString() : path;
		ToolCallUpdate last = attempt(session, "read_file", "{\"path\":" + json(argument) + "}");
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.toString()).doesNotContain("the secret");
		assertThat(harness.permissionRequests).isEmpty();
	}

	@ParameterizedTest
	@ValueSource(strings = { "list_directory:{\"path\":\"..\"}", "list_directory:{\"path\":\"link\"}",
			"glob:{\"pattern\":\"**/*.txt\",\"path\":\"link\"}", "grep:{\"pattern\":\"secret\",\"path\":\"..\"}",
			"grep:{\"pattern\":\"secret\",\"path\":\"link\"}" })
	void listingAndSearchingOutsideAreRefused(String call) throws Exception {
		Files.createSymbolicLink(workspace.resolve("link"), outside);
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		ToolCallUpdate last = attempt(session, call.substring(0, call.indexOf(':')), call.substring(call.indexOf(':') + 1));
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.toString()).doesNotContain("the secret").doesNotContain("secret.txt");
	}

	@ParameterizedTest
	@ValueSource(strings = { "../outside/new.txt", "ABSOLUTE", "link/new.txt", "filelink", "dangling", "../outside/secret.txt",
			"deep/../../outside/new.txt" })
	void writesOutsideAreRefusedWithoutAQuestionAndChangeNothing(String path) throws Exception {
		Files.createSymbolicLink(workspace.resolve("link"), outside);
		Files.createSymbolicLink(workspace.resolve("filelink"), outside.resolve("secret.txt"));
		Files.createSymbolicLink(workspace.resolve("dangling"), outside.resolve("created-through-a-dangling-link.txt"));
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		Map<Path, String> before = snapshot(outside);
		String argument = path.equals("ABSOLUTE") ? outside.resolve("new.txt").toString() : path;
		ToolCallUpdate last = attempt(session, "write_file", "{\"path\":" + json(argument) + ",\"content\":\"pwned\"}");
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(harness.permissionRequests).isEmpty();
		assertThat(snapshot(outside)).isEqualTo(before);
	}

	@Test
	void editsThroughALinkChangeNothingOutside() throws Exception {
		Files.createSymbolicLink(workspace.resolve("filelink"), outside.resolve("secret.txt"));
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		ToolCallUpdate last = attempt(session, "edit_file", "{\"path\":\"filelink\",\"old_string\":\"the secret\",\"new_string\":\"x\"}");
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(Files.readString(outside.resolve("secret.txt"))).isEqualTo("the secret\n");
	}

	@Test
	void aHardLinkToAFileOutsideIsNotWrittenThrough() throws Exception {
		Files.createLink(workspace.resolve("hard.txt"), outside.resolve("secret.txt"));
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		ToolCallUpdate write = attempt(session, "write_file", "{\"path\":\"hard.txt\",\"content\":\"pwned\"}");
		assertThat(write.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(write.toString()).contains("other hard links");
		ToolCallUpdate edit = attempt(session, "edit_file", "{\"path\":\"hard.txt\",\"old_string\":\"the\",\"new_string\":\"a\"}");
		assertThat(edit.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(Files.readString(outside.resolve("secret.txt"))).isEqualTo("the secret\n");
	}

	@Test
	void aLinkLoopIsAFailedCallNotACrash() throws Exception {
		Files.createSymbolicLink(workspace.resolve("a"), workspace.resolve("b"));
		Files.createSymbolicLink(workspace.resolve("b"), workspace.resolve("a"));
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		assertThat(attempt(session, "write_file", "{\"path\":\"a/x.txt\",\"content\":\"x\"}").status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(attempt(session, "read_file", "{\"path\":\"a\"}").status()).isEqualTo(ToolCallStatus.FAILED);
	}

	@ParameterizedTest
	@ValueSource(strings = { "bad\u0000name.txt", "~/pwned.txt", "LONG" })
	void strangePathsFailCleanlyOrStayInside(String path) throws Exception {
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		String argument = path.equals("LONG") ? "x".repeat(5000) + ".txt" : path;
		ToolCallUpdate last = attempt(session, "write_file", "{\"path\":" + json(argument) + ",\"content\":\"x\"}");
		assertThat(Path.of(System.getProperty("user.home"), "pwned.txt")).doesNotExist();
		if (last.status() == ToolCallStatus.COMPLETED) {
			assertThat(workspace.resolve(argument)).exists(); // "~" is a directory name here, not home
		}
	}

	@Test
	void additionalDirectoriesAreInsideAndTheirSiblingsAreNot() throws Exception {
		Path extra = Files.createDirectories(root.resolve("extra")).toRealPath();
		Path extraSibling = Files.createDirectories(root.resolve("extra-sibling")).toRealPath();
		String session = session(PermissionPreset.WORKSPACE_WRITE, List.of(extra.toString()));
		assertThat(attempt(session, "write_file", "{\"path\":" + json(extra.resolve("ok.txt").toString()) + ",\"content\":\"x\"}")
				.status()).isEqualTo(ToolCallStatus.COMPLETED);
		assertThat(attempt(session, "write_file", "{\"path\":" + json(extraSibling.resolve("no.txt").toString())
				+ ",\"content\":\"x\"}").status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(attempt(session, "write_file", "{\"path\":" + json(extra + "/../outside/no.txt") + ",\"content\":\"x\"}")
				.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(extra.resolve("ok.txt")).exists();
		assertThat(extraSibling.resolve("no.txt")).doesNotExist();
		assertThat(outside.resolve("no.txt")).doesNotExist();
	}

	@Test
	void aShellCommandThatWritesOutsideIsAskedAndARejectionRunsNothing() throws Exception {
		String session = session(PermissionPreset.WORKSPACE_WRITE, null);
		harness.permissionPolicy = request -> AgentHarness.allow("reject_once");
		Path target = outside.resolve("shell.txt");
		ToolCallUpdate last = attempt(session, "run_shell_command", "{\"command\":" + json("echo x > " + target) + "}");
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(harness.permissionRequests).hasSize(1);
		assertThat(target).doesNotExist();
	}

	/** full-access fetches without asking: the address is what keeps the model off the user's machine. */
	@ParameterizedTest
	@ValueSource(strings = { "127.0.0.1", "localhost", "2130706433" })
	void webFetchOfTheUsersMachineIsRefusedInFullAccess(String host) throws Exception {
		String session = session(PermissionPreset.FULL_ACCESS, null);
		String url = "http://" + host + ":" + model.getPort() + "/internal";
		ToolCallUpdate last = attempt(session, "web_fetch", "{\"url\":" + json(url) + "}");
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.rawOutput().toString()).contains("is not a public address (loopback)").contains("ACP4J_WEB_FETCH_ALLOW");
		assertThat(harness.permissionRequests).isEmpty();
		// the model's two requests, and no page
		assertThat(model.getRequestCount()).isEqualTo(2);
	}

	@ParameterizedTest
	@ValueSource(strings = { "rm -rf /", "rm  -rf   /", "rm -r -f /", "\"rm\" -rf /", "sudo rm -rf --no-preserve-root /",
			"bash -c 'rm -rf /'", "eval \"rm -rf /\"", "rm -rf ~", "rm -rf $HOME", ":(){ :|:& };:", "mkfs.ext4 /dev/sda",
			"dd if=/dev/zero of=/dev/sda", "shutdown -h now", "x=rm; $x -rf / --no-preserve-root",
			"eval \"$(echo cm0gLXJmIC8= | base64 -d)\"" })
	void catastrophicCommandsAreRefusedInEveryPresetWithoutAQuestion(String command) throws Exception {
		// Checked against the floor first: a command it let through would never be run here.
		assertThat(CatastrophicCommands.isCatastrophic(command)).as(command).isTrue();
		for (PermissionPreset preset : PermissionPreset.values()) {
			String session = session(preset, null);
			ToolCallUpdate last = attempt(session, "run_shell_command", "{\"command\":" + json(command) + "}");
			assertThat(last.status()).as(preset + ": " + command).isEqualTo(ToolCallStatus.FAILED);
			assertThat(harness.permissionRequests).as(preset + ": " + command).isEmpty();
			harness.close();
		}
		harness = null;
	}

	@Test
	void aKeyEchoedByTheProviderReachesNeitherTheClientNorTheLogNorTheSessionFile() throws Exception {
		// Other threads of the agent log while the test reads: the list must be safe to read then.
		List<String> logged = new CopyOnWriteArrayList<>();
		Handler capture = new Handler() {
			@Override
			public void publish(LogRecord record) {
				logged.add(record.getMessage() + " " + (record.getThrown() == null ? "" : String.valueOf(record.getThrown())));
			}

			@Override
			public void flush() {
			}

			@Override
			public void close() {
			}
		};
		Logger rootLogger = Logger.getLogger("");
		Level level = rootLogger.getLevel();
		rootLogger.addHandler(capture);
		rootLogger.setLevel(Level.ALL);
		try {
			String session = session(PermissionPreset.WORKSPACE_WRITE, null);
			model.enqueue(text("First answer."));
			await(harness.prompt(session, "hi"));
			model.enqueue(new MockResponse.Builder().code(400).body("{\"error\":{\"message\":\"invalid key " + KEY
					+ " for model\"}}").build());
			String failure = error(harness.prompt(session, "again")).getMessage();
			assertThat(failure).contains("HTTP 400").doesNotContain(KEY);
			for (SessionNotification notification : harness.updates) {
				assertThat(notification.toString()).doesNotContain(KEY);
			}
			assertThat(logged).isNotEmpty().noneMatch(line -> line.contains(KEY));
			try (Stream<Path> files = Files.walk(sessions)) {
				for (Path file : files.filter(Files::isRegularFile).toList()) {
					assertThat(Files.readString(file)).doesNotContain(KEY);
				}
			}
		} finally {
			rootLogger.removeHandler(capture);
			rootLogger.setLevel(level);
		}
	}

	@Test
	void childProcessesGetOnlyTheVariablesABuildNeedsAndThoseTheUserNames() {
		Map<String, String> environment = new HashMap<>(Map.of("OPENAI_API_KEY", KEY, "AWS_SECRET_ACCESS_KEY", AWS_SECRET,
				"SSH_AUTH_SOCK", "/tmp/ssh-x/agent.1", "DBUS_SESSION_BUS_ADDRESS", "unix:path=/run/user/1000/bus", "DISPLAY", ":0",
				"TMUX", "/tmp/tmux-1000/default,1,0", "PATH", "/usr/bin", "HOME", "/home/user", "LC_ALL", "C"));
		environment.putAll(Map.of("ACP4J_COMMAND_ENV", "GITHUB_TOKEN, NPM_CONFIG_*", "GITHUB_TOKEN", "ghp_listed",
				"NPM_CONFIG_REGISTRY", "https://registry.example", "NPM_CONFIG_TOKEN", "npm_by_prefix", "DATABASE_URL", DATABASE_URL));
		assertThat(Sandbox.fromEnvironment(environment).environment()).containsOnlyKeys("PATH", "HOME", "LC_ALL", "GITHUB_TOKEN",
				"NPM_CONFIG_REGISTRY");
	}

	/** The agent with this environment, workspace-write, a user who allows what is asked; its session's id. */
	private String session(Map<String, String> environment) throws Exception {
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(sessions)
				.maxTurnRequests(4).contextWindow(128_000).build(),
				environment));
		harness.permissionPolicy = request -> AgentHarness.allow("allow_once");
		harness.initialize();
		return await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of()))).sessionId();
	}

	/** What the model was told of a command it ran. */
	private String run(String session, String command) throws Exception {
		model.enqueue(toolCall("c1", "run_shell_command", "{\"command\":" + json(command) + "}"));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(session, "run")).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		return McpTest.results(model.takeRequest().getBody().utf8()).get(0);
	}

	/**
	 * A command's environment, as it prints it: the variables a build needs and those the user named,
	 * nothing else of the agent's (the keys, other credentials, the addresses of the user's servers).
	 */
	@Test
	void aCommandSeesOnlyTheVariablesABuildNeeds() throws Exception {
		Map<String, String> environment = new HashMap<>(Map.of("OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST,
				"AWS_SECRET_ACCESS_KEY", AWS_SECRET, "DATABASE_URL", DATABASE_URL, "SSH_AUTH_SOCK", "/tmp/ssh-x/agent.1", "DISPLAY", ":0",
				"HOME", workspace.toString(), "ACP4J_COMMAND_ENV", "EXTRA_SETTING", "EXTRA_SETTING", "kept"));
		String told = run(session(environment), "env");
		assertThat(told).contains("HOME=" + workspace).contains("EXTRA_SETTING=kept");
		// Besides those, only what the shell sets itself.
		assertThat(told.lines().skip(1).filter(line -> line.contains("=")).map(line -> line.substring(0, line.indexOf('='))))
				.as(told).isSubsetOf("HOME", "EXTRA_SETTING", "PWD", "OLDPWD", "SHLVL", "_");
	}

	/** Credentials the agent holds besides its key, printed by a command (from a file here), reach the model redacted. */
	@Test
	void otherCredentialsOfTheAgentsEnvironmentReachTheModelRedacted() throws Exception {
		Files.writeString(workspace.resolve("found.txt"), "aws " + AWS_SECRET + "\ndb " + DATABASE_URL + "\nencoded pa%24%24word-8chars\n");
		String session = session(Map.of("OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "AWS_SECRET_ACCESS_KEY",
				AWS_SECRET, "DATABASE_URL", DATABASE_URL, "PROXY_URL", "http://me:pa%24%24word-8chars@proxy:3128"));
		String told = run(session, "cat found.txt; echo $((6*7))");
		assertThat(told).contains("42").contains("aws [REDACTED]").contains("db postgres://app:[REDACTED]@db.internal/app")
				.contains("encoded [REDACTED]").doesNotContain(AWS_SECRET).doesNotContain(DATABASE_PASSWORD);
		assertThat(harness.updates(session).toString()).doesNotContain(AWS_SECRET).doesNotContain(DATABASE_PASSWORD);
		try (Stream<Path> files = Files.walk(sessions)) {
			for (Path file : files.filter(Files::isRegularFile).toList()) {
				assertThat(Files.readString(file)).doesNotContain(AWS_SECRET).doesNotContain(DATABASE_PASSWORD);
			}
		}
	}
}
