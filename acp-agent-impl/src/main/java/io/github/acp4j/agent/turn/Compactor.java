package io.github.acp4j.agent.turn;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.logging.Logger;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.llm.ContextWindows;
import io.github.acp4j.agent.llm.TokenCounter;
import io.github.acp4j.agent.session.ContextMeter;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.CompactionStatus;
import io.github.acp4j.api.types.CompactionSummaryChunk;
import io.github.acp4j.api.types.CompactionUpdate;
import io.github.acp4j.api.types.Cost;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeSeverity;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UsageUpdate;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;

/**
 * Keeps a turn's requests inside the model's context window. Before a request would fill more than
 * the compaction threshold of the window, and once after the provider refuses one as too long, the
 * older part of the conversation is replaced by a summary the model writes; the most recent turns and
 * every tool call with its result stay as they were. The session file records the new history, and
 * the client sees the compaction as far as it asked to ({@code session.compaction}, else
 * {@code session.notices}, else nothing unless the user asked for it).
 */
final class Compactor {

	private static final Logger LOG = Logger.getLogger(Compactor.class.getName());

	/** How the summary message starts, so a later compaction and a reader of the file know it. */
	static final String SUMMARY_PREFIX = "This session continues an earlier conversation that was compacted to fit the "
			+ "model's context window. Summary of the earlier part:\n\n";
	private static final String SUMMARISER = "You compact conversations between a user and acp4j, a coding agent, so "
			+ "that the agent can continue the work without the original messages. Write a summary that keeps the user's "
			+ "goals and requests, every fact, name, number, decision and preference the user stated, the files and code "
			+ "looked at or changed and how, what was done and what is still open. Plain text, no preamble.";
	/** Of the window: what the kept recent turns may take. */
	private static final double KEEP = 0.25;
	/** Of the window: what they may take when the provider refused a request our count let through. */
	private static final double KEEP_AFTER_REFUSAL = 0.15;
	/** Of the window: one summarising request's share of the conversation. */
	private static final double CHUNK = 0.5;
	/** Of the window: how long the summary should be. */
	private static final double SUMMARY = 0.1;

	/** Why a compaction runs. */
	enum Trigger {
		/** A request would pass the threshold. */
		THRESHOLD,
		/** The provider refused a request as too long. */
		REFUSED,
		/** The user asked ({@code /compact}). */
		REQUESTED
	}

	private final Session session;
	private final TurnClient updates;
	private final ClientCapabilities capabilities;
	private final Cancellation cancellation;
	private final AgentConfig config;
	private final TurnTelemetry telemetry;
	private final Consumer<Notice> tell;

	/** @param tell shows a notice to a client that takes notices, else as an agent message */
	Compactor(Session session, TurnClient updates, ClientCapabilities capabilities, Cancellation cancellation,
			AgentConfig config, TurnTelemetry telemetry, Consumer<Notice> tell) {
		this.session = session;
		this.updates = updates;
		this.capabilities = capabilities;
		this.cancellation = cancellation;
		this.config = config;
		this.telemetry = telemetry;
		this.tell = tell;
	}

	/** The window of the session's model: its provider's, the table's, or the configured default. */
	long window() {
		OptionalLong window = session.provider().contextWindow(session.model());
		return window.isPresent() ? window.getAsLong() : ContextWindows.known(session.model()).orElse(config.contextWindow());
	}

	/** The session's counter, loaded in the background since its model was set; waits for the rest of the load. */
	private TokenCounter counter() {
		try {
			return session.tokenCounter().join();
		} catch (CompletionException failed) {
			// Loading in the background failed: loading here fails the same way, with the cause itself.
			return TokenCounter.forModel(session.model());
		}
	}

	/**
	 * Whether {@code request} is within {@code limit} tokens by {@link TokenCounter#upperBound()}, while
	 * the session's tokenizer still loads (a session's first prompt, in a fresh process): then the
	 * request need not wait for the load, about half a second, to be checked. False once the tokenizer
	 * is loaded (counting is then quick) or when the bound passes the limit.
	 */
	private boolean surelyWithin(LlmRequest request, long limit) {
		return surelyWithin(session.tokenCounter(), session.context(), request, limit);
	}

	static boolean surelyWithin(CompletableFuture<TokenCounter> tokenizer, ContextMeter meter, LlmRequest request, long limit) {
		return !tokenizer.isDone() && meter.corrected(TokenCounter.upperBound().count(request)) <= limit;
	}

