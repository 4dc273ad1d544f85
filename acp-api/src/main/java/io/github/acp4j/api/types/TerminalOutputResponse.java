// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response containing the terminal output and exit status.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param output The terminal output captured so far.
 * @param truncated Whether the output was truncated due to byte limits.
 * @param exitStatus Exit status if the command has completed. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record TerminalOutputResponse(
		String output,
		Boolean truncated,
		TerminalExitStatus exitStatus,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code TerminalOutputResponse} with its required fields; the optional ones are absent.
	 *
	 * @param output The terminal output captured so far.
	 * @param truncated Whether the output was truncated due to byte limits.
	 * @return the new value
	 */
	public static TerminalOutputResponse of(String output, Boolean truncated) {
		return new TerminalOutputResponse(output, truncated, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param output The terminal output captured so far.
	 * @param truncated Whether the output was truncated due to byte limits.
	 * @return the new builder
	 */
	public static Builder builder(String output, Boolean truncated) {
		Builder builder = new Builder();
		builder.output = output;
		builder.truncated = truncated;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.output = output;
		builder.truncated = truncated;
		builder.exitStatus = exitStatus;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TerminalOutputResponse} one field at a time. */
	public static final class Builder {
		private String output;
		private Boolean truncated;
		private TerminalExitStatus exitStatus;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code output}.
		 *
		 * @param output The terminal output captured so far.
		 * @return this builder
		 */
		public Builder output(String output) {
			this.output = output;
			return this;
		}

		/**
		 * Sets {@code truncated}.
		 *
		 * @param truncated Whether the output was truncated due to byte limits.
		 * @return this builder
		 */
		public Builder truncated(Boolean truncated) {
			this.truncated = truncated;
			return this;
		}

		/**
		 * Sets {@code exitStatus}.
		 *
		 * @param exitStatus Exit status if the command has completed. (optional)
		 * @return this builder
		 */
		public Builder exitStatus(TerminalExitStatus exitStatus) {
			this.exitStatus = exitStatus;
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
		 * @return a new {@code TerminalOutputResponse}
		 */
		public TerminalOutputResponse build() {
			return new TerminalOutputResponse(output, truncated, exitStatus, meta);
		}
	}
}
