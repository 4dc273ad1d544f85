package io.github.acp4j.samples;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.EnvVariable;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.TerminalExitStatus;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code terminal/*} served with local processes: stdout and stderr together, kept up to the
 * requested byte limit (older output dropped first), shown to the user as it arrives.
 */
final class LocalTerminals {

	/** Output kept when the agent sets no limit. */
	static final int DEFAULT_OUTPUT_LIMIT = 1024 * 1024;
	/** How long after its exit a terminal's output may still be arriving, unless told otherwise. */
	private static final Duration DRAIN_TIME = Duration.ofSeconds(5);

	private final Map<String, Terminal> terminals = new ConcurrentHashMap<>();
	private final AtomicInteger ids = new AtomicInteger();
	private final Consumer<String> show;
	private final Duration drainTime;
	/** Set once the client is leaving: a terminal asked for after that is never started. */
	private boolean closed;

	/** @param show receives the output of every terminal as it arrives */
	LocalTerminals(Consumer<String> show) {
		this(show, DRAIN_TIME);
	}

	/** @param drainTime how long after its exit a terminal's output may still be arriving */
	LocalTerminals(Consumer<String> show, Duration drainTime) {
		this.show = show;
		this.drainTime = drainTime;
	}

	private static final class Terminal {
		final Process process;
		final int limit;
		/** Completes when the output pipe is at its end. */
		private final CompletableFuture<Void> drained = new CompletableFuture<>();
		private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
		private boolean truncated;

		Terminal(Process process, int limit, Consumer<String> show) {
			this.process = process;
			this.limit = limit;
			Thread drain = new Thread(() -> copy(process.getInputStream(), show), "terminal-output");
			drain.setDaemon(true);
			drain.start();
		}

		private void copy(InputStream in, Consumer<String> show) {
			byte[] buffer = new byte[8192];
			try (in) {
				for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
					keep(buffer, read);
					show.accept(new String(buffer, 0, read, StandardCharsets.UTF_8));
				}
			} catch (IOException killed) {
				// the process is gone
			} finally {
				drained.complete(null);
			}
		}

		/**
		 * Completes once the process has exited and its output is all kept; at most {@code drainTime}
		 * after the exit, since a process it left in the background may hold the pipe open.
		 */
		CompletableFuture<Terminal> exited(Duration drainTime) {
			return process.onExit().thenCompose(exited -> drained.copy().completeOnTimeout(null, drainTime.toMillis(),
					TimeUnit.MILLISECONDS)).thenApply(done -> this);
		}

		private synchronized void keep(byte[] bytes, int length) {
			kept.write(bytes, 0, length);
			if (kept.size() > limit) {
				byte[] all = kept.toByteArray();
				int from = all.length - limit;
				while (from < all.length && (all[from] & 0xC0) == 0x80) {
					from++; // never start inside a UTF-8 character
				}
				kept.reset();
				kept.write(all, from, all.length - from);
				truncated = true;
			}
		}

		/**
		 * The output kept so far, with the exit status only when {@code exited} (once {@link #exited}
		 * completed): a process that ends between a caller's look at it and this answer has output
		 * still on its way, and an exit status would say there is no more.
		 */
		synchronized TerminalOutputResponse output(boolean exited) {
			TerminalOutputResponse.Builder output = TerminalOutputResponse.builder(kept.toString(StandardCharsets.UTF_8), truncated);
			if (exited) {
				output.exitStatus(TerminalExitStatus.builder().exitCode(exitCode(process)).build());
			}
			return output.build();
		}
	}

	CompletableFuture<CreateTerminalResponse> create(CreateTerminalRequest request) {
		List<String> command = new ArrayList<>();
		command.add(request.command());
		if (request.args() != null) {
			command.addAll(request.args());
		}
		ProcessBuilder builder = new ProcessBuilder(LocalAgent.detached(command)).redirectErrorStream(true)
				.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
		if (request.cwd() != null) {
			builder.directory(new File(request.cwd()));
		}
		if (request.env() != null) {
			for (EnvVariable variable : request.env()) {
				builder.environment().put(variable.name(), variable.value());
			}
		}
		try {
			int limit = request.outputByteLimit() == null ? DEFAULT_OUTPUT_LIMIT
					: (int) Math.min(Integer.MAX_VALUE, Math.max(0, request.outputByteLimit()));
			String id = "term-" + ids.incrementAndGet();
			synchronized (this) {
				if (closed) {
					return CompletableFuture.failedFuture(JsonRpcErrors.internalError("The client is closing"));
				}
				terminals.put(id, new Terminal(builder.start(), limit, show));
			}
			return CompletableFuture.completedFuture(CreateTerminalResponse.of(id));
		} catch (IOException e) {
			return CompletableFuture.failedFuture(JsonRpcErrors.internalError("Cannot run " + request.command() + ": " + e.getMessage()));
		}
	}

	CompletableFuture<TerminalOutputResponse> output(TerminalOutputRequest request) {
		return find(request.terminalId()).thenCompose(terminal -> terminal.process.isAlive()
				? CompletableFuture.completedFuture(terminal.output(false))
				: terminal.exited(drainTime).thenApply(exited -> exited.output(true)));
	}

	CompletableFuture<WaitForTerminalExitResponse> waitForExit(WaitForTerminalExitRequest request) {
		return find(request.terminalId()).thenCompose(terminal -> terminal.exited(drainTime))
				.thenApply(terminal -> WaitForTerminalExitResponse.builder().exitCode(exitCode(terminal.process)).build());
	}

	CompletableFuture<KillTerminalResponse> kill(KillTerminalRequest request) {
		return find(request.terminalId()).thenApply(terminal -> {
			destroy(terminal.process);
			return KillTerminalResponse.of();
		});
	}

	CompletableFuture<ReleaseTerminalResponse> release(ReleaseTerminalRequest request) {
		Terminal terminal = terminals.remove(request.terminalId());
		if (terminal == null) {
			return CompletableFuture.failedFuture(unknown(request.terminalId()));
		}
		destroy(terminal.process);
		return CompletableFuture.completedFuture(ReleaseTerminalResponse.of());
	}

	/** Kills every terminal still running and starts no more (the client is exiting). */
	synchronized void releaseAll() {
		closed = true;
		terminals.values().forEach(terminal -> destroy(terminal.process));
		terminals.clear();
	}

	private CompletableFuture<Terminal> find(String id) {
		Terminal terminal = id == null ? null : terminals.get(id);
		return terminal == null ? CompletableFuture.failedFuture(unknown(id)) : CompletableFuture.completedFuture(terminal);
	}

	private static Throwable unknown(String id) {
		return JsonRpcErrors.error(AcpErrors.RESOURCE_NOT_FOUND, "No terminal " + id);
	}

	private static Long exitCode(Process process) {
		return (long) process.exitValue();
	}

	/**
	 * Kills the command and what it started while it runs. Once it has exited its pid may be another
	 * process's, whose children the pid's descendants would then be.
	 */
	private static void destroy(Process process) {
		if (process.isAlive()) {
			process.descendants().forEach(ProcessHandle::destroyForcibly);
			process.destroyForcibly();
		}
	}
}
