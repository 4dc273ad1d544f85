// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * The set of modes and the one currently active.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param currentModeId The current mode the Agent is in.
 * @param availableModes The set of modes that the Agent can operate in
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionModeState(
		String currentModeId,
		List<SessionMode> availableModes,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionModeState} with its required fields; the optional ones are absent.
	 *
	 * @param currentModeId The current mode the Agent is in.
	 * @param availableModes The set of modes that the Agent can operate in
	 * @return the new value
	 */
	public static SessionModeState of(String currentModeId, List<SessionMode> availableModes) {
		return new SessionModeState(currentModeId, availableModes, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param currentModeId The current mode the Agent is in.
	 * @param availableModes The set of modes that the Agent can operate in
	 * @return the new builder
	 */
	public static Builder builder(String currentModeId, List<SessionMode> availableModes) {
		Builder builder = new Builder();
		builder.currentModeId = currentModeId;
		builder.availableModes = availableModes;
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
		builder.availableModes = availableModes;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionModeState} one field at a time. */
	public static final class Builder {
		private String currentModeId;
		private List<SessionMode> availableModes;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code currentModeId}.
		 *
		 * @param currentModeId The current mode the Agent is in.
		 * @return this builder
		 */
		public Builder currentModeId(String currentModeId) {
			this.currentModeId = currentModeId;
			return this;
		}

		/**
		 * Sets {@code availableModes}.
		 *
		 * @param availableModes The set of modes that the Agent can operate in
		 * @return this builder
		 */
		public Builder availableModes(List<SessionMode> availableModes) {
			this.availableModes = availableModes;
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
		 * @return a new {@code SessionModeState}
		 */
		public SessionModeState build() {
			return new SessionModeState(currentModeId, availableModes, meta);
		}
	}
}
