package io.github.acp4j.agent.handlers;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import com.google.inject.name.Named;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.ClientConnection;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.tools.Tool;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.api.types.AudioContent;
import io.github.acp4j.api.types.BlobResourceContents;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/** {@code session/prompt}: one turn at a time per session. */
@Singleton
public final class PromptHandler {

	private final SessionRegistry sessions;
	private final ClientConnection connection;
	private final Map<String, Tool> tools = new LinkedHashMap<>();
	private final PermissionEngine permissions;
	private final AgentConfig config;
	private final ExecutorService turns;

	@Inject
	PromptHandler(SessionRegistry sessions, ClientConnection connection, Set<Tool> tools, PermissionEngine permissions,
			AgentConfig config, @Named("turns") ExecutorService turns) {
		this.sessions = sessions;
		this.connection = connection;
		for (Tool tool : tools) {
			this.tools.put(tool.name(), tool);
		}
		this.permissions = permissions;
		this.config = config;
		this.turns = turns;
	}

	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		String text = userText(request.prompt());
		PromptTurn turn = new PromptTurn(session, text, connection.client(), connection.capabilities(), Map.copyOf(tools),
				permissions, config);
		Optional<CompletableFuture<Void>> previous = session.begin(turn);
		if (previous.isEmpty()) {
			throw JsonRpcErrors.invalidRequest("A prompt turn is already running in session " + session.id());
		}
		// The new turn starts once the previous turn's thread is done with the history.
		previous.get().thenRunAsync(turn::run, turns);
		return turn.answer();
	}

	/** The prompt as text for the model: text blocks, embedded text resources, references to the rest. */
	static String userText(List<ContentBlock> prompt) {
		if (prompt == null || prompt.isEmpty()) {
			throw JsonRpcErrors.invalidParams("prompt must hold at least one content block");
		}
		StringBuilder text = new StringBuilder();
		for (ContentBlock block : prompt) {
			if (block == null) {
				throw JsonRpcErrors.invalidParams("prompt holds a null content block");
			}
			if (text.length() > 0) {
				text.append("\n\n");
			}
			if (block instanceof TextContent) {
				text.append(((TextContent) block).text());
			} else if (block instanceof ResourceLink) {
				ResourceLink link = (ResourceLink) block;
				text.append("[Referenced resource: ").append(link.name()).append(" at ").append(link.uri()).append(']');
			} else if (block instanceof EmbeddedResource) {
				EmbeddedResource resource = (EmbeddedResource) block;
				if (resource.resource() instanceof TextResourceContents) {
					TextResourceContents contents = (TextResourceContents) resource.resource();
					text.append("<resource uri=\"").append(contents.uri()).append("\">\n").append(contents.text())
							.append("\n</resource>");
				} else {
					text.append("[Attached binary resource ").append(((BlobResourceContents) resource.resource()).uri())
							.append(" is not shown]");
				}
			} else if (block instanceof ImageContent) {
				// Accepted, as the contract says; images reach providers once promptCapabilities.image is true.
				text.append("[An image (").append(((ImageContent) block).mimeType())
						.append(") was attached; it cannot be shown to this model]");
			} else if (block instanceof AudioContent) {
				text.append("[An audio clip was attached; it cannot be played to this model]");
			}
		}
		return text.toString();
	}
}
