package io.github.acp4j.agent.session;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.logging.Logger;

import com.google.gson.JsonNull;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.llm.TokenCounter;
import io.github.acp4j.agent.mcp.McpServers;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.spi.SandboxPolicy;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * One session: its workspace, conversation, mode and model, and its running turn. The conversation
 * is changed only by the session's prompt turn, one at a time.
 */
public final class Session {

	private static final Logger LOG = Logger.getLogger(Session.class.getName());
	/** The thought level that sends nothing: the model's own default. */
	public static final String DEFAULT_THOUGHT_LEVEL = "default";

	private volatile boolean announced;
	/** Sends the client a notice at once, once it knows the session; null while it does not, or when it shows no notices. */
	private volatile Consumer<Notice> noticesNow;
	private final String id;
	private final Workspace workspace;
	private final List<McpServer> mcpServers;
	private final Conversation conversation = new Conversation(this::tell);
	private final SessionFeed feed;
	/** Changed only by {@link #change} and {@link #restore}, under {@link #settingsLock}. */
	private volatile SessionSettings settings;
	/** Apart from the session's own lock, which the reader thread takes: a change waits for its record to be written. */
	private final Object settingsLock = new Object();
	private volatile CompletableFuture<TokenCounter> tokenCounter;
	private final AtomicLong toolCalls = new AtomicLong();
	/** The model and thought level whose requests the model refused with the level, or null. */
	private volatile String thoughtLevelRefused;
	private volatile McpServers mcp = McpServers.NONE;
	private final Queue<Notice> notices = new ConcurrentLinkedQueue<>();
	private final ContextMeter context = new ContextMeter();
	private List<AvailableCommand> commands = List.of();
	private Turn running;
	private CompletableFuture<Void> idle = CompletableFuture.completedFuture(null);

	/** A prompt turn as the session sees it. */
	public interface Turn {

		/**
		 * Whether the turn has answered its {@code session/prompt} or was cancelled: either way the
		 * session takes the next prompt, which starts once this turn's thread is done.
		 */
		boolean over();

		/**
		 * Cancels the turn; it answers {@code cancelled} once it has stopped what it started (bounded),
		 * and sends nothing after that answer.
		 */
		void cancel();

		/** Completes when the turn's thread is done with the history. */
		CompletableFuture<Void> finished();

		/**
		 * Stops the tool call of this id if it is running; the turn goes on, and the model is told the
		 * call was cancelled. False when no such call is running.
		 */
		default boolean cancelToolCall(String toolCallId) {
			return false;
		}

		/**
		 * Stops the command shown in the display terminal of this id if it runs; the turn goes on. False
		 * when no such command runs.
		 */
		default boolean cancelTerminal(String terminalId) {
			return false;
		}

		/** Tells the user {@code notice} as part of the turn; false when the turn has answered. */
		boolean tell(Notice notice);
	}

	public Session(String id, Workspace workspace, List<McpServer> mcpServers, PermissionPreset preset, LlmProvider provider,
			String model) {
		this.id = id;
		this.feed = new SessionFeed(id);
		this.workspace = workspace;
		this.mcpServers = List.copyOf(mcpServers);
		this.settings = SessionSettings.of(preset, provider, model);
		this.tokenCounter = TokenCounter.load(model);
	}

	public String id() {
		return id;
	}

	public Workspace workspace() {
		return workspace;
	}

	public List<McpServer> mcpServers() {
		return mcpServers;
	}

	/** What happens in the session, for the connections that follow it. */
	public SessionFeed feed() {
		return feed;
	}

	/** The conversation and its records; only the running turn changes it once the session is open. */
	public Conversation conversation() {
		return conversation;
	}

	/** The session's settings now. */
	public SessionSettings settings() {
		return settings;
	}

	/**
	 * Changes the session's settings in one step and records what changed with the session, so that
	 * load, resume and {@code --resume} restore it. Only once the session is stored.
	 */
	public void change(UnaryOperator<SessionSettings> change) {
		synchronized (settingsLock) {
			SessionSettings before = settings;
			record(before, apply(change.apply(before)));
		}
	}

