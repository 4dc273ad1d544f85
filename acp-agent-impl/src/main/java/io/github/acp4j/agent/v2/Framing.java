package io.github.acp4j.agent.v2;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.UUID;
import java.util.function.Consumer;

import com.google.gson.JsonObject;

import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.RequiresActionStateUpdate;
import io.github.acp4j.api.v2.types.RunningStateUpdate;
import io.github.acp4j.api.v2.types.SessionUpdate;

/**
 * What one session's v2 client is told of its turns, in an order it can trust: a turn's
 * {@code running} and user message come before anything of it, its {@code idle} after everything of
 * it, and a turn's {@code running} never before the previous turn's {@code idle} (a cancelled turn
 * may answer after the next prompt was accepted: the next turn is announced once it has). While a
 * question of the turn waits (a permission, an elicitation, {@code ask_user}) the state is
 * {@code requires_action}, and {@code running} again once it is answered. Every chunk gets the id of
 * the message it belongs to. Each method sends under this object's lock, so what it sends is in the
 * order of the calls.
 */
final class Framing {

	/** A prompt's turn, from its prompt to its {@code idle}. */
	static final class Turn {
		final String messageId;
		final JsonObject userMessage;
		/** Whether its {@code running} and user message were sent. */
		boolean announced;
		/** Its questions waiting for their answer. */
		int questions;
		/** A question ended without an answer (withdrawn, failed): {@code running} comes before the turn's next update. */
		boolean runningOwed;
		/** Its {@code idle}, held while an earlier turn's is not sent. */
		IdleStateUpdate idle;

		Turn(String messageId, JsonObject userMessage) {
			this.messageId = messageId;
			this.userMessage = userMessage;
		}
	}

	private final Consumer<SessionUpdate> out;
	/** Prompts neither accepted nor refused yet, in the order they came. */
	private final Deque<Turn> starting = new ArrayDeque<>();
	/** Turns accepted whose {@code idle} is not sent yet; the first is the one the client sees. */
	private final Deque<Turn> turns = new ArrayDeque<>();
	private String agent;
	private String thought;
	private String user;
	/** The update kind streamed last, so that a new message starts when another kind came between. */
	private String last;

	/** @param out sends an update of the session */
	Framing(Consumer<SessionUpdate> out) {
		this.out = out;
	}

	private void send(JsonObject update) {
		out.accept(V2Client.GSON.fromJson(update, SessionUpdate.class));
	}

	/** A prompt came: its turn will start with {@code running} and {@code userMessage}. */
	synchronized void starting(String messageId, JsonObject userMessage) {
		starting.add(new Turn(messageId, userMessage));
	}

	/** The prompt was accepted: its turn is announced, once no earlier turn is on. */
	synchronized void started(String messageId) {
		Turn turn = remove(starting, messageId);
		if (turn != null && !turns.contains(turn)) {
			turns.add(turn);
		}
		announceFirst();
	}

	/** The prompt was refused: no turn starts (one announced already, by an update that came first, ends idle). */
	synchronized void refused(String messageId) {
		Turn turn = remove(starting, messageId);
		if (turn != null && turns.contains(turn)) {
			idle(messageId, IdleStateUpdate.of());
		}
	}

	/**
	 * The turn of {@code messageId} ended: its {@code idle} is sent now, or after the earlier turn's;
	 * then the next turn is announced.
	 */
	synchronized void idle(String messageId, IdleStateUpdate idle) {
		Turn turn = turns.stream().filter(t -> t.messageId.equals(messageId)).findFirst().orElse(null);
		if (turn == null) {
			return;
		}
		turn.idle = idle;
		while (!turns.isEmpty() && turns.peekFirst().idle != null) {
			Turn ended = turns.removeFirst();
			out.accept(ended.idle);
			announceFirst();
		}
	}

	/** The session's state now, after a replay: {@code idle} unless a turn is on. */
	synchronized void current() {
		Turn turn = turns.peekFirst();
		out.accept(turn == null ? IdleStateUpdate.of() : turn.questions > 0 ? RequiresActionStateUpdate.of() : RunningStateUpdate.of());
	}

	/**
	 * Sends an update of the session, after what must come before it: the turn it belongs to is
	 * announced (a turn quicker than its acceptance), or back to {@code running} after a question
	 * that ended unanswered. A chunk gets its {@code messageId}.
	 */
	synchronized void update(String kind, JsonObject update) {
		beforeUpdate();
		switch (kind) {
		case "agent_message_chunk", "agent_thought_chunk", "user_message_chunk" -> update.addProperty("messageId", idFor(kind));
		case "tool_call_update" -> last = kind;
		default -> {
		}
		}
		send(update);
	}

	/**
	 * A question of the session's turn is being sent: the state is {@code requires_action} from its
	 * first waiting question on.
	 *
	 * @return the turn it belongs to, or null when no turn is on (its answer changes no state)
	 */
	synchronized Turn asking() {
		beforeUpdate();
		Turn turn = turns.peekFirst();
		if (turn != null) {
			turn.runningOwed = false;
			if (turn.questions++ == 0) {
				out.accept(RequiresActionStateUpdate.of());
			}
		}
		return turn;
	}

	/**
	 * A question of {@code turn} ended: when it was the last waiting, and the turn is still on, the
	 * state is {@code running} again, at once when it was answered ({@code answered}: before the turn
	 * goes on with the answer), else before the turn's next update, unless the turn ends first.
	 */
	synchronized void answered(Turn turn, boolean answered) {
		if (turn == null || --turn.questions > 0 || turn != turns.peekFirst()) {
			return;
		}
		if (answered) {
			out.accept(RunningStateUpdate.of());
		} else {
			turn.runningOwed = true;
		}
	}

	private void beforeUpdate() {
		Turn turn = turns.peekFirst();
		if (turn == null && !starting.isEmpty()) {
			// With no turn on, an update is of the prompt now starting: its turn is announced first.
			turns.add(starting.peekFirst());
			announceFirst();
		} else if (turn != null && turn.runningOwed) {
			turn.runningOwed = false;
			out.accept(RunningStateUpdate.of());
		}
	}

	private void announceFirst() {
		Turn turn = turns.peekFirst();
		if (turn != null && !turn.announced) {
			turn.announced = true;
			out.accept(RunningStateUpdate.of());
			last = "user_message";
			send(turn.userMessage);
		}
	}

	private String idFor(String kind) {
		boolean continues = kind.equals(last);
		last = kind;
		return switch (kind) {
		case "agent_message_chunk" -> agent = continues && agent != null ? agent : UUID.randomUUID().toString();
		case "agent_thought_chunk" -> thought = continues && thought != null ? thought : UUID.randomUUID().toString();
		default -> user = continues && user != null ? user : UUID.randomUUID().toString();
		};
	}

	private static Turn remove(Deque<Turn> turns, String messageId) {
		for (Iterator<Turn> it = turns.iterator(); it.hasNext();) {
			Turn turn = it.next();
			if (turn.messageId.equals(messageId)) {
				it.remove();
				return turn;
			}
		}
		return null;
	}
}
