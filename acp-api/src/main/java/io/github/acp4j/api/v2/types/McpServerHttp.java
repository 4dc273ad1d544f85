// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * HTTP transport configuration for MCP.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param name Human-readable name identifying this MCP server.
 * @param url URL to the MCP server.
 * @param headers HTTP headers to set when making requests to the MCP server. Headers the MCP transport defines are owned by the transport, and Agents use the transport's values for them. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record McpServerHttp(
		String name,
		String url,
		List<HttpHeader> headers,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements McpServer {

	/**
	 * A {@code McpServerHttp} with its required fields; the optional ones are absent.
	 *
	 * @param name Human-readable name identifying this MCP server.
	 * @param url URL to the MCP server.
	 * @return the new value
	 */
	public static McpServerHttp of(String name, String url) {
		return new McpServerHttp(name, url, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param name Human-readable name identifying this MCP server.
	 * @param url URL to the MCP server.
	 * @return the new builder
	 */
	public static Builder builder(String name, String url) {
		Builder builder = new Builder();
		builder.name = name;
		builder.url = url;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.name = name;
		builder.url = url;
		builder.headers = headers;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link McpServerHttp} one field at a time. */
	public static final class Builder {
		private String name;
		private String url;
		private List<HttpHeader> headers;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable name identifying this MCP server.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code url}.
		 *
		 * @param url URL to the MCP server.
		 * @return this builder
		 */
		public Builder url(String url) {
			this.url = url;
			return this;
		}

		/**
		 * Sets {@code headers}.
		 *
		 * @param headers HTTP headers to set when making requests to the MCP server. Headers the MCP transport defines are owned by the transport, and Agents use the transport's values for them. (optional)
		 * @return this builder
		 */
		public Builder headers(List<HttpHeader> headers) {
			this.headers = headers;
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
		 * @return a new {@code McpServerHttp}
		 */
		public McpServerHttp build() {
			return new McpServerHttp(name, url, headers, meta);
		}
	}
}
