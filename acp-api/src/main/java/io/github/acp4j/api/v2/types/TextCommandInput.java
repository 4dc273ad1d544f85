// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * All text that was typed after the command name is provided as input.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param hint A hint to display when the input hasn't been provided yet
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TextCommandInput(
		String hint,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements AvailableCommandInput {

	/**
	 * A {@code TextCommandInput} with its required fields; the optional ones are absent.
	 *
	 * @param hint A hint to display when the input hasn't been provided yet
	 * @return the new value
	 */
	public static TextCommandInput of(String hint) {
		return new TextCommandInput(hint, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param hint A hint to display when the input hasn't been provided yet
	 * @return the new builder
	 */
	public static Builder builder(String hint) {
		Builder builder = new Builder();
		builder.hint = hint;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.hint = hint;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TextCommandInput} one field at a time. */
	public static final class Builder {
		private String hint;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code hint}.
		 *
		 * @param hint A hint to display when the input hasn't been provided yet
		 * @return this builder
		 */
		public Builder hint(String hint) {
			this.hint = hint;
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
		 * @return a new {@code TextCommandInput}
		 */
		public TextCommandInput build() {
			return new TextCommandInput(hint, meta);
		}
	}
}
