// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.ProtocolVersionAdapter;
import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response to the <code>initialize</code> method.
 * <p>Contains the negotiated protocol version and agent capabilities.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/initialization">Initialization</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param protocolVersion The protocol version the client specified if supported by the agent, or the latest protocol version supported by the agent. The client should disconnect, if it doesn't support this version.
 * @param agentCapabilities Capabilities supported by the agent. (optional)
 * @param authMethods Authentication methods supported by the agent. (optional)
 * @param agentInfo Information about the Agent name and version sent to the Client. Note: in future versions of the protocol, this will be required. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record InitializeResponse(
		@JsonAdapter(ProtocolVersionAdapter.class) Integer protocolVersion,
		AgentCapabilities agentCapabilities,
		List<AuthMethod> authMethods,
		Implementation agentInfo,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code InitializeResponse} with its required fields; the optional ones are absent.
	 *
	 * @param protocolVersion The protocol version the client specified if supported by the agent, or the latest protocol version supported by the agent. The client should disconnect, if it doesn't support this version.
	 * @return the new value
	 */
	public static InitializeResponse of(Integer protocolVersion) {
		return new InitializeResponse(protocolVersion, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param protocolVersion The protocol version the client specified if supported by the agent, or the latest protocol version supported by the agent. The client should disconnect, if it doesn't support this version.
	 * @return the new builder
	 */
	public static Builder builder(Integer protocolVersion) {
		Builder builder = new Builder();
		builder.protocolVersion = protocolVersion;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.protocolVersion = protocolVersion;
		builder.agentCapabilities = agentCapabilities;
		builder.authMethods = authMethods;
		builder.agentInfo = agentInfo;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link InitializeResponse} one field at a time. */
	public static final class Builder {
		private Integer protocolVersion;
		private AgentCapabilities agentCapabilities;
		private List<AuthMethod> authMethods;
		private Implementation agentInfo;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code protocolVersion}.
		 *
		 * @param protocolVersion The protocol version the client specified if supported by the agent, or the latest protocol version supported by the agent. The client should disconnect, if it doesn't support this version.
		 * @return this builder
		 */
		public Builder protocolVersion(Integer protocolVersion) {
			this.protocolVersion = protocolVersion;
			return this;
		}

		/**
		 * Sets {@code agentCapabilities}.
		 *
		 * @param agentCapabilities Capabilities supported by the agent. (optional)
		 * @return this builder
		 */
		public Builder agentCapabilities(AgentCapabilities agentCapabilities) {
			this.agentCapabilities = agentCapabilities;
			return this;
		}

		/**
		 * Sets {@code authMethods}.
		 *
		 * @param authMethods Authentication methods supported by the agent. (optional)
		 * @return this builder
		 */
		public Builder authMethods(List<AuthMethod> authMethods) {
			this.authMethods = authMethods;
			return this;
		}

		/**
		 * Sets {@code agentInfo}.
		 *
		 * @param agentInfo Information about the Agent name and version sent to the Client. Note: in future versions of the protocol, this will be required. (optional)
		 * @return this builder
		 */
		public Builder agentInfo(Implementation agentInfo) {
			this.agentInfo = agentInfo;
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
		 * @return a new {@code InitializeResponse}
		 */
		public InitializeResponse build() {
			return new InitializeResponse(protocolVersion, agentCapabilities, authMethods, agentInfo, meta);
		}
	}
}
