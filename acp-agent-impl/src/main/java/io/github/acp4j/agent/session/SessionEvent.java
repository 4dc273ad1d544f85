package io.github.acp4j.agent.session;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * What happens in a session, told once, in order, to every connection that follows it (see
 * {@link SessionFeed}); each connection's {@link Presenter} renders it in its protocol version. An
 * event says what happened, in no version's words: message ids are the session's, a tool call's
 * lifecycle is told as created, changed, started (from then on it can be cancelled alone) and ended,
 * and the session's foreground state as it changes. The payloads are the ACP types the agent's core
 * is written in.
 */
public sealed interface SessionEvent {

	/** Who a message is from: the user, the agent, or the agent's thinking. */
	enum Author {
		USER, AGENT, THOUGHT
	}

	/** The session's foreground work: running, blocked on a question to the user, or idle. */
	enum State {
		RUNNING, REQUIRES_ACTION, IDLE
	}

	/** A prompt was inserted into the conversation as the user message {@code messageId}. */
	record PromptInserted(String messageId, List<ContentBlock> content) implements SessionEvent {
		public PromptInserted {
			content = List.copyOf(content);
		}
	}

	/** A whole message of the session's history, as a replay shows it. */
	record Message(String messageId, Author author, List<ContentBlock> content) implements SessionEvent {
		public Message {
			content = List.copyOf(content);
		}
	}

	/** More content of the message {@code messageId}; its first chunk starts it. */
	record MessageChunk(String messageId, Author author, ContentBlock content) implements SessionEvent {
	}

	/** A tool call is shown, before it is asked about or run. */
	record ToolCallShown(ToolCall call) implements SessionEvent {
	}

	/** A shown tool call changed (its content, its status), still running or about to. */
	record ToolCallChanged(ToolCallUpdate update) implements SessionEvent {
	}

	/** A tool call started running: until it ends it can be cancelled alone. */
	record ToolCallStarted(ToolCallUpdate update) implements SessionEvent {
	}

	/**
	 * A tool call ended with {@code last}, its final update; {@code cancelledAlone} when a cancel of
	 * that call alone stopped it (the turn goes on); {@code terminalId}, when not null, the display
	 * terminal its command was shown in, which a client that shows it keeps as the call's content.
	 */
	record ToolCallEnded(ToolCallUpdate last, boolean cancelledAlone, String terminalId) implements SessionEvent {
	}

	/** A command of the tool call {@code toolCallId} started; its output is shown live in terminal {@code terminalId}. */
	record TerminalStarted(String terminalId, String toolCallId, String command, String cwd) implements SessionEvent {
	}

	/** Output of a live terminal's command, redacted, as it came. */
	record TerminalOutput(String terminalId, String text) implements SessionEvent {
	}

	/**
	 * A live terminal's command ended: with {@code exitCode}, or killed when it is null; {@code output},
	 * when not null, replaces what was shown (more came than is streamed).
	 */
	record TerminalExited(String terminalId, Integer exitCode, String output) implements SessionEvent {
	}

	/**
	 * The session's foreground state changed; an idle state after a turn says how it ended, with its
	 * stop reason or the error its prompt was answered with.
	 */
	record StateChanged(State state, StopReason stopReason, ResponseError error) implements SessionEvent {

		/** Running. */
		public static StateChanged running() {
			return new StateChanged(State.RUNNING, null, null);
		}

		/** Blocked on a question to the user. */
		public static StateChanged requiresAction() {
			return new StateChanged(State.REQUIRES_ACTION, null, null);
		}

		/** Idle; {@code stopReason} and {@code error} say how the turn ended, when one did. */
		public static StateChanged idle(StopReason stopReason, ResponseError error) {
			return new StateChanged(State.IDLE, stopReason, error);
		}
	}

	/**
	 * Anything else the session reports, the same in every version: a plan, usage, commands, a notice,
	 * the title, config options, the mode, compaction, a subagent, an update the agent passes on.
	 */
	record Reported(SessionUpdate update) implements SessionEvent {
	}
}
