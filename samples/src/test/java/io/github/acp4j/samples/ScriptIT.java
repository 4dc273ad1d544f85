package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The repository's ./acp4j script as a user runs it: the terminal client against the agent on the demo model. */
class ScriptIT {

	@TempDir
	Path work;

	@Test
	void chatCreatesAFileOnTheDemoModelAfterPermission() throws Exception {
		Path script = Processes.property("acp4j.script");
		Path project = Files.createDirectories(work.resolve("project"));
		Map<String, String> environment = Map.of("ACP4J_HOME", work.resolve("home").toString(), "LLM_PROVIDER", "demo");
		Processes.Result result = Processes.run(project, environment,
				List.of(script.toString(), "chat", "--yes", "create hello.txt with Hello from the script"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(Files.readString(project.resolve("hello.txt"))).isEqualTo("Hello from the script\n");
		assertThat(result.stdout()).contains("Created hello.txt");
		assertThat(result.stderr()).contains("● Write hello.txt (edit)", "+ Hello from the script", "✓ done");
	}

	@Test
	void chatThroughTheInspectorReachesTheAgentAndTheInspectorSaysWhereItsPageIs() throws Exception {
		Path script = Processes.property("acp4j.script");
		Path project = Files.createDirectories(work.resolve("project"));
		Map<String, String> environment = Map.of("ACP4J_HOME", work.resolve("home").toString(), "LLM_PROVIDER", "demo");
		String agent = PseudoTerminal.quote(List.of(script.toString(), "inspect", "--", script.toString(), "--acp", "--stdio"));
		Processes.Result result = Processes.run(project, environment,
				List.of(script.toString(), "chat", "--yes", "--agent", agent, "create seen.txt with through the inspector"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(Files.readString(project.resolve("seen.txt"))).isEqualTo("through the inspector\n");
		assertThat(result.stderr()).containsPattern("acp4j inspect: the connection's page is at http://127\\.0\\.0\\.1:\\d+/\\?token=");
	}

	@Test
	void versionAndUsageErrors() throws Exception {
		Path script = Processes.property("acp4j.script");
		Processes.Result version = Processes.run(work, Map.of(), List.of(script.toString(), "--version"));
		assertThat(version.exitCode()).isZero();
		assertThat(version.stdout()).startsWith("acp4j ");
		Processes.Result usage = Processes.run(work, Map.of(), List.of(script.toString(), "--acp", "--nonsense"));
		assertThat(usage.exitCode()).isEqualTo(2);
		assertThat(usage.stdout()).isEmpty();
		assertThat(usage.stderr()).contains("usage:");
	}

	/**
	 * {@code ./acp4j chat} in a pseudo-terminal, typed at like a user: the banner, a prompt, the answer
	 * to the permission question once it shows, a command that is interrupted with Ctrl-C, the mode
	 * switched with /mode (a write is then refused without a question), /config, then {@code /exit}.
	 */
	@Test
	void chatInAPseudoTerminalWritesAfterTheUserAllowsAndCtrlCCancels() throws Exception {
		Path project = Files.createDirectories(work.resolve("project"));
		// A command line no other run on the machine has, so that only this run's command is looked for.
		String sleep = "sleep 600." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
		try (PseudoTerminal chat = new PseudoTerminal(project,
				Map.of("ACP4J_HOME", work.resolve("home").toString(), "LLM_PROVIDER", "demo"),
				Processes.property("acp4j.script") + " chat")) {
			chat.await("model scripted · mode Workspace write · " + project); // the default provider's model, by its bare id
			chat.await("> ");
			chat.type("create notes.txt with typed in a terminal\n");
			chat.await("choose 1-4");
			assertThat(project.resolve("notes.txt")).doesNotExist();
			chat.type("1\n");
			chat.await("✓ done");
			chat.await("> ");
			chat.type("run " + sleep + "\n");
			chat.await("choose 1-4");
			chat.type("1\n");
			chat.await("running " + sleep);
			chat.type("\u0003"); // Ctrl-C
			chat.await("[cancelled]");
			chat.await("> ");
			chat.type("/mode read\n");
			chat.await("mode: Read only");
			chat.type("create other.txt with refused\n");
			chat.await("✗ failed");
			chat.await("> ");
			chat.type("/config\n");
			chat.await("  * read-only");
			chat.type("/exit\n");
			assertThat(chat.exit()).as(chat.seen()).isZero();
			assertThat(chat.seen()).doesNotContain("Allow Write other.txt");
		}
		assertThat(Files.readString(project.resolve("notes.txt"))).isEqualTo("typed in a terminal\n");
		assertThat(project.resolve("other.txt")).doesNotExist();
		// The interrupted command was killed (SIGKILL is delivered asynchronously: wait, bounded, for it to go).
		LocalAgentTest.awaitGone(sleep);
	}
}