	private void record(SessionSettings before, SessionSettings after) {
		if (!before.modeId().equals(after.modeId()) || !before.modelId().equals(after.modelId())) {
			conversation.settings(after.modeId(), after.modelId());
		}
		if (before.sandbox() != after.sandbox()) {
			conversation.option(SessionSettings.SANDBOX_OPTION, new JsonPrimitive(after.sandbox().id()));
		}
		if (!before.thoughtLevel().equals(after.thoughtLevel())) {
			conversation.option(SessionSettings.THOUGHT_LEVEL_OPTION, new JsonPrimitive(after.thoughtLevel()));
		}
		if (!Objects.equals(before.systemPrompt(), after.systemPrompt())) {
			conversation.option(ClientSystemPrompt.OPTION, after.systemPrompt() == null ? JsonNull.INSTANCE : after.systemPrompt().toJson());
		}
	}

	/**
	 * Changes the session's settings without recording them: what is being built before the session is
	 * stored, or restored from what was stored.
	 */
	public void restore(UnaryOperator<SessionSettings> change) {
		synchronized (settingsLock) {
			apply(change.apply(settings));
		}
	}

	/** Records every setting of a new session's file that is not a new session's (a fork's, taken from its source). */
	public void recordSettings() {
		SessionSettings now = settings;
		if (now.sandbox() != SandboxMode.AUTO) {
			conversation.option(SessionSettings.SANDBOX_OPTION, new JsonPrimitive(now.sandbox().id()));
		}
		if (!now.thoughtLevel().equals(DEFAULT_THOUGHT_LEVEL)) {
			conversation.option(SessionSettings.THOUGHT_LEVEL_OPTION, new JsonPrimitive(now.thoughtLevel()));
		}
		if (now.systemPrompt() != null) {
			conversation.option(ClientSystemPrompt.OPTION, now.systemPrompt().toJson());
		}
	}

	private SessionSettings apply(SessionSettings next) {
		if (!next.modelId().equals(settings.modelId())) {
			tokenCounter = TokenCounter.load(next.model());
			context.reset();
		}
		settings = next;
		return next;
	}

	/** The mode id as last set (a preset id, or any id a client chose). */
	public String modeId() {
		return settings.modeId();
	}

	/** The permission preset in force. */
	public PermissionPreset preset() {
		return settings.preset();
	}

	/** Whether the session's commands and stdio MCP servers run in the sandbox. */
	public SandboxMode sandbox() {
		return settings.sandbox();
	}

	/**
	 * How the session's local commands and stdio MCP servers run now: unconfined under full-access;
	 * the workspace writable where the preset lets the session write there; the network for calls
	 * that ask for it where the preset does not deny the network class.
	 */
	public SandboxPolicy sandboxPolicy() {
		SessionSettings now = settings;
		PermissionPreset current = now.preset();
		return SandboxPolicy.builder(now.sandbox(), workspace.roots())
				.writable(current.decide(PermissionClass.WRITE, true) != PermissionPreset.Decision.DENY ? workspace.roots() : List.of())
				.network(current.decide(PermissionClass.NETWORK, true) != PermissionPreset.Decision.DENY)
				.unconfined(current == PermissionPreset.FULL_ACCESS).build();
	}

	public LlmProvider provider() {
		return settings.provider();
	}

	public String model() {
		return settings.model();
	}

	/** {@code provider/model}, as the {@code model} config option shows it. */
	public String modelId() {
		return settings.modelId();
	}

	/**
	 * The token counter of the session's model, whose tokenizer starts loading when the model is set
	 * (a new, loaded or resumed session, a switch of model), so that the next prompt finds it loaded.
	 */
	public CompletableFuture<TokenCounter> tokenCounter() {
		return tokenCounter;
	}

	/** What the session knows about the size and cost of its context. */
	public ContextMeter context() {
		return context;
	}

	/**
	 * Makes {@code turn} the running turn, unless one is still running and not cancelled.
	 *
	 * @return what must complete before the new turn may touch the history (the previous turn's thread
	 *         finishing), or empty when the session is busy
	 */
	public synchronized Optional<CompletableFuture<Void>> begin(Turn turn) {
		if (busy()) {
			return Optional.empty();
		}
		CompletableFuture<Void> previous = idle;
		running = turn;
		idle = previous.thenCompose(done -> turn.finished());
		return Optional.of(previous);
	}

	/** Whether a prompt turn of this session is still running and not cancelled. */
	public synchronized boolean busy() {
		return running != null && !running.over();
	}

	/** The session's latest turn, running or not, if it had one. */
	public synchronized Optional<Turn> turn() {
		return Optional.ofNullable(running);
	}

	/** Cancels the running turn, if any; harmless when repeated. */
	public void cancel() {
		Turn turn;
		synchronized (this) {
			turn = running;
		}
		if (turn != null) {
			turn.cancel();
		}
	}

