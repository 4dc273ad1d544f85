// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Severity hint for a session notice.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class NoticeSeverity {

	/** Informational notice. */
	public static final NoticeSeverity INFO = new NoticeSeverity("info");

	/** Warning notice. */
	public static final NoticeSeverity WARNING = new NoticeSeverity("warning");

	/** Error notice. */
	public static final NoticeSeverity ERROR = new NoticeSeverity("error");

	private static final Map<String, NoticeSeverity> KNOWN = Map.ofEntries(
			Map.entry(INFO.value, INFO),
			Map.entry(WARNING.value, WARNING),
			Map.entry(ERROR.value, ERROR));

	private final String value;

	private NoticeSeverity(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static NoticeSeverity of(String value) {
		NoticeSeverity known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new NoticeSeverity(value);
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
		return other instanceof NoticeSeverity that && that.value.equals(value);
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
