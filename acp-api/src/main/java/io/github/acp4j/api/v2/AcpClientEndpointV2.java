package io.github.acp4j.api.v2;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.v2.types.CancelRequestNotification;
import io.github.acp4j.api.v2.types.CompleteElicitationNotification;
import io.github.acp4j.api.v2.types.CreateElicitationRequest;
import io.github.acp4j.api.v2.types.CreateElicitationResponse;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * What an agent calls on a client in ACP v2 (Preview): every stable v2 method the client side
 * handles. There are no {@code fs/*} or {@code terminal/*} methods in v2.
 */
public interface AcpClientEndpointV2 {

	/** Asks the user to allow or reject an action, with a {@code title} and what it is about. */
	@JsonRequest("session/request_permission")
	CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request);

	/** Reports a session's messages, tool calls, plans and state as upserts keyed by id. */
	@JsonNotification("session/update")
	void sessionUpdate(UpdateSessionNotification notification);

	/** Asks the user for structured input; when the client advertised {@code elicitation}. */
	@JsonRequest("elicitation/create")
	default CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
		return AcpErrors.notImplemented("elicitation/create");
	}

	/** Tells the client that a URL-mode elicitation finished. */
	@JsonNotification("elicitation/complete")
	default void completeElicitation(CompleteElicitationNotification notification) {
	}

	/** Cancels a request in flight; handled by the transport. */
	@JsonNotification("$/cancel_request")
	default void cancelRequest(CancelRequestNotification notification) {
	}
}
