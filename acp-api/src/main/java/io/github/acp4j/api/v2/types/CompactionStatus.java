// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Lifecycle state of a context compaction.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class CompactionStatus {

	/** Compaction has started and has not finished. */
	public static final CompactionStatus IN_PROGRESS = new CompactionStatus("in_progress");

	/** Compaction finished successfully. */
	public static final CompactionStatus COMPLETED = new CompactionStatus("completed");

	/** Compaction finished unsuccessfully. */
	public static final CompactionStatus FAILED = new CompactionStatus("failed");

	/** Compaction was cancelled before it finished. */
	public static final CompactionStatus CANCELLED = new CompactionStatus("cancelled");

	private static final Map<String, CompactionStatus> KNOWN = Map.ofEntries(
			Map.entry(IN_PROGRESS.value, IN_PROGRESS),
			Map.entry(COMPLETED.value, COMPLETED),
			Map.entry(FAILED.value, FAILED),
			Map.entry(CANCELLED.value, CANCELLED));

	private final String value;

	private CompactionStatus(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static CompactionStatus of(String value) {
		CompactionStatus known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new CompactionStatus(value);
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
		return other instanceof CompactionStatus that && that.value.equals(value);
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
