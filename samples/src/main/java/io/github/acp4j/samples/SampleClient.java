package io.github.acp4j.samples;

import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.http.client.AcpHttpClient;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NoticeCapabilities;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;
import sun.misc.Signal;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.CancelledPermissionOutcome;

/**
 * The terminal client, the reference client of {@code acp-api}: launches an agent command, opens a
 * session in the current directory and sends prompts (one with {@code --prompt}, else one per line
 * of standard input), showing the answer as it streams and tool calls with their status and
 * diffs. It serves {@code fs/*} and {@code terminal/*} from this machine, asks for permissions on
 * the terminal (or allows once with {@code --yes}), and Ctrl-C cancels the running turn.
 */
public final class SampleClient implements AcpClientEndpoint {

	private final Screen screen;
	private final TerminalInput input;
	private final boolean allowAll;
	private final LocalFileSystem files = new LocalFileSystem();
	private final LocalTerminals terminals;
	private final ExecutorService questions = Executors.newSingleThreadExecutor(runnable -> {
		Thread thread = new Thread(runnable, "permission-question");
		thread.setDaemon(true);
		return thread;
	});

	SampleClient(Screen screen, TerminalInput input, boolean allowAll) {
		this.screen = screen;
		this.input = input;
		this.allowAll = allowAll;
		this.terminals = new LocalTerminals(screen::commandOutput);
	}

	/** Runs the client with command-line arguments; returns the process exit code. */
	static int run(String[] args, InputStream stdin, PrintStream out, PrintStream err) throws Exception {
		boolean allowAll = false;
		String prompt = null;
		String agentUrl = null;
		List<String> command = new ArrayList<>();
		for (int i = 0; i < args.length; i++) {
			if ("--".equals(args[i])) {
				command.addAll(List.of(args).subList(i + 1, args.length));
				break;
			} else if ("--yes".equals(args[i])) {
				allowAll = true;
			} else if ("--prompt".equals(args[i]) && i + 1 < args.length) {
				prompt = args[++i];
			} else if ("--agent-url".equals(args[i]) && i + 1 < args.length) {
				agentUrl = args[++i];
			} else {
				err.println("unknown argument: " + args[i]);
				err.println(Main.USAGE);
				return 2;
			}
		}
		if (command.isEmpty() == (agentUrl == null)) {
			err.println(agentUrl == null ? "missing agent command after --" : "give either --agent-url or an agent command, not both");
			err.println(Main.USAGE);
			return 2;
		}
		// The connection's warnings (a cancel that crossed its answer) are not for the user's terminal.
		java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.SEVERE);
		if (agentUrl != null) {
			return remote(agentUrl, new SampleClient(new Screen(out, err, Screen.colourful()), new TerminalInput(stdin), allowAll),
					prompt, err);
		}
		Process agentProcess;
		try {
			agentProcess = new ProcessBuilder(detached(command)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
		} catch (java.io.IOException e) {
			err.println("cannot start " + command.get(0) + ": " + e.getMessage());
			return 1;
		}
		SampleClient client = new SampleClient(new Screen(out, err, Screen.colourful()), new TerminalInput(stdin), allowAll);
		Launcher<AcpAgentServer> launcher = AcpLauncher.client(client, agentProcess.getInputStream(),
				agentProcess.getOutputStream());
		launcher.startListening();
		try {
			return client.converse(launcher.getRemoteProxy(), prompt, err);
		} catch (ExecutionException e) {
			err.println("agent error: " + describe(e.getCause()));
			return 1;
		} finally {
			client.terminals.releaseAll();
			agentProcess.getOutputStream().close();
			if (!agentProcess.waitFor(5, TimeUnit.SECONDS)) {
				agentProcess.destroy();
			}
		}
	}

