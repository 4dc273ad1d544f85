// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * MCP capabilities supported by the agent for session lifecycle requests.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param stdio Agent supports <code>stdio</code> MCP servers. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports stdio MCP server transports. (optional)
 * @param http Agent supports <code>http</code> MCP servers. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports HTTP MCP server transports. (optional)
 * @param acp <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Agent supports <code>acp</code> MCP servers. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports ACP MCP server transports. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record McpCapabilities(
		McpStdioCapabilities stdio,
		McpHttpCapabilities http,
		@ProtocolDraft McpAcpCapabilities acp,
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
		builder.stdio = stdio;
		builder.http = http;
		builder.acp = acp;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link McpCapabilities} one field at a time. */
	public static final class Builder {
		private McpStdioCapabilities stdio;
		private McpHttpCapabilities http;
		private McpAcpCapabilities acp;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code stdio}.
		 *
		 * @param stdio Agent supports <code>stdio</code> MCP servers. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports stdio MCP server transports. (optional)
		 * @return this builder
		 */
		public Builder stdio(McpStdioCapabilities stdio) {
			this.stdio = stdio;
			return this;
		}

		/**
		 * Sets {@code http}.
		 *
		 * @param http Agent supports <code>http</code> MCP servers. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports HTTP MCP server transports. (optional)
		 * @return this builder
		 */
		public Builder http(McpHttpCapabilities http) {
			this.http = http;
			return this;
		}

		/**
		 * Sets {@code acp}.
		 *
		 * @param acp <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Agent supports <code>acp</code> MCP servers. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports ACP MCP server transports. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder acp(McpAcpCapabilities acp) {
			this.acp = acp;
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
		 * @return a new {@code McpCapabilities}
		 */
		public McpCapabilities build() {
			return new McpCapabilities(stdio, http, acp, meta);
		}
	}
}
