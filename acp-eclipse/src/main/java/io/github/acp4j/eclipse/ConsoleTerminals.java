package io.github.acp4j.eclipse;

import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.ui.console.ConsolePlugin;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.MessageConsole;
import org.eclipse.ui.console.MessageConsoleStream;

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

/**
 * The agent's {@code terminal/*} in Eclipse's Console view: {@code terminal/create} starts the command
 * (in the request's {@code cwd}, else the session's, with its {@code env} added to Eclipse's) as a
 * process whose output (stdout and stderr, in one stream) goes to a console of its own, named
 * {@value #CONSOLE_PREFIX}COMMAND, and is kept for {@code terminal/output} within the request's
 * {@code outputByteLimit}. {@code terminal/kill} ends the process and every process it started;
 * {@code terminal/release} does too and forgets the terminal (its console stays, to be read);
 * {@link #close} ends them all when the agent goes. Nothing here blocks the calling thread: processes
 * start on a thread of their own, each output is read on another, and every answer is completed on
 * {@code replies}.
 */
public final class ConsoleTerminals implements AutoCloseable {
	/** The start of each terminal console's name. */
	public static final String CONSOLE_PREFIX = "ACP terminal: ";
	/** The output kept when the request sets no limit. */
	private static final long DEFAULT_BYTE_LIMIT = 8L << 20;

	private final File cwd;
	private final Executor replies;
	private final ExecutorService starter = Executors.newCachedThreadPool(runnable -> {
		Thread thread = new Thread(runnable, "acp-eclipse terminal");
		thread.setDaemon(true);
		return thread;
	});
	private final Map<String, Running> terminals = new ConcurrentHashMap<>();
	private final AtomicInteger ids = new AtomicInteger();

	/** One command and its console. */
	private static final class Running {
		final Process process;
		final TerminalOutput output;
		final MessageConsole console;
		final CompletableFuture<TerminalExitStatus> exit = new CompletableFuture<>();
		volatile boolean killed;

		Running(Process process, TerminalOutput output, MessageConsole console) {
			this.process = process;
			this.output = output;
			this.console = console;
		}
	}

	/** Terminals that start in {@code cwd} unless told otherwise and answer on {@code replies}. */
	public ConsoleTerminals(File cwd, Executor replies) {
		this.cwd = cwd;
		this.replies = replies;
	}

	/** {@code terminal/create}: starts the command and shows its console. */
	public CompletableFuture<CreateTerminalResponse> create(CreateTerminalRequest request) {
		return answer(CompletableFuture.supplyAsync(() -> {
			List<String> command = new ArrayList<>();
			command.add(request.command());
			if (request.args() != null) {
				command.addAll(request.args());
			}
			ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
					.directory(request.cwd() != null ? new File(request.cwd()) : cwd);
			for (EnvVariable variable : request.env() == null ? List.<EnvVariable>of() : request.env()) {
				builder.environment().put(variable.name(), variable.value());
			}
			Process process;
			try {
				process = builder.start();
			} catch (IOException e) {
				throw new CompletionException(error(ResponseErrorCode.InternalError, "cannot start " + request.command() + ": " + e.getMessage()));
			}
			String id = "terminal-" + ids.incrementAndGet();
			MessageConsole console = new MessageConsole(CONSOLE_PREFIX + String.join(" ", command), null);
			ConsolePlugin.getDefault().getConsoleManager().addConsoles(new IConsole[] {console});
			ConsolePlugin.getDefault().getConsoleManager().showConsoleView(console);
			Running running = new Running(process, new TerminalOutput(
					request.outputByteLimit() != null ? request.outputByteLimit() : DEFAULT_BYTE_LIMIT), console);
			terminals.put(id, running);
			CompletableFuture<Void> read = CompletableFuture.runAsync(() -> copyOutput(running), starter);
			process.onExit().thenCombine(read, (ended, done) -> ended).thenAccept(ended -> exited(running));
			return CreateTerminalResponse.of(id);
		}, starter));
	}

