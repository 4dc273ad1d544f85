// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for the <code>auth/login</code> method.
 * <p>Specifies which authentication method to use.
 * <p>Agents MUST support this method when their <code>initialize</code> response included
 * a non-empty <code>authMethods</code> list. Clients MUST NOT call this method
 * when <code>authMethods</code> was omitted or empty.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param methodId The ID of the authentication method to use. Must be one of the methods advertised in the initialize response.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record LoginAuthRequest(
		String methodId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code LoginAuthRequest} with its required fields; the optional ones are absent.
	 *
	 * @param methodId The ID of the authentication method to use. Must be one of the methods advertised in the initialize response.
	 * @return the new value
	 */
	public static LoginAuthRequest of(String methodId) {
		return new LoginAuthRequest(methodId, null);
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

	/** Builds a {@link LoginAuthRequest} one field at a time. */
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
		 * @return a new {@code LoginAuthRequest}
		 */
		public LoginAuthRequest build() {
			return new LoginAuthRequest(methodId, meta);
		}
	}
}
