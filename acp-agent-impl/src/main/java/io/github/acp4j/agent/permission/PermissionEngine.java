package io.github.acp4j.agent.permission;

import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.tools.Tool;
import io.github.acp4j.agent.tools.ToolContext;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * Decides whether a prepared tool call may run, asking the user when the session's preset says so.
 * Anything but a clear yes is a no: the tool does not run.
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
	 * @param toolCall the call as the client was shown it; its id is the permission request's
	 * @throws java.util.concurrent.CancellationException when the turn is cancelled while waiting
	 */
	Verdict check(Session session, Tool tool, Tool.Call call, ToolCallUpdate toolCall, ToolContext context)
			throws InterruptedException;
}
