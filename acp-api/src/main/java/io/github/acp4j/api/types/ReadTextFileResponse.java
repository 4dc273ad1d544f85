// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response containing the contents of a text file.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param content Content payload returned by this response.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ReadTextFileResponse(
		String content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ReadTextFileResponse} with its required fields; the optional ones are absent.
	 *
	 * @param content Content payload returned by this response.
	 * @return the new value
	 */
	public static ReadTextFileResponse of(String content) {
		return new ReadTextFileResponse(content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param content Content payload returned by this response.
	 * @return the new builder
	 */
	public static Builder builder(String content) {
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

	/** Builds a {@link ReadTextFileResponse} one field at a time. */
	public static final class Builder {
		private String content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content Content payload returned by this response.
		 * @return this builder
		 */
		public Builder content(String content) {
			this.content = content;
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
		 * @return a new {@code ReadTextFileResponse}
		 */
		public ReadTextFileResponse build() {
			return new ReadTextFileResponse(content, meta);
		}
	}
}
