// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Theme an icon is designed for.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class IconTheme {

	/** Icon designed for light backgrounds. */
	public static final IconTheme LIGHT = new IconTheme("light");

	/** Icon designed for dark backgrounds. */
	public static final IconTheme DARK = new IconTheme("dark");

	private static final Map<String, IconTheme> KNOWN = Map.ofEntries(
			Map.entry(LIGHT.value, LIGHT),
			Map.entry(DARK.value, DARK));

	private final String value;

	private IconTheme(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static IconTheme of(String value) {
		IconTheme known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new IconTheme(value);
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
		return other instanceof IconTheme that && that.value.equals(value);
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
