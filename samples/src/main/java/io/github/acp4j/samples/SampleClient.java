package io.github.acp4j.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.LogManager;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.http.client.AcpHttpClient;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.CancelledPermissionOutcome;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
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
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionConfigOptionCategory;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;
import sun.misc.Signal;

/**
 * The terminal client, the reference client of {@code acp-api}: launches an agent command, opens a
 * session in the current directory and sends prompts (one given on the command line, else one per
 * line the user types), showing the answer as it streams and tool calls with their status and
 * diffs. It serves {@code fs/*} and {@code terminal/*} from this machine, asks for permissions on
 * the terminal (showing what the call will do first), or allows once with {@code --yes}. Ctrl-C
 * cancels the running turn and answers its pending questions {@code cancelled}; the lines typed
 * after it are new prompts, never answers to those questions.
 */
public final class SampleClient implements AcpClientEndpoint {

	/** The exit code after Ctrl-C, as a shell reports a process ended by SIGINT. */
	static final int INTERRUPTED = 130;

	private final Screen screen;
	private final TerminalInput input;
	private final boolean allowAll;
	private final LocalFileSystem files;
	private final LocalTerminals terminals;
	private final ExecutorService questions = Executors.newSingleThreadExecutor(runnable -> {
		Thread thread = new Thread(runnable, "permission-question");
		thread.setDaemon(true);
		return thread;
	});
	/** The answers to the permission requests not answered yet. */
	private final Set<CompletableFuture<RequestPermissionResponse>> unanswered = ConcurrentHashMap.newKeySet();
	private volatile SessionSettings settings;
	/** Completes when the user leaves with Ctrl-C. */
	private final CompletableFuture<Void> leaving = new CompletableFuture<>();
	private volatile Turns turns;

	/**
	 * @param keys where the keys typed show when the terminal is in raw mode and this client reads
	 *             them itself ({@link TerminalInput#keys}); null to read {@code stdin} by lines
	 */
	SampleClient(Screen screen, InputStream stdin, PrintStream keys, boolean allowAll, Path directory) {
		this.screen = screen;
		this.input = keys == null ? new TerminalInput(stdin) : TerminalInput.keys(stdin, keys, this::interrupted);
		this.allowAll = allowAll;
		this.files = new LocalFileSystem(directory);
		this.terminals = new LocalTerminals(screen::commandOutput);
	}

	/** A failure that ends the chat, with the message for the user. */
	private static final class ChatException extends Exception {
		private static final long serialVersionUID = 1L;

		ChatException(String message) {
			super(message);
		}
	}

	/** Runs {@code chat} with its command-line arguments; returns the process exit code. */
	static int run(List<String> args, InputStream stdin, PrintStream out, PrintStream err) throws InterruptedException {
		ChatOptions options;
		try {
			options = ChatOptions.parse(args, System.getProperty(ChatOptions.LAUNCHER_PROPERTY));
		} catch (ChatOptions.UsageException e) {
			err.println("acp4j chat: " + e.getMessage());
			err.println(ChatOptions.USAGE);
			err.println("Try './acp4j chat --help' for more information.");
			return 2;
		}
		if (options.help()) {
			out.print(ChatOptions.HELP);
			out.flush();
			return 0;
		}
		// The library's logging is for a host to route; this client says what went wrong itself.
		LogManager.getLogManager().reset();
		// The terminal when the client runs in one; with every stream redirected (a script, a test) the
		// user is not at a terminal, whatever the controlling one is.
		PrintStream tty = Tty.isTerminal(0) || Tty.isTerminal(1) || Tty.isTerminal(2) ? Tty.open() : null;
		// Keys typed at the terminal are read in raw mode, Ctrl-C among them: a SIGINT would depend on
		// how this client was started (a script's background job starts it ignored, and the JVM keeps
		// an ignored SIGINT ignored), and would reach every process of the terminal's foreground group.
		Tty.Raw raw = tty != null && Tty.isTerminal(0) ? Tty.raw() : null;
		try {
			return chat(options, stdin, out, err, tty, raw != null);
		} finally {
			if (raw != null) {
				raw.close();
			}
		}
	}

