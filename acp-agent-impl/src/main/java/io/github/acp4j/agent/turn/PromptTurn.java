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

import com.google.gson.JsonObject;

import io.github.acp4j.agent.project.ProjectInstructions;
import io.github.acp4j.agent.project.Skills;
import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.session.Conversation;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolSpec;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;

/**
 * One prompt turn: streams the model, has the tool calls it asks for run ({@link ToolCalls}), feeds
 * the results back, and repeats until the model stops or a limit is hit; a slash command, the title
 * and the answer's storage note are the turn's too. It runs on its own
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
	private final TurnServices services;
	private final Cancellation cancellation = new Cancellation();
	/** Everything the turn sends, closed when it answers. */
	private final TurnClient client;
	private final Compactor compactor;
	private final ToolCalls toolCalls;
	private final CompletableFuture<PromptResponse> answer = new CompletableFuture<>();
	private final CompletableFuture<Void> finished = new CompletableFuture<>();
	/**
	 * Set just before the turn's end is told: a client that reads the idle state takes the session as
	 * free, and its next prompt (or resume) is taken, to start once this turn's thread is done.
	 */
	private volatile boolean ending;
	/** Whether this turn logged that MCP tools were left out (the turn's thread only). */
	private boolean loggedTooManyTools;
	/** Whether this turn's instructions list a skill: the {@code skill} tool is offered only then. */
	private boolean skillsListed;
	/** What the client was shown of the model's answer in flight (the turn's thread only): kept if the answer never completes. */
	private final StringBuilder shownText = new StringBuilder();
	private final StringBuilder shownReasoning = new StringBuilder();
	/** The id of the user message the prompt is inserted as. */
	private final String userMessageId = Conversation.newMessageId();
	/** The context the prompt was received in (its request's span): the turn's span is its child. */
	private final Context parent = Context.current();
	/** The ids of the model's answer in flight, its text and its thinking, once it has each (the turn's thread only). */
	private String answerId;
	private String thoughtId;

	public PromptTurn(Session session, List<ContentBlock> prompt, AcpClientEndpoint client, ClientCapabilities capabilities,
			TurnServices services) {
		this.session = session;
		this.prompt = List.copyOf(prompt);
		this.capabilities = capabilities;
		this.services = services;
		this.client = new TurnClient(client, session.feed());
		this.compactor = new Compactor(session, this.client, capabilities, cancellation, services.config, services.telemetry, this::tell);
		this.toolCalls = new ToolCalls(session, this.client, cancellation, services.permissions, services.redactor, services.telemetry);
	}

	/** The id of the user message this turn's prompt is inserted as: the session's, in every replay too. */
	public String userMessageId() {
		return userMessageId;
	}

	/** The answer to {@code session/prompt}. */
	public CompletableFuture<PromptResponse> answer() {
		return answer;
	}

	@Override
	public boolean cancelToolCall(String toolCallId) {
		return toolCalls.cancel(toolCallId);
	}

	@Override
	public boolean cancelTerminal(String terminalId) {
		// A display terminal's id is its command's call's.
		return client.terminalRunning(terminalId) && toolCalls.cancel(terminalId);
	}

	@Override
	public boolean over() {
		return ending || answer.isDone() || cancellation.isCancelled();
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
		CompletableFuture.delayedExecutor(services.cancelGrace.toMillis(), TimeUnit.MILLISECONDS)
				.execute(() -> complete(PromptResponse.of(StopReason.CANCELLED), null));
	}

	/**
	 * Runs the turn on {@code turns} once {@code previous} (the session's previous turn's thread
	 * finishing) completes. A previous turn stuck in a tool that ignored its cancel keeps the history,
	 * so after {@code cancelGrace} this turn is answered -32603 without running, the history
	 * untouched; the session takes prompts again once that thread ends.
	 */
	public void runAfter(CompletableFuture<Void> previous, Executor turns) {
		previous.copy().orTimeout(services.cancelGrace.toMillis(), TimeUnit.MILLISECONDS).whenCompleteAsync((done, stuck) -> {
			if (stuck == null) {
				run();
				return;
			}
			LOG.warning("Session " + session.id() + ": a prompt is refused, the previous turn's thread is still running");
			announce();
			complete(null, JsonRpcErrors.internalError("The previous turn of session " + session.id()
					+ " is still stopping (a tool ignored the cancel); try again later"));
			finished.complete(null);
		}, turns);
	}

	/** Runs the turn on the calling thread, in its {@code invoke_agent} span. */
	public void run() {
		long started = System.nanoTime();
		Span span = services.telemetry.turnStarted(parent, session.id(), session.provider().id(), session.model());
		try (Scope scope = span.makeCurrent()) {
			runInSpan();
		} finally {
			PromptResponse response = answer.isCompletedExceptionally() ? null : answer.getNow(null);
			services.telemetry.turnEnded(span, started, response != null ? response.stopReason() : null,
					response != null ? null : answer.handle((done, failure) -> failure).getNow(null));
		}
	}

	private void runInSpan() {
		try {
			announce();
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
			LOG.severe("Prompt turn failed: " + services.redactor.redact(e));
			complete(null, JsonRpcErrors.internalError("Internal error: " + JsonRpcErrors.oneLine(services.redactor.redact(String.valueOf(e)))));
		} finally {
			session.conversation().sync();
			finished.complete(null);
		}
	}

	/** The turn starts: the session runs, and the prompt is its user message. */
	private void announce() {
		client.publish(SessionEvent.StateChanged.running());
		client.publish(new SessionEvent.PromptInserted(userMessageId, prompt));
	}

	/** Appends a completed answer of the model to the conversation and to the session's records, under the ids it was shown with. */
	private void recordAnswer(ChatMessage message) {
		String text = message.text() == null ? "" : message.text();
		String reasoning = message.reasoning() == null ? "" : message.reasoning();
		session.conversation().append(StoredMessage.builder(message, replay(text, reasoning))
				.messageId(text.isEmpty() ? null : answerId()).thoughtId(reasoning.isEmpty() ? null : thoughtId()).build());
	}

	private String answerId() {
		if (answerId == null) {
			answerId = Conversation.newMessageId();
		}
		return answerId;
	}

	private String thoughtId() {
		if (thoughtId == null) {
			thoughtId = Conversation.newMessageId();
		}
		return thoughtId;
	}

	/**
	 * Records what the client was shown of an answer that never completed (a cancel, a connection that
	 * ended, a stream that broke): without tool calls, so the history stays one the model APIs take, and
	 * replayed as it was shown. Nothing when no text was shown: thoughts alone are not an answer, and an
	 * assistant message with neither content nor tool calls is refused by strict OpenAI-compatible servers.
	 */
	private void recordShown() {
		if (shownText.isEmpty()) {
			return;
		}
		recordAnswer(ChatMessage.assistant(shownText.toString(), shownReasoning.toString(), List.of()));
	}

	/** What a loading client is shown of an answer: its thoughts, then its text. */
	private static List<SessionUpdate> replay(String text, String reasoning) {
		List<SessionUpdate> replay = new ArrayList<>();
		if (!reasoning.isEmpty()) {
			replay.add(AgentThoughtChunk.of(TextContent.of(reasoning)));
		}
		if (!text.isEmpty()) {
			replay.add(AgentMessageChunk.of(TextContent.of(text)));
		}
		return replay;
	}

	/** A notice to a client that shows notices, else the same words as an agent message; false once the turn answered. */
	@Override
	public boolean tell(Notice notice) {
		if (capabilities != null && capabilities.session() != null && capabilities.session().notices() != null) {
			return client.offer(notice);
		}
		return client.publish(new SessionEvent.MessageChunk(Conversation.newMessageId(), SessionEvent.Author.AGENT, TextContent.of("["
				+ notice.title() + (notice.description() == null ? "" : ": " + notice.description()) + "]\n")));
	}

	/** After the first turn: a title from the first prompt, stored and sent. */
	private void giveTitle() {
		if (session.conversation().title() != null || promptText.isEmpty()) {
			return;
		}
		String title = Titles.of(promptText);
		session.conversation().title(title);
		client.send(SessionInfoUpdate.builder().title(title).updatedAt(Instant.now().toString()).build());
	}

	/**
	 * Answers the prompt, once: closes the gate (what the turn still sends is dropped from here on),
	 * then sends the answer. A cancelled turn answers {@code cancelled} whatever ended it, as ACP asks.
	 */
	private void complete(PromptResponse response, Throwable error) {
		ending = true;
		boolean cancelled = cancellation.isCancelled();
		if (!client.close(cancelled || error == null ? SessionEvent.StateChanged.idle(cancelled ? StopReason.CANCELLED : response.stopReason(), null)
				: SessionEvent.StateChanged.idle(null, JsonRpcErrors.wireSafe(JsonRpcErrors.DEFAULT_EXCEPTION_HANDLER.apply(error))))) {
			return;
		}
		if (cancelled) {
			answer.complete(withStorage(PromptResponse.of(StopReason.CANCELLED)));
		} else if (error != null) {
			answer.completeExceptionally(error);
		} else {
			answer.complete(withStorage(response));
		}
	}

	/** The answer, saying under {@value #STORAGE_META} why when the session is not being saved. */
	private PromptResponse withStorage(PromptResponse response) {
		Optional<String> problem = session.conversation().storageProblem();
		if (problem.isEmpty()) {
			return response;
		}
		JsonObject meta = new JsonObject();
		meta.addProperty(STORAGE_META, problem.get());
		return response.toBuilder().meta(meta).build();
	}

	private StopReason loop() throws LlmException, InterruptedException {
		List<ChatMessage> history = session.conversation().messages();
		ToolContext context = ToolContext.builder(session.id(), session.workspace(), client, capabilities, client::send,
				cancellation).sandbox(session.sandboxPolicy()).terminals(client).build();
		session.takeNotices().forEach(this::tell);
		// A command file added or changed since the client was told: it is told again.
		SlashCommands commands = services.commands;
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
		AgentTool readFile = services.tools.get("read_file");
		PromptContent content = command.isEmpty() ? PromptContent.of(prompt, readFile, services.redactor, context)
				: PromptContent.of(command.get().expand(prompt), readFile, services.redactor, context).typed(prompt);
		promptText = content.text().isBlank() ? content.message().text() : content.text();
		// Read once a turn, on the turn's thread: an edit counts from the next prompt on.
		ProjectInstructions.Instructions read = services.instructions.load(session.workspace().cwd());
		String projectInstructions = read.text();
		skillsListed = read.skills();
		compactor.checkFits(request(List.of(content.message()), available(), projectInstructions));
		session.conversation().append(StoredMessage.builder(content.message(), content.replay()).messageId(userMessageId).build());
		for (int requests = 0;; requests++) {
			if (requests >= services.config.maxTurnRequests()) {
				return StopReason.MAX_TURN_REQUESTS;
			}
			cancellation.throwIfCancelled();
			// MCP servers may change their tools between two requests.
			Map<String, AgentTool> available = available();
			shownText.setLength(0);
			shownReasoning.setLength(0);
			answerId = null;
			thoughtId = null;
			LlmResponse response;
			try {
				response = ThoughtLevelFallback.send(session,
						() -> compactor.send(() -> request(history, available, projectInstructions), streamListener()), this::tell);
			} catch (Exception e) {
				recordShown();
				throw e;
			}
			List<ToolCallRequest> calls = uniqueIds(response.toolCalls(), history);
			// An answer of neither text nor calls (a content filter's, thoughts alone) is not kept: strict
			// OpenAI-compatible servers refuse an assistant message without content or tool calls.
			if (!response.text().isEmpty() || !calls.isEmpty()) {
				recordAnswer(ChatMessage.assistant(response.text(), response.reasoning(), response.reasoningSignature(), calls));
			}
			switch (response.finishReason()) {
			case LENGTH:
				toolCalls.unrun(calls, 0, "Not run: the answer was cut off at the output token limit before this call was complete.");
				return StopReason.MAX_TOKENS;
			case CONTENT_FILTER:
				toolCalls.unrun(calls, 0, "Not run: the provider's content filter stopped the answer.");
				return StopReason.REFUSAL;
			default:
				break;
			}
			if (calls.isEmpty()) {
				return StopReason.END_TURN;
			}
			toolCalls.run(calls, available, context);
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
			unique.add(id.equals(call.id()) ? call : call.toBuilder().id(id).build());
		}
		return unique;
	}

	/**
	 * The built-in tools and the MCP servers' tools of the moment, at most {@link #MAX_TOOLS}: the MCP
	 * tools past that are left out, since OpenAI refuses every request that offers more.
	 */
	private Map<String, AgentTool> available() {
		Map<String, AgentTool> available = new LinkedHashMap<>(services.tools);
		if (!skillsListed) {
			available.remove(Skills.TOOL_NAME);
		}
		if (services.children != null) {
			available.putIfAbsent(SubagentTool.NAME, new SubagentTool(session, services, client));
		}
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
			specs.add(ToolSpec.of(tool.name(), tool.description(), tool.parameters()));
		}
		List<ChatMessage> all = new ArrayList<>();
		all.add(ChatMessage.system(SystemPrompt.text(session, projectInstructions)));
		all.addAll(messages);
		return LlmRequest.builder(session.model(), all, specs).cacheKey(session.id()).thoughtLevel(session.requestThoughtLevel())
				.build();
	}

	/** {@code /clear}: the model is sent nothing of the conversation so far, and a loading client is shown none of it. */
	private StopReason clear() {
		session.conversation().clear();
		client.publish(new SessionEvent.MessageChunk(Conversation.newMessageId(), SessionEvent.Author.AGENT, TextContent.of(
				"The conversation starts over: the model no longer sees what was said before. The session keeps its mode, model and permissions.")));
		return StopReason.END_TURN;
	}

	/** Shows the answer as it streams. */
	private StreamListener streamListener() {
		return new StreamListener() {
			@Override
			public void onText(String delta) {
				if (client.publish(new SessionEvent.MessageChunk(answerId(), SessionEvent.Author.AGENT, TextContent.of(delta)))) {
					shownText.append(delta);
				}
			}

			@Override
			public void onReasoning(String delta) {
				if (client.publish(new SessionEvent.MessageChunk(thoughtId(), SessionEvent.Author.THOUGHT, TextContent.of(delta)))) {
					shownReasoning.append(delta);
				}
			}
		};
	}


}
