// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for the authenticate method.
 * <p>Specifies which authentication method to use.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param methodId The ID of the authentication method to use. Must be one of the methods advertised in the initialize response.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record AuthenticateRequest(
		String methodId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code AuthenticateRequest} with its required fields; the optional ones are absent.
	 *
	 * @param methodId The ID of the authentication method to use. Must be one of the methods advertised in the initialize response.
	 * @return the new value
	 */
	public static AuthenticateRequest of(String methodId) {
		return new AuthenticateRequest(methodId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param methodId The ID of the authentication method to use. Must be one of the methods advertised in the initialize response.
	 * @return the new builder
	 */
	public static Builder builder(String methodId) {
		Builder builder = new Builder();
		builder.methodId = methodId;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.methodId = methodId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AuthenticateRequest} one field at a time. */
	public static final class Builder {
		private String methodId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code methodId}.
		 *
		 * @param methodId The ID of the authentication method to use. Must be one of the methods advertised in the initialize response.
		 * @return this builder
		 */
		public Builder methodId(String methodId) {
			this.methodId = methodId;
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
		 * @return a new {@code AuthenticateRequest}
		 */
		public AuthenticateRequest build() {
			return new AuthenticateRequest(methodId, meta);
		}
	}
}
