package io.github.acp4j.jsonrpc.internal;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.JsonRpcRequestFuture;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.MessageConstants;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.CancelParams;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.jsonrpc.ConnectionClosedException;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.jsonrpc.MessageTooLargeException;

/**
 * LSP4J's remote endpoint with a configurable cancel notification ({@code $/cancel_request
 * {requestId}} for ACP; LSP's {@code $/cancelRequest {id}} is honoured too), numeric ids on outgoing
 * requests, outgoing requests failed when the connection ends or their answer is too large instead
 * of left pending, errors kept free of Java text on their way out, no second answer to a request
 * answered before the connection existed ({@link #answeredAlready}), and the answers to a batch's
 * requests made for their batch to hold ({@link Batches}).
 */
public final class NdjsonRemoteEndpoint extends RemoteEndpoint {

	private static final Logger LOG = Logger.getLogger(NdjsonRemoteEndpoint.class.getName());
	private static final String ID_MEMBER = "requestId";
	private static final String LSP_CANCEL_METHOD = MessageJsonHandler.CANCEL_METHOD.getMethodName();

	private final Outgoing outgoing;
	private final Batches batches;
	private final String cancelMethod;
	private final AtomicLong nextRequestId = new AtomicLong();
	/** See {@link #traceWith}; null when the connection is not traced. */
	private volatile RpcTracing tracing;
	/** The id {@link #request} chose for the message LSP4J is creating on this thread. */
	private final ThreadLocal<Long> creating = new ThreadLocal<>();
	/** Outgoing requests waiting for their answer, by id. */
	private final Map<String, JsonRpcRequestFuture<Object>> pending = new ConcurrentHashMap<>();
	private volatile boolean closed;

	/**
	 * @param out     where messages go: the message wrappers, then {@code batches}, then the writer
	 * @param batches the connection's batches, which hold the answers to their entries
	 */
	public NdjsonRemoteEndpoint(MessageConsumer out, Batches batches, Endpoint localEndpoint,
			Function<Throwable, ResponseError> exceptionHandler, String cancelMethod) {
		this(new Outgoing(out), batches, localEndpoint, exceptionHandler, cancelMethod);
	}

	private NdjsonRemoteEndpoint(Outgoing out, Batches batches, Endpoint localEndpoint,
			Function<Throwable, ResponseError> exceptionHandler, String cancelMethod) {
		super(out, localEndpoint, exceptionHandler);
		this.outgoing = out;
		this.batches = batches;
		this.cancelMethod = cancelMethod;
	}

	Batches batches() {
		return batches;
	}

	/** The stream this endpoint writes to, for replies to lines that are no message. */
	public MessageConsumer outgoing() {
		return outgoing;
	}

	/**
	 * The request with this id, about to be read, was answered before the connection existed (see
	 * {@link FirstLine}): the next answer with its id is not written.
	 */
	public void answeredAlready(Either<String, Number> id) {
		outgoing.answered.set(id);
	}

	/**
	 * Lets {@code tracing} see the answers that pass by the consumers: the one
	 * {@link #answeredAlready} keeps from the wire, and the made-up answer of {@link #answerTooLarge}.
	 */
	public void traceWith(RpcTracing tracing) {
		this.tracing = tracing;
		outgoing.tracing = tracing;
	}

	/** Writes every message but the answer {@link #answeredAlready} names. */
	private static final class Outgoing implements MessageConsumer {

		private final MessageConsumer out;
		private final AtomicReference<Either<String, Number>> answered = new AtomicReference<>();
		private volatile RpcTracing tracing;

		Outgoing(MessageConsumer out) {
			this.out = out;
		}

		@Override
		public void consume(Message message) {
			Either<String, Number> id = answered.get();
			if (id != null && message instanceof ResponseMessage response && id.equals(response.getRawId())
					&& answered.compareAndSet(id, null)) {
				RpcTracing traced = tracing;
				if (traced != null) {
					traced.answeredElsewhere(response);
				}
				return;
			}
			out.consume(message);
		}
	}

