package io.github.acp4j.jsonrpc.internal;

import java.util.Collection;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.services.GenericEndpoint;

/**
 * LSP4J's reflective endpoint, except for the methods no local service handles: an unknown request
 * (a {@code $/} one too, which LSP4J answers {@code result: null}) is answered {@code -32601}, and an
 * unknown notification is ignored, as ACP asks of extension notifications ({@code _auth/...}, a
 * vendor's {@code qwen/notify/...}). Where LSP4J logs a warning per message, which a host's default
 * logging prints on its stderr, each unknown method is logged once, at {@link Level#FINE}, on
 * LSP4J's own logger for these messages (the {@link GenericEndpoint} class's), whose level the host
 * sets.
 */
public final class MethodNotFoundEndpoint extends GenericEndpoint {

	private static final Logger LOG = Logger.getLogger(GenericEndpoint.class.getName());
	/** Unknown methods remembered as logged; a peer that makes up names forever makes no more lines or memory. */
	static final int MAX_LOGGED = 1000;

	private final Set<String> methods;
	/** Whether a local service is an {@link Endpoint} of its own, which takes any method. */
	private final boolean generic;
	private final Set<String> logged = ConcurrentHashMap.newKeySet();

	/** @param methods the names of the methods the {@code delegates} handle */
	public MethodNotFoundEndpoint(Collection<Object> delegates, Set<String> methods) {
		super(delegates);
		this.methods = methods;
		this.generic = delegates.stream().anyMatch(Endpoint.class::isInstance);
	}

	@Override
	public CompletableFuture<?> request(String method, Object parameter) {
		if (generic || methods.contains(method)) {
			return super.request(method, parameter);
		}
		unknown("request", method);
		return CompletableFuture.failedFuture(new ResponseErrorException(
				new ResponseError(ResponseErrorCode.MethodNotFound, "Unsupported request method: " + method, null)));
	}

	@Override
	public void notify(String method, Object parameter) {
		if (generic || methods.contains(method)) {
			super.notify(method, parameter);
		} else {
			unknown("notification", method);
		}
	}

	/** A {@code $/} request reaches LSP4J only for a generic local service, which still answers it -32601. */
	@Override
	protected boolean isOptionalMethod(String method) {
		return false;
	}

	private void unknown(String kind, String method) {
		if (!LOG.isLoggable(Level.FINE) || logged.size() > MAX_LOGGED || !logged.add(String.valueOf(method))) {
			return;
		}
		if (logged.size() > MAX_LOGGED) {
			LOG.fine("Unknown methods after " + MAX_LOGGED + " different ones are not logged");
		} else {
			LOG.fine("Ignored the " + kind + " " + method + ": no local service handles it (logged once per method)");
		}
	}
}
