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
 * <p>Whether the Agent has a session in memory, as reported by <code>session/status</code>.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@ProtocolDraft
@JsonAdapter(OpenEnumAdapter.class)
public final class SessionStatus {

	/**
	 * The Agent has the session in memory, for any connection.
	 * <p>This does not mean the requesting connection is attached to it. A Client that did
	 * not create or resume the session on its own connection MUST still call
	 * <code>session/resume</code> before sending <code>session/prompt</code> or expecting
	 * <code>session/update</code> notifications.
	 */
	public static final SessionStatus OPEN = new SessionStatus("open");

	/**
	 * The Agent knows the session and can resume it, but does not have it in memory.
	 * <p>The Client can call <code>session/resume</code> to start it.
	 */
	public static final SessionStatus SAVED = new SessionStatus("saved");

	private static final Map<String, SessionStatus> KNOWN = Map.ofEntries(
			Map.entry(OPEN.value, OPEN),
			Map.entry(SAVED.value, SAVED));

	private final String value;

	private SessionStatus(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static SessionStatus of(String value) {
		SessionStatus known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new SessionStatus(value);
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
		return other instanceof SessionStatus that && that.value.equals(value);
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