	/**
	 * The count of a request sent uncounted ({@link #surelyWithin}), once answered, for the usage
	 * update and the count's correction. 0 while the tokenizer still loads and the provider counted
	 * the request itself: the update takes the provider's count, and the correction waits for the
	 * next request rather than the turn's end for the load. The upper bound if counting fails now
	 * that the answer is the user's (the tokenizer's load failed twice).
	 */
	private long countAnswered(LlmRequest request, LlmResponse.Usage usage) {
		if (!session.tokenCounter().isDone() && usage != null && usage.inputTokens() > 0) {
			return 0;
		}
		try {
			return counter().count(request);
		} catch (RuntimeException e) {
			LOG.warning("Session " + session.id() + ": counting an answered request failed (" + e + "); its upper bound stands in");
			return TokenCounter.upperBound().count(request);
		}
	}

	/**
	 * Refuses a prompt that cannot fit the window even alone with the system prompt and the tools, before
	 * it is recorded, so the session stays usable.
	 */
	void checkFits(LlmRequest alone) {
		long window = window();
		if (surelyWithin(alone, window)) {
			return;
		}
		long needed = session.context().corrected(counter().count(alone));
		if (needed > window) {
			throw JsonRpcErrors.invalidParams(String.format("The prompt needs about %,d tokens, more than the %,d-token "
					+ "context window of %s: send a shorter prompt or attach less", needed, window, session.modelId()));
		}
	}

	/**
	 * Sends a request built from the session's history, compacting first when it would pass the
	 * threshold, and once more, then retrying once, when the provider refuses it as too long; then
	 * reports the context's size in a {@code usage_update}. A request surely under the threshold goes
	 * out while the tokenizer still loads, and is counted once answered.
	 */
	LlmResponse send(Supplier<LlmRequest> build, StreamListener listener) throws LlmException, InterruptedException {
		ContextMeter meter = session.context();
		long window = window();
		long threshold = window * config.compactThreshold() / 100;
		LlmRequest request = build.get();
		boolean counting = !surelyWithin(request, threshold);
		long counted = counting ? counter().count(request) : 0;
		if (counting && meter.corrected(counted) > threshold && compact(null, Trigger.THRESHOLD)) {
			request = build.get();
			counted = counter().count(request);
		}
		if (meter.corrected(counted) > window) {
			throw new LlmException(session.provider().id(), 0, String.format("The conversation needs about %,d tokens, more "
					+ "than the %,d-token context window of %s, even compacted: the latest messages alone are too large",
					meter.corrected(counted), window, session.modelId()), true);
		}
		LlmResponse response;
		try {
			response = telemetry.chat(session.provider(), request, listener, cancellation);
			if (!counting) {
				counted = countAnswered(request, response.usage());
			}
		} catch (LlmException e) {
			if (!e.contextLengthExceeded()) {
				throw e;
			}
			if (!counting) {
				counted = counter().count(request);
			}
			LOG.info("Session " + session.id() + ": the provider refused " + counted + " counted tokens as too long");
			meter.refused(counted, window);
			if (!compact(null, Trigger.REFUSED)) {
				throw e;
			}
			request = build.get();
			counted = counter().count(request);
			response = telemetry.chat(session.provider(), request, listener, cancellation);
		}
		meter.observe(counted, response.usage());
		long used = response.usage() != null && response.usage().inputTokens() > 0 ? response.usage().inputTokens()
				: meter.corrected(counted);
		Double cost = meter.cost();
		updates.send(UsageUpdate.builder(used, window).cost(cost == null ? null : Cost.of(cost, "USD")).build());
		return response;
	}

	/**
	 * {@code /compact [focus]}: compacts the conversation now, {@code focus} (or null) saying what the
	 * summary should keep above all, and tells the user how it went.
	 */
	StopReason compactNow(String focus) throws InterruptedException {
		try {
			if (!compact(focus == null || focus.isBlank() ? null : focus.strip(), Trigger.REQUESTED)) {
				tell.accept(Notice.builder(NoticeSeverity.INFO, "Nothing to compact yet")
						.description("The conversation has no message to summarise.").build());
			}
		} catch (LlmException e) {
			// shown as failed already
		}
		return StopReason.END_TURN;
	}

