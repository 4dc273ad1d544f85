// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An upsert for the stored state of an agent-owned terminal.
 * <p>Only <code>terminalId</code> is required. Other fields have patch
 * semantics: omitted fields leave the stored value unchanged, <code>null</code> clears
 * it, and concrete values replace it. A concrete <code>_meta</code> object instead
 * patches the stored metadata by top-level key. When the terminal ID is new,
 * omitted fields start unknown.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param terminalId Unique identifier for this terminal within the session.
 * @param command The command being run. (optional)
 * @param cwd The absolute working directory of the command. (optional)
 * @param output An authoritative replacement snapshot of terminal output bytes. (optional)
 * @param exitStatus Exit information. A concrete object marks the terminal as exited. (optional)
 * @param size The terminal size the command runs with, when known. Clients can render output at this size so that column layouts, progress bars, and cursor-positioned output display as the program wrote them. (optional)
 * @param capabilities Client-initiated controls this terminal currently supports, such as cancellation. Omission leaves the capabilities unchanged, <code>null</code> clears them, and an object replaces the whole previous value. A new terminal starts with none. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
 */
public record TerminalUpdate(
		String terminalId,
		String command,
		String cwd,
		TerminalOutput output,
		TerminalExitStatus exitStatus,
		TerminalSize size,
		TerminalCapabilities capabilities,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code TerminalUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param terminalId Unique identifier for this terminal within the session.
	 * @return the new value
	 */
	public static TerminalUpdate of(String terminalId) {
		return new TerminalUpdate(terminalId, null, null, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param terminalId Unique identifier for this terminal within the session.
	 * @return the new builder
	 */
	public static Builder builder(String terminalId) {
		Builder builder = new Builder();
		builder.terminalId = terminalId;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.terminalId = terminalId;
		builder.command = command;
		builder.cwd = cwd;
		builder.output = output;
		builder.exitStatus = exitStatus;
		builder.size = size;
		builder.capabilities = capabilities;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TerminalUpdate} one field at a time. */
	public static final class Builder {
		private String terminalId;
		private String command;
		private String cwd;
		private TerminalOutput output;
		private TerminalExitStatus exitStatus;
		private TerminalSize size;
		private TerminalCapabilities capabilities;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code terminalId}.
		 *
		 * @param terminalId Unique identifier for this terminal within the session.
		 * @return this builder
		 */
		public Builder terminalId(String terminalId) {
			this.terminalId = terminalId;
			return this;
		}

		/**
		 * Sets {@code command}.
		 *
		 * @param command The command being run. (optional)
		 * @return this builder
		 */
		public Builder command(String command) {
			this.command = command;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd The absolute working directory of the command. (optional)
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code output}.
		 *
		 * @param output An authoritative replacement snapshot of terminal output bytes. (optional)
		 * @return this builder
		 */
		public Builder output(TerminalOutput output) {
			this.output = output;
			return this;
		}

		/**
		 * Sets {@code exitStatus}.
		 *
		 * @param exitStatus Exit information. A concrete object marks the terminal as exited. (optional)
		 * @return this builder
		 */
		public Builder exitStatus(TerminalExitStatus exitStatus) {
			this.exitStatus = exitStatus;
			return this;
		}

		/**
		 * Sets {@code size}.
		 *
		 * @param size The terminal size the command runs with, when known. Clients can render output at this size so that column layouts, progress bars, and cursor-positioned output display as the program wrote them. (optional)
		 * @return this builder
		 */
		public Builder size(TerminalSize size) {
			this.size = size;
			return this;
		}

		/**
		 * Sets {@code capabilities}.
		 *
		 * @param capabilities Client-initiated controls this terminal currently supports, such as cancellation. Omission leaves the capabilities unchanged, <code>null</code> clears them, and an object replaces the whole previous value. A new terminal starts with none. (optional)
		 * @return this builder
		 */
		public Builder capabilities(TerminalCapabilities capabilities) {
			this.capabilities = capabilities;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code TerminalUpdate}
		 */
		public TerminalUpdate build() {
			return new TerminalUpdate(terminalId, command, cwd, output, exitStatus, size, capabilities, meta);
		}
	}
}
