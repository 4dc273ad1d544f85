package io.github.acp4j.agent.v1;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import io.github.acp4j.agent.session.Presenter;
import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.spi.GitPatch;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AgentaoClientExtensions;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.CompleteElicitationNotification;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UserMessageChunk;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;

/**
 * A session's events in ACP v1: messages as chunks (v1 has no message ids, and a prompt is not
 * echoed), a tool call as {@code tool_call} then its {@code tool_call_update}s, diffs without their
 * patches, and nothing of what v1 has no words for (display terminals, the session's state).
 * Questions and requests go to the v1 client unchanged.
 */
public final class V1Presenter implements Presenter {

	private final AcpClientEndpoint client;

	/** @param client the connection's v1 client */
	public V1Presenter(AcpClientEndpoint client) {
		this.client = client;
	}

	/**
	 * Sends what v1 has words for: a prompt is not echoed (the client sent it), a v1 turn's end is its
	 * prompt's answer, and v1's terminals are the client's, so a local command's output is its call's
	 * result.
	 */
	@Override
	public void present(String sessionId, SessionEvent event) {
		SessionUpdate update = null;
		if (event instanceof SessionEvent.Message message) {
			message.content().forEach(block -> send(sessionId, chunk(message.author(), block)));
		} else if (event instanceof SessionEvent.MessageChunk chunk) {
			update = chunk(chunk.author(), chunk.content());
		} else if (event instanceof SessionEvent.ToolCallShown shown) {
			update = withoutPatches(shown.call());
		} else if (event instanceof SessionEvent.ToolCallChanged changed) {
			update = withoutPatches(changed.update());
		} else if (event instanceof SessionEvent.ToolCallStarted started) {
			update = withoutPatches(started.update());
		} else if (event instanceof SessionEvent.ToolCallEnded ended) {
			update = withoutPatches(ended.last());
		} else if (event instanceof SessionEvent.Reported reported) {
			update = reported.update();
		}
		if (update != null) {
			send(sessionId, update);
		}
	}

	private void send(String sessionId, SessionUpdate update) {
		client.sessionUpdate(SessionNotification.of(sessionId, update));
	}

	private static SessionUpdate chunk(SessionEvent.Author author, ContentBlock block) {
		return switch (author) {
		case USER -> UserMessageChunk.of(block);
		case AGENT -> AgentMessageChunk.of(block);
		case THOUGHT -> AgentThoughtChunk.of(block);
		};
	}

	private static ToolCall withoutPatches(ToolCall call) {
		return hasPatch(call.content()) ? call.toBuilder().content(withoutPatches(call.content())).build() : call;
	}

	private static ToolCallUpdate withoutPatches(ToolCallUpdate update) {
		return hasPatch(update.content()) ? update.toBuilder().content(withoutPatches(update.content())).build() : update;
	}

	private static boolean hasPatch(List<ToolCallContent> content) {
		return content != null && content.stream().anyMatch(item -> item instanceof Diff diff && GitPatch.of(diff).isPresent());
	}

	private static List<ToolCallContent> withoutPatches(List<ToolCallContent> content) {
		return content.stream().map(item -> item instanceof Diff diff ? (ToolCallContent) GitPatch.detach(diff) : item).toList();
	}

	@Override
	public void sessionUpdate(SessionNotification notification) {
		client.sessionUpdate(notification);
	}

	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		ToolCallUpdate call = request.toolCall();
		return client.requestPermission(call == null || !hasPatch(call.content()) ? request
				: request.toBuilder().toolCall(withoutPatches(call)).build());
	}

	@Override
	public CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
		return client.createElicitation(request);
	}

	@Override
	public void completeElicitation(CompleteElicitationNotification notification) {
		client.completeElicitation(notification);
	}

	@Override
	public AgentaoClientExtensions agentao() {
		return client.agentao();
	}

	@Override
	public CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
		return client.readTextFile(request);
	}

	@Override
	public CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
		return client.writeTextFile(request);
	}

	@Override
	public CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
		return client.createTerminal(request);
	}

	@Override
	public CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
		return client.terminalOutput(request);
	}

	@Override
	public CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
		return client.releaseTerminal(request);
	}

	@Override
	public CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
		return client.waitForTerminalExit(request);
	}

	@Override
	public CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
		return client.killTerminal(request);
	}
}