	/** Talks to the agent at {@code url} over WebSocket, with the token in {@code ACP4J_TOKEN}. */
	private static int remote(String url, SampleClient client, String prompt, PrintStream err) throws Exception {
		AcpHttpClient.Builder builder;
		try {
			builder = AcpHttpClient.webSocket(URI.create(url));
		} catch (IllegalArgumentException e) {
			err.println("not a URL: " + url);
			return 2;
		}
		String token = System.getenv("ACP4J_TOKEN");
		if (token != null && !token.isBlank()) {
			builder.bearerToken(token.strip());
		}
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection;
		try {
			connection = builder.connect(sink -> AcpLauncher.client(client, sink));
		} catch (java.io.IOException e) {
			err.println("cannot reach the agent at " + url + ": " + e.getMessage()
					+ (token == null ? " (is ACP4J_TOKEN set to the agent's token?)" : ""));
			return 1;
		}
		try {
			return client.converse(connection.launcher().getRemoteProxy(), prompt, err);
		} catch (ExecutionException e) {
			err.println("agent error: " + describe(e.getCause()));
			return 1;
		} finally {
			client.terminals.releaseAll();
			connection.close();
		}
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

	private int converse(AcpAgentServer agent, String prompt, PrintStream err) throws Exception {
		ClientCapabilities capabilities = ClientCapabilities.builder()
				.fs(FileSystemCapabilities.builder().readTextFile(true).writeTextFile(true).build())
				.terminal(true)
				.session(ClientSessionCapabilities.builder().notices(NoticeCapabilities.of()).build())
				.build();
		agent.initialize(InitializeRequest.builder(1)
				.clientCapabilities(capabilities)
				.clientInfo(Implementation.builder("acp4j-sample-client", Version.get()).title("ACP4J terminal client").build())
				.build()).get();
		String sessionId = agent.newSession(
				NewSessionRequest.of(Path.of("").toAbsolutePath().toString(), List.of())).get().sessionId();
		Turns turns = new Turns(agent, sessionId);
		Signal.handle(new Signal("INT"), signal -> turns.interrupt());
		if (prompt != null) {
			turns.send(prompt);
			return 0;
		}
		for (;;) {
			err.print("> ");
			err.flush();
			Optional<String> line = input.next(() -> true);
			if (line.isEmpty() || line.get().strip().equals("/exit")) {
				return 0;
			}
			if (!line.get().isBlank()) {
				turns.send(line.get());
			}
		}
	}

	/** The prompt turns of the session: one at a time; Ctrl-C cancels the running one, or exits between turns. */
	private final class Turns {
		private final AcpAgentServer agent;
		private final String sessionId;
		private volatile CompletableFuture<PromptResponse> running;

		Turns(AcpAgentServer agent, String sessionId) {
			this.agent = agent;
			this.sessionId = sessionId;
		}

		void send(String text) throws Exception {
			CompletableFuture<PromptResponse> turn = agent.prompt(PromptRequest.of(sessionId, List.of(TextContent.of(text))));
			running = turn;
			try {
				screen.endTurn(turn.get().stopReason().toString().toLowerCase(java.util.Locale.ROOT));
			} finally {
				running = null;
			}
		}

		void interrupt() {
			CompletableFuture<PromptResponse> turn = running;
			if (turn == null) {
				screen.line("");
				terminals.releaseAll();
				Runtime.getRuntime().halt(130);
			}
			screen.line("(cancelling)");
			agent.cancel(CancelNotification.of(sessionId));
		}
	}

	@Override
	public void sessionUpdate(SessionNotification notification) {
		screen.show(notification.update());
	}

	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		// Asking on the terminal blocks: never on the connection's reader thread.
		CompletableFuture<RequestPermissionResponse> answer = new CompletableFuture<>();
		questions.execute(() -> {
			try {
				answer.complete(RequestPermissionResponse.of(choose(request, answer)));
			} catch (InterruptedException e) {
				answer.complete(RequestPermissionResponse.of(CancelledPermissionOutcome.of()));
			}
		});
		return answer;
	}

	private RequestPermissionOutcome choose(RequestPermissionRequest request, CompletableFuture<?> answer)
			throws InterruptedException {
		List<PermissionOption> options = request.options();
		if (allowAll) {
			for (PermissionOption option : options) {
				if (option.kind() == PermissionOptionKind.ALLOW_ONCE) {
					return SelectedPermissionOutcome.of(option.optionId());
				}
			}
		}
		String title = request.toolCall().title() != null ? request.toolCall().title() : request.toolCall().toolCallId();
		screen.line("Allow " + title + "?");
		if (request.toolCall().locations() != null) {
			for (ToolCallLocation location : request.toolCall().locations()) {
				screen.line("  at " + location.path());
			}
		}
		for (int i = 0; i < options.size(); i++) {
			screen.line("  " + (i + 1) + ") " + options.get(i).name());
		}
		screen.line("choose 1-" + options.size() + " (anything else rejects):");
		Optional<String> line = input.next(() -> !answer.isDone());
		try {
			int index = line.isEmpty() ? -1 : Integer.parseInt(line.get().strip()) - 1;
			if (index >= 0 && index < options.size()) {
				return SelectedPermissionOutcome.of(options.get(index).optionId());
			}
		} catch (NumberFormatException notANumber) {
			// a rejection
		}
		for (PermissionOption option : options) {
			if (option.kind() == PermissionOptionKind.REJECT_ONCE) {
				return SelectedPermissionOutcome.of(option.optionId());
			}
		}
		return CancelledPermissionOutcome.of();
	}

	@Override
	public CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
		return files.read(request);
	}

	@Override
	public CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
		return files.write(request);
	}

	@Override
	public CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
		return terminals.create(request);
	}

	@Override
	public CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
		return terminals.output(request);
	}

	@Override
	public CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
		return terminals.waitForExit(request);
	}

	@Override
	public CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
		return terminals.kill(request);
	}

	@Override
	public CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
		return terminals.release(request);
	}

	private static String describe(Throwable error) {
		if (error instanceof ResponseErrorException) {
			return ((ResponseErrorException) error).getResponseError().getMessage();
		}
		return String.valueOf(error.getMessage());
	}
}
