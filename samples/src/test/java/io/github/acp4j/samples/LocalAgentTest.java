package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Leaving ends the agent and every process it started, as npm's wrapper leaves codex-acp behind. */
class LocalAgentTest {

	@TempDir
	Path dir;

	/** A command line no other run on the machine has. */
	private static String sleep() {
		return "sleep 600." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
	}

	@Test
	void closingEndsAChildTheAgentLeftBehindAndAGrandchildItOrphaned() throws Exception {
		String child = sleep();
		String orphan = sleep();
		// A launcher that starts the real agent (the child), a process it orphans at once (its
		// parent subshell exits: only its session still ties it to the agent), and exits when its
		// input ends without waiting for them.
		LocalAgent agent = LocalAgent.start(List.of("sh", "-c", child + " & (" + orphan + " &) ; cat > /dev/null"));
		try {
			awaitRunning(child);
			awaitRunning(orphan);
		} finally {
			agent.close(Duration.ofSeconds(5));
		}
		assertThat(agent.exitCode(Duration.ofSeconds(10))).isNotNull();
		awaitGone(child);
		awaitGone(orphan);
	}

	@Test
	void anAgentThatIsNoProgramIsRefusedWithWhy() {
		org.junit.jupiter.api.Assertions.assertAll(
				() -> assertThat(org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
						() -> LocalAgent.start(List.of("no-such-agent-anywhere", "--acp")))).hasMessage(
								"cannot run no-such-agent-anywhere: it is not on the PATH"),
				() -> assertThat(org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class,
						() -> LocalAgent.start(List.of(Files.createFile(dir.resolve("agent.txt")).toString()))))
						.hasMessageContaining("it is no executable file"));
	}

	static boolean running(String command) {
		return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
				.anyMatch(p -> p.info().commandLine().orElse("").contains(command));
	}

	private static void awaitRunning(String command) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // a guard against a hang
		while (!running(command) && System.nanoTime() < deadline) {
			Thread.sleep(20);
		}
		assertThat(running(command)).as(command + " started").isTrue();
	}

	/** SIGKILL is delivered asynchronously: waits, bounded, for the process to go. */
	static void awaitGone(String command) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		while (running(command) && System.nanoTime() < deadline) {
			Thread.sleep(20);
		}
		assertThat(running(command)).as(command + " still runs").isFalse();
	}
}
