// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Notification sent by the agent when its authentication status changes.
 * <p>Carries the same fields as the <code>auth/status</code> response. Agents that advertise the
 * <code>auth.status</code> capability MAY send it at any time after <code>initialize</code>, and SHOULD only
 * send it when the reported status differs from the last one sent on the connection.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param state Whether the agent can start sessions without the user signing in first. This is the only field clients should act on. Clients MUST treat values they do not recognize as <code>unknown</code>.
 * @param accounts The accounts the agent has configured, for display. Optional. Omitted and empty are equivalent and mean no accounts are reported. Agents that hold credentials for several providers or accounts SHOULD list each of them and mark the ones in effect with <code>active</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record AuthStatusUpdateNotification(
		AuthState state,
		List<AuthAccount> accounts,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code AuthStatusUpdateNotification} with its required fields; the optional ones are absent.
	 *
	 * @param state Whether the agent can start sessions without the user signing in first. This is the only field clients should act on. Clients MUST treat values they do not recognize as <code>unknown</code>.
	 * @return the new value
	 */
	public static AuthStatusUpdateNotification of(AuthState state) {
		return new AuthStatusUpdateNotification(state, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param state Whether the agent can start sessions without the user signing in first. This is the only field clients should act on. Clients MUST treat values they do not recognize as <code>unknown</code>.
	 * @return the new builder
	 */
	public static Builder builder(AuthState state) {
		Builder builder = new Builder();
		builder.state = state;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.state = state;
		builder.accounts = accounts;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AuthStatusUpdateNotification} one field at a time. */
	public static final class Builder {
		private AuthState state;
		private List<AuthAccount> accounts;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code state}.
		 *
		 * @param state Whether the agent can start sessions without the user signing in first. This is the only field clients should act on. Clients MUST treat values they do not recognize as <code>unknown</code>.
		 * @return this builder
		 */
		public Builder state(AuthState state) {
			this.state = state;
			return this;
		}

		/**
		 * Sets {@code accounts}.
		 *
		 * @param accounts The accounts the agent has configured, for display. Optional. Omitted and empty are equivalent and mean no accounts are reported. Agents that hold credentials for several providers or accounts SHOULD list each of them and mark the ones in effect with <code>active</code>. (optional)
		 * @return this builder
		 */
		public Builder accounts(List<AuthAccount> accounts) {
			this.accounts = accounts;
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
		 * @return a new {@code AuthStatusUpdateNotification}
		 */
		public AuthStatusUpdateNotification build() {
			return new AuthStatusUpdateNotification(state, accounts, meta);
		}
	}
}
