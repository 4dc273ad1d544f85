// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An authoritative replacement snapshot of terminal output bytes.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param data Base64-encoded replacement terminal output bytes.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TerminalOutput(
		String data,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code TerminalOutput} with its required fields; the optional ones are absent.
	 *
	 * @param data Base64-encoded replacement terminal output bytes.
	 * @return the new value
	 */
	public static TerminalOutput of(String data) {
		return new TerminalOutput(data, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param data Base64-encoded replacement terminal output bytes.
	 * @return the new builder
	 */
	public static Builder builder(String data) {
		Builder builder = new Builder();
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
		builder.data = data;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TerminalOutput} one field at a time. */
	public static final class Builder {
		private String data;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code data}.
		 *
		 * @param data Base64-encoded replacement terminal output bytes.
		 * @return this builder
		 */
		public Builder data(String data) {
			this.data = data;
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
		 * @return a new {@code TerminalOutput}
		 */
		public TerminalOutput build() {
			return new TerminalOutput(data, meta);
		}
	}
}