	/** {@link #run} with the terminal set up: {@code raw} when this client reads the keys itself. */
	private static int chat(ChatOptions options, InputStream stdin, PrintStream out, PrintStream err, PrintStream tty, boolean raw)
			throws InterruptedException {
		PrintStream ui = tty != null ? tty : err;
		boolean uiTerminal = tty != null || Tty.isTerminal(2);
		AtomicInteger columns = new AtomicInteger(uiTerminal ? Tty.columns() : 0);
		if (uiTerminal) {
			try {
				Signal.handle(new Signal("WINCH"), resized -> columns.set(Tty.columns()));
			} catch (IllegalArgumentException noSuchSignal) {
				// Windows: the width read at the start stays
			}
		}
		boolean outTerminal = Tty.isTerminal(1);
		Screen screen = new Screen(out, ui, Screen.colourful(uiTerminal), () -> outTerminal ? columns.get() : 0, columns::get);
		if (options.agentUrl() != null) {
			return remote(options, screen, stdin, raw ? ui : null);
		}
		LocalAgent agent;
		try {
			agent = LocalAgent.start(options.agent());
		} catch (IOException e) {
			screen.line("acp4j chat: " + e.getMessage());
			return 1;
		}
		Path directory = Path.of("").toAbsolutePath();
		SampleClient client = new SampleClient(screen, stdin, raw ? ui : null, options.yes(), directory);
		// A client ended by a signal (its terminal closed) ends the agent too: it runs in a session of its own.
		Thread cleanUp = new Thread(() -> client.leave(agent, Duration.ofSeconds(2)), "chat-exit");
		Runtime.getRuntime().addShutdownHook(cleanUp);
		AcpAgentServer server;
		if (options.v2()) {
			server = V2Bridge.connect(client, screen, agent.output(), agent.input());
		} else {
			Launcher<AcpAgentServer> launcher = AcpLauncher.client(client, agent.output(), agent.input());
			launcher.startListening();
			server = launcher.getRemoteProxy();
		}
		try {
			return client.converse(server, options.prompt(), directory, options.agent());
		} catch (ChatException e) {
			screen.finishLine();
			Integer exit = agent.exitCode(Duration.ofSeconds(2));
			screen.line(e.getMessage() + (exit == null ? "" : " (the agent exited with code " + exit + ")"));
			return 1;
		} finally {
			client.leave(agent, Duration.ofSeconds(5));
			Runtime.getRuntime().removeShutdownHook(cleanUp);
		}
	}

	/**
	 * Talks to the agent at the options' URL over WebSocket, or Streamable HTTP with {@code --http}, with
	 * the bearer token in {@code ACP4J_TOKEN}.
	 */
	private static int remote(ChatOptions options, Screen screen, InputStream stdin, PrintStream keys) throws InterruptedException {
		URI url = options.agentUrl();
		AcpHttpClient.Builder builder = options.http() ? AcpHttpClient.streamableHttp(url) : AcpHttpClient.webSocket(url);
		String token = System.getenv("ACP4J_TOKEN");
		if (token != null && !token.isBlank()) {
			builder.bearerToken(token.strip());
		}
		Path directory = Path.of("").toAbsolutePath();
		SampleClient client = new SampleClient(screen, stdin, keys, options.yes(), directory);
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection;
		try {
			connection = builder.connect(sink -> AcpLauncher.client(client, sink));
		} catch (IOException e) {
			screen.line("acp4j chat: cannot reach the agent at " + url + ": " + e.getMessage()
					+ (token == null ? " (is ACP4J_TOKEN set to the agent's token?)" : ""));
			return 1;
		}
		try {
			return client.converse(connection.launcher().getRemoteProxy(), options.prompt(), directory, List.of(url.toString()));
		} catch (ChatException e) {
			screen.finishLine();
			screen.line(e.getMessage());
			return 1;
		} finally {
			client.terminals.releaseAll();
			connection.close();
		}
	}

	/**
	 * Ctrl-C read as a key: what SIGINT does otherwise. In a session it cancels the turn or leaves (see
	 * {@link Turns#interrupt}); before there is one, the client exits as SIGINT would end it.
	 */
	private void interrupted() {
		Turns session = turns;
		if (session != null) {
			session.interrupt();
		} else {
			System.exit(INTERRUPTED);
		}
	}

	/** Ends the commands still running and the agent with every process it started. */
	private void leave(LocalAgent agent, Duration grace) {
		terminals.releaseAll();
		agent.close(grace);
	}

