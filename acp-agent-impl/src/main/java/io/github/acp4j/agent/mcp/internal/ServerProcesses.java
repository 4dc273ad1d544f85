package io.github.acp4j.agent.mcp.internal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * The stdio server processes a connector started, each from the moment it starts until it ends,
 * whatever became of its start (still starting, handed to a session, or left by a set-up that was
 * cancelled or refused), so that the agent's exit ends them all. A process started once the agent
 * is exiting is ended at once.
 */
final class ServerProcesses {

	/** How long a signalled process tree may take to end before it is killed. */
	static final Duration GRACE = Duration.ofSeconds(2);

	private final Set<Process> running = ConcurrentHashMap.newKeySet();
	private boolean closed;

	/**
	 * Tracks a process that just started.
	 *
	 * @throws IllegalStateException when the agent is exiting: the process was ended
	 */
	void started(Process process) {
		synchronized (this) {
			if (!closed) {
				running.add(process);
				process.onExit().thenRun(() -> running.remove(process));
				return;
			}
		}
		end(List.of(process), GRACE);
		throw new IllegalStateException("the agent is exiting");
	}

	/** Ends every process still running and any started later, waiting for them (see {@link #end}). */
	void close() {
		List<Process> left;
		synchronized (this) {
			closed = true;
			left = List.copyOf(running);
		}
		end(left, GRACE);
	}

	/**
	 * Ends processes with what they started: SIGTERM to each and to its descendants, taken before
	 * it is signalled (they outlive it: a sandbox's bwrap exits on SIGTERM and leaves the server it
	 * sandboxes running), then SIGKILL to whatever is left after {@code grace}; returns once they
	 * ended, or after a second more.
	 */
	static void end(List<Process> processes, Duration grace) {
		List<ProcessHandle> trees = new ArrayList<>();
		for (Process process : processes) {
			trees.addAll(Stream.concat(Stream.of(process.toHandle()), process.descendants()).toList());
		}
		trees.forEach(ProcessHandle::destroy);
		if (!awaitExit(trees, grace)) {
			for (Process process : processes) {
				process.descendants().forEach(trees::add);
			}
			trees.forEach(ProcessHandle::destroyForcibly);
			awaitExit(trees, Duration.ofSeconds(1));
		}
	}

	private static boolean awaitExit(List<ProcessHandle> handles, Duration timeout) {
		try {
			CompletableFuture.allOf(handles.stream().map(ProcessHandle::onExit).toArray(CompletableFuture[]::new))
					.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
			return true;
		} catch (TimeoutException | ExecutionException e) {
			return false;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
		}
	}
}
