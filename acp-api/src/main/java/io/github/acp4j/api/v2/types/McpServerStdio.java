// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Stdio transport configuration for MCP.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param name Human-readable name identifying this MCP server.
 * @param command Absolute path to the MCP server executable.
 * @param args Command-line arguments to pass to the MCP server. (optional)
 * @param env Environment variables to set when launching the MCP server. Names SHOULD be unique. Agents MAY reject duplicates with <code>-32602</code>, and otherwise the last entry wins. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record McpServerStdio(
		String name,
		String command,
		List<String> args,
		List<EnvVariable> env,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements McpServer {

	/**
	 * A {@code McpServerStdio} with its required fields; the optional ones are absent.
	 *
	 * @param name Human-readable name identifying this MCP server.
	 * @param command Absolute path to the MCP server executable.
	 * @return the new value
	 */
	public static McpServerStdio of(String name, String command) {
		return new McpServerStdio(name, command, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param name Human-readable name identifying this MCP server.
	 * @param command Absolute path to the MCP server executable.
	 * @return the new builder
	 */
	public static Builder builder(String name, String command) {
		Builder builder = new Builder();
		builder.name = name;
		builder.command = command;
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
		builder.command = command;
		builder.args = args;
		builder.env = env;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link McpServerStdio} one field at a time. */
	public static final class Builder {
		private String name;
		private String command;
		private List<String> args;
		private List<EnvVariable> env;
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
		 * Sets {@code command}.
		 *
		 * @param command Absolute path to the MCP server executable.
		 * @return this builder
		 */
		public Builder command(String command) {
			this.command = command;
			return this;
		}

		/**
		 * Sets {@code args}.
		 *
		 * @param args Command-line arguments to pass to the MCP server. (optional)
		 * @return this builder
		 */
		public Builder args(List<String> args) {
			this.args = args;
			return this;
		}

		/**
		 * Sets {@code env}.
		 *
		 * @param env Environment variables to set when launching the MCP server. Names SHOULD be unique. Agents MAY reject duplicates with <code>-32602</code>, and otherwise the last entry wins. (optional)
		 * @return this builder
		 */
		public Builder env(List<EnvVariable> env) {
			this.env = env;
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
		 * @return a new {@code McpServerStdio}
		 */
		public McpServerStdio build() {
			return new McpServerStdio(name, command, args, env, meta);
		}
	}
}