	/**
	 * Replaces the older part of the history (all of it when the user asked) by a summary.
	 *
	 * @return false when there was nothing to summarise
	 * @throws LlmException when the model could not summarise (the history is unchanged)
	 */
	boolean compact(String focus, Trigger trigger) throws LlmException, InterruptedException {
		List<ChatMessage> history = session.conversation().messages();
		long window = window();
		TokenCounter counter = counter();
		// The user who asks sees it all summarised, as the other agents' /compact does; a summary alone is left as it is.
		int split = trigger == Trigger.REQUESTED ? history.size()
				: splitPoint(history, counter, (long) (window * (trigger == Trigger.REFUSED ? KEEP_AFTER_REFUSAL : KEEP)));
		if (split <= 0 || split == 1 && isSummary(history.get(0))) {
			return false;
		}
		Display display = new Display(trigger == Trigger.REQUESTED);
		long before = session.context().corrected(counted(history, counter));
		Span span = telemetry.compactionStarted(trigger.name().toLowerCase(Locale.ROOT), split, before);
		long after = 0;
		Throwable failure = null;
		try (Scope scope = span.makeCurrent(); Cancellation.Registration stop = cancellation.onCancel(display::cancelled)) {
			String summary = summarise(history.subList(0, split), focus, window, counter, display);
			cancellation.throwIfCancelled();
			List<ChatMessage> compacted = new ArrayList<>();
			compacted.add(ChatMessage.user(SUMMARY_PREFIX + summary));
			compacted.addAll(history.subList(split, history.size()));
			session.conversation().replace(compacted);
			after = session.context().corrected(counted(compacted, counter));
			LOG.info("Session " + session.id() + " compacted (" + trigger + "): " + split + " messages summarised, about "
					+ before + " -> " + after + " tokens");
			display.completed(summary, before, after);
			return true;
		} catch (LlmException e) {
			failure = e;
			display.failed(e.getMessage());
			throw e;
		} catch (RuntimeException | InterruptedException e) {
			failure = e;
			if (e instanceof RuntimeException && !(e instanceof CancellationException)) {
				display.failed("Internal error: the compaction failed; the details are in the agent's log"); // logged where the turn fails
			}
			throw e;
		} finally {
			telemetry.compactionEnded(span, after, failure);
		}
	}


	private static long counted(List<ChatMessage> messages, TokenCounter counter) {
		long total = 0;
		for (ChatMessage message : messages) {
			total += counter.count(message);
		}
		return total;
	}

	static boolean isSummary(ChatMessage message) {
		return message.role() == ChatMessage.Role.USER && message.text() != null && message.text().startsWith(SUMMARY_PREFIX);
	}

	/**
	 * Where the kept part starts: the earliest message from which the rest fits {@code keep} tokens and
	 * that starts a turn (a user message), else the earliest such model step (an assistant message), else
	 * the last step. Never a tool result: a call and its result stay together. 0 when nothing is older.
	 */
	static int splitPoint(List<ChatMessage> history, TokenCounter counter, long keep) {
		long suffix = 0;
		int turnFits = -1;
		int stepFits = -1;
		int lastStep = 0;
		for (int i = history.size() - 1; i > 0; i--) {
			ChatMessage message = history.get(i);
			suffix += counter.count(message);
			ChatMessage previous = history.get(i - 1);
			if (message.role() == ChatMessage.Role.TOOL
					|| previous.role() == ChatMessage.Role.ASSISTANT && !previous.toolCalls().isEmpty()) {
				continue;
			}
			if (lastStep == 0) {
				lastStep = i;
			}
			if (suffix <= keep) {
				stepFits = i;
				if (message.role() == ChatMessage.Role.USER) {
					turnFits = i;
				}
			}
		}
		return turnFits > 0 ? turnFits : stepFits > 0 ? stepFits : lastStep;
	}

	/**
	 * Has the model summarise {@code older}, in pieces of at most half the window when it is longer,
	 * each piece's summary carried into the next. Only the last summary streams to the client.
	 */
	private String summarise(List<ChatMessage> older, String focus, long window, TokenCounter counter, Display display)
			throws LlmException, InterruptedException {
		long chunk = (long) (window * CHUNK);
		List<List<String>> pieces = new ArrayList<>();
		List<String> piece = new ArrayList<>();
		long size = 0;
		for (ChatMessage message : older) {
			String line = truncated(transcript(message), chunk / 2, counter);
			long tokens = counter.count(line);
			if (size + tokens > chunk && !piece.isEmpty()) {
				pieces.add(piece);
				piece = new ArrayList<>();
				size = 0;
			}
			piece.add(line);
			size += tokens;
		}
		pieces.add(piece);
		long words = Math.max(100, Math.min(2_000, (long) (window * SUMMARY * 3 / 4)));
		String summary = null;
		for (int i = 0; i < pieces.size(); i++) {
			StringBuilder prompt = new StringBuilder();
			prompt.append("Summarise this conversation in at most ").append(words).append(" words.");
			if (focus != null) {
				prompt.append(" Focus on: ").append(focus);
			}
			if (summary != null) {
				prompt.append("\n\nSummary of what came before it:\n").append(summary);
			}
			prompt.append("\n\nConversation:\n\n").append(String.join("\n\n", pieces.get(i)));
			LlmRequest request = LlmRequest.of(session.model(),
					List.of(ChatMessage.system(SUMMARISER), ChatMessage.user(prompt.toString())), List.of());
			StreamListener listener = i == pieces.size() - 1 ? display : Display.SILENT;
			summary = telemetry.chat(session.provider(), request, listener, cancellation).text().strip();
			if (summary.isEmpty()) {
				throw new LlmException(session.provider().id(), 0, "the model returned an empty summary");
			}
		}
		return summary;
	}

