// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.ProtocolVersionAdapter;
import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for the initialize method.
 * <p>Sent by the client to establish connection and negotiate capabilities.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/initialization">Initialization</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param protocolVersion The latest protocol version supported by the client.
 * @param info Information about the implementation sending this initialize request.
 * @param capabilities Capabilities supported by the client. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record InitializeRequest(
		@JsonAdapter(ProtocolVersionAdapter.class) Integer protocolVersion,
		Implementation info,
		ClientCapabilities capabilities,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code InitializeRequest} with its required fields; the optional ones are absent.
	 *
	 * @param protocolVersion The latest protocol version supported by the client.
	 * @param info Information about the implementation sending this initialize request.
	 * @return the new value
	 */
	public static InitializeRequest of(Integer protocolVersion, Implementation info) {
		return new InitializeRequest(protocolVersion, info, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param protocolVersion The latest protocol version supported by the client.
	 * @param info Information about the implementation sending this initialize request.
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link InitializeRequest} one field at a time. */
	public static final class Builder {
		private Integer protocolVersion;
		private Implementation info;
		private ClientCapabilities capabilities;
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
		 * Sets {@code info}.
		 *
		 * @param info Information about the implementation sending this initialize request.
		 * @return this builder
		 */
		public Builder info(Implementation info) {
			this.info = info;
			return this;
		}

		/**
		 * Sets {@code capabilities}.
		 *
		 * @param capabilities Capabilities supported by the client. (optional)
		 * @return this builder
		 */
		public Builder capabilities(ClientCapabilities capabilities) {
			this.capabilities = capabilities;
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
		 * @return a new {@code InitializeRequest}
		 */
		public InitializeRequest build() {
			return new InitializeRequest(protocolVersion, info, capabilities, meta);
		}
	}
}
