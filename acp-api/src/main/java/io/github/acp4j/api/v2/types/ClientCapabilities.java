// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Capabilities supported by the client.
 * <p>Advertised during initialization to inform the agent about
 * available features and methods.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/initialization#client-capabilities">Client Capabilities</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param auth Authentication capabilities supported by the client. Determines which authentication method types the agent may include in its <code>InitializeResponse</code>. Optional. Omitted and <code>null</code> are equivalent and mean the client does not advertise any authentication-method extensions. (optional)
 * @param elicitation Elicitation capabilities supported by the client. Determines which elicitation modes the agent may use. Optional. Omitted and <code>null</code> are equivalent and mean the client does not advertise elicitation support. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ClientCapabilities(
		ClientAuthCapabilities auth,
		ElicitationCapabilities elicitation,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ClientCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static ClientCapabilities of() {
		return new ClientCapabilities(null, null, null);
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
		builder.auth = auth;
		builder.elicitation = elicitation;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ClientCapabilities} one field at a time. */
	public static final class Builder {
		private ClientAuthCapabilities auth;
		private ElicitationCapabilities elicitation;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code auth}.
		 *
		 * @param auth Authentication capabilities supported by the client. Determines which authentication method types the agent may include in its <code>InitializeResponse</code>. Optional. Omitted and <code>null</code> are equivalent and mean the client does not advertise any authentication-method extensions. (optional)
		 * @return this builder
		 */
		public Builder auth(ClientAuthCapabilities auth) {
			this.auth = auth;
			return this;
		}

		/**
		 * Sets {@code elicitation}.
		 *
		 * @param elicitation Elicitation capabilities supported by the client. Determines which elicitation modes the agent may use. Optional. Omitted and <code>null</code> are equivalent and mean the client does not advertise elicitation support. (optional)
		 * @return this builder
		 */
		public Builder elicitation(ElicitationCapabilities elicitation) {
			this.elicitation = elicitation;
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
		 * @return a new {@code ClientCapabilities}
		 */
		public ClientCapabilities build() {
			return new ClientCapabilities(auth, elicitation, meta);
		}
	}
}