	private static String transcript(ChatMessage message) {
		StringBuilder line = new StringBuilder();
		switch (message.role()) {
		case USER -> line.append("User: ").append(message.text() == null ? "" : message.text())
				.append(message.images().isEmpty() ? "" : " [" + message.images().size() + " image(s)]");
		case ASSISTANT -> {
			line.append("Assistant: ").append(message.text() == null ? "" : message.text());
			message.toolCalls().forEach(call -> line.append("\n[called ").append(call.name()).append(' ')
					.append(call.arguments()).append(']'));
		}
		case TOOL -> line.append("[tool result] ").append(message.text() == null ? "" : message.text());
		case SYSTEM -> line.append("System: ").append(message.text());
		}
		return line.toString();
	}

	/** The text cut to about {@code tokens}, with a note, when longer. */
	private static String truncated(String text, long tokens, TokenCounter counter) {
		long counted = counter.count(text);
		if (counted <= tokens) {
			return text;
		}
		int keep = (int) (text.length() * ((double) tokens / counted));
		return text.substring(0, keep) + " [... cut for the summary]";
	}

	/** Shows one compaction as the client asked to see compactions; the stream listener of its summary. */
	private final class Display implements StreamListener {

		static final StreamListener SILENT = delta -> {
		};

		private final String id = "compaction-" + UUID.randomUUID();
		private final boolean requested;
		private final boolean updatesWanted;
		private boolean ended;

		Display(boolean requested) {
			this.requested = requested;
			this.updatesWanted = capabilities != null && capabilities.session() != null
					&& capabilities.session().compaction() != null;
			if (updatesWanted) {
				updates.send(CompactionUpdate.of(id, CompactionStatus.IN_PROGRESS));
			}
		}

		@Override
		public synchronized void onText(String delta) {
			if (updatesWanted && !ended) {
				updates.send(CompactionSummaryChunk.of(id, TextContent.of(delta)));
			}
		}

		@Override
		public void onReasoning(String delta) {
			// the summary's reasoning is not part of it
		}

		/** Whether this is the first end; an end is shown once. */
		private synchronized boolean end() {
			boolean first = !ended;
			ended = true;
			return first;
		}

		void completed(String summary, long before, long after) {
			if (!end()) {
				return;
			}
			if (updatesWanted) {
				updates.send(CompactionUpdate.builder(id, CompactionStatus.COMPLETED)
						.summary(List.of(TextContent.of(summary))).build());
			} else {
				notify(Notice.builder(NoticeSeverity.INFO, "Conversation compacted").description(String.format("The %s was "
						+ "summarised to fit the model's context window (about %,d -> %,d tokens).", requested ? "conversation"
								: "older part of the conversation", before, after)).build());
			}
		}

		void failed(String error) {
			if (!end()) {
				return;
			}
			if (updatesWanted) {
				updates.send(CompactionUpdate.builder(id, CompactionStatus.FAILED).error(error).build());
			} else {
				notify(Notice.builder(NoticeSeverity.WARNING, "The conversation could not be compacted")
						.description(error).build());
			}
		}

		/** Runs on the cancelling thread, before the turn answers. */
		synchronized void cancelled() {
			if (end() && updatesWanted) {
				updates.send(CompactionUpdate.of(id, CompactionStatus.CANCELLED));
			}
		}

		/** A notice to a client that takes them; the user who asked is told in any case. */
		private void notify(Notice notice) {
			if (requested) {
				tell.accept(notice);
			} else if (capabilities != null && capabilities.session() != null && capabilities.session().notices() != null) {
				updates.send(notice);
			}
		}
	}
}
