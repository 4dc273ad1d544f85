// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.ProtocolVersionAdapter;
import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for the initialize method.
 * <p>Sent by the client to establish connection and negotiate capabilities.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/initialization">Initialization</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param protocolVersion The latest protocol version supported by the client.
 * @param clientCapabilities Capabilities supported by the client. (optional)
 * @param clientInfo Information about the Client name and version sent to the Agent. Note: in future versions of the protocol, this will be required. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record InitializeRequest(
		@JsonAdapter(ProtocolVersionAdapter.class) Integer protocolVersion,
		ClientCapabilities clientCapabilities,
		Implementation clientInfo,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code InitializeRequest} with its required fields; the optional ones are absent.
	 *
	 * @param protocolVersion The latest protocol version supported by the client.
	 * @return the new value
	 */
	public static InitializeRequest of(Integer protocolVersion) {
		return new InitializeRequest(protocolVersion, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param protocolVersion The latest protocol version supported by the client.
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
		builder.clientCapabilities = clientCapabilities;
		builder.clientInfo = clientInfo;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link InitializeRequest} one field at a time. */
	public static final class Builder {
		private Integer protocolVersion;
		private ClientCapabilities clientCapabilities;
		private Implementation clientInfo;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code protocolVersion}.
		 *
		 * @param protocolVersion The latest protocol version supported by the client.
		 * @return this builder
		 */
		public Builder protocolVersion(Integer protocolVersion) {
			this.protocolVersion = protocolVersion;
			return this;
		}

		/**
		 * Sets {@code clientCapabilities}.
		 *
		 * @param clientCapabilities Capabilities supported by the client. (optional)
		 * @return this builder
		 */
		public Builder clientCapabilities(ClientCapabilities clientCapabilities) {
			this.clientCapabilities = clientCapabilities;
			return this;
		}

		/**
		 * Sets {@code clientInfo}.
		 *
		 * @param clientInfo Information about the Client name and version sent to the Agent. Note: in future versions of the protocol, this will be required. (optional)
		 * @return this builder
		 */
		public Builder clientInfo(Implementation clientInfo) {
			this.clientInfo = clientInfo;
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
		 * @return a new {@code InitializeRequest}
		 */
		public InitializeRequest build() {
			return new InitializeRequest(protocolVersion, clientCapabilities, clientInfo, meta);
		}
	}
}
