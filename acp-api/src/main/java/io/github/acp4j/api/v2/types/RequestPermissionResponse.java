// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response to a permission request.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param outcome The user's decision on the permission request.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record RequestPermissionResponse(
		RequestPermissionOutcome outcome,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code RequestPermissionResponse} with its required fields; the optional ones are absent.
	 *
	 * @param outcome The user's decision on the permission request.
	 * @return the new value
	 */
	public static RequestPermissionResponse of(RequestPermissionOutcome outcome) {
		return new RequestPermissionResponse(outcome, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param outcome The user's decision on the permission request.
	 * @return the new builder
	 */
	public static Builder builder(RequestPermissionOutcome outcome) {
		Builder builder = new Builder();
		builder.outcome = outcome;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.outcome = outcome;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link RequestPermissionResponse} one field at a time. */
	public static final class Builder {
		private RequestPermissionOutcome outcome;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code outcome}.
		 *
		 * @param outcome The user's decision on the permission request.
		 * @return this builder
		 */
		public Builder outcome(RequestPermissionOutcome outcome) {
			this.outcome = outcome;
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
		 * @return a new {@code RequestPermissionResponse}
		 */
		public RequestPermissionResponse build() {
			return new RequestPermissionResponse(outcome, meta);
		}
	}
}
