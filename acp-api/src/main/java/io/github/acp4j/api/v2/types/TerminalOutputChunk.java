// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A chunk of bytes appended to an agent-owned terminal's output.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param terminalId The terminal receiving these bytes.
 * @param data Independently base64-encoded terminal output bytes.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TerminalOutputChunk(
		String terminalId,
		String data,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code TerminalOutputChunk} with its required fields; the optional ones are absent.
	 *
	 * @param terminalId The terminal receiving these bytes.
	 * @param data Independently base64-encoded terminal output bytes.
	 * @return the new value
	 */
	public static TerminalOutputChunk of(String terminalId, String data) {
		return new TerminalOutputChunk(terminalId, data, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param terminalId The terminal receiving these bytes.
	 * @param data Independently base64-encoded terminal output bytes.
	 * @return the new builder
	 */
	public static Builder builder(String terminalId, String data) {
		Builder builder = new Builder();
		builder.terminalId = terminalId;
		builder.data = data;
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
		builder.data = data;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TerminalOutputChunk} one field at a time. */
	public static final class Builder {
		private String terminalId;
		private String data;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code terminalId}.
		 *
		 * @param terminalId The terminal receiving these bytes.
		 * @return this builder
		 */
		public Builder terminalId(String terminalId) {
			this.terminalId = terminalId;
			return this;
		}

		/**
		 * Sets {@code data}.
		 *
		 * @param data Independently base64-encoded terminal output bytes.
		 * @return this builder
		 */
		public Builder data(String data) {
			this.data = data;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code TerminalOutputChunk}
		 */
		public TerminalOutputChunk build() {
			return new TerminalOutputChunk(terminalId, data, meta);
		}
	}
}
