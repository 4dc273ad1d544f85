package io.github.acp4j.jsonrpc.internal;

import java.util.Collection;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.services.GenericEndpoint;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * LSP4J's reflective endpoint, except for the methods no local service handles and the messages of
 * the wrong kind:
 * <ul>
 * <li>an unknown request (a {@code $/} one too, which LSP4J answers {@code result: null}) is answered
 * {@code -32601}, and an unknown notification is ignored, as ACP asks of extension notifications
 * ({@code _auth/...}, a vendor's {@code qwen/notify/...});</li>
 * <li>a request (it has an id) to a method declared as a notification is answered {@code -32601},
 * as the ACP TypeScript SDK answers it (LSP4J ran the handler and answered an internal error), and
 * a notification of a request method is dropped (LSP4J ran the request, whose answer nobody could
 * receive).</li>
 * </ul>
 * Where LSP4J logs a warning per message, which a host's default logging prints on its stderr, each
 * such method is logged once, at {@link Level#FINE}, on LSP4J's own logger for these messages (the
 * {@link GenericEndpoint} class's), whose level the host sets.
 */
public final class MethodNotFoundEndpoint extends GenericEndpoint {

	private static final Logger LOG = Logger.getLogger(GenericEndpoint.class.getName());
	/** Methods remembered as logged; a peer that makes up names forever makes no more lines or memory. */
	static final int MAX_LOGGED = 1000;

	private final Map<String, JsonRpcMethod> methods;
	/** Whether a local service is an {@link Endpoint} of its own, which takes any method. */
	private final boolean generic;
	private final Set<String> logged = ConcurrentHashMap.newKeySet();

	/** @param methods the methods the {@code delegates} handle, by name */
	public MethodNotFoundEndpoint(Collection<Object> delegates, Map<String, JsonRpcMethod> methods) {
		super(delegates);
		this.methods = methods;
		this.generic = delegates.stream().anyMatch(Endpoint.class::isInstance);
	}

	@Override
	public CompletableFuture<?> request(String method, Object parameter) {
		if (generic) {
			return super.request(method, parameter);
		}
		JsonRpcMethod declaration = methods.get(method);
		if (declaration == null) {
			ignored("request", method, "no local service handles it");
			return CompletableFuture.failedFuture(JsonRpcErrors.error(JsonRpcErrors.METHOD_NOT_FOUND,
					"Unsupported request method: " + method));
		}
		if (declaration.isNotification()) {
			return CompletableFuture.failedFuture(JsonRpcErrors.error(JsonRpcErrors.METHOD_NOT_FOUND,
					"Method not found: " + method + " is a notification; send it without an id"));
		}
		return super.request(method, parameter);
	}

	@Override
	public void notify(String method, Object parameter) {
		if (generic) {
			super.notify(method, parameter);
			return;
		}
		JsonRpcMethod declaration = methods.get(method);
		if (declaration == null) {
			ignored("notification", method, "no local service handles it");
		} else if (!declaration.isNotification()) {
			ignored("notification", method, "it is a request method, and a request needs an id");
		} else {
			super.notify(method, parameter);
		}
	}

	/** A {@code $/} request reaches LSP4J only for a generic local service, which still answers it -32601. */
	@Override
	protected boolean isOptionalMethod(String method) {
		return false;
	}

	private void ignored(String kind, String method, String why) {
		if (!LOG.isLoggable(Level.FINE) || logged.size() > MAX_LOGGED || !logged.add(kind + " " + method)) {
			return;
		}
		if (logged.size() > MAX_LOGGED) {
			LOG.fine("Ignored methods after " + MAX_LOGGED + " different ones are not logged");
		} else {
			LOG.fine("Ignored the " + kind + " " + method + ": " + why + " (logged once per method)");
		}
	}
}
