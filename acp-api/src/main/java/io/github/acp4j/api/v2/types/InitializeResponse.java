// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.ProtocolVersionAdapter;
import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response to the <code>initialize</code> method.
 * <p>Contains the negotiated protocol version and agent capabilities.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/initialization">Initialization</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param protocolVersion The highest protocol version supported by the agent that is at or below the version requested by the client. If no such version exists, initialization fails with error code -32022. The client must check that it supports this version and should disconnect if it does not.
 * @param info Information about the implementation sending this initialize response.
 * @param capabilities Capabilities supported by the agent. (optional)
 * @param authMethods Authentication methods supported by the agent. Optional. Omitted or empty means the agent does not advertise the <code>auth/login</code> and <code>auth/logout</code> methods. Supplying one or more methods means the agent MUST support both <code>auth/login</code> and <code>auth/logout</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record InitializeResponse(
		@JsonAdapter(ProtocolVersionAdapter.class) Integer protocolVersion,
		Implementation info,
		AgentCapabilities capabilities,
		List<AuthMethod> authMethods,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code InitializeResponse} with its required fields; the optional ones are absent.
	 *
	 * @param protocolVersion The highest protocol version supported by the agent that is at or below the version requested by the client. If no such version exists, initialization fails with error code -32022. The client must check that it supports this version and should disconnect if it does not.
	 * @param info Information about the implementation sending this initialize response.
	 * @return the new value
	 */
	public static InitializeResponse of(Integer protocolVersion, Implementation info) {
		return new InitializeResponse(protocolVersion, info, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param protocolVersion The highest protocol version supported by the agent that is at or below the version requested by the client. If no such version exists, initialization fails with error code -32022. The client must check that it supports this version and should disconnect if it does not.
	 * @param info Information about the implementation sending this initialize response.
	 * @return the new builder
	 */
	public static Builder builder(Integer protocolVersion, Implementation info) {
		Builder builder = new Builder();
		builder.protocolVersion = protocolVersion;
		builder.info = info;
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
		builder.info = info;
		builder.capabilities = capabilities;
		builder.authMethods = authMethods;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link InitializeResponse} one field at a time. */
	public static final class Builder {
		private Integer protocolVersion;
		private Implementation info;
		private AgentCapabilities capabilities;
		private List<AuthMethod> authMethods;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code protocolVersion}.
		 *
		 * @param protocolVersion The highest protocol version supported by the agent that is at or below the version requested by the client. If no such version exists, initialization fails with error code -32022. The client must check that it supports this version and should disconnect if it does not.
		 * @return this builder
		 */
		public Builder protocolVersion(Integer protocolVersion) {
			this.protocolVersion = protocolVersion;
			return this;
		}

		/**
		 * Sets {@code info}.
		 *
		 * @param info Information about the implementation sending this initialize response.
		 * @return this builder
		 */
		public Builder info(Implementation info) {
			this.info = info;
			return this;
		}

		/**
		 * Sets {@code capabilities}.
		 *
		 * @param capabilities Capabilities supported by the agent. (optional)
		 * @return this builder
		 */
		public Builder capabilities(AgentCapabilities capabilities) {
			this.capabilities = capabilities;
			return this;
		}

		/**
		 * Sets {@code authMethods}.
		 *
		 * @param authMethods Authentication methods supported by the agent. Optional. Omitted or empty means the agent does not advertise the <code>auth/login</code> and <code>auth/logout</code> methods. Supplying one or more methods means the agent MUST support both <code>auth/login</code> and <code>auth/logout</code>. (optional)
		 * @return this builder
		 */
		public Builder authMethods(List<AuthMethod> authMethods) {
			this.authMethods = authMethods;
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
		 * @return a new {@code InitializeResponse}
		 */
		public InitializeResponse build() {
			return new InitializeResponse(protocolVersion, info, capabilities, authMethods, meta);
		}
	}
}
