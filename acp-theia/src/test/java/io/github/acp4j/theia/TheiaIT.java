package io.github.acp4j.theia;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The sample Theia application (acp-theia/app) with acp4j on the offline demo model, in headless
 * Chromium: test/theia-turn.mjs (playwright-core) opens the chat, asks acp4j for a write, allows it
 * when the chat asks (showing the diff), and reports what the chat showed; this test checks that,
 * the file the agent wrote through Theia, and keeps the screenshots in target/theia-it. Skipped, with
 * the reason, where chromium, Node.js 22 or the built application is missing (the build makes the
 * last two on Linux x86_64; .ci/install-chromium installs chromium where it can).
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
		settings(workspace, home);
		Path shots = Path.of(System.getProperty("acp4j.theia.shots"));

		JsonObject result = drive(workspace, shots, "create hello.txt with Hello from Theia");

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

	/** The workspace's Theia settings: acp4j from the build's jar, on the demo model, with a home of its own. */
	private static void settings(Path workspace, Path home) throws IOException {
		JsonObject agent = new JsonObject();
		agent.addProperty("name", "acp4j");
		agent.addProperty("command", Path.of(System.getProperty("java.home"), "bin", "java").toString());
		JsonArray args = new JsonArray();
		for (String arg : List.of("-jar", System.getProperty("acp4j.agent.jar"), "--acp", "--stdio")) {
			args.add(arg);
		}
		agent.add("args", args);
		JsonObject env = new JsonObject();
		env.addProperty("LLM_PROVIDER", "demo");
		env.addProperty("ACP4J_HOME", home.toString());
		agent.add("env", env);
		JsonArray agents = new JsonArray();
		agents.add(agent);
		JsonObject settings = new JsonObject();
		settings.add("acp.agents", agents);
		Files.createDirectories(workspace.resolve(".theia"));
		Files.writeString(workspace.resolve(".theia/settings.json"), new Gson().toJson(settings));
	}

	/** Runs the driver script and returns the JSON line it printed. */
	private JsonObject drive(Path workspace, Path shots, String prompt) throws Exception {
		Path out = work.resolve("driver.out");
		Path err = work.resolve("driver.err");
		ProcessBuilder builder = new ProcessBuilder(node.toString(), theia.resolve("test/theia-turn.mjs").toString(), "--app",
				theia.resolve("app").toString(), "--workspace", workspace.toString(), "--chromium", chromium.toString(), "--shots",
				shots.toString(), "--prompt", prompt).directory(theia.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
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