	@Override
	public JsonRpcRequestFuture<Object> request(String method, Object parameter) {
		if (closed) {
			JsonRpcRequestFuture<Object> failed = new JsonRpcRequestFuture<>(() -> { });
			failed.completeExceptionally(new ConnectionClosedException(method));
			return failed;
		}
		// The id is chosen here so that the future can be found by it (LSP4J keeps its own map private).
		long id = nextRequestId.incrementAndGet();
		String key = Long.toString(id);
		JsonRpcRequestFuture<Object> result;
		creating.set(id);
		try {
			result = super.request(method, parameter);
		} finally {
			creating.remove();
		}
		if (!result.isDone()) {
			pending.put(key, result);
			result.whenComplete((value, error) -> pending.remove(key, result));
			if (closed) {
				result.completeExceptionally(new ConnectionClosedException(method));
			}
		}
		return result;
	}

	@Override
	protected RequestMessage createRequestMessage(String method, Object parameter) {
		RequestMessage message = super.createRequestMessage(method, parameter);
		Long id = creating.get();
		message.setRawId(Either.forRight(id != null ? id : nextRequestId.incrementAndGet()));
		return message;
	}

	/** The answer to a request read in a batch is one its batch holds until the batch's last answer is made. */
	@Override
	protected ResponseMessage createResponseMessage(RequestMessage requestMessage) {
		ResponseMessage answer = batches.answerTo(requestMessage);
		if (answer == null) {
			return super.createResponseMessage(requestMessage);
		}
		answer.setJsonHandler(getJsonHandler());
		answer.setRawId(requestMessage.getRawId());
		answer.setJsonrpc(MessageConstants.JSONRPC_VERSION);
		return answer;
	}

	/** Every error this side answers with goes out free of Java exception text (see {@link JsonRpcErrors#wireSafe}). */
	@Override
	protected ResponseMessage createErrorResponseMessage(RequestMessage requestMessage, ResponseError errorObject) {
		return super.createErrorResponseMessage(requestMessage, JsonRpcErrors.wireSafe(errorObject));
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
		if (params instanceof CancelParams cancel) {
			return cancel.getRawId();
		}
		JsonElement json = params instanceof JsonElement element ? element : getJsonHandler().getGson().toJsonTree(params);
		return json.isJsonObject() ? JsonMessages.toId(json.getAsJsonObject().get(idMember)) : null;
	}

	/**
	 * The peer answered the request with this id in a message of {@code size} bytes, over
	 * {@code limit}, which was skipped: the request fails at once with a
	 * {@link MessageTooLargeException}, and nothing is written back (a response is never answered).
	 * An id no request waits for is only logged.
	 */
	public void answerTooLarge(Either<String, Number> id, long size, long limit) {
		String key = id.isLeft() ? id.getLeft() : id.getRight().toString();
		String method = resolveMethod(key);
		if (method == null) {
			LOG.warning("Skipped an answer of " + size + " bytes, over the limit of " + limit + ", for no pending request (id " + key + ")");
			return;
		}
		MessageTooLargeException tooLarge = new MessageTooLargeException(method, size, limit);
		LOG.warning(tooLarge.getMessage());
		JsonRpcRequestFuture<Object> request = pending.get(key);
		if (request != null) {
			request.completeExceptionally(tooLarge);
		}
		// LSP4J forgets the request; it fails it with the same error should it not have been found above.
		ResponseMessage answer = new ResponseMessage();
		answer.setRawId(id);
		answer.setError(tooLarge.getResponseError());
		RpcTracing traced = tracing;
		if (traced != null) {
			traced.answerSkipped(answer);
		}
		handleResponse(answer);
	}

	/**
	 * Fails every request still waiting for an answer; later requests fail at once. The answers of a
	 * batch still waiting for some are dropped.
	 */
	public void connectionClosed() {
		closed = true;
		batches.close();
		pending.forEach((id, request) -> {
			String method = resolveMethod(id);
			request.completeExceptionally(new ConnectionClosedException(method != null ? method : "the request " + id));
		});
	}
}
