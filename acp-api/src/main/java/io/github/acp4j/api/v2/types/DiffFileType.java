// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Kind of file content represented by a diff change.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class DiffFileType {

	/** Text content. */
	public static final DiffFileType TEXT = new DiffFileType("text");

	/** Binary or otherwise non-text content. */
	public static final DiffFileType BINARY = new DiffFileType("binary");

	/** Directory entry. */
	public static final DiffFileType DIRECTORY = new DiffFileType("directory");

	/** Symbolic link. */
	public static final DiffFileType SYMLINK = new DiffFileType("symlink");

	private static final Map<String, DiffFileType> KNOWN = Map.ofEntries(
			Map.entry(TEXT.value, TEXT),
			Map.entry(BINARY.value, BINARY),
			Map.entry(DIRECTORY.value, DIRECTORY),
			Map.entry(SYMLINK.value, SYMLINK));

	private final String value;

	private DiffFileType(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static DiffFileType of(String value) {
		DiffFileType known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new DiffFileType(value);
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
		return other instanceof DiffFileType that && that.value.equals(value);
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
