package io.github.acp4j.theia;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The sample Theia application (acp-theia/app) with acp4j on the offline demo model, in headless
 * Chromium: test/theia-turn.mjs (playwright-core) opens the chat, asks acp4j for a write, allows it
 * when the chat asks (showing the diff), and reports what the chat showed; this test checks that,
 * the file the agent wrote through Theia, and keeps the screenshots in target/theia-it. Skipped, with
 * the reason, where chromium, Node.js 22 or the built application is missing (the build makes the
 * last two on Linux x86_64; .ci/install-chromium installs chromium where it can). The bad-input test
 * runs test/fault-agent.mjs, an agent on the TypeScript SDK that misbehaves on request (also with
 * terminals: endless output, a command that ignores SIGTERM). The terminal test reads acp4j's modes,
 * options and slash commands before any request, runs a slash command, a command through a Theia
 * terminal, and a mode, a sandbox and a model picked in the chat.
 */
class TheiaIT {

	static Path theia;
	static Path node;
	static Path chromium;

	@TempDir
	Path work;

	@BeforeAll
	static void prerequisites() {
		chromium = Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
				.map(directory -> Path.of(directory.isEmpty() ? "." : directory, "chromium")).filter(Files::isExecutable).findFirst()
				.orElse(null);
		assumeTrue(chromium != null, "chromium is not installed (the build installs it as root with apt: .ci/install-chromium); "
				+ "install it with: sudo apt-get install chromium");
		theia = Path.of(System.getProperty("acp4j.theia.dir"));
		node = Path.of(System.getProperty("acp4j.theia.node"));
		assumeTrue(Files.isExecutable(node), "no Node.js 22 at " + node + " (the build installs it on Linux x86_64 only)");
		assumeTrue(Files.exists(theia.resolve("app/lib/backend/main.js")), "the Theia application is not built (acp-theia/pom.xml)");
	}

	@Test
	void aTurnInTheChatAsksBeforeTheWriteShowsItsDiffAndWritesTheFileOnceAllowed() throws Exception {
		Path workspace = Files.createDirectories(work.resolve("workspace"));
		Path home = work.resolve("home");
		JsonArray args = new JsonArray();
		for (String arg : List.of("-jar", System.getProperty("acp4j.agent.jar"), "--acp", "--stdio")) {
			args.add(arg);
		}
		JsonObject env = new JsonObject();
		env.addProperty("LLM_PROVIDER", "demo");
		env.addProperty("ACP4J_HOME", home.toString());
		settings(workspace, "acp4j", Path.of(System.getProperty("java.home"), "bin", "java").toString(), args, env);
		Path shots = Path.of(System.getProperty("acp4j.theia.shots"));

		JsonObject result = drive(workspace, shots, "--scenario", "write", "--prompt", "create hello.txt with Hello from Theia");

		assertThat(result.has("error")).as(result.toString()).isFalse();
		// The question, before the answer: the write's title, its diff and the agent's options.
		assertThat(result.get("question").getAsString()).contains("Write hello.txt", "+Hello from Theia", "Allow", "Reject")
				.doesNotContain("Done.");
		assertThat(result.get("chat").getAsString()).contains("Done. The tool said:", "Created hello.txt");
		// Written through Theia's file service (the agent advertised fs/write_text_file to a client that has it).
		assertThat(workspace.resolve("hello.txt")).hasContent("Hello from Theia\n");
		assertThat(shots.resolve("theia-permission.png")).isNotEmptyFile();
		assertThat(shots.resolve("theia-turn.png")).isNotEmptyFile();
		// The agent kept the session the chat ran.
		try (Stream<Path> files = Files.walk(home.resolve("sessions"))) {
			assertThat(files.filter(file -> file.toString().endsWith(".jsonl"))).singleElement()
					.satisfies(file -> assertThat(file).content(StandardCharsets.UTF_8).contains("create hello.txt with Hello from Theia"));
		}
	}

