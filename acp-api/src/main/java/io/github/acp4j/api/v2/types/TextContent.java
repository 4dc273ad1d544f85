// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Text provided to or from an LLM.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param text Text payload carried by this content block.
 * @param annotations Optional annotations that help clients decide how to display or route this content. Omitted and <code>null</code> are equivalent and mean no annotations are provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TextContent(
		String text,
		Annotations annotations,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/**
	 * A {@code TextContent} with its required fields; the optional ones are absent.
	 *
	 * @param text Text payload carried by this content block.
	 * @return the new value
	 */
	public static TextContent of(String text) {
		return new TextContent(text, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param text Text payload carried by this content block.
	 * @return the new builder
	 */
	public static Builder builder(String text) {
		Builder builder = new Builder();
		builder.text = text;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.text = text;
		builder.annotations = annotations;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TextContent} one field at a time. */
	public static final class Builder {
		private String text;
		private Annotations annotations;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code text}.
		 *
		 * @param text Text payload carried by this content block.
		 * @return this builder
		 */
		public Builder text(String text) {
			this.text = text;
			return this;
		}

		/**
		 * Sets {@code annotations}.
		 *
		 * @param annotations Optional annotations that help clients decide how to display or route this content. Omitted and <code>null</code> are equivalent and mean no annotations are provided. (optional)
		 * @return this builder
		 */
		public Builder annotations(Annotations annotations) {
			this.annotations = annotations;
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
		 * @return a new {@code TextContent}
		 */
		public TextContent build() {
			return new TextContent(text, annotations, meta);
		}
	}
}
