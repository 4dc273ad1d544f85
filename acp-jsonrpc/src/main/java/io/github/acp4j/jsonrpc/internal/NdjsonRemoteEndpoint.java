package io.github.acp4j.jsonrpc.internal;

import java.io.EOFException;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.JsonRpcRequestFuture;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.CancelParams;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * LSP4J's remote endpoint with a configurable cancel notification ({@code $/cancel_request
 * {requestId}} for ACP; LSP's {@code $/cancelRequest {id}} is honoured too), numeric ids on outgoing
 * requests, and outgoing requests failed when the connection ends instead of left pending.
 */
public final class NdjsonRemoteEndpoint extends RemoteEndpoint {

	private static final Logger LOG = Logger.getLogger(NdjsonRemoteEndpoint.class.getName());
	private static final String ID_MEMBER = "requestId";
	private static final String LSP_CANCEL_METHOD = MessageJsonHandler.CANCEL_METHOD.getMethodName();

	private final MessageConsumer outgoing;
	private final String cancelMethod;
	private final AtomicLong nextRequestId = new AtomicLong();
	private final Set<CompletableFuture<?>> pending = ConcurrentHashMap.newKeySet();
	private volatile boolean closed;

	public NdjsonRemoteEndpoint(MessageConsumer out, Endpoint localEndpoint,
			Function<Throwable, ResponseError> exceptionHandler, String cancelMethod) {
		super(out, localEndpoint, exceptionHandler);
		this.outgoing = out;
		this.cancelMethod = cancelMethod;
	}

	/** The stream this endpoint writes to, for replies to lines that are no message. */
	public MessageConsumer outgoing() {
		return outgoing;
	}

	@Override
	public JsonRpcRequestFuture<Object> request(String method, Object parameter) {
		if (closed) {
			JsonRpcRequestFuture<Object> failed = new JsonRpcRequestFuture<>(() -> { });
			failed.completeExceptionally(connectionClosed(method));
			return failed;
		}
		JsonRpcRequestFuture<Object> result = super.request(method, parameter);
		if (!result.isDone()) {
			pending.add(result);
			result.whenComplete((value, error) -> pending.remove(result));
			if (closed) {
				result.completeExceptionally(connectionClosed(method));
			}
		}
		return result;
	}

	@Override
	protected RequestMessage createRequestMessage(String method, Object parameter) {
		RequestMessage message = super.createRequestMessage(method, parameter);
		message.setRawId(Either.forRight(nextRequestId.incrementAndGet()));
		return message;
	}

	@Override
	protected void sendCancelNotification(Either<String, Number> id) {
		JsonObject params = new JsonObject();
		if (id.isLeft()) {
			params.addProperty(ID_MEMBER, id.getLeft());
		} else {
			params.addProperty(ID_MEMBER, id.getRight());
		}
		notify(cancelMethod, params);
	}

	/**
	 * Cancels on the configured notification ({@code requestId}) and on LSP's {@code $/cancelRequest}
	 * ({@code id}), which some ACP clients sent; other notifications are not cancellations.
	 */
	@Override
	protected boolean handleCancellation(NotificationMessage notification) {
		String method = notification.getMethod();
		String idMember;
		if (cancelMethod.equals(method)) {
			idMember = ID_MEMBER;
		} else if (LSP_CANCEL_METHOD.equals(method)) {
			idMember = "id";
		} else {
			return false;
		}
		Either<String, Number> id = requestIdOf(notification.getParams(), idMember);
		if (id == null) {
			LOG.warning("Ignored " + method + " without a string or number \"" + idMember + "\"");
			return true;
		}
		CancelParams params = new CancelParams();
		params.setRawId(id);
		NotificationMessage translated = new NotificationMessage();
		translated.setMethod(LSP_CANCEL_METHOD);
		translated.setParams(params);
		return super.handleCancellation(translated);
	}

	private Either<String, Number> requestIdOf(Object params, String idMember) {
		if (params == null) {
			return null;
		}
		if (params instanceof CancelParams) {
			return ((CancelParams) params).getRawId();
		}
		JsonElement json = params instanceof JsonElement ? (JsonElement) params : getJsonHandler().getGson().toJsonTree(params);
		return json.isJsonObject() ? JsonMessages.toId(json.getAsJsonObject().get(idMember)) : null;
	}

	/** Fails every request still waiting for an answer; later requests fail at once. */
	public void connectionClosed() {
		closed = true;
		for (CompletableFuture<?> future : pending) {
			future.completeExceptionally(connectionClosed("request"));
		}
	}

	private static JsonRpcException connectionClosed(String method) {
		return new JsonRpcException(new EOFException("Connection closed before " + method + " was answered"));
	}
}
