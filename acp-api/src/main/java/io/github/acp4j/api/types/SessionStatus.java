// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Whether the Agent has a session in memory, as reported by <code>session/status</code>.
 */
@ProtocolDraft
public final class SessionStatus {

	/**
	 * The Agent has the session in memory, for any connection.
	 * <p>This does not mean the requesting connection is attached to it. A Client that did
	 * not create or resume the session on its own connection MUST still call
	 * <code>session/load</code> or <code>session/resume</code> before sending <code>session/prompt</code> or expecting
	 * <code>session/update</code> notifications.
	 */
	public static final String OPEN = "open";

	/**
	 * The Agent knows the session and can resume it, but does not have it in memory.
	 * <p>The Client can call <code>session/load</code> or <code>session/resume</code> to start it.
	 */
	public static final String SAVED = "saved";

	private SessionStatus() {
	}
}
