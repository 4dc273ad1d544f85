package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

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
	 * {@code ./acp4j chat} in a pseudo-terminal ({@code script} from util-linux), typed at like a
	 * user: a prompt, the answer to the permission question once it shows, a command that is
	 * interrupted with Ctrl-C, then {@code /exit}.
	 */
	@Test
	void chatInAPseudoTerminalWritesAfterTheUserAllowsAndCtrlCCancels() throws Exception {
		Path scriptCommand = Path.of("/usr/bin/script");
		assumeTrue(Files.isExecutable(scriptCommand), "needs util-linux script for a pseudo-terminal");
		Path project = Files.createDirectories(work.resolve("project"));
		// A command line no other run on the machine has, so that only this run's command is looked for.
		String sleep = "sleep 600." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
		// script runs the command with $SHELL -c; exec makes the client the only process in the terminal's
		// foreground group, since a shell such as dash that waits for it would itself be ended by Ctrl-C.
		ProcessBuilder builder = new ProcessBuilder(scriptCommand.toString(), "-qec",
				"exec " + Processes.property("acp4j.script") + " chat", "/dev/null").directory(project.toFile()).redirectErrorStream(true);
		builder.environment().put("ACP4J_HOME", work.resolve("home").toString());
		builder.environment().put("LLM_PROVIDER", "demo");
		Process chat = builder.start();
		// A guard against a hang, not a speed assertion: a stuck terminal ends the reads below.
		CompletableFuture.delayedExecutor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS).execute(chat::destroyForcibly);
		try (Writer keys = new OutputStreamWriter(chat.getOutputStream(), StandardCharsets.UTF_8)) {
			Screen screen = new Screen(chat.getInputStream());
			screen.await("> ");
			type(keys, "create notes.txt with typed in a terminal\n");
			screen.await("choose 1-4");
			assertThat(project.resolve("notes.txt")).doesNotExist();
			type(keys, "1\n");
			screen.await("✓ done");
			screen.await("> ");
			type(keys, "run " + sleep + "\n");
			screen.await("choose 1-4");
			type(keys, "1\n");
			screen.await("running " + sleep);
			type(keys, "\u0003"); // Ctrl-C
			screen.await("[cancelled]");
			screen.await("> ");
			type(keys, "/exit\n");
			assertThat(chat.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
			assertThat(chat.exitValue()).as(screen.seen()).isZero();
		} finally {
			chat.destroyForcibly();
		}
		assertThat(Files.readString(project.resolve("notes.txt"))).isEqualTo("typed in a terminal\n");
		// The interrupted command was killed (SIGKILL is delivered asynchronously: wait, bounded, for it to go).
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Processes.TIMEOUT_SECONDS);
		while (running(sleep) && System.nanoTime() < deadline) {
			Thread.sleep(50);
		}
		assertThat(running(sleep)).isFalse();
	}

	private static boolean running(String command) {
		return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
				.anyMatch(p -> p.info().commandLine().orElse("").contains(command));
	}

	private static void type(Writer keys, String text) throws IOException {
		keys.write(text);
		keys.flush();
	}

	/** What the pseudo-terminal showed, read as it comes. */
	private static final class Screen {
		private final InputStream output;
		private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		private String seen = "";
		private int from;

		Screen(InputStream output) {
			this.output = output;
		}

		/** Reads until {@code text} shows after what an earlier wait found. */
		void await(String text) throws IOException {
			byte[] buffer = new byte[4096];
			while (seen.indexOf(text, from) < 0) {
				int read = output.read(buffer);
				if (read < 0) {
					throw new AssertionError("the terminal closed before showing " + text + ":\n" + seen);
				}
				bytes.write(buffer, 0, read);
				seen = bytes.toString(StandardCharsets.UTF_8); // whole, so a character split between reads is whole again
			}
			from = seen.indexOf(text, from) + text.length();
		}

		String seen() {
			return seen;
		}
	}
}