	private int converse(AcpAgentServer agent, String prompt, Path directory, List<String> command)
			throws ChatException, InterruptedException {
		ClientCapabilities capabilities = ClientCapabilities.builder()
				.fs(FileSystemCapabilities.builder().readTextFile(true).writeTextFile(true).build())
				.terminal(true)
				.session(ClientSessionCapabilities.builder().notices(NoticeCapabilities.of()).build())
				.build();
		InitializeResponse initialized = await(agent.initialize(InitializeRequest.builder(1)
				.clientCapabilities(capabilities)
				.clientInfo(Implementation.builder("acp4j-sample-client", Version.get()).title("ACP4J terminal client").build())
				.build()), "initialize");
		NewSessionResponse session = await(agent.newSession(NewSessionRequest.of(directory.toString(), List.of())),
				"session/new");
		SessionSettings started = new SessionSettings(agent, session.sessionId());
		started.started(session);
		settings = started;
		banner(initialized.agentInfo(), command, directory, prompt == null);
		Turns turns = new Turns(agent, session.sessionId());
		this.turns = turns;
		// Ctrl-C when the keys are not read in raw mode (the input is not the terminal), or a kill -INT.
		Signal.handle(new Signal("INT"), signal -> turns.interrupt());
		if (prompt != null) {
			return turns.send(prompt) ? 0 : INTERRUPTED;
		}
		for (;;) {
			screen.prompt();
			CompletableFuture<Optional<String>> next = input.next();
			try {
				CompletableFuture.anyOf(next, leaving).get();
			} catch (ExecutionException e) {
				throw new IllegalStateException(e.getCause()); // neither fails
			}
			if (leaving.isDone()) {
				next.cancel(false);
				screen.line("");
				return INTERRUPTED;
			}
			Optional<String> line = next.getNow(Optional.empty());
			if (line.isEmpty()) {
				screen.line("");
				return 0;
			}
			String typed = TerminalInput.printable(line.get());
			String text = typed.strip();
			if (text.equals("/exit")) {
				return 0;
			}
			if (text.isEmpty() || command(text)) {
				continue;
			}
			if (!turns.send(typed)) {
				return INTERRUPTED;
			}
		}
	}

	private void banner(Implementation agentInfo, List<String> command, Path directory, boolean interactive) {
		String agentName = agentInfo == null ? command.get(0)
				: (agentInfo.title() != null ? agentInfo.title() : agentInfo.name())
						+ (agentInfo.version() == null ? "" : " " + agentInfo.version());
		String model = settings.model();
		String mode = settings.mode();
		screen.note(agentName + (model == null ? "" : " · model " + model) + (mode == null ? "" : " · mode " + mode) + " · "
				+ directory);
		if (interactive) {
			screen.note("Type a prompt; /help lists the commands; Ctrl-C cancels a turn; /exit or Ctrl-D leaves.");
		}
	}

	/** Runs one of the client's own commands; false when the line is a prompt (the agent's own commands are). */
	private boolean command(String line) {
		String[] words = line.split("\\s+", 3);
		switch (words[0]) {
		case "/help":
			ChatOptions.HELP.lines().dropWhile(help -> !help.startsWith("in the chat:")).skip(1)
					.takeWhile(help -> !help.isBlank()).forEach(screen::line);
			screen.line("  /NAME ...           anything else that starts with / goes to the agent (its own commands)");
			return true;
		case "/mode":
			choose(SessionConfigOptionCategory.MODE, null, words.length > 1 ? line.substring(words[0].length()).strip() : null);
			return true;
		case "/model":
			choose(SessionConfigOptionCategory.MODEL, null, words.length > 1 ? line.substring(words[0].length()).strip() : null);
			return true;
		case "/config":
			if (words.length < 3) {
				show(null, words.length == 2 ? words[1] : null);
			} else {
				choose(null, words[1], words[2].strip());
			}
			return true;
		default:
			return false;
		}
	}

