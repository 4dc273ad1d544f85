package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;

/**
 * The answers that follow a command's exit: they wait for all of its output without holding the
 * caller (the connection's thread), and not on a process it left behind.
 */
class LocalTerminalsTest {

	private static final long TIMEOUT = 20;

	@TempDir
	Path dir;
	final StringBuffer shown = new StringBuffer();

	/**
	 * Asks for the output until the command has exited: while it runs the answer is there at once;
	 * after, it waits for the output still to come, and the call returns without it.
	 */
	private static CompletableFuture<TerminalOutputResponse> outputAfterTheExit(LocalTerminals terminals, String id)
			throws Exception {
		for (long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);;) {
			CompletableFuture<TerminalOutputResponse> output = terminals.output(TerminalOutputRequest.of("s", id));
			if (!output.isDone()) {
				return output;
			}
			assertThat(output.get().exitStatus()).as("an exit status before the output was all kept").isNull();
			assertThat(System.nanoTime()).as("the command exited").isLessThan(deadline);
			Thread.sleep(10);
		}
	}

	@Test
	void afterTheExitTheAnswersWaitForTheWholeOutputWithoutHoldingTheCaller() throws Exception {
		CountDownLatch screen = new CountDownLatch(1); // a screen that is slow to show the output
		LocalTerminals terminals = new LocalTerminals(text -> {
			try {
				screen.await();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			shown.append(text);
		}, Duration.ofMinutes(10));
		String id = terminals.create(CreateTerminalRequest.builder("s", "sh").args(List.of("-c", "seq 1 5000; exit 3"))
				.cwd(dir.toString()).build()).get(TIMEOUT, TimeUnit.SECONDS).terminalId();
		CompletableFuture<WaitForTerminalExitResponse> exit = terminals.waitForExit(WaitForTerminalExitRequest.of("s", id));
		CompletableFuture<TerminalOutputResponse> output = outputAfterTheExit(terminals, id);
		assertThat(exit).isNotDone();

		screen.countDown();
		String all = IntStream.rangeClosed(1, 5000).mapToObj(i -> i + "\n").collect(Collectors.joining());
		assertThat(exit.get(TIMEOUT, TimeUnit.SECONDS).exitCode()).isEqualTo(3);
		assertThat(output.get(TIMEOUT, TimeUnit.SECONDS).output()).isEqualTo(all);
		assertThat(output.get().exitStatus().exitCode()).isEqualTo(3);
		assertThat(shown).hasToString(all);
		terminals.release(ReleaseTerminalRequest.of("s", id)).get(TIMEOUT, TimeUnit.SECONDS);
	}

	@Test
	void aPipeHeldOpenDelaysTheExitOnlyByTheDrainTime() throws Exception {
		LocalTerminals terminals = new LocalTerminals(shown::append, Duration.ofMillis(50));
		// Prints "early", exits, and leaves a process (its pid in the file writer) that keeps the output open.
		String id = terminals.create(CreateTerminalRequest.builder("s", "sh").args(List.of("-c",
				"sleep 600 & echo $! > writer; echo early")).cwd(dir.toString()).build()).get(TIMEOUT, TimeUnit.SECONDS)
				.terminalId();
		try {
			WaitForTerminalExitResponse exit = terminals.waitForExit(WaitForTerminalExitRequest.of("s", id))
					.get(TIMEOUT, TimeUnit.SECONDS);
			assertThat(exit.exitCode()).isZero();
			assertThat(terminals.output(TerminalOutputRequest.of("s", id)).get(TIMEOUT, TimeUnit.SECONDS).output())
					.isEqualTo("early\n");
		} finally {
			ProcessHandle.of(Long.parseLong(Files.readString(dir.resolve("writer")).strip())).ifPresent(ProcessHandle::destroy);
		}
	}
}
