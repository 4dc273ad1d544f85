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
 * <p>Which sessions <code>session/list</code> returns based on their archive state.
 * <p>Unknown values are preserved so they can be stored, proxied, or forwarded. An Agent MUST
 * return <code>-32602</code> for a value it does not support rather than treating it as <code>exclude</code>.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@ProtocolDraft
@JsonAdapter(OpenEnumAdapter.class)
public final class SessionArchiveFilter {

	/** Only sessions that are not archived. This is the default. */
	public static final SessionArchiveFilter EXCLUDE = new SessionArchiveFilter("exclude");

	/** Both archived sessions and sessions that are not archived. */
	public static final SessionArchiveFilter INCLUDE = new SessionArchiveFilter("include");

	/** Only archived sessions. */
	public static final SessionArchiveFilter ONLY = new SessionArchiveFilter("only");

	private static final Map<String, SessionArchiveFilter> KNOWN = Map.ofEntries(
			Map.entry(EXCLUDE.value, EXCLUDE),
			Map.entry(INCLUDE.value, INCLUDE),
			Map.entry(ONLY.value, ONLY));

	private final String value;

	private SessionArchiveFilter(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static SessionArchiveFilter of(String value) {
		SessionArchiveFilter known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new SessionArchiveFilter(value);
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
		return other instanceof SessionArchiveFilter that && that.value.equals(value);
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
