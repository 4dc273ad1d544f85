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
 */
public record SessionHeader(String sessionId, String cwd, Instant created, String title, String mode, String model) {
}
