// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * String format types for string properties in elicitation schemas.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class StringFormat {

	/** Email address format. */
	public static final StringFormat EMAIL = new StringFormat("email");

	/** URI format. */
	public static final StringFormat URI = new StringFormat("uri");

	/** Date format (YYYY-MM-DD). */
	public static final StringFormat DATE = new StringFormat("date");

	/** Date-time format (RFC 3339). */
	public static final StringFormat DATE_TIME = new StringFormat("date-time");

	private static final Map<String, StringFormat> KNOWN = Map.ofEntries(
			Map.entry(EMAIL.value, EMAIL),
			Map.entry(URI.value, URI),
			Map.entry(DATE.value, DATE),
			Map.entry(DATE_TIME.value, DATE_TIME));

	private final String value;

	private StringFormat(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static StringFormat of(String value) {
		StringFormat known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new StringFormat(value);
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
		return other instanceof StringFormat that && that.value.equals(value);
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
