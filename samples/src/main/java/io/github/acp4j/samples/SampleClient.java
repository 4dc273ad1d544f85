package io.github.acp4j.samples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * A minimal ACP client: launches an agent command, initializes, opens a session in the current
 * directory, sends prompts (one with {@code --prompt}, else one per line of standard input) and
 * prints the streamed updates. Permission requests are asked on the terminal, or allowed once with
 * {@code --yes}.
 */
public final class SampleClient implements AcpClientEndpoint {

	private final PrintStream out;
	private final PrintStream err;
	private final BufferedReader terminal;
	private final boolean allowAll;

	SampleClient(PrintStream out, PrintStream err, BufferedReader terminal, boolean allowAll) {
		this.out = out;
		this.err = err;
		this.terminal = terminal;
		this.allowAll = allowAll;
	}

	/** Runs the client with command-line arguments; returns the process exit code. */
	static int run(String[] args, InputStream stdin, PrintStream out, PrintStream err) throws Exception {
		boolean allowAll = false;
		String prompt = null;
		List<String> command = new ArrayList<>();
		for (int i = 0; i < args.length; i++) {
			if ("--".equals(args[i])) {
				command.addAll(List.of(args).subList(i + 1, args.length));
				break;
			} else if ("--yes".equals(args[i])) {
				allowAll = true;
			} else if ("--prompt".equals(args[i]) && i + 1 < args.length) {
				prompt = args[++i];
			} else {
				err.println("unknown argument: " + args[i]);
				err.println(Main.USAGE);
				return 2;
			}
		}
		if (command.isEmpty()) {
			err.println("missing agent command after --");
			err.println(Main.USAGE);
			return 2;
		}
		Process agentProcess;
		try {
			agentProcess = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
		} catch (IOException e) {
			err.println("cannot start " + command.get(0) + ": " + e.getMessage());
			return 1;
		}
		BufferedReader terminal = new BufferedReader(new InputStreamReader(stdin, StandardCharsets.UTF_8));
		SampleClient client = new SampleClient(out, err, terminal, allowAll);
		Launcher<AcpAgentServer> launcher = AcpLauncher.client(client, agentProcess.getInputStream(),
				agentProcess.getOutputStream());
		launcher.startListening();
		try {
			return client.converse(launcher.getRemoteProxy(), prompt);
		} catch (ExecutionException e) {
			err.println("agent error: " + describe(e.getCause()));
			return 1;
		} finally {
			agentProcess.getOutputStream().close();
			if (!agentProcess.waitFor(5, TimeUnit.SECONDS)) {
				agentProcess.destroy();
			}
		}
	}

	private int converse(AcpAgentServer agent, String prompt) throws Exception {
		agent.initialize(new InitializeRequest(1, ClientCapabilities.builder().build(),
				new Implementation("acp4j-sample-client", "ACP4J sample client", Version.get(), null), null)).get();
		NewSessionResponse session = agent.newSession(
				new NewSessionRequest(Path.of("").toAbsolutePath().toString(), null, List.of(), null)).get();
		if (prompt != null) {
			send(agent, session.sessionId(), prompt);
			return 0;
		}
		err.print("> ");
		err.flush();
		for (String line = terminal.readLine(); line != null; line = terminal.readLine()) {
			if (!line.isBlank()) {
				send(agent, session.sessionId(), line);
			}
			err.print("> ");
			err.flush();
		}
		return 0;
	}

	private void send(AcpAgentServer agent, String sessionId, String text) throws Exception {
		List<ContentBlock> prompt = List.of(TextContent.of(text));
		PromptResponse response = agent.prompt(new PromptRequest(sessionId, prompt, null)).get();
		out.println();
		out.flush();
		err.println("[" + response.stopReason().name().toLowerCase(Locale.ROOT) + "]");
	}

	@Override
	public void sessionUpdate(SessionNotification notification) {
		SessionUpdate update = notification.update();
		if (update instanceof AgentMessageChunk) {
			printText(out, ((AgentMessageChunk) update).content());
		} else if (update instanceof AgentThoughtChunk) {
			printText(err, ((AgentThoughtChunk) update).content());
		} else if (update instanceof ToolCall) {
			ToolCall call = (ToolCall) update;
			err.println("[tool " + call.toolCallId() + "] " + call.title() + " (" + call.status() + ")");
		} else if (update instanceof ToolCallUpdate) {
			ToolCallUpdate call = (ToolCallUpdate) update;
			if (call.status() != null) {
				err.println("[tool " + call.toolCallId() + "] " + call.status());
			}
		} else if (update instanceof Plan) {
			for (PlanEntry entry : ((Plan) update).entries()) {
				err.println("[plan] " + entry.status() + " " + entry.content());
			}
		}
	}

	private static void printText(PrintStream stream, ContentBlock content) {
		if (content instanceof TextContent) {
			stream.print(((TextContent) content).text());
			stream.flush();
		}
	}

	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		// Asking on the terminal blocks: never on the connection's reader thread.
		return CompletableFuture.supplyAsync(() -> new RequestPermissionResponse(choose(request), null));
	}

	private RequestPermissionOutcome choose(RequestPermissionRequest request) {
		List<PermissionOption> options = request.options();
		if (allowAll) {
			for (PermissionOption option : options) {
				if (option.kind() == PermissionOptionKind.ALLOW_ONCE) {
					return RequestPermissionOutcome.selected(option.optionId());
				}
			}
		}
		String title = request.toolCall().title() != null ? request.toolCall().title() : request.toolCall().toolCallId();
		err.println("Permission requested: " + title);
		for (int i = 0; i < options.size(); i++) {
			err.println("  " + (i + 1) + ") " + options.get(i).name());
		}
		err.print("choose 1-" + options.size() + " (anything else rejects): ");
		err.flush();
		try {
			String answer = terminal.readLine();
			int index = answer == null ? -1 : Integer.parseInt(answer.strip()) - 1;
			if (index >= 0 && index < options.size()) {
				return RequestPermissionOutcome.selected(options.get(index).optionId());
			}
		} catch (NumberFormatException notANumber) {
			// falls through to cancelled
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		return RequestPermissionOutcome.cancelled();
	}

	private static String describe(Throwable error) {
		if (error instanceof ResponseErrorException) {
			return ((ResponseErrorException) error).getResponseError().getMessage();
		}
		return String.valueOf(error.getMessage());
	}
}