	/**
	 * Before any request the chat offers acp4j's modes, options and slash commands after "/" (and runs
	 * /init); acp4j runs a command through a Theia terminal (its widget, the bottom panel's only
	 * terminal, shows the output); the mode picked in the chat lets a command run without a question;
	 * the sandbox set with "ACP: Set an Agent Option" and the model picked with "ACP: Select the
	 * Agent's Model" reach the agent.
	 */
	@Test
	void aCommandRunsInATheiaTerminalSlashCommandsAreOfferedAndThePickedModeAndModelReachTheAgent() throws Exception {
		Path workspace = Files.createDirectories(work.resolve("workspace"));
		Path home = work.resolve("home");
		JsonArray args = new JsonArray();
		for (String arg : List.of("-jar", System.getProperty("acp4j.agent.jar"), "--acp", "--stdio")) {
			args.add(arg);
		}
		JsonObject env = new JsonObject();
		env.addProperty("LLM_PROVIDER", "demo");
		env.addProperty("ACP4J_HOME", home.toString());
		// A second provider, for a model to pick: a closed loopback port, so its turn fails saying so.
		env.addProperty("OPENAI_API_KEY", "not-a-key");
		env.addProperty("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
		env.addProperty("OPENAI_MODELS", "gpt-test");
		settings(workspace, "acp4j", Path.of(System.getProperty("java.home"), "bin", "java").toString(), args, env);
		Path shots = Path.of(System.getProperty("acp4j.theia.shots"));

		JsonObject result = drive(workspace, shots, "--scenario", "terminal", "--model", "openai/gpt-test", "--model-url",
				"127.0.0.1:9");

		// The extension can tell the chat's input of acp4j's modes in this Theia (else it says so at start).
		assertThat(result.getAsJsonArray("extensionErrors")).isEmpty();
		assertThat(result.has("error")).as(result.toString()).isFalse();
		// Before any request: acp4j's modes in the chat's input (its default preset), its options.
		assertThat(result.get("modeBeforeRequests").getAsString()).contains("Workspace write");
		assertThat(result.get("optionsBeforeRequests").getAsString()).contains("Mode", "Model", "Sandbox", "@acp4j: Auto");
		// The command ran in a terminal widget named after it (the shell expanded 6 * 7), and its tool call completed.
		assertThat(result.get("terminalTitle").getAsString()).startsWith("acp4j: ").contains("echo hello from");
		// Its tab is the bottom panel's only terminal (the sample application opens no shell of its own).
		assertThat(result.getAsJsonArray("bottomTabs").asList()).map(JsonElement::getAsString).filteredOn(tab -> !tab.equals("Problems"))
				.containsExactly(result.get("terminalTitle").getAsString());
		assertThat(result.get("terminal").getAsString()).contains("hello from 42 terminals");
		assertThat(result.get("terminalAnswer").getAsString()).contains("Done. The tool said:", "Exit code 0", "hello from 42 terminals");
		// acp4j's commands offered after "/" before any request, and /init run by acp4j.
		assertThat(result.get("suggestions").getAsString()).contains("init", "compact", "clear");
		assertThat(result.get("initAnswer").getAsString()).contains("Write AGENTS.md", "Created AGENTS.md");
		assertThat(workspace.resolve("AGENTS.md")).content(StandardCharsets.UTF_8).startsWith("# AGENTS.md");
		// Full access, picked in the chat: the command ran without a question.
		assertThat(result.get("mode").getAsString()).contains("Full access");
		assertThat(result.get("modeAnswer").getAsString()).contains("Exit code 0", "no questions asked").doesNotContain("Allow");
		// The sandbox set with "ACP: Set an Agent Option" among acp4j's options (the mode among them as the
		// chat's input set it), then shown as acp4j answered; acp4j saved it with the session (below).
		assertThat(result.get("options").getAsString()).contains("Mode", "@acp4j: Full access", "Model", "Sandbox", "@acp4j: Auto",
				"Thinking");
		assertThat(result.get("sandboxValues").getAsString()).contains("Auto", "Required", "Off", "(current)");
		assertThat(result.get("optionsAfter").getAsString()).contains("@acp4j: Off").doesNotContain("@acp4j: Auto");
		// The model picked: acp4j offered it, used it for the turn (whose provider cannot be reached), and saved it.
		assertThat(result.get("models").getAsString()).contains("scripted", "openai/gpt-test");
		assertThat(result.get("modelAnswer").getAsString()).contains("127.0.0.1:9");
		try (Stream<Path> files = Files.walk(home.resolve("sessions"))) {
			assertThat(files.filter(file -> file.toString().endsWith(".jsonl"))).singleElement()
					.satisfies(file -> assertThat(file).content(StandardCharsets.UTF_8)
							.contains("\"mode\":\"full-access\",\"model\":\"openai/gpt-test\"", "\"key\":\"sandbox\",\"value\":\"off\""));
		}
		for (String shot : List.of("theia-terminal.png", "theia-commands.png", "theia-mode.png", "theia-option.png", "theia-model.png")) {
			assertThat(shots.resolve(shot)).isNotEmptyFile();
		}
	}

	/**
	 * An agent that asks for a session that does not exist, one that crashes mid-turn (and the turn
	 * after it, which starts it again), one that streams 100,000 chunks: each answer reaches the chat,
	 * which still takes input after the flood.
	 */
	@Test
	void aStrangersQuestionIsCancelledACrashIsShownAndAFloodOfChunksReachesTheChat() throws Exception {
		Path workspace = Files.createDirectories(work.resolve("workspace"));
		JsonArray args = new JsonArray();
		args.add(theia.resolve("test/fault-agent.mjs").toString());
		settings(workspace, "faulty", node.toString(), args, new JsonObject());

		JsonObject result = drive(workspace, Path.of(System.getProperty("acp4j.theia.shots"), "faults"), "--scenario", "faults");

		assertThat(result.has("error")).as(result.toString()).isFalse();
		String chat = result.get("chat").getAsString();
		// The backend answers a question for a session it has no turn for, and the turn goes on.
		assertThat(chat).contains("stranger outcome: cancelled");
		assertThat(chat).contains("about to crash", "the agent faulty ended during the turn (exit status 3)");
		// The turn after the crash ran on a new process.
		assertThat(chat.split("stranger outcome: cancelled", -1)).hasSize(3);
		// terminal/*: endless output kept within the limit from its end, in whole characters; kill ends
		// the command; release ends one that ignores SIGTERM and SIGHUP, and forgets its id.
		assertThat(result.get("terminals").getAsString()).contains("truncated true, whole characters true, killed by SIGTERM",
				"stubborn gone true, released unknown");
		int kept = Integer.parseInt(result.get("terminals").getAsString().replaceAll("(?s).*kept (\\d+) bytes.*", "$1"));
		assertThat(kept).isBetween(1, 1001);
		assertThat(result.get("longestRun").getAsInt()).isEqualTo(100_000);
		assertThat(result.get("input").getAsString()).contains("still here");
	}

	/** The workspace's Theia settings: one agent in {@code acp.agents}. */
	private static void settings(Path workspace, String name, String command, JsonArray args, JsonObject env) throws IOException {
		JsonObject agent = new JsonObject();
		agent.addProperty("name", name);
		agent.addProperty("command", command);
		agent.add("args", args);
		agent.add("env", env);
		JsonArray agents = new JsonArray();
		agents.add(agent);
		JsonObject settings = new JsonObject();
		settings.add("acp.agents", agents);
		Files.createDirectories(workspace.resolve(".theia"));
		Files.writeString(workspace.resolve(".theia/settings.json"), new Gson().toJson(settings));
	}

	/** Runs the driver script with a scenario and returns the JSON line it printed. */
	private JsonObject drive(Path workspace, Path shots, String... scenario) throws Exception {
		Path out = work.resolve("driver.out");
		Path err = work.resolve("driver.err");
		List<String> command = new ArrayList<>(List.of(node.toString(), theia.resolve("test/theia-turn.mjs").toString(), "--app",
				theia.resolve("app").toString(), "--workspace", workspace.toString(), "--chromium", chromium.toString(), "--shots",
				shots.toString()));
		command.addAll(List.of(scenario));
		ProcessBuilder builder = new ProcessBuilder(command).directory(theia.toFile()).redirectOutput(out.toFile())
				.redirectError(err.toFile());
		builder.environment().putAll(Map.of("PATH", node.getParent() + File.pathSeparator + System.getenv("PATH")));
		Process driver = builder.start();
		if (!driver.waitFor(5, TimeUnit.MINUTES)) {
			driver.descendants().forEach(ProcessHandle::destroyForcibly);
			driver.destroyForcibly();
			throw new AssertionError("the driver did not finish in 5 minutes:\n" + Files.readString(err));
		}
		List<String> lines = Files.readAllLines(out);
		assertThat(lines).as(Files.readString(err)).isNotEmpty();
		return JsonParser.parseString(lines.get(lines.size() - 1)).getAsJsonObject();
	}
}
