// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * The type of permission option being presented to the user.
 * <p>Helps clients choose appropriate icons and UI treatment.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class PermissionOptionKind {

	/** Allow this operation only this time. */
	public static final PermissionOptionKind ALLOW_ONCE = new PermissionOptionKind("allow_once");

	/** Allow this operation and remember the choice. */
	public static final PermissionOptionKind ALLOW_ALWAYS = new PermissionOptionKind("allow_always");

	/** Reject this operation only this time. */
	public static final PermissionOptionKind REJECT_ONCE = new PermissionOptionKind("reject_once");

	/** Reject this operation and remember the choice. */
	public static final PermissionOptionKind REJECT_ALWAYS = new PermissionOptionKind("reject_always");

	private static final Map<String, PermissionOptionKind> KNOWN = Map.ofEntries(
			Map.entry(ALLOW_ONCE.value, ALLOW_ONCE),
			Map.entry(ALLOW_ALWAYS.value, ALLOW_ALWAYS),
			Map.entry(REJECT_ONCE.value, REJECT_ONCE),
			Map.entry(REJECT_ALWAYS.value, REJECT_ALWAYS));

	private final String value;

	private PermissionOptionKind(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static PermissionOptionKind of(String value) {
		PermissionOptionKind known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new PermissionOptionKind(value);
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
		return other instanceof PermissionOptionKind that && that.value.equals(value);
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
