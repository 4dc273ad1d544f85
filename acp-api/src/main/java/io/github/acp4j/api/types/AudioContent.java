// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Audio provided to or from an LLM.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param annotations Optional annotations that help clients decide how to display or route this content. (optional)
 * @param data Base64-encoded media payload.
 * @param mimeType MIME type describing the encoded media payload.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record AudioContent(
		Annotations annotations,
		String data,
		String mimeType,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/**
	 * A {@code AudioContent} with its required fields; the optional ones are absent.
	 *
	 * @param data Base64-encoded media payload.
	 * @param mimeType MIME type describing the encoded media payload.
	 * @return the new value
	 */
	public static AudioContent of(String data, String mimeType) {
		return new AudioContent(null, data, mimeType, null);
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
		builder.annotations = annotations;
		builder.data = data;
		builder.mimeType = mimeType;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AudioContent} one field at a time. */
	public static final class Builder {
		private Annotations annotations;
		private String data;
		private String mimeType;
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
		 * @return a new {@code AudioContent}
		 */
		public AudioContent build() {
			return new AudioContent(annotations, data, mimeType, meta);
		}
	}
}
