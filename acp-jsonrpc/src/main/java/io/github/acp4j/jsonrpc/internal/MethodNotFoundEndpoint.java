package io.github.acp4j.jsonrpc.internal;

import java.util.Collection;

import org.eclipse.lsp4j.jsonrpc.services.GenericEndpoint;

/**
 * LSP4J's reflective endpoint, except that an unknown {@code $/} request is answered
 * {@code -32601} like any other unknown request instead of {@code result: null}.
 */
public final class MethodNotFoundEndpoint extends GenericEndpoint {

	public MethodNotFoundEndpoint(Collection<Object> delegates) {
		super(delegates);
	}

	@Override
	protected boolean isOptionalMethod(String method) {
		return false;
	}
}