	/** The system prompt the client gave the session, if it gave one. */
	public Optional<ClientSystemPrompt> systemPrompt() {
		return Optional.ofNullable(settings.systemPrompt());
	}

	/** The thought level of the {@code thought_level} option: {@value #DEFAULT_THOUGHT_LEVEL} or one of the provider's. */
	public String thoughtLevel() {
		return settings.thoughtLevel();
	}

	/**
	 * The thought level the session's requests carry now: null for {@value #DEFAULT_THOUGHT_LEVEL},
	 * and when the model refused this level (until the model or the level changes).
	 */
	public String requestThoughtLevel() {
		String level = thoughtLevel();
		return level.equals(DEFAULT_THOUGHT_LEVEL) || (modelId() + " " + level).equals(thoughtLevelRefused) ? null : level;
	}

	/** Remembers that the model refused requests with the current thought level: they are sent without it from now on. */
	public void thoughtLevelRefused() {
		thoughtLevelRefused = modelId() + " " + thoughtLevel();
	}

	/** The session's running MCP servers. */
	public McpServers mcp() {
		return mcp;
	}

	public void connect(McpServers servers) {
		this.mcp = servers;
	}

	/**
	 * Remembers the slash commands the client is told of.
	 *
	 * @return whether they differ from those it was told of before
	 */
	public synchronized boolean offerCommands(List<AvailableCommand> offered) {
		if (offered.equals(commands)) {
			return false;
		}
		commands = List.copyOf(offered);
		return true;
	}

	/** Keeps a notice for the next turn to send (the client may not know the session yet). */
	public void queueNotice(Notice notice) {
		notices.add(notice);
	}

	/**
	 * Marks that the answer giving the client this session has been sent: from now on it may be told
	 * of it, at once through {@code notices} (null for a client that shows no notices).
	 */
	public void announced(Consumer<Notice> notices) {
		noticesNow = notices;
		announced = true;
	}

	/**
	 * Tells the user something about the session: within the running turn, before its answer; else at
	 * once as a notice, when the client knows the session and shows notices; else with the next turn.
	 */
	public void tell(Notice notice) {
		Turn turn;
		synchronized (this) {
			turn = running;
		}
		if (turn != null && turn.tell(notice)) {
			return;
		}
		Consumer<Notice> now = noticesNow;
		if (now != null) {
			now.accept(notice);
		} else {
			queueNotice(notice);
		}
	}

	/** Whether the client has been given this session's id by an answer. */
	public boolean isAnnounced() {
		return announced;
	}

	/** The notices kept for this turn, oldest first; the queue is empty afterwards. */
	public List<Notice> takeNotices() {
		List<Notice> taken = new ArrayList<>();
		for (Notice notice = notices.poll(); notice != null; notice = notices.poll()) {
			taken.add(notice);
		}
		return taken;
	}

	/** Saves the session and stops its MCP servers; the file stays. */
	public void close() {
		save();
		mcp.close();
	}

	/** Writes what the session recorded to the disk and closes its log; the file stays. */
	public void save() {
		conversation.close();
	}

	/**
	 * Waits, at most {@code timeout}, until the running turn's thread is done with the history and
	 * the log (a turn answered without waiting for a stuck tool may still be unwinding).
	 */
	public void awaitIdle(Duration timeout) {
		CompletableFuture<Void> current;
		synchronized (this) {
			current = idle;
		}
		try {
			current.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (ExecutionException | TimeoutException e) {
			LOG.warning("Session " + id + " is saved while its last turn is still unwinding: " + e.getClass().getSimpleName());
		}
	}

	/** A new tool call id, unique in the session. */
	public String nextToolCallId() {
		return "call_" + toolCalls.incrementAndGet();
	}

	/**
	 * The calls of {@code replay} (a restored session's records) keep their ids: new ones are numbered
	 * after the highest. Numbered from 1 again, a call of a resumed session took the id of a replayed
	 * one, which a v2 client (calls are upserts keyed by id) took for that call.
	 */
	public void numberToolCallsAfter(Collection<SessionUpdate> replay) {
		for (SessionUpdate update : replay) {
			String id = update instanceof ToolCall call ? call.toolCallId() : update instanceof ToolCallUpdate call ? call.toolCallId() : null;
			if (id != null && id.matches("call_[0-9]{1,18}")) {
				toolCalls.accumulateAndGet(Long.parseLong(id.substring("call_".length())), Math::max);
			}
		}
	}
}
