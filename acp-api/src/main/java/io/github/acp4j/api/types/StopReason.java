// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Reasons why an agent stops processing a prompt turn.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#stop-reasons">Stop Reasons</a>
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class StopReason {

	/** The turn ended successfully. */
	public static final StopReason END_TURN = new StopReason("end_turn");

	/** The turn ended because the agent reached the maximum number of tokens. */
	public static final StopReason MAX_TOKENS = new StopReason("max_tokens");

	/**
	 * The turn ended because the agent reached the maximum number of allowed
	 * agent requests between user turns.
	 */
	public static final StopReason MAX_TURN_REQUESTS = new StopReason("max_turn_requests");

	/**
	 * The turn ended because the agent refused to continue. The user prompt
	 * and everything that comes after it won't be included in the next
	 * prompt, so this should be reflected in the UI.
	 */
	public static final StopReason REFUSAL = new StopReason("refusal");

	/**
	 * The turn was cancelled by the client via <code>session/cancel</code>.
	 * <p>This stop reason MUST be returned when the client sends a <code>session/cancel</code>
	 * notification, even if the cancellation causes exceptions in underlying operations.
	 * Agents should catch these exceptions and return this semantically meaningful
	 * response to confirm successful cancellation.
	 */
	public static final StopReason CANCELLED = new StopReason("cancelled");

	private static final Map<String, StopReason> KNOWN = Map.ofEntries(
			Map.entry(END_TURN.value, END_TURN),
			Map.entry(MAX_TOKENS.value, MAX_TOKENS),
			Map.entry(MAX_TURN_REQUESTS.value, MAX_TURN_REQUESTS),
			Map.entry(REFUSAL.value, REFUSAL),
			Map.entry(CANCELLED.value, CANCELLED));

	private final String value;

	private StopReason(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static StopReason of(String value) {
		StopReason known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new StopReason(value);
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
		return other instanceof StopReason that && that.value.equals(value);
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
