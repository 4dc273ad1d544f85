// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Text patch format used by <code>DiffPatch</code>.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class DiffPatchFormat {

	/**
	 * One or more <code>diff --git</code> sections in Git's <code>--patch</code> (<code>-p</code>) text format.
	 * <p>Unlike Git, which writes paths relative to the repository root, every
	 * path MUST be absolute, including in <code>rename from</code>, <code>rename to</code>,
	 * <code>copy from</code>, and <code>copy to</code> lines, and MUST NOT have a prefix such as
	 * Git's default <code>a/</code> and <code>b/</code>. Otherwise paths follow Git: <code>/dev/null</code>
	 * names the missing side of an added or deleted file in the <code>---</code> and
	 * <code>+++</code> lines, and paths with unusual characters are quoted as Git quotes
	 * them. Each path, once unquoted, is the same native absolute path string as
	 * the matching <code>changes</code> entry. Surrounding commit metadata and email envelopes MUST NOT be
	 * included.
	 */
	public static final DiffPatchFormat GIT_PATCH = new DiffPatchFormat("git_patch");

	private static final Map<String, DiffPatchFormat> KNOWN = Map.ofEntries(
			Map.entry(GIT_PATCH.value, GIT_PATCH));

	private final String value;

	private DiffPatchFormat(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static DiffPatchFormat of(String value) {
		DiffPatchFormat known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new DiffPatchFormat(value);
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
		return other instanceof DiffPatchFormat that && that.value.equals(value);
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
