// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Notification sent by the agent when a URL-based elicitation is complete.
 * <p>This notification is not a foreground state update.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param elicitationId The ID of the elicitation that completed.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CompleteElicitationNotification(
		String elicitationId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code CompleteElicitationNotification} with its required fields; the optional ones are absent.
	 *
	 * @param elicitationId The ID of the elicitation that completed.
	 * @return the new value
	 */
	public static CompleteElicitationNotification of(String elicitationId) {
		return new CompleteElicitationNotification(elicitationId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param elicitationId The ID of the elicitation that completed.
	 * @return the new builder
	 */
	public static Builder builder(String elicitationId) {
		Builder builder = new Builder();
		builder.elicitationId = elicitationId;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.elicitationId = elicitationId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CompleteElicitationNotification} one field at a time. */
	public static final class Builder {
		private String elicitationId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code elicitationId}.
		 *
		 * @param elicitationId The ID of the elicitation that completed.
		 * @return this builder
		 */
		public Builder elicitationId(String elicitationId) {
			this.elicitationId = elicitationId;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code CompleteElicitationNotification}
		 */
		public CompleteElicitationNotification build() {
			return new CompleteElicitationNotification(elicitationId, meta);
		}
	}
}
