// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

/**
 * The prompt turn was cancelled before the user responded.
 * <p>When a client sends a <code>session/cancel</code> notification to cancel an ongoing
 * prompt turn, it MUST respond to all pending <code>session/request_permission</code>
 * requests with this <code>cancelled</code> outcome.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#cancellation">Cancellation</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 */
public record CancelledPermissionOutcome() implements RequestPermissionOutcome {

	/**
	 * A {@code CancelledPermissionOutcome} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static CancelledPermissionOutcome of() {
		return new CancelledPermissionOutcome();
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		return builder;
	}

	/** Builds a {@link CancelledPermissionOutcome} one field at a time. */
	public static final class Builder {
		private Builder() {
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code CancelledPermissionOutcome}
		 */
		public CancelledPermissionOutcome build() {
			return new CancelledPermissionOutcome();
		}
	}
}
