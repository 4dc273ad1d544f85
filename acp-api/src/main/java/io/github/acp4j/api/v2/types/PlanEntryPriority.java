// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Priority levels for plan entries.
 * <p>Used to indicate the relative importance or urgency of different
 * tasks in the execution plan.
 * See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries">Plan Entries</a>
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class PlanEntryPriority {

	/** High priority task - critical to the overall goal. */
	public static final PlanEntryPriority HIGH = new PlanEntryPriority("high");

	/** Medium priority task - important but not critical. */
	public static final PlanEntryPriority MEDIUM = new PlanEntryPriority("medium");

	/** Low priority task - nice to have but not essential. */
	public static final PlanEntryPriority LOW = new PlanEntryPriority("low");

	private static final Map<String, PlanEntryPriority> KNOWN = Map.ofEntries(
			Map.entry(HIGH.value, HIGH),
			Map.entry(MEDIUM.value, MEDIUM),
			Map.entry(LOW.value, LOW));

	private final String value;

	private PlanEntryPriority(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static PlanEntryPriority of(String value) {
		PlanEntryPriority known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new PlanEntryPriority(value);
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
		return other instanceof PlanEntryPriority that && that.value.equals(value);
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