	/** Shows a setting's choices, or switches it to {@code wanted}. */
	private void choose(SessionConfigOptionCategory category, String id, String wanted) {
		if (wanted == null) {
			show(category, id);
			return;
		}
		CompletableFuture<String> change = settings.change(category, id, wanted);
		try {
			CompletableFuture.anyOf(change, leaving).get();
			if (change.isDone()) {
				screen.note((category != null ? category.value() : id) + ": " + change.join());
			}
		} catch (ExecutionException e) {
			screen.line(describe(e.getCause()));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private void show(SessionConfigOptionCategory category, String id) {
		List<String> lines = settings.describe(category, id);
		if (lines.isEmpty()) {
			screen.line(category != null ? "The agent offers no " + category.value() + " to choose."
					: id == null ? "The agent offers no options." : "The agent has no option " + id + "; /config lists them.");
		}
		lines.forEach(screen::line);
	}

	/** The prompt turns of the session: one at a time; Ctrl-C cancels the running one, or leaves between turns. */
	private final class Turns {
		private final AcpAgentServer agent;
		private final String sessionId;
		private volatile CompletableFuture<PromptResponse> running;
		private volatile boolean cancelling;

		Turns(AcpAgentServer agent, String sessionId) {
			this.agent = agent;
			this.sessionId = sessionId;
		}

		/** Sends a prompt and shows its turn; false when the user left during it. */
		boolean send(String text) throws ChatException, InterruptedException {
			CompletableFuture<PromptResponse> turn = agent.prompt(PromptRequest.of(sessionId, List.of(TextContent.of(text))));
			cancelling = false;
			running = turn;
			try {
				CompletableFuture.anyOf(turn, leaving).get();
			} catch (ExecutionException e) {
				if (!(e.getCause() instanceof ResponseErrorException refused)) {
					throw new ChatException("The agent ended during the turn.");
				}
				screen.finishLine();
				screen.line(describe(refused));
				return true;
			} finally {
				running = null;
			}
			if (leaving.isDone()) {
				screen.finishLine();
				return false;
			}
			screen.endTurn(turn.join().stopReason().toString().toLowerCase(Locale.ROOT));
			return true;
		}

		/**
		 * Ctrl-C: cancels the running turn (once; a second Ctrl-C leaves) and answers its pending
		 * questions {@code cancelled}, as ACP asks of a client; between turns, leaves.
		 */
		void interrupt() {
			if (running == null || cancelling) {
				screen.note("(leaving)");
				leaving.complete(null);
				return;
			}
			cancelling = true;
			screen.note("(cancelling; Ctrl-C again leaves)");
			agent.cancel(CancelNotification.of(sessionId));
			RequestPermissionResponse cancelled = RequestPermissionResponse.of(CancelledPermissionOutcome.of());
			unanswered.forEach(answer -> answer.complete(cancelled));
		}
	}

	@Override
	public void sessionUpdate(SessionNotification notification) {
		SessionSettings current = settings;
		if (current != null && notification.update() instanceof ConfigOptionUpdate update) {
			current.options(update.configOptions());
		} else if (current != null && notification.update() instanceof CurrentModeUpdate update) {
			current.currentMode(update.currentModeId());
			Turns session = turns;
			if (session != null && session.running != null) {
				screen.note("mode: " + current.mode()); // the agent's own switch; the user's is shown where it is asked
			}
		}
		screen.show(notification.update());
	}

	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		List<PermissionOption> options = request.options() == null ? List.of() : request.options();
		if (allowAll) {
			return CompletableFuture.completedFuture(RequestPermissionResponse.of(allowOnce(options)));
		}
		// Asking on the terminal blocks: never on the connection's reader thread. The answer is given
		// by the user, or by Ctrl-C (cancelled), or withdrawn by the agent ($/cancel_request).
		CompletableFuture<RequestPermissionResponse> answer = new CompletableFuture<>();
		unanswered.add(answer);
		answer.whenComplete((done, withdrawn) -> unanswered.remove(answer));
		questions.execute(() -> ask(request, options, answer));
		return answer;
	}

	/** Asks on the terminal, unless the question was answered while an earlier one was on screen. */
	private void ask(RequestPermissionRequest request, List<PermissionOption> options,
			CompletableFuture<RequestPermissionResponse> answer) {
		if (answer.isDone()) {
			return;
		}
		screen.question(request.toolCall(), options);
		CompletableFuture<Optional<String>> line = input.next();
		// Once answered otherwise, the question stops reading: the next line is someone else's.
		answer.whenComplete((done, withdrawn) -> line.cancel(false));
		Optional<String> typed;
		try {
			typed = line.get();
		} catch (CancellationException | ExecutionException | InterruptedException abandoned) {
			return;
		}
		if (!answer.complete(RequestPermissionResponse.of(chosen(options, typed)))) {
			typed.ifPresent(input::unread); // read as the question was answered otherwise: it is the next prompt's
		}
	}

	private static RequestPermissionOutcome allowOnce(List<PermissionOption> options) {
		for (PermissionOption option : options) {
			if (option.kind() == PermissionOptionKind.ALLOW_ONCE) {
				return SelectedPermissionOutcome.of(option.optionId());
			}
		}
		return CancelledPermissionOutcome.of();
	}

	/** The option numbered by the line, else the rejection (a line that is no choice, or the end of input). */
	private static RequestPermissionOutcome chosen(List<PermissionOption> options, Optional<String> line) {
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

	/** The answer of a request, or a {@link ChatException} saying why there is none. */
	private static <T> T await(CompletableFuture<T> answer, String method) throws ChatException, InterruptedException {
		try {
			return answer.get();
		} catch (ExecutionException e) {
			if (e.getCause() instanceof ResponseErrorException refused) {
				throw new ChatException("The agent answered " + method + " with an error: "
						+ refused.getResponseError().getMessage());
			}
			throw new ChatException("The agent ended before it answered " + method + ".");
		}
	}

	/** A failed request as the user reads it: the agent's message, or this client's. */
	private static String describe(Throwable error) {
		if (error instanceof ResponseErrorException refused) {
			return "The agent answered with an error: " + refused.getResponseError().getMessage();
		}
		return error instanceof IllegalArgumentException ? error.getMessage() : "The agent ended before it answered.";
	}
}
