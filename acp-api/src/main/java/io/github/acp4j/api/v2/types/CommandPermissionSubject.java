// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Permission request details for a command.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param command The command that would be run if permission is granted.
 * @param cwd The absolute working directory for the command.
 * @param toolCallId The associated tool call, when known. Omitted and <code>null</code> are equivalent. (optional)
 * @param terminalId The associated terminal, when already known. Omitted and <code>null</code> are equivalent. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CommandPermissionSubject(
		String command,
		String cwd,
		String toolCallId,
		String terminalId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements RequestPermissionSubject {

	/**
	 * A {@code CommandPermissionSubject} with its required fields; the optional ones are absent.
	 *
	 * @param command The command that would be run if permission is granted.
	 * @param cwd The absolute working directory for the command.
	 * @return the new value
	 */
	public static CommandPermissionSubject of(String command, String cwd) {
		return new CommandPermissionSubject(command, cwd, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param command The command that would be run if permission is granted.
	 * @param cwd The absolute working directory for the command.
	 * @return the new builder
	 */
	public static Builder builder(String command, String cwd) {
		Builder builder = new Builder();
		builder.command = command;
		builder.cwd = cwd;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.command = command;
		builder.cwd = cwd;
		builder.toolCallId = toolCallId;
		builder.terminalId = terminalId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CommandPermissionSubject} one field at a time. */
	public static final class Builder {
		private String command;
		private String cwd;
		private String toolCallId;
		private String terminalId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code command}.
		 *
		 * @param command The command that would be run if permission is granted.
		 * @return this builder
		 */
		public Builder command(String command) {
			this.command = command;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd The absolute working directory for the command.
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code toolCallId}.
		 *
		 * @param toolCallId The associated tool call, when known. Omitted and <code>null</code> are equivalent. (optional)
		 * @return this builder
		 */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
			return this;
		}

		/**
		 * Sets {@code terminalId}.
		 *
		 * @param terminalId The associated terminal, when already known. Omitted and <code>null</code> are equivalent. (optional)
		 * @return this builder
		 */
		public Builder terminalId(String terminalId) {
			this.terminalId = terminalId;
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
		 * @return a new {@code CommandPermissionSubject}
		 */
		public CommandPermissionSubject build() {
			return new CommandPermissionSubject(command, cwd, toolCallId, terminalId, meta);
		}
	}
}
