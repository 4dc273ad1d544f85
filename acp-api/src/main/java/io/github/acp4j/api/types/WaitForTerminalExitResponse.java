// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response containing the exit status of a terminal command.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param exitCode The process exit code (may be null if terminated by signal). (optional)
 * @param signal The signal that terminated the process (may be null if exited normally). (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record WaitForTerminalExitResponse(
		Long exitCode,
		String signal,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code WaitForTerminalExitResponse} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static WaitForTerminalExitResponse of() {
		return new WaitForTerminalExitResponse(null, null, null);
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
		builder.exitCode = exitCode;
		builder.signal = signal;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link WaitForTerminalExitResponse} one field at a time. */
	public static final class Builder {
		private Long exitCode;
		private String signal;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code exitCode}.
		 *
		 * @param exitCode The process exit code (may be null if terminated by signal). (optional)
		 * @return this builder
		 */
		public Builder exitCode(Long exitCode) {
			this.exitCode = exitCode;
			return this;
		}

		/**
		 * Sets {@code signal}.
		 *
		 * @param signal The signal that terminated the process (may be null if exited normally). (optional)
		 * @return this builder
		 */
		public Builder signal(String signal) {
			this.signal = signal;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code WaitForTerminalExitResponse}
		 */
		public WaitForTerminalExitResponse build() {
			return new WaitForTerminalExitResponse(exitCode, signal, meta);
		}
	}
}
