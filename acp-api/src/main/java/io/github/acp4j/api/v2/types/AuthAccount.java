// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>An account or credential the agent has configured, such as a signed-in user
 * account or an API key.
 * <p>All fields are display information only. Clients MUST NOT use them as stable
 * account identifiers, and SHOULD NOT log them or send them elsewhere, such as to
 * telemetry.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param label Human-readable name for the account, suitable for display on its own, for example <code>Claude Max</code>, <code>OpenAI API key</code>, or <code>Vertex AI</code>.
 * @param active Whether the agent currently uses this account by default. Several accounts MAY be active, for example one per provider. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not indicate whether this account is in effect. (optional)
 * @param name Display name of the user, such as a username or full name. Optional. Omitted and <code>null</code> are equivalent and mean no name is reported. (optional)
 * @param email Email address of the user. Optional. Omitted and <code>null</code> are equivalent and mean no email is reported. (optional)
 * @param organization Display name of the organization, team, or workspace the account is using. Optional. Omitted and <code>null</code> are equivalent and mean no organization is reported. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record AuthAccount(
		String label,
		Boolean active,
		String name,
		String email,
		String organization,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code AuthAccount} with its required fields; the optional ones are absent.
	 *
	 * @param label Human-readable name for the account, suitable for display on its own, for example <code>Claude Max</code>, <code>OpenAI API key</code>, or <code>Vertex AI</code>.
	 * @return the new value
	 */
	public static AuthAccount of(String label) {
		return new AuthAccount(label, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param label Human-readable name for the account, suitable for display on its own, for example <code>Claude Max</code>, <code>OpenAI API key</code>, or <code>Vertex AI</code>.
	 * @return the new builder
	 */
	public static Builder builder(String label) {
		Builder builder = new Builder();
		builder.label = label;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.label = label;
		builder.active = active;
		builder.name = name;
		builder.email = email;
		builder.organization = organization;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AuthAccount} one field at a time. */
	public static final class Builder {
		private String label;
		private Boolean active;
		private String name;
		private String email;
		private String organization;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code label}.
		 *
		 * @param label Human-readable name for the account, suitable for display on its own, for example <code>Claude Max</code>, <code>OpenAI API key</code>, or <code>Vertex AI</code>.
		 * @return this builder
		 */
		public Builder label(String label) {
			this.label = label;
			return this;
		}

		/**
		 * Sets {@code active}.
		 *
		 * @param active Whether the agent currently uses this account by default. Several accounts MAY be active, for example one per provider. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not indicate whether this account is in effect. (optional)
		 * @return this builder
		 */
		public Builder active(Boolean active) {
			this.active = active;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Display name of the user, such as a username or full name. Optional. Omitted and <code>null</code> are equivalent and mean no name is reported. (optional)
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code email}.
		 *
		 * @param email Email address of the user. Optional. Omitted and <code>null</code> are equivalent and mean no email is reported. (optional)
		 * @return this builder
		 */
		public Builder email(String email) {
			this.email = email;
			return this;
		}

		/**
		 * Sets {@code organization}.
		 *
		 * @param organization Display name of the organization, team, or workspace the account is using. Optional. Omitted and <code>null</code> are equivalent and mean no organization is reported. (optional)
		 * @return this builder
		 */
		public Builder organization(String organization) {
			this.organization = organization;
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
		 * @return a new {@code AuthAccount}
		 */
		public AuthAccount build() {
			return new AuthAccount(label, active, name, email, organization, meta);
		}
	}
}
