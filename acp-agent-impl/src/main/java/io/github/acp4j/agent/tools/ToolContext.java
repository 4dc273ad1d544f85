package io.github.acp4j.agent.tools;

import java.util.function.Consumer;

import io.github.acp4j.agent.Cancellation;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.SessionUpdate;

/**
 * What a running tool call may use.
 *
 * @param sessionId    the session it runs in
 * @param workspace    the session's workspace
 * @param client       the client, for tools that talk to the user
 * @param capabilities what the client advertised
 * @param updates      sends a {@code session/update} of the running turn
 * @param cancellation the turn's cancellation token
 */
public record ToolContext(String sessionId, Workspace workspace, AcpClientEndpoint client, ClientCapabilities capabilities,
		Consumer<SessionUpdate> updates, Cancellation cancellation) {
}
