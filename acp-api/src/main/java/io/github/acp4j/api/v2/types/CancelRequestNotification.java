// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Notification to cancel an ongoing request.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/cancellation">Cancellation</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param requestId The ID of the request to cancel: a request that the sender of this notification issued. Receivers match it only against requests they received from that sender.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CancelRequestNotification(
		JsonPrimitive requestId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code CancelRequestNotification} with its required fields; the optional ones are absent.
	 *
	 * @param requestId The ID of the request to cancel: a request that the sender of this notification issued. Receivers match it only against requests they received from that sender.
	 * @return the new value
	 */
	public static CancelRequestNotification of(JsonPrimitive requestId) {
		return new CancelRequestNotification(requestId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param requestId The ID of the request to cancel: a request that the sender of this notification issued. Receivers match it only against requests they received from that sender.
	 * @return the new builder
	 */
	public static Builder builder(JsonPrimitive requestId) {
		Builder builder = new Builder();
		builder.requestId = requestId;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.requestId = requestId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CancelRequestNotification} one field at a time. */
	public static final class Builder {
		private JsonPrimitive requestId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code requestId}.
		 *
		 * @param requestId The ID of the request to cancel: a request that the sender of this notification issued. Receivers match it only against requests they received from that sender.
		 * @return this builder
		 */
		public Builder requestId(JsonPrimitive requestId) {
			this.requestId = requestId;
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
		 * @return a new {@code CancelRequestNotification}
		 */
		public CancelRequestNotification build() {
			return new CancelRequestNotification(requestId, meta);
		}
	}
}
