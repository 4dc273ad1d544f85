package io.github.acp4j.agent.store.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import io.github.acp4j.agent.spi.ChatMessage;

/**
 * Makes a stored history one the model APIs take: every assistant message with tool calls is
 * followed by exactly one result per call. Files written before the turn guaranteed that (a call
 * cancelled while its permission was asked, a turn that failed) or that lost a line get a result for
 * each unanswered call, and a result that answers no call is dropped.
 */
final class HistoryRepair<T> {

	static final String UNANSWERED = "Not run: the turn ended before this call ran.";

	private final Function<T, ChatMessage> message;
	private final Function<ChatMessage, T> wrap;
	private final List<T> repaired = new ArrayList<>();
	private final List<String> added = new ArrayList<>();
	private int dropped;

	private HistoryRepair(Function<T, ChatMessage> message, Function<ChatMessage, T> wrap) {
		this.message = message;
		this.wrap = wrap;
	}

	/** The repaired history, and what was changed (empty when nothing was). */
	record Result<T>(List<T> messages, String changes) {
	}

	/**
	 * Repairs a list of {@code T}s that each hold a message.
	 *
	 * @param message the message an item holds
	 * @param wrap    the item for an added tool result
	 */
	static <T> Result<T> repair(List<T> stored, Function<T, ChatMessage> message, Function<ChatMessage, T> wrap) {
		HistoryRepair<T> repair = new HistoryRepair<>(message, wrap);
		Set<String> open = new LinkedHashSet<>();
		for (T item : stored) {
			ChatMessage chat = message.apply(item);
			if (chat.role() == ChatMessage.Role.TOOL) {
				if (open.remove(chat.toolCallId())) {
					repair.repaired.add(item);
				} else {
					repair.dropped++;
				}
				continue;
			}
			repair.answer(open);
			repair.repaired.add(item);
			if (chat.role() == ChatMessage.Role.ASSISTANT) {
				chat.toolCalls().forEach(call -> open.add(call.id()));
			}
		}
		repair.answer(open);
		String changes = "";
		if (!repair.added.isEmpty()) {
			changes = "answered the dangling tool calls " + String.join(", ", repair.added);
		}
		if (repair.dropped > 0) {
			changes += (changes.isEmpty() ? "" : "; ") + "dropped " + repair.dropped + " tool results that answered no call";
		}
		return new Result<>(List.copyOf(repair.repaired), changes);
	}

	private void answer(Set<String> open) {
		for (String id : open) {
			repaired.add(wrap.apply(ChatMessage.tool(id, UNANSWERED)));
			added.add(id);
		}
		open.clear();
	}
}
