package io.github.acp4j.agent.turn;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.project.ProjectInstructions;
import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.agent.spi.ToolSpec;
import io.github.acp4j.agent.spi.VisibleText;
import io.github.acp4j.agent.store.StoredMessage;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.Terminal;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * One prompt turn: streams the model, runs the tool calls it asks for through the permission engine,
 * feeds the results back, and repeats until the model stops or a limit is hit. It runs on its own
 * thread; {@link #cancel} stops the HTTP call, the process or the request to the client in flight,
 * and the turn's thread answers {@code cancelled} once it has cleaned up (a client terminal killed
 * and released, the tool call's last update sent). The answer is the turn's last message.
 */
public final class PromptTurn implements Session.Turn {

	private static final Logger LOG = Logger.getLogger(PromptTurn.class.getName());
	/** The most tools a request offers: OpenAI's limit. */
	static final int MAX_TOOLS = 128;
	/**
	 * How long a cancelled turn's thread has to stop before the turn is answered without it (longer
	 * than a client terminal's clean-up takes with a client that does not answer), and how long the
	 * session's next prompt then waits for that thread before it is refused.
	 */
	public static final Duration CANCEL_GRACE = Duration.ofSeconds(10);
	/** The {@code _meta} key of a prompt's answer that says the session is not being saved, and why. */
	public static final String STORAGE_META = "acp4j/storage";

	private final Session session;
	private final List<ContentBlock> prompt;
	/** The prompt's own text once the turn read it, for the title. */
	private String promptText = "";
	private final ClientCapabilities capabilities;
	private final Map<String, AgentTool> tools;
	private final PermissionEngine permissions;
	private final AgentConfig config;
	private final ProjectInstructions instructions;
	private final OutputRedactor redactor;
	private final SlashCommands commands;
	private final Duration cancelGrace;
	private final Cancellation cancellation = new Cancellation();
	/** Everything the turn sends, closed when it answers. */
	private final TurnClient client;
	private final Compactor compactor;
	private final CompletableFuture<PromptResponse> answer = new CompletableFuture<>();
	private final CompletableFuture<Void> finished = new CompletableFuture<>();
	/** Whether the tool call in hand got past its permission check (the turn's thread only). */
	private boolean running;
	/** Whether this turn logged that MCP tools were left out (the turn's thread only). */
	private boolean loggedTooManyTools;
	/** The id the client knows the tool call in hand by, once it was shown (the turn's thread only). */
	private String shownCall;

	public PromptTurn(Session session, List<ContentBlock> prompt, AcpClientEndpoint client, ClientCapabilities capabilities,
			Map<String, AgentTool> tools, PermissionEngine permissions, AgentConfig config, ProjectInstructions instructions,
			OutputRedactor redactor, SlashCommands commands, Duration cancelGrace) {
		this.session = session;
		this.cancelGrace = cancelGrace;
		this.prompt = List.copyOf(prompt);
		this.capabilities = capabilities;
		this.tools = tools;
		this.permissions = permissions;
		this.config = config;
		this.instructions = instructions;
		this.redactor = redactor;
		this.commands = commands;
		this.client = new TurnClient(client, session.id());
		this.compactor = new Compactor(session, this.client, capabilities, cancellation, config, this::tell);
	}

	/** The answer to {@code session/prompt}. */
	public CompletableFuture<PromptResponse> answer() {
		return answer;
	}

	@Override
	public boolean over() {
		return answer.isDone() || cancellation.isCancelled();
	}

	@Override
	public CompletableFuture<Void> finished() {
		return finished;
	}

	@Override
	public void cancel() {
		if (cancellation.isCancelled()) {
			return;
		}
		cancellation.cancel();
		// The turn's thread answers once it stopped; one stuck in a tool that ignores the cancel is answered for.
		CompletableFuture.delayedExecutor(cancelGrace.toMillis(), TimeUnit.MILLISECONDS)
				.execute(() -> complete(PromptResponse.of(StopReason.CANCELLED), null));
	}

	/**
	 * Runs the turn on {@code turns} once {@code previous} (the session's previous turn's thread
	 * finishing) completes. A previous turn stuck in a tool that ignored its cancel keeps the history,
	 * so after {@code cancelGrace} this turn is answered -32603 without running, the history
	 * untouched; the session takes prompts again once that thread ends.
	 */
	public void runAfter(CompletableFuture<Void> previous, Executor turns) {
		previous.copy().orTimeout(cancelGrace.toMillis(), TimeUnit.MILLISECONDS).whenCompleteAsync((done, stuck) -> {
			if (stuck == null) {
				run();
				return;
			}
			LOG.warning("Session " + session.id() + ": a prompt is refused, the previous turn's thread is still running");
			complete(null, JsonRpcErrors.internalError("The previous turn of session " + session.id()
					+ " is still stopping (a tool ignored the cancel); try again later"));
			finished.complete(null);
		}, turns);
	}

	/** Runs the turn on the calling thread. */
	public void run() {
		try {
			StopReason stopReason = loop();
			giveTitle();
			complete(PromptResponse.of(stopReason), null);
		} catch (CancellationException e) {
			complete(PromptResponse.of(StopReason.CANCELLED), null);
		} catch (LlmException e) {
			LOG.warning("Prompt turn failed: " + e.getMessage());
			complete(null, JsonRpcErrors.internalError(e.getMessage()));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			complete(PromptResponse.of(StopReason.CANCELLED), null);
		} catch (ResponseErrorException e) {
			complete(null, e);
		} catch (RuntimeException | Error e) {
			// An Error too (a tool's stack overflow): the prompt is answered, never left waiting.
			LOG.severe("Prompt turn failed: " + redactor.redact(e));
			complete(null, JsonRpcErrors.internalError("Internal error: " + JsonRpcErrors.oneLine(redactor.redact(String.valueOf(e)))));
		} finally {
			session.log().sync();
			finished.complete(null);
		}
	}

	/** Appends a completed message to the history and to the session's log. */
	private void record(ChatMessage message, List<SessionUpdate> replay) {
		session.history().add(message);
		session.log().append(new StoredMessage(message, replay));
	}

	/** A notice to a client that shows notices, else the same words as an agent message; false once the turn answered. */
	@Override
	public boolean tell(Notice notice) {
		if (capabilities != null && capabilities.session() != null && capabilities.session().notices() != null) {
			return client.offer(notice);
		}
		return client.offer(AgentMessageChunk.of(TextContent.of("[" + notice.title()
				+ (notice.description() == null ? "" : ": " + notice.description()) + "]\n")));
	}

	/** After the first turn: a title from the first prompt, stored and sent. */
	private void giveTitle() {
		if (session.title() != null || promptText.isEmpty()) {
			return;
		}
		String title = Titles.of(promptText);
		session.setTitle(title);
		session.log().title(title);
		client.send(SessionInfoUpdate.builder().title(title).updatedAt(Instant.now().toString()).build());
	}

	/**
	 * Answers the prompt, once: closes the gate (what the turn still sends is dropped from here on),
	 * then sends the answer. A cancelled turn answers {@code cancelled} whatever ended it, as ACP asks.
	 */
	private void complete(PromptResponse response, Throwable error) {
		if (!client.close()) {
			return;
		}
		if (cancellation.isCancelled()) {
			answer.complete(withStorage(PromptResponse.of(StopReason.CANCELLED)));
		} else if (error != null) {
			answer.completeExceptionally(error);
		} else {
			answer.complete(withStorage(response));
		}
	}

	/** The answer, saying under {@value #STORAGE_META} why when the session is not being saved. */
	private PromptResponse withStorage(PromptResponse response) {
		Optional<String> problem = session.log().problem();
		if (problem.isEmpty()) {
			return response;
		}
		JsonObject meta = new JsonObject();
		meta.addProperty(STORAGE_META, problem.get());
		return response.toBuilder().meta(meta).build();
	}

	private StopReason loop() throws LlmException, InterruptedException {
		List<ChatMessage> history = session.history();
		ToolContext context = new ToolContext(session.id(), session.workspace(), client, capabilities, client::send,
				cancellation, null, session.sandboxPolicy());
		session.takeNotices().forEach(this::tell);
		// A command file added or changed since the client was told: it is told again.
		List<AvailableCommand> offered = commands.available(session.workspace().cwd());
		if (session.offerCommands(offered)) {
			client.send(AvailableCommandsUpdate.of(offered));
		}
		Optional<SlashCommands.Invocation> command = commands.parse(prompt, session.workspace().cwd());
		if (command.isPresent() && command.get().name().equals(SlashCommands.CLEAR)) {
			return clear();
		}
		if (command.isPresent() && command.get().name().equals(SlashCommands.COMPACT)) {
			// Now, whatever the threshold; the typed command is not recorded.
			return compactor.compactNow(command.get().arguments());
		}
		// A command's prompt goes to the model; the client is shown, also when it loads, what the user typed.
		PromptContent content = command.isEmpty() ? PromptContent.of(prompt, tools.get("read_file"), context)
				: PromptContent.of(command.get().expand(prompt), tools.get("read_file"), context).typed(prompt);
		promptText = content.text().isBlank() ? content.message().text() : content.text();
		// Read once a turn, on the turn's thread: an edit counts from the next prompt on.
		String projectInstructions = instructions.read(session.workspace().cwd());
		compactor.checkFits(request(List.of(content.message()), available(), projectInstructions));
		record(content.message(), content.replay());
		for (int requests = 0;; requests++) {
			if (requests >= config.maxTurnRequests()) {
				return StopReason.MAX_TURN_REQUESTS;
			}
			cancellation.throwIfCancelled();
			// MCP servers may change their tools between two requests.
			Map<String, AgentTool> available = available();
			LlmResponse response = ThoughtLevelFallback.send(session,
					() -> compactor.send(() -> request(history, available, projectInstructions), streamListener()), this::tell);
			List<SessionUpdate> replay = new ArrayList<>();
			if (!response.reasoning().isEmpty()) {
				replay.add(AgentThoughtChunk.of(TextContent.of(response.reasoning())));
			}
			if (!response.text().isEmpty()) {
				replay.add(AgentMessageChunk.of(TextContent.of(response.text())));
			}
			List<ToolCallRequest> calls = uniqueIds(response.toolCalls(), history);
			record(ChatMessage.assistant(response.text(), response.reasoning(), response.reasoningSignature(), calls), replay);
			switch (response.finishReason()) {
			case LENGTH:
				unrun(calls, 0, "Not run: the answer was cut off at the output token limit before this call was complete.");
				return StopReason.MAX_TOKENS;
			case CONTENT_FILTER:
				unrun(calls, 0, "Not run: the provider's content filter stopped the answer.");
				return StopReason.REFUSAL;
			default:
				break;
			}
			if (calls.isEmpty()) {
				return StopReason.END_TURN;
			}
			runTools(calls, available, context);
		}
	}

	/**
	 * Runs the calls of one model answer in order. Whatever ends the turn on the way (a cancel, a
	 * failure), every call still gets exactly one result, saying why it did not run: the next request
	 * must answer each call, as the APIs require.
	 */
	private void runTools(List<ToolCallRequest> calls, Map<String, AgentTool> available, ToolContext context)
			throws InterruptedException {
		int done = 0;
		try {
			for (ToolCallRequest call : calls) {
				ToolOutcome outcome = runTool(call, available.get(call.name()), context);
				shownCall = null;
				record(ChatMessage.tool(call.id(), outcome.forModel()), List.of(outcome.shown(), replayable(outcome)));
				done++;
			}
		} catch (CancellationException | InterruptedException e) {
			String why = running ? "Cancelled by the user while it ran; it may have partly taken effect."
					: "Cancelled by the user before it ran.";
			endShownCall(why);
			unrun(calls.subList(done, done + 1), 0, why);
			unrun(calls, done + 1, "Not run: the user cancelled the turn at an earlier call of the same answer.");
			throw e;
		} catch (RuntimeException | Error e) {
			endShownCall("The turn failed before this call finished.");
			unrun(calls, done, "Not run: the turn failed before this call finished.");
			throw e;
		}
	}

	/** The tool call in hand, if the client was shown it, gets its last update: failed, saying why. */
	private void endShownCall(String why) {
		if (shownCall != null) {
			client.send(failed(shownCall, why));
		}
	}

	/** Records a result for each call from {@code from} on that did not run. */
	private void unrun(List<ToolCallRequest> calls, int from, String why) {
		for (ToolCallRequest call : calls.subList(Math.min(from, calls.size()), calls.size())) {
			record(ChatMessage.tool(call.id(), why), List.of());
		}
	}

	/**
	 * The calls with ids no earlier call of the history (or of the same answer) has: a model that
	 * repeats an id would otherwise get two results for one id, which the APIs refuse.
	 */
	static List<ToolCallRequest> uniqueIds(List<ToolCallRequest> calls, List<ChatMessage> history) {
		if (calls.isEmpty()) {
			return calls;
		}
		Set<String> used = new HashSet<>();
		history.forEach(message -> message.toolCalls().forEach(call -> used.add(call.id())));
		List<ToolCallRequest> unique = new ArrayList<>();
		for (ToolCallRequest call : calls) {
			String id = call.id() == null || call.id().isEmpty() ? "call" : call.id();
			for (int n = 2; !used.add(id); n++) {
				id = (call.id() == null || call.id().isEmpty() ? "call" : call.id()) + "_" + n;
			}
			unique.add(id.equals(call.id()) ? call : new ToolCallRequest(id, call.name(), call.arguments()));
		}
		return unique;
	}

	/**
	 * The built-in tools and the MCP servers' tools of the moment, at most {@link #MAX_TOOLS}: the MCP
	 * tools past that are left out, since OpenAI refuses every request that offers more.
	 */
	private Map<String, AgentTool> available() {
		Map<String, AgentTool> available = new LinkedHashMap<>(tools);
		List<AgentTool> offered = session.mcp().tools();
		for (AgentTool tool : offered) {
			if (available.size() == MAX_TOOLS) {
				if (!loggedTooManyTools) {
					loggedTooManyTools = true;
					LOG.warning("Session " + session.id() + ": " + MAX_TOOLS + " tools at most are offered; some of the "
							+ offered.size() + " MCP tools are left out");
				}
				break;
			}
			available.putIfAbsent(tool.name(), tool);
		}
		return available;
	}

	/** A request of the system prompt, {@code messages} and {@code available} tools. */
	private LlmRequest request(List<ChatMessage> messages, Map<String, AgentTool> available, String projectInstructions) {
		List<ToolSpec> specs = new ArrayList<>();
		for (AgentTool tool : available.values()) {
			specs.add(new ToolSpec(tool.name(), tool.description(), tool.parameters()));
		}
		List<ChatMessage> all = new ArrayList<>();
		all.add(ChatMessage.system(SystemPrompt.text(session, projectInstructions)));
		all.addAll(messages);
		return new LlmRequest(session.model(), all, specs, session.id(), session.requestThoughtLevel());
	}

	/** {@code /clear}: the model is sent nothing of the conversation so far, and a loading client is shown none of it. */
	private StopReason clear() {
		session.history().clear();
		session.log().clear();
		client.send(AgentMessageChunk.of(TextContent.of("The conversation starts over: the model no longer sees what was "
				+ "said before. The session keeps its mode, model and permissions.")));
		return StopReason.END_TURN;
	}

	private StreamListener streamListener() {
		return new StreamListener() {
			@Override
			public void onText(String delta) {
				client.send(AgentMessageChunk.of(TextContent.of(delta)));
			}

			@Override
			public void onReasoning(String delta) {
				client.send(AgentThoughtChunk.of(TextContent.of(delta)));
			}
		};
	}

	/** What a tool call left: the model's answer, and the call as last shown to the client. */
	private record ToolOutcome(String forModel, ToolCall shown, ToolCallUpdate last) {
	}

	/** Runs one tool call end to end. */
	private ToolOutcome runTool(ToolCallRequest request, AgentTool tool, ToolContext turnContext) throws InterruptedException {
		running = false;
		shownCall = null;
		// A cancel that came while the model's answer was recorded: nothing of this call is shown or asked.
		cancellation.throwIfCancelled();
		String id = session.nextToolCallId();
		ToolContext context = turnContext.forCall(id);
		JsonElement rawInput = parseArguments(request.arguments());
		if (tool == null) {
			return report(id, request.name(), ToolKind.OTHER, rawInput, "Unknown tool " + request.name(),
					"Error: there is no tool named " + request.name() + ".");
		}
		if (!(rawInput instanceof JsonObject)) {
			return report(id, tool.name(), tool.kind(), rawInput, "The arguments are not a JSON object",
					"Error: the arguments of " + tool.name() + " must be a JSON object.");
		}
		AgentTool.Call call;
		try {
			call = tool.prepare((JsonObject) rawInput, context);
		} catch (ToolException e) {
			return report(id, tool.name(), tool.kind(), rawInput, e.getMessage(), "Error: " + e.getMessage());
		} catch (CancellationException e) {
			throw e;
		} catch (RuntimeException e) {
			// A path the file system refuses (a NUL byte), or a tool's own bug: the call fails, the turn goes on.
			String message = failure(tool, e);
			return report(id, tool.name(), tool.kind(), rawInput, message, "Error: " + message);
		}
		// What the user sees of the call, before it runs and when asked: nothing in it can hide what runs.
		String title = VisibleText.line(call.title() != null ? call.title() : tool.name());
		List<ToolCallContent> command = call.command() == null ? null
				: List.of(Content.of(TextContent.of(VisibleText.codeBlock(call.command()))));
		ToolCall shown = ToolCall.builder(id, title).name(tool.name()).kind(tool.kind()).status(ToolCallStatus.PENDING)
				.content(command).locations(call.locations()).rawInput(rawInput).build();
		client.send(shown);
		shownCall = id;
		ToolCallUpdate asked = ToolCallUpdate.builder(id).title(title).kind(tool.kind()).status(ToolCallStatus.PENDING)
				.content(command).locations(call.locations()).rawInput(rawInput).build();
		PermissionEngine.Verdict verdict = permissions.check(session.preset(), tool, call, asked, context);
		cancellation.throwIfCancelled();
		if (!verdict.allowed()) {
			ToolCallUpdate denied = failed(id, verdict.reason());
			client.send(denied);
			return new ToolOutcome("Permission denied: " + verdict.reason()
					+ " Do not retry the same call; ask the user or try another way.", shown, denied);
		}
		running = true;
		client.send(ToolCallUpdate.builder(id).status(ToolCallStatus.IN_PROGRESS).build());
		try {
			// Output may hold a secret the tool came across (a file, a process's environment): it leaves redacted.
			ToolResult result = redactor.redact(call.run(context));
			cancellation.throwIfCancelled();
			ToolCallUpdate completed = ToolCallUpdate.builder(id).status(ToolCallStatus.COMPLETED).content(result.content())
					.rawOutput(rawOutput(result)).build();
			client.send(completed);
			return new ToolOutcome(result.forModel(), shown, completed);
		} catch (ToolException e) {
			String message = redactor.redact(e.getMessage());
			ToolCallUpdate error = failed(id, message);
			client.send(error);
			return new ToolOutcome("Error: " + message, shown, error);
		} catch (CancellationException e) {
			throw e;
		} catch (RuntimeException e) {
			String message = failure(tool, e);
			ToolCallUpdate error = failed(id, message);
			client.send(error);
			return new ToolOutcome("Error: " + message, shown, error);
		}
	}

	/** A crashed tool's one line for the model and the client, its stack trace logged; both without a secret. */
	private String failure(AgentTool tool, RuntimeException e) {
		LOG.warning("Tool " + tool.name() + " failed: " + redactor.redact(e));
		return JsonRpcErrors.oneLine(redactor.redact(tool.name() + " failed: " + (e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName())));
	}

	/**
	 * The last update of a call as a loading client can show it: a client terminal is released by
	 * then, so its output is stored as text.
	 */
	private static ToolCallUpdate replayable(ToolOutcome outcome) {
		ToolCallUpdate last = outcome.last();
		if (last.content() == null || last.content().stream().noneMatch(Terminal.class::isInstance)) {
			return last;
		}
		return ToolCallUpdate.builder(last.toolCallId()).status(last.status()).content(List.of(Content.of(TextContent.of(outcome.forModel()))))
				.rawOutput(last.rawOutput()).build();
	}

	/** A call that failed before it could be shown properly: shown and failed at once. */
	private ToolOutcome report(String id, String name, ToolKind kind, JsonElement rawInput, String error, String forModel) {
		// A tool that refuses its arguments may quote what it found while checking them.
		error = redactor.redact(error);
		forModel = redactor.redact(forModel);
		ToolCall shown = ToolCall.builder(id, name).name(name).kind(kind).status(ToolCallStatus.PENDING).rawInput(rawInput).build();
		ToolCallUpdate failed = failed(id, error);
		client.send(shown);
		client.send(failed);
		return new ToolOutcome(forModel, shown, failed);
	}

	/** A call's failed update; {@code reason}, already redacted, is its content and its raw output. */
	private static ToolCallUpdate failed(String id, String reason) {
		JsonObject raw = new JsonObject();
		raw.addProperty("error", reason);
		return ToolCallUpdate.builder(id).status(ToolCallStatus.FAILED).content(List.of(Content.of(TextContent.of(reason)))).rawOutput(raw)
				.build();
	}

	/**
	 * A completed call's raw output: the tool's structured output when it gives one (a command's exit
	 * code, an MCP result), else {@code {"output": ...}} with the text the model got, so that every
	 * tool's final update carries one.
	 */
	private static JsonElement rawOutput(ToolResult result) {
		if (result.rawOutput() != null) {
			return result.rawOutput();
		}
		JsonObject raw = new JsonObject();
		raw.addProperty("output", result.forModel());
		return raw;
	}

	private static JsonElement parseArguments(String arguments) {
		if (arguments == null || arguments.isBlank()) {
			return new JsonObject();
		}
		try {
			return JsonParser.parseString(arguments);
		} catch (RuntimeException e) {
			return null;
		}
	}
}