	/** {@code terminal/output}: what was kept, and the exit status once the command has exited. */
	public CompletableFuture<TerminalOutputResponse> output(TerminalOutputRequest request) {
		return answer(find(request.terminalId()).thenApply(running -> TerminalOutputResponse.builder(running.output.text(),
				running.output.truncated()).exitStatus(running.exit.getNow(null)).build()));
	}

	/** {@code terminal/wait_for_exit}: answered when the command has exited and its output is read. */
	public CompletableFuture<WaitForTerminalExitResponse> waitForExit(WaitForTerminalExitRequest request) {
		return answer(find(request.terminalId()).thenCompose(running -> running.exit)
				.thenApply(status -> WaitForTerminalExitResponse.builder().exitCode(status.exitCode()).signal(status.signal()).build()));
	}

	/** {@code terminal/kill}: ends the command and what it started; the terminal stays. */
	public CompletableFuture<KillTerminalResponse> kill(KillTerminalRequest request) {
		return answer(find(request.terminalId()).thenApply(running -> {
			kill(running);
			return KillTerminalResponse.of();
		}));
	}

	/** {@code terminal/release}: ends the command if it still runs and forgets the terminal. */
	public CompletableFuture<ReleaseTerminalResponse> release(ReleaseTerminalRequest request) {
		return answer(find(request.terminalId()).thenApply(running -> {
			terminals.remove(request.terminalId());
			kill(running);
			return ReleaseTerminalResponse.of();
		}));
	}

	/** Ends every terminal's command: the agent is gone. */
	@Override
	public void close() {
		terminals.values().forEach(ConsoleTerminals::kill);
		terminals.clear();
		starter.shutdown();
	}

	private CompletableFuture<Running> find(String id) {
		Running running = terminals.get(id);
		return running != null ? CompletableFuture.completedFuture(running)
				: CompletableFuture.failedFuture(error(ResponseErrorCode.InvalidParams, "no terminal " + id));
	}

	/** {@code work}'s outcome, completed on the replies executor (the connection's sender). */
	private <T> CompletableFuture<T> answer(CompletableFuture<T> work) {
		CompletableFuture<T> answer = new CompletableFuture<>();
		work.whenComplete((value, failure) -> replies.execute(() -> {
			if (failure != null) {
				answer.completeExceptionally(failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure);
			} else {
				answer.complete(value);
			}
		}));
		return answer;
	}

	private static void copyOutput(Running running) {
		MessageConsoleStream stream = running.console.newMessageStream();
		char[] buffer = new char[8192];
		try (Reader reader = new InputStreamReader(running.process.getInputStream(), StandardCharsets.UTF_8)) {
			for (int n = reader.read(buffer); n >= 0; n = reader.read(buffer)) {
				String chunk = new String(buffer, 0, n);
				running.output.append(chunk);
				stream.print(chunk);
			}
		} catch (IOException e) {
			// the process was killed
		}
		try {
			stream.close();
		} catch (IOException e) {
			// nothing more goes to the console anyway
		}
	}

	private static void exited(Running running) {
		TerminalExitStatus status = running.killed ? TerminalExitStatus.builder().signal("SIGKILL").build()
				: TerminalExitStatus.builder().exitCode((long) running.process.exitValue()).build();
		running.exit.complete(status);
		// the console only: terminal/output returns what the command wrote
		try (MessageConsoleStream stream = running.console.newMessageStream()) {
			stream.print(running.killed ? "\n[killed]\n" : "\n[exit code " + status.exitCode() + "]\n");
		} catch (IOException e) {
			// the console is gone
		}
	}

	/** Ends the command and every process it started (they would keep its output open). */
	private static void kill(Running running) {
		if (running.process.isAlive()) {
			running.killed = true;
			List<ProcessHandle> tree = new ArrayList<>(running.process.descendants().toList());
			running.process.destroyForcibly();
			tree.forEach(ProcessHandle::destroyForcibly);
		}
	}

	private static ResponseErrorException error(ResponseErrorCode code, String message) {
		return new ResponseErrorException(new ResponseError(code, message, null));
	}
}
