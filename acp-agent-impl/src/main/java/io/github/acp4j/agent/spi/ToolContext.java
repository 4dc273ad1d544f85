package io.github.acp4j.agent.spi;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.jsonrpc.MessageTooLargeException;

/**
 * What a running tool call may use.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever
 * a tool call gets something new to use.
 *
 * @param sessionId    the session it runs in
 * @param workspace    the session's workspace
 * @param client       the client, for tools that talk to the user or go through the editor
 * @param capabilities what the client advertised
 * @param updates      sends a {@code session/update} of the running turn
 * @param cancellation the turn's cancellation token
 * @param toolCallId   the id of the call this context was made for, or null for the turn's context
 * @param sandbox      how local processes of the session run
 * @param terminals    where the call shows the commands it runs locally, live
 */
public record ToolContext(String sessionId, Workspace workspace, AcpClientEndpoint client, ClientCapabilities capabilities,
		Consumer<SessionUpdate> updates, Cancellation cancellation, String toolCallId, SandboxPolicy sandbox, Terminals terminals) {

	/**
	 * The turn's context (no call id) whose processes run sandboxed where bubblewrap works, writing in the
	 * workspace, without network.
	 */
	public static ToolContext of(String sessionId, Workspace workspace, AcpClientEndpoint client, ClientCapabilities capabilities,
			Consumer<SessionUpdate> updates, Cancellation cancellation) {
		return builder(sessionId, workspace, client, capabilities, updates, cancellation).build();
	}

	/** A builder with the required parts; the call id, the sandbox and the terminals are those of {@link #of} (none shown) until set. */
	public static Builder builder(String sessionId, Workspace workspace, AcpClientEndpoint client,
			ClientCapabilities capabilities, Consumer<SessionUpdate> updates, Cancellation cancellation) {
		return new Builder(sessionId, workspace, client, capabilities, updates, cancellation);
	}

	/** A builder with this context's values. */
	public Builder toBuilder() {
		return builder(sessionId, workspace, client, capabilities, updates, cancellation).toolCallId(toolCallId).sandbox(sandbox).terminals(terminals);
	}

	/** This context for one tool call. */
	public ToolContext forCall(String id) {
		return toBuilder().toolCallId(id).build();
	}

	/** Shows what the running call has so far ({@code tool_call_update}, status {@code in_progress}). */
	public void progress(List<ToolCallContent> content) {
		updates.accept(ToolCallUpdate.builder(toolCallId).status(ToolCallStatus.IN_PROGRESS).content(content).build());
	}

	/** Whether the client advertised {@code fs.readTextFile}. */
	public boolean clientReadsFiles() {
		return capabilities != null && capabilities.fs() != null && Boolean.TRUE.equals(capabilities.fs().readTextFile());
	}

	/** Whether the client advertised {@code fs.writeTextFile}. */
	public boolean clientWritesFiles() {
		return capabilities != null && capabilities.fs() != null && Boolean.TRUE.equals(capabilities.fs().writeTextFile());
	}

	/** Whether the client advertised {@code session.notices}. */
	public boolean clientShowsNotices() {
		return capabilities != null && capabilities.session() != null && capabilities.session().notices() != null;
	}

	/** Whether the client advertised {@code terminal}. */
	public boolean clientRunsTerminals() {
		return capabilities != null && Boolean.TRUE.equals(capabilities.terminal());
	}

	/**
	 * Waits for the answer to a request sent to the client; cancelling the turn cancels the request.
	 *
	 * @throws ToolException          with the client's message when it answered with an error, caused
	 *                                by a {@link MessageTooLargeException} when its answer was too large
	 * @throws CancellationException  when the turn was cancelled
	 */
	public <T> T await(CompletableFuture<T> request) throws ToolException, InterruptedException {
		try (Cancellation.Registration stop = cancellation.onCancel(() -> request.cancel(true))) {
			return request.get();
		} catch (ExecutionException e) {
			// The client may answer a request the cancel withdrew with an error of its own.
			cancellation.throwIfCancelled();
			Throwable cause = JsonRpcErrors.unwrap(e);
			// The client's own error is quoted; an answer over the size limit, the connection's end
			// or anything else is said in a line of its own, never as a Java exception.
			boolean answered = cause instanceof ResponseErrorException && !(cause instanceof MessageTooLargeException);
			throw new ToolException((answered ? "The client answered: " : "") + JsonRpcErrors.describe(cause), cause);
		} catch (CancellationException e) {
			cancellation.throwIfCancelled();
			throw new ToolException("The client request was cancelled", e);
		}
	}

	/** Builds a {@link ToolContext} one component at a time. */
	public static final class Builder {
		private String sessionId;
		private Workspace workspace;
		private AcpClientEndpoint client;
		private ClientCapabilities capabilities;
		private Consumer<SessionUpdate> updates;
		private Cancellation cancellation;
		private String toolCallId;
		private SandboxPolicy sandbox;
		private Terminals terminals = Terminals.NONE;

		private Builder(String sessionId, Workspace workspace, AcpClientEndpoint client, ClientCapabilities capabilities,
				Consumer<SessionUpdate> updates, Cancellation cancellation) {
			this.sessionId = sessionId;
			this.workspace = workspace;
			this.client = client;
			this.capabilities = capabilities;
			this.updates = updates;
			this.cancellation = cancellation;
		}

		/** The session the call runs in. */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/** The session's workspace. */
		public Builder workspace(Workspace workspace) {
			this.workspace = workspace;
			return this;
		}

		/** The client. */
		public Builder client(AcpClientEndpoint client) {
			this.client = client;
			return this;
		}

		/** What the client advertised. */
		public Builder capabilities(ClientCapabilities capabilities) {
			this.capabilities = capabilities;
			return this;
		}

		/** Sends a {@code session/update} of the running turn. */
		public Builder updates(Consumer<SessionUpdate> updates) {
			this.updates = updates;
			return this;
		}

		/** The turn's cancellation token. */
		public Builder cancellation(Cancellation cancellation) {
			this.cancellation = cancellation;
			return this;
		}

		/** The id of the call the context is made for. */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
			return this;
		}

		/** How local processes of the session run. */
		public Builder sandbox(SandboxPolicy sandbox) {
			this.sandbox = sandbox;
			return this;
		}

		/** Where the call shows the commands it runs locally. */
		public Builder terminals(Terminals terminals) {
			this.terminals = terminals;
			return this;
		}

		/** A new {@link ToolContext}. */
		public ToolContext build() {
			SandboxPolicy policy = sandbox != null ? sandbox
					: SandboxPolicy.builder(SandboxMode.AUTO, workspace.roots()).writable(workspace.roots()).build();
			return new ToolContext(sessionId, workspace, client, capabilities, updates, cancellation, toolCallId, policy,
					terminals == null ? Terminals.NONE : terminals);
		}
	}
}
