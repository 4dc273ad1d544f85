package io.github.acp4j.agent;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.TerminalExitStatus;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The editor side of {@code fs/*} and {@code terminal/*} for tests: files from disk under unsaved
 * buffers, terminals as local processes, and every call it got, in order.
 */
final class TestEditor {

	/** Calls as {@code method path-or-terminal}, in arrival order. */
	final List<String> calls = new CopyOnWriteArrayList<>();
	/** Unsaved buffers by absolute path: read in place of the disk. */
	final Map<String, String> buffers = new ConcurrentHashMap<>();
	/** When set, {@code fs/write_text_file} fails with this message. */
	volatile String writeError;
	/** When set, {@code fs/write_text_file} is held unanswered (and nothing written), as a client waiting on its user. */
	volatile boolean holdWrites;
	/** When set, {@code terminal/create} starts the command but answers only once this completes. */
	volatile CompletableFuture<Void> createAnswer;
	/** When set, {@code terminal/kill} and {@code terminal/release} do their work but are never answered, as a hung client. */
	volatile boolean cleanUpUnanswered;
	private final Map<String, Terminal> terminals = new ConcurrentHashMap<>();
	private final AtomicInteger ids = new AtomicInteger();

	private record Terminal(Process process, ByteArrayOutputStream output, Thread drain) {
	}

	CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
		calls.add("fs/read_text_file " + request.path());
		String buffer = buffers.get(request.path());
		if (buffer != null) {
			return CompletableFuture.completedFuture(ReadTextFileResponse.of(lines(buffer, request)));
		}
		try {
			return CompletableFuture.completedFuture(ReadTextFileResponse.of(lines(Files.readString(Path.of(request.path())), request)));
		} catch (NoSuchFileException e) {
			return CompletableFuture.failedFuture(JsonRpcErrors.error(AcpErrors.RESOURCE_NOT_FOUND, "No such file: " + request.path()));
		} catch (IOException e) {
			return CompletableFuture.failedFuture(JsonRpcErrors.internalError(e.getMessage()));
		}
	}

	/** The lines the request asks for ({@code line} 1-based, {@code limit} of them), as editors give them. */
	private static String lines(String text, ReadTextFileRequest request) {
		if (request.line() == null && request.limit() == null) {
			return text;
		}
		long skip = request.line() == null ? 0 : request.line() - 1;
		long limit = request.limit() == null ? Long.MAX_VALUE : request.limit();
		return text.lines().skip(skip).limit(limit).map(line -> line + "\n").collect(Collectors.joining());
	}

	CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
		calls.add("fs/write_text_file " + request.path());
		if (holdWrites) {
			return new CompletableFuture<>();
		}
		if (writeError != null) {
			return CompletableFuture.failedFuture(JsonRpcErrors.internalError(writeError));
		}
		try {
			Files.writeString(Path.of(request.path()), request.content(), StandardCharsets.UTF_8);
			buffers.remove(request.path());
			return CompletableFuture.completedFuture(WriteTextFileResponse.of());
		} catch (IOException e) {
			return CompletableFuture.failedFuture(JsonRpcErrors.internalError(e.getMessage()));
		}
	}

	CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
		String id = "term-" + ids.incrementAndGet();
		calls.add("terminal/create " + id);
		List<String> command = new ArrayList<>(List.of(request.command()));
		command.addAll(request.args());
		try {
			Process process = new ProcessBuilder(command).directory(Path.of(request.cwd()).toFile()).redirectErrorStream(true)
					.start();
			process.getOutputStream().close();
			ByteArrayOutputStream output = new ByteArrayOutputStream();
			Thread drain = new Thread(() -> copy(process.getInputStream(), output));
			drain.start();
			terminals.put(id, new Terminal(process, output, drain));
			CompletableFuture<Void> gate = createAnswer;
			CreateTerminalResponse created = CreateTerminalResponse.of(id);
			// A new future: the agent cancelling the request must not cancel the gate.
			return gate == null ? CompletableFuture.completedFuture(created) : gate.thenApply(ready -> created);
		} catch (IOException e) {
			return CompletableFuture.failedFuture(JsonRpcErrors.internalError(e.getMessage()));
		}
	}

	CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
		calls.add("terminal/wait_for_exit " + request.terminalId());
		Terminal terminal = terminals.get(request.terminalId());
		return terminal.process().onExit().thenApply(p -> WaitForTerminalExitResponse.builder()
				.exitCode((long) p.exitValue()).build());
	}

	CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
		calls.add("terminal/output " + request.terminalId());
		Terminal terminal = terminals.get(request.terminalId());
		if (!terminal.process().isAlive()) {
			try {
				terminal.drain().join();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
		String text;
		synchronized (terminal.output()) {
			text = terminal.output().toString(StandardCharsets.UTF_8);
		}
		TerminalExitStatus exit = terminal.process().isAlive() ? null
				: TerminalExitStatus.builder().exitCode((long) terminal.process().exitValue()).build();
		return CompletableFuture.completedFuture(TerminalOutputResponse.builder(text, false).exitStatus(exit).build());
	}

	CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
		calls.add("terminal/kill " + request.terminalId());
		Process process = terminals.get(request.terminalId()).process();
		process.descendants().forEach(ProcessHandle::destroyForcibly);
		process.destroyForcibly();
		return cleanUpUnanswered ? new CompletableFuture<>() : CompletableFuture.completedFuture(KillTerminalResponse.of());
	}

	CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
		calls.add("terminal/release " + request.terminalId());
		Terminal terminal = terminals.remove(request.terminalId());
		terminal.process().destroyForcibly();
		return cleanUpUnanswered ? new CompletableFuture<>() : CompletableFuture.completedFuture(ReleaseTerminalResponse.of());
	}

	/** Terminals created and not released. */
	int openTerminals() {
		return terminals.size();
	}

	/** The calls of one method, in order. */
	List<String> calls(String method) {
		return calls.stream().filter(c -> c.startsWith(method + " ")).toList();
	}

	private static void copy(InputStream in, ByteArrayOutputStream out) {
		byte[] buffer = new byte[8192];
		try (in) {
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				synchronized (out) {
					out.write(buffer, 0, read);
				}
			}
		} catch (IOException closed) {
			// killed
		}
	}
}
