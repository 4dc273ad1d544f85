package io.github.acp4j.agent.handlers;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

import com.google.inject.Inject;

import io.github.acp4j.agent.ClientConnection;
import io.github.acp4j.agent.ConnectionScoped;
import io.github.acp4j.agent.TurnThreads;
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
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;
import io.github.acp4j.api.types.UnknownContentBlock;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/** {@code session/prompt}: one turn at a time per session. */
@ConnectionScoped
public final class PromptHandler {

	private final SessionRegistry sessions;
	private final ClientConnection connection;
	private final TurnServices services;
	private final ExecutorService turns;

	@Inject
	PromptHandler(SessionRegistry sessions, ClientConnection connection, TurnServices services, SessionOpener opener,
			@TurnThreads ExecutorService turns) {
		this.sessions = sessions;
		this.connection = connection;
		// A subagent's session is opened as the connection's others are.
		this.services = services.withChildren(opener);
		this.turns = turns;
	}

	/** Starts the prompt's turn, once the session's previous turn is done; -32600 while one runs. */
	public PromptTurn start(PromptRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		PromptTurn turn = new PromptTurn(session, checked(request.prompt()), connection.presenter(), connection.capabilities(), services);
		Optional<CompletableFuture<Void>> previous = session.begin(turn);
		if (previous.isEmpty()) {
			throw JsonRpcErrors.invalidRequest("A prompt turn is already running in session " + session.id());
		}
		// The new turn starts once the previous turn's thread is done with the history, or is refused
		// when that thread ignored its cancel for too long.
		turn.runAfter(previous.get(), turns);
		return turn;
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
			} else if (block instanceof TextContent text) {
				require(text.text(), field + ".text");
			} else if (block instanceof ImageContent image) {
				require(image.data(), field + ".data");
				require(image.mimeType(), field + ".mimeType");
			} else if (block instanceof AudioContent audio) {
				require(audio.data(), field + ".data");
				require(audio.mimeType(), field + ".mimeType");
			} else if (block instanceof ResourceLink link) {
				require(link.name(), field + ".name");
				require(link.uri(), field + ".uri");
			} else if (block instanceof UnknownContentBlock unknown) {
				throw JsonRpcErrors.invalidParams(field + ".type \"" + unknown.type() + "\" is not supported");
			} else {
				EmbeddedResourceResource resource = ((EmbeddedResource) block).resource();
				if (resource == null) {
					throw JsonRpcErrors.invalidParams(field + ".resource is required");
				}
				if (resource instanceof TextResourceContents text) {
					require(text.uri(), field + ".resource.uri");
					require(text.text(), field + ".resource.text");
				} else if (resource instanceof BlobResourceContents blob) {
					require(blob.uri(), field + ".resource.uri");
					require(blob.blob(), field + ".resource.blob");
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
