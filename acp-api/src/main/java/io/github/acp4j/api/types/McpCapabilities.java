// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * MCP capabilities supported by the agent
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param http Agent supports <code>http</code> MCP servers. (optional)
 * @param sse Agent supports <code>sse</code> MCP servers. (optional)
 * @param acp <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Agent supports <code>acp</code> MCP servers. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record McpCapabilities(
		Boolean http,
		Boolean sse,
		@ProtocolDraft Boolean acp,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code McpCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static McpCapabilities of() {
		return new McpCapabilities(null, null, null, null);
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
		builder.http = http;
		builder.sse = sse;
		builder.acp = acp;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link McpCapabilities} one field at a time. */
	public static final class Builder {
		private Boolean http;
		private Boolean sse;
		private Boolean acp;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code http}.
		 *
		 * @param http Agent supports <code>http</code> MCP servers. (optional)
		 * @return this builder
		 */
		public Builder http(Boolean http) {
			this.http = http;
			return this;
		}

		/**
		 * Sets {@code sse}.
		 *
		 * @param sse Agent supports <code>sse</code> MCP servers. (optional)
		 * @return this builder
		 */
		public Builder sse(Boolean sse) {
			this.sse = sse;
			return this;
		}

		/**
		 * Sets {@code acp}.
		 *
		 * @param acp <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Agent supports <code>acp</code> MCP servers. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder acp(Boolean acp) {
			this.acp = acp;
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
		 * @return a new {@code McpCapabilities}
		 */
		public McpCapabilities build() {
			return new McpCapabilities(http, sse, acp, meta);
		}
	}
}
