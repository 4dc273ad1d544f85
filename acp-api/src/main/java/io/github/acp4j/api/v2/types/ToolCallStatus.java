// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Execution status of a tool call.
 * <p>Tool calls progress through different statuses during their lifecycle.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#status">Status</a>
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class ToolCallStatus {

	/**
	 * The tool call hasn't started running yet, for example because its input is
	 * streaming, it is awaiting approval, or it is scheduled to run later.
	 */
	public static final ToolCallStatus PENDING = new ToolCallStatus("pending");

	/** The tool call is currently running. */
	public static final ToolCallStatus IN_PROGRESS = new ToolCallStatus("in_progress");

	/**
	 * The tool call has started, is not running now, and will not continue until
	 * something resumes it. It may return to <code>in_progress</code> any number of times.
	 */
	public static final ToolCallStatus PAUSED = new ToolCallStatus("paused");

	/** The tool call completed successfully. */
	public static final ToolCallStatus COMPLETED = new ToolCallStatus("completed");

	/** The tool call failed with an error. */
	public static final ToolCallStatus FAILED = new ToolCallStatus("failed");

	/** The tool call was cancelled before it completed. */
	public static final ToolCallStatus CANCELLED = new ToolCallStatus("cancelled");

	private static final Map<String, ToolCallStatus> KNOWN = Map.ofEntries(
			Map.entry(PENDING.value, PENDING),
			Map.entry(IN_PROGRESS.value, IN_PROGRESS),
			Map.entry(PAUSED.value, PAUSED),
			Map.entry(COMPLETED.value, COMPLETED),
			Map.entry(FAILED.value, FAILED),
			Map.entry(CANCELLED.value, CANCELLED));

	private final String value;

	private ToolCallStatus(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static ToolCallStatus of(String value) {
		ToolCallStatus known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new ToolCallStatus(value);
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
		return other instanceof ToolCallStatus that && that.value.equals(value);
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
