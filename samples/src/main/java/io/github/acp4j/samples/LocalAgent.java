package io.github.acp4j.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;

/**
 * The agent, a local process in a session of its own (so that Ctrl-C on the terminal reaches the
 * client, not the agent), whose standard error is the client's. Closing it ends the agent and every
 * process it started: a launcher such as npm's wrapper exits and leaves the real agent behind, so
 * the processes are found both as descendants and, on Linux, as members of the agent's session.
 */
final class LocalAgent implements AutoCloseable {

	/** How long a process has to exit once asked (SIGTERM) before it is killed. */
	private static final Duration TERM_GRACE = Duration.ofSeconds(2);

	private final Process process;
	/**
	 * Whether the agent was started by {@code setsid}, which makes it the leader of a session of its
	 * own (its pid is the session's id) that every process it starts joins unless it leaves.
	 */
	private final boolean ownSession;
	private final AtomicBoolean closed = new AtomicBoolean();

	private LocalAgent(Process process, boolean ownSession) {
		this.process = process;
		this.ownSession = ownSession;
	}

	/** Starts {@code command}; an {@link IOException} says why it cannot run. */
	static LocalAgent start(List<String> command) throws IOException {
		String program = command.get(0);
		if (!runnable(program)) {
			throw new IOException(program.contains("/") ? "cannot run " + program + ": it is no executable file"
					: "cannot run " + program + ": it is not on the PATH");
		}
		List<String> detached = detached(command);
		return new LocalAgent(new ProcessBuilder(detached).redirectError(ProcessBuilder.Redirect.INHERIT).start(),
				detached.size() > command.size());
	}

	/** Whether {@code program} names an executable file, by its path or on the PATH, as a shell finds it. */
	private static boolean runnable(String program) {
		if (program.contains("/")) {
			return Files.isExecutable(Path.of(program)) && !Files.isDirectory(Path.of(program));
		}
		String path = System.getenv("PATH");
		for (String directory : (path == null ? "" : path).split(java.io.File.pathSeparator)) {
			Path candidate = Path.of(directory.isEmpty() ? "." : directory, program);
			if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A command in a session of its own where {@code setsid} exists, so that Ctrl-C on the terminal
	 * reaches this client (which cancels the turn) and not the agent or the commands it runs.
	 */
	static List<String> detached(List<String> command) {
		for (String setsid : List.of("/usr/bin/setsid", "/bin/setsid")) {
			if (Files.isExecutable(Path.of(setsid))) {
				List<String> detached = new ArrayList<>(List.of(setsid));
				detached.addAll(command);
				return detached;
			}
		}
		return command;
	}

	/** What the agent writes: the protocol. */
	InputStream output() {
		return process.getInputStream();
	}

	/** What the agent reads: the protocol. */
	OutputStream input() {
		return process.getOutputStream();
	}

	/** The agent's exit code once it has exited, waiting up to {@code wait} for it; null while it runs. */
	Integer exitCode(Duration wait) throws InterruptedException {
		return process.waitFor(wait.toMillis(), TimeUnit.MILLISECONDS) ? process.exitValue() : null;
	}

	/**
	 * Closes the agent's input, its sign to save and exit, gives it {@code grace} to do so, then ends
	 * it and every process it started (SIGTERM, then SIGKILL for those still there). Only the first
	 * call does anything.
	 */
	void close(Duration grace) {
		if (!closed.compareAndSet(false, true)) {
			return;
		}
		// Before the input closes: a launcher that exits then leaves its children to init.
		Set<ProcessHandle> family = family();
		try {
			process.getOutputStream().close();
		} catch (IOException gone) {
			// the agent has exited and its pipe with it
		}
		try {
			process.waitFor(grace.toMillis(), TimeUnit.MILLISECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		family.addAll(family());
		family.add(process.toHandle());
		family.removeIf(member -> !member.isAlive());
		family.forEach(ProcessHandle::destroy);
		long deadline = System.nanoTime() + TERM_GRACE.toNanos();
		for (ProcessHandle member : family) {
			try {
				member.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			} catch (Exception stillThere) {
				member.destroyForcibly();
			}
		}
	}

	@Override
	public void close() {
		close(Duration.ofSeconds(5));
	}

	/**
	 * The agent's processes now: its descendants while it runs (once it has exited its pid may be
	 * another process's) and the members of its session.
	 */
	private Set<ProcessHandle> family() {
		Set<ProcessHandle> family = process.isAlive() ? process.descendants().collect(Collectors.toCollection(HashSet::new))
				: new HashSet<>();
		if (ownSession) {
			long sid = process.pid();
			ProcessHandle.allProcesses().filter(member -> member.pid() != sid && session(member.pid()) == sid)
					.forEach(family::add);
		}
		return family;
	}

	/** The session of a process, from Linux's /proc; -1 where it cannot be read. */
	static long session(long pid) {
		try {
			String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.UTF_8);
			// pid (comm) state ppid pgrp session ...: the command's name may hold spaces and parentheses.
			String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
			return Long.parseLong(fields[3]);
		} catch (IOException | RuntimeException unreadable) {
			return -1;
		}
	}
}
