package io.github.acp4j.agent.turn;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.session.SessionFeed;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * A subagent as a client that does not know subagents sees it: nothing of the child's own session.
 * What it says and the tools it calls become the content of the parent's {@code subagent} tool call
 * (the latest line of progress); its permission requests are asked under the parent's session and call. It
 * sends through the parent turn's client, so nothing of it follows the parent's answer.
 */
final class HiddenChild implements AcpClientEndpoint, SessionFeed.Subscriber {

	/** How much of the child's latest words each progress update carries: a bounded tail, not all it said. */
	static final int LATEST_WORDS = 500;

	private final ToolContext parent;
	private final String parentSessionId;
	private final StringBuilder said = new StringBuilder();

	/** @param parent the context of the parent's {@code subagent} call */
	HiddenChild(ToolContext parent, String parentSessionId) {
		this.parent = parent;
		this.parentSessionId = parentSessionId;
	}

	/** Nothing reaches a hidden child this way: what the child reports comes from its feed ({@link #present}). */
	@Override
	public void sessionUpdate(SessionNotification notification) {
	}

	@Override
	public synchronized void present(String childSessionId, SessionEvent event) {
		String progress = null;
		if (event instanceof SessionEvent.MessageChunk chunk && chunk.author() == SessionEvent.Author.AGENT
				&& chunk.content() instanceof TextContent text) {
			said.append(text.text());
			if (said.length() > 2 * LATEST_WORDS) {
				said.delete(0, said.length() - LATEST_WORDS);
			}
			int start = Math.max(0, said.length() - LATEST_WORDS);
			progress = said.substring(start < said.length() && Character.isLowSurrogate(said.charAt(start)) ? start + 1 : start);
		} else if (event instanceof SessionEvent.ToolCallShown shown) {
			said.setLength(0);
			progress = "Running: " + shown.call().title();
		}
		if (progress != null) {
			parent.progress(List.of(Content.of(TextContent.of(progress))));
		}
	}

	/**
	 * Asks under the parent's session, the call named {@code <parent's call id>/<child's call id>}: the
	 * child numbers its calls from {@code call_1} too, and the client must not take the question for
	 * one of the parent's calls.
	 */
	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		ToolCallUpdate call = request.toolCall();
		return parent.client().requestPermission(request.toBuilder().sessionId(parentSessionId)
				.toolCall(call.toBuilder().toolCallId(parent.toolCallId() + "/" + call.toolCallId()).build()).build());
	}
}
