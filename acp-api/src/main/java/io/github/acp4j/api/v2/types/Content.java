// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Standard content block (text, images, resources).
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param content The actual content block.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Content(
		ContentBlock content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ToolCallContent {

	/**
	 * A {@code Content} with its required fields; the optional ones are absent.
	 *
	 * @param content The actual content block.
	 * @return the new value
	 */
	public static Content of(ContentBlock content) {
		return new Content(content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param content The actual content block.
	 * @return the new builder
	 */
	public static Builder builder(ContentBlock content) {
		Builder builder = new Builder();
		builder.content = content;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Content} one field at a time. */
	public static final class Builder {
		private ContentBlock content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content The actual content block.
		 * @return this builder
		 */
		public Builder content(ContentBlock content) {
			this.content = content;
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
		 * @return a new {@code Content}
		 */
		public Content build() {
			return new Content(content, meta);
		}
	}
}
