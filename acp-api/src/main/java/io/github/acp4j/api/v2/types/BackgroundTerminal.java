// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A listed terminal running in the background.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param terminalId The ID of the listed terminal.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record BackgroundTerminal(
		String terminalId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements BackgroundWork {

	/**
	 * A {@code BackgroundTerminal} with its required fields; the optional ones are absent.
	 *
	 * @param terminalId The ID of the listed terminal.
	 * @return the new value
	 */
	public static BackgroundTerminal of(String terminalId) {
		return new BackgroundTerminal(terminalId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param terminalId The ID of the listed terminal.
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link BackgroundTerminal} one field at a time. */
	public static final class Builder {
		private String terminalId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code terminalId}.
		 *
		 * @param terminalId The ID of the listed terminal.
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
		 * @return a new {@code BackgroundTerminal}
		 */
		public BackgroundTerminal build() {
			return new BackgroundTerminal(terminalId, meta);
		}
	}
}
