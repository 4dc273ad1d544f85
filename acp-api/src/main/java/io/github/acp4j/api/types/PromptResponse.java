// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response from processing a user prompt.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#4-check-for-completion">Check for Completion</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param stopReason Indicates why the agent stopped processing the turn.
 * @param usage <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Token usage for this turn (optional). (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record PromptResponse(
		StopReason stopReason,
		@ProtocolDraft Usage usage,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code PromptResponse} with its required fields; the optional ones are absent.
	 *
	 * @param stopReason Indicates why the agent stopped processing the turn.
	 * @return the new value
	 */
	public static PromptResponse of(StopReason stopReason) {
		return new PromptResponse(stopReason, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param stopReason Indicates why the agent stopped processing the turn.
	 * @return the new builder
	 */
	public static Builder builder(StopReason stopReason) {
		Builder builder = new Builder();
		builder.stopReason = stopReason;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.stopReason = stopReason;
		builder.usage = usage;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PromptResponse} one field at a time. */
	public static final class Builder {
		private StopReason stopReason;
		private Usage usage;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code stopReason}.
		 *
		 * @param stopReason Indicates why the agent stopped processing the turn.
		 * @return this builder
		 */
		public Builder stopReason(StopReason stopReason) {
			this.stopReason = stopReason;
			return this;
		}

		/**
		 * Sets {@code usage}.
		 *
		 * @param usage <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Token usage for this turn (optional). (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder usage(Usage usage) {
			this.usage = usage;
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
		 * @return a new {@code PromptResponse}
		 */
		public PromptResponse build() {
			return new PromptResponse(stopReason, usage, meta);
		}
	}
}
