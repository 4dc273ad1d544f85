// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>The agent's overall authentication state.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@ProtocolDraft
@JsonAdapter(OpenEnumAdapter.class)
public final class AuthState {

	/** Credentials are configured. This does not guarantee that they are valid. */
	public static final AuthState AUTHENTICATED = new AuthState("authenticated");

	/**
	 * The user needs to sign in. This includes credentials that are missing,
	 * expired, or known to be invalid.
	 */
	public static final AuthState UNAUTHENTICATED = new AuthState("unauthenticated");

	/** No authentication is needed, for example because the agent uses a local model. */
	public static final AuthState NOT_REQUIRED = new AuthState("not_required");

	/** The agent cannot currently determine the state. */
	public static final AuthState UNKNOWN = new AuthState("unknown");

	private static final Map<String, AuthState> KNOWN = Map.ofEntries(
			Map.entry(AUTHENTICATED.value, AUTHENTICATED),
			Map.entry(UNAUTHENTICATED.value, UNAUTHENTICATED),
			Map.entry(NOT_REQUIRED.value, NOT_REQUIRED),
			Map.entry(UNKNOWN.value, UNKNOWN));

	private final String value;

	private AuthState(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static AuthState of(String value) {
		AuthState known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new AuthState(value);
	}

	/**
	 * The value as on the wire.
	 *
	 * @return the value
	 */
	public String value() {
		return value;
	}

	/**
	 * Whether this library knows this value: it is one of the constants.
	 *
	 * @return true for a known value
	 */
	public boolean isKnown() {
		return KNOWN.containsKey(value);
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof AuthState that && that.value.equals(value);
	}

	@Override
	public int hashCode() {
		return value.hashCode();
	}

	@Override
	public String toString() {
		return value;
	}
}
