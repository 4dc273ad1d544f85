package io.github.acp4j.agent.store.internal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.github.acp4j.agent.llm.ChatMessage;
import io.github.acp4j.agent.store.StoredMessage;

/**
 * Makes a stored history one the model APIs take: every assistant message with tool calls is
 * followed by exactly one result per call. Files written before the turn guaranteed that (a call
 * cancelled while its permission was asked, a turn that failed) or that lost a line get a result for
 * each unanswered call, and a result that answers no call is dropped.
 */
final class HistoryRepair {

	static final String UNANSWERED = "Not run: the turn ended before this call ran.";

	private final List<StoredMessage> messages = new ArrayList<>();
	private final List<String> added = new ArrayList<>();
	private int dropped;

	private HistoryRepair() {
	}

	/** The repaired history, and what was changed (empty when nothing was). */
	record Result(List<StoredMessage> messages, String changes) {
	}

	static Result repair(List<StoredMessage> stored) {
		HistoryRepair repair = new HistoryRepair();
		Set<String> open = new LinkedHashSet<>();
		for (StoredMessage message : stored) {
			ChatMessage chat = message.message();
			if (chat.role() == ChatMessage.Role.TOOL) {
				if (open.remove(chat.toolCallId())) {
					repair.messages.add(message);
				} else {
					repair.dropped++;
				}
				continue;
			}
			repair.answer(open);
			repair.messages.add(message);
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
		return new Result(repair.messages, changes);
	}

	private void answer(Set<String> open) {
		for (String id : open) {
			messages.add(new StoredMessage(ChatMessage.tool(id, UNANSWERED), List.of()));
			added.add(id);
		}
		open.clear();
	}
}
