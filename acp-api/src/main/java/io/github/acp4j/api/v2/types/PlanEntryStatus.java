// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Status of a plan entry in the execution flow.
 * <p>Tracks the lifecycle of each task from planning through completion.
 * See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries">Plan Entries</a>
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class PlanEntryStatus {

	/** The task has not started yet. */
	public static final PlanEntryStatus PENDING = new PlanEntryStatus("pending");

	/** The task is currently being worked on. */
	public static final PlanEntryStatus IN_PROGRESS = new PlanEntryStatus("in_progress");

	/** The task has been successfully completed. */
	public static final PlanEntryStatus COMPLETED = new PlanEntryStatus("completed");

	/** The task was cancelled before it completed. */
	public static final PlanEntryStatus CANCELLED = new PlanEntryStatus("cancelled");

	private static final Map<String, PlanEntryStatus> KNOWN = Map.ofEntries(
			Map.entry(PENDING.value, PENDING),
			Map.entry(IN_PROGRESS.value, IN_PROGRESS),
			Map.entry(COMPLETED.value, COMPLETED),
			Map.entry(CANCELLED.value, CANCELLED));

	private final String value;

	private PlanEntryStatus(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static PlanEntryStatus of(String value) {
		PlanEntryStatus known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new PlanEntryStatus(value);
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
		return other instanceof PlanEntryStatus that && that.value.equals(value);
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
