// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>The agent's overall authentication state.
 */
@ProtocolDraft
public final class AuthState {

	/** Credentials are configured. This does not guarantee that they are valid. */
	public static final String AUTHENTICATED = "authenticated";

	/**
	 * The user needs to sign in. This includes credentials that are missing,
	 * expired, or known to be invalid.
	 */
	public static final String UNAUTHENTICATED = "unauthenticated";

	/** No authentication is needed, for example because the agent uses a local model. */
	public static final String NOT_REQUIRED = "not_required";

	/** The agent cannot currently determine the state. */
	public static final String UNKNOWN = "unknown";

	private AuthState() {
	}
}
