// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * The current mode of the session has changed
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/session-modes">Session Modes</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param currentModeId The ID of the current mode
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record CurrentModeUpdate(
		String currentModeId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code CurrentModeUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param currentModeId The ID of the current mode
	 * @return the new value
	 */
	public static CurrentModeUpdate of(String currentModeId) {
		return new CurrentModeUpdate(currentModeId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param currentModeId The ID of the current mode
	 * @return the new builder
	 */
	public static Builder builder(String currentModeId) {
		Builder builder = new Builder();
		builder.currentModeId = currentModeId;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.currentModeId = currentModeId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CurrentModeUpdate} one field at a time. */
	public static final class Builder {
		private String currentModeId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code currentModeId}.
		 *
		 * @param currentModeId The ID of the current mode
		 * @return this builder
		 */
		public Builder currentModeId(String currentModeId) {
			this.currentModeId = currentModeId;
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
		 * @return a new {@code CurrentModeUpdate}
		 */
		public CurrentModeUpdate build() {
			return new CurrentModeUpdate(currentModeId, meta);
		}
	}
}
