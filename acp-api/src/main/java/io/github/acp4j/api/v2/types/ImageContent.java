// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An image provided to or from an LLM.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param data Base64-encoded media payload.
 * @param mimeType MIME type describing the encoded media payload.
 * @param uri URI associated with this resource or media payload. Omitted and <code>null</code> are equivalent and mean no URI is associated with the image. (optional)
 * @param annotations Optional annotations that help clients decide how to display or route this content. Omitted and <code>null</code> are equivalent and mean no annotations are provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ImageContent(
		String data,
		String mimeType,
		String uri,
		Annotations annotations,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/**
	 * A {@code ImageContent} with its required fields; the optional ones are absent.
	 *
	 * @param data Base64-encoded media payload.
	 * @param mimeType MIME type describing the encoded media payload.
	 * @return the new value
	 */
	public static ImageContent of(String data, String mimeType) {
		return new ImageContent(data, mimeType, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param data Base64-encoded media payload.
	 * @param mimeType MIME type describing the encoded media payload.
	 * @return the new builder
	 */
	public static Builder builder(String data, String mimeType) {
		Builder builder = new Builder();
		builder.data = data;
		builder.mimeType = mimeType;
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
		builder.mimeType = mimeType;
		builder.uri = uri;
		builder.annotations = annotations;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ImageContent} one field at a time. */
	public static final class Builder {
		private String data;
		private String mimeType;
		private String uri;
		private Annotations annotations;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code data}.
		 *
		 * @param data Base64-encoded media payload.
		 * @return this builder
		 */
		public Builder data(String data) {
			this.data = data;
			return this;
		}

		/**
		 * Sets {@code mimeType}.
		 *
		 * @param mimeType MIME type describing the encoded media payload.
		 * @return this builder
		 */
		public Builder mimeType(String mimeType) {
			this.mimeType = mimeType;
			return this;
		}

		/**
		 * Sets {@code uri}.
		 *
		 * @param uri URI associated with this resource or media payload. Omitted and <code>null</code> are equivalent and mean no URI is associated with the image. (optional)
		 * @return this builder
		 */
		public Builder uri(String uri) {
			this.uri = uri;
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
		 * @return a new {@code ImageContent}
		 */
		public ImageContent build() {
			return new ImageContent(data, mimeType, uri, annotations, meta);
		}
	}
}
