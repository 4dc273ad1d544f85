package io.github.acp4j.agent.handlers;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

import com.google.inject.Inject;
import com.google.inject.Singleton;
import com.google.inject.name.Named;

import io.github.acp4j.agent.ClientConnection;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.agent.turn.TurnServices;
import io.github.acp4j.api.types.AudioContent;
import io.github.acp4j.api.types.BlobResourceContents;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.EmbeddedResourceResource;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;
import io.github.acp4j.api.types.UnknownContentBlock;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/** {@code session/prompt}: one turn at a time per session. */
@Singleton
public final class PromptHandler {

	private final SessionRegistry sessions;
	private final ClientConnection connection;
	private final TurnServices services;
	private final ExecutorService turns;

	@Inject
	PromptHandler(SessionRegistry sessions, ClientConnection connection, TurnServices services, @Named("turns") ExecutorService turns) {
		this.sessions = sessions;
		this.connection = connection;
		this.services = services;
		this.turns = turns;
	}

	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		PromptTurn turn = new PromptTurn(session, checked(request.prompt()), connection.client(), connection.capabilities(), services);
		Optional<CompletableFuture<Void>> previous = session.begin(turn);
		if (previous.isEmpty()) {
			throw JsonRpcErrors.invalidRequest("A prompt turn is already running in session " + session.id());
		}
		// The new turn starts once the previous turn's thread is done with the history, or is refused
		// when that thread ignored its cancel for too long.
		turn.runAfter(previous.get(), turns);
		return turn.answer();
	}

	/** -32602 for an empty prompt or a block without a field the schema requires; the turn reads the blocks. */
	static List<ContentBlock> checked(List<ContentBlock> prompt) {
		if (prompt == null || prompt.isEmpty()) {
			throw JsonRpcErrors.invalidParams("prompt must hold at least one content block");
		}
		for (int i = 0; i < prompt.size(); i++) {
			String field = "prompt[" + i + "]";
			ContentBlock block = prompt.get(i);
			if (block == null) {
				throw JsonRpcErrors.invalidParams(field + " must be a content block");
			} else if (block instanceof TextContent) {
				require(((TextContent) block).text(), field + ".text");
			} else if (block instanceof ImageContent) {
				require(((ImageContent) block).data(), field + ".data");
				require(((ImageContent) block).mimeType(), field + ".mimeType");
			} else if (block instanceof AudioContent) {
				require(((AudioContent) block).data(), field + ".data");
				require(((AudioContent) block).mimeType(), field + ".mimeType");
			} else if (block instanceof ResourceLink) {
				require(((ResourceLink) block).name(), field + ".name");
				require(((ResourceLink) block).uri(), field + ".uri");
			} else if (block instanceof UnknownContentBlock) {
				throw JsonRpcErrors.invalidParams(field + ".type \"" + ((UnknownContentBlock) block).type() + "\" is not supported");
			} else {
				EmbeddedResourceResource resource = ((EmbeddedResource) block).resource();
				if (resource == null) {
					throw JsonRpcErrors.invalidParams(field + ".resource is required");
				}
				if (resource instanceof TextResourceContents) {
					require(((TextResourceContents) resource).uri(), field + ".resource.uri");
					require(((TextResourceContents) resource).text(), field + ".resource.text");
				} else if (resource instanceof BlobResourceContents) {
					require(((BlobResourceContents) resource).uri(), field + ".resource.uri");
					require(((BlobResourceContents) resource).blob(), field + ".resource.blob");
				} else {
					throw JsonRpcErrors.invalidParams(field + ".resource needs text or blob");
				}
			}
		}
		return prompt;
	}

	private static void require(String value, String field) {
		if (value == null) {
			throw JsonRpcErrors.invalidParams(field + " is required");
		}
	}
}
