package io.github.acp4j.jsonrpc.internal;

import java.util.Collection;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.services.GenericEndpoint;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * LSP4J's reflective endpoint, except that an unknown {@code $/} request is answered
 * {@code -32601} like any other unknown request instead of {@code result: null}, and that a message
 * of the wrong kind never reaches a handler: a request (it has an id) to a method declared as a
 * notification is answered {@code -32601}, as the ACP TypeScript SDK answers it (LSP4J ran the
 * handler and answered an internal error), and a notification of a request method is dropped with
 * a warning (LSP4J ran the request, whose answer nobody could receive).
 */
public final class MethodNotFoundEndpoint extends GenericEndpoint {

	private static final Logger LOG = Logger.getLogger(MethodNotFoundEndpoint.class.getName());

	private final Function<String, JsonRpcMethod> declared;

	/** @param declared the method of a name as the connection declares it, or null */
	public MethodNotFoundEndpoint(Collection<Object> delegates, Function<String, JsonRpcMethod> declared) {
		super(delegates);
		this.declared = declared;
	}

	@Override
	public CompletableFuture<?> request(String method, Object parameter) {
		JsonRpcMethod declaration = declared.apply(method);
		if (declaration != null && declaration.isNotification()) {
			return CompletableFuture.failedFuture(JsonRpcErrors.error(JsonRpcErrors.METHOD_NOT_FOUND,
					"Method not found: " + method + " is a notification; send it without an id"));
		}
		return super.request(method, parameter);
	}

	@Override
	public void notify(String method, Object parameter) {
		JsonRpcMethod declaration = declared.apply(method);
		if (declaration != null && !declaration.isNotification()) {
			LOG.warning("Ignored a notification of the request method " + method + ": a request needs an id");
			return;
		}
		super.notify(method, parameter);
	}

	@Override
	protected boolean isOptionalMethod(String method) {
		return false;
	}
}
