package io.github.acp4j.agent.permission;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * Decides whether a prepared tool call may run, asking the user when the session's preset says so.
 * Anything but a clear yes is a no: the tool does not run. The engine remembers the "always"
 * answers of each session until it {@linkplain #forget forgets} the session.
 */
public interface PermissionEngine {

	/** The outcome: allowed, or the reason it was not (told to the model). */
	record Verdict(boolean allowed, String reason) {

		public static final Verdict ALLOWED = new Verdict(true, null);

		public static Verdict denied(String reason) {
			return new Verdict(false, reason);
		}
	}

	/**
	 * Judges a call on the turn's thread; may wait for the user's answer.
	 *
	 * @param preset   the session's permission posture
	 * @param toolCall the call as the client was shown it; its id is the permission request's
	 * @param context  the call's context, whose session the answer is remembered for
	 * @throws java.util.concurrent.CancellationException when the turn is cancelled while waiting
	 */
	Verdict check(PermissionPreset preset, AgentTool tool, AgentTool.Call call, ToolCallUpdate toolCall, ToolContext context)
			throws InterruptedException;

	/** Drops what the user answered "always" in a session, which has closed or been deleted. */
	void forget(String sessionId);
}
