// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Text provided to or from an LLM.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param annotations Optional annotations that help clients decide how to display or route this content. (optional)
 * @param text Text payload carried by this content block.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record TextContent(
		Annotations annotations,
		String text,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/**
	 * A {@code TextContent} with its required fields; the optional ones are absent.
	 *
	 * @param text Text payload carried by this content block.
	 * @return the new value
	 */
	public static TextContent of(String text) {
		return new TextContent(null, text, null);
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
		builder.annotations = annotations;
		builder.text = text;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TextContent} one field at a time. */
	public static final class Builder {
		private Annotations annotations;
		private String text;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code annotations}.
		 *
		 * @param annotations Optional annotations that help clients decide how to display or route this content. (optional)
		 * @return this builder
		 */
		public Builder annotations(Annotations annotations) {
			this.annotations = annotations;
			return this;
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
		 * @return a new {@code TextContent}
		 */
		public TextContent build() {
			return new TextContent(annotations, text, meta);
		}
	}
}
