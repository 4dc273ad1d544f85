package io.github.acp4j.agent.store;

import java.time.Instant;

/**
 * The first record of a stored session.
 *
 * @param sessionId the ACP session id
 * @param cwd       the session's working directory
 * @param created   when the session was created
 * @param title     the title, or null until the first prompt gives one
 * @param mode      the mode id at creation
 * @param model     the {@code provider/model} at creation
 * @param parent    the session whose subagent this one is, or null for a session the client opened: a
 *                  subagent's session is not listed, and goes with its parent when that is deleted
 */
public record SessionHeader(String sessionId, String cwd, Instant created, String title, String mode, String model,
		String parent) {

	/** The header of a session the client opened. */
	public SessionHeader(String sessionId, String cwd, Instant created, String title, String mode, String model) {
		this(sessionId, cwd, created, title, mode, model, null);
	}
}
