// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request to create a new terminal and execute a command.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The session ID for this request.
 * @param command The command to execute.
 * @param args Array of command arguments. (optional)
 * @param env Environment variables for the command. (optional)
 * @param cwd Working directory for the command. Must be an absolute path. (optional)
 * @param outputByteLimit Maximum number of output bytes to retain. When the limit is exceeded, the Client truncates from the beginning of the output to stay within the limit. The Client MUST ensure truncation happens at a character boundary to maintain valid string output, even if this means the retained output is slightly less than the specified limit. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record CreateTerminalRequest(
		String sessionId,
		String command,
		List<String> args,
		List<EnvVariable> env,
		String cwd,
		Long outputByteLimit,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code CreateTerminalRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param command The command to execute.
	 * @return the new value
	 */
	public static CreateTerminalRequest of(String sessionId, String command) {
		return new CreateTerminalRequest(sessionId, command, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param command The command to execute.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String command) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
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
		builder.sessionId = sessionId;
		builder.command = command;
		builder.args = args;
		builder.env = env;
		builder.cwd = cwd;
		builder.outputByteLimit = outputByteLimit;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CreateTerminalRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String command;
		private List<String> args;
		private List<EnvVariable> env;
		private String cwd;
		private Long outputByteLimit;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The session ID for this request.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code command}.
		 *
		 * @param command The command to execute.
		 * @return this builder
		 */
		public Builder command(String command) {
			this.command = command;
			return this;
		}

		/**
		 * Sets {@code args}.
		 *
		 * @param args Array of command arguments. (optional)
		 * @return this builder
		 */
		public Builder args(List<String> args) {
			this.args = args;
			return this;
		}

		/**
		 * Sets {@code env}.
		 *
		 * @param env Environment variables for the command. (optional)
		 * @return this builder
		 */
		public Builder env(List<EnvVariable> env) {
			this.env = env;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd Working directory for the command. Must be an absolute path. (optional)
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code outputByteLimit}.
		 *
		 * @param outputByteLimit Maximum number of output bytes to retain. When the limit is exceeded, the Client truncates from the beginning of the output to stay within the limit. The Client MUST ensure truncation happens at a character boundary to maintain valid string output, even if this means the retained output is slightly less than the specified limit. (optional)
		 * @return this builder
		 */
		public Builder outputByteLimit(Long outputByteLimit) {
			this.outputByteLimit = outputByteLimit;
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
		 * @return a new {@code CreateTerminalRequest}
		 */
		public CreateTerminalRequest build() {
			return new CreateTerminalRequest(sessionId, command, args, env, cwd, outputByteLimit, meta);
		}
	}
}
