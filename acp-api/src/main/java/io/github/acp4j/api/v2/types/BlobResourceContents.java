// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Binary resource contents.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param blob Base64-encoded bytes for a binary resource payload.
 * @param uri URI associated with this resource or media payload.
 * @param mimeType MIME type describing the encoded media payload. Omitted and <code>null</code> are equivalent and mean the MIME type is not specified. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record BlobResourceContents(
		String blob,
		String uri,
		String mimeType,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements EmbeddedResourceResource {

	/**
	 * A {@code BlobResourceContents} with its required fields; the optional ones are absent.
	 *
	 * @param blob Base64-encoded bytes for a binary resource payload.
	 * @param uri URI associated with this resource or media payload.
	 * @return the new value
	 */
	public static BlobResourceContents of(String blob, String uri) {
		return new BlobResourceContents(blob, uri, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param blob Base64-encoded bytes for a binary resource payload.
	 * @param uri URI associated with this resource or media payload.
	 * @return the new builder
	 */
	public static Builder builder(String blob, String uri) {
		Builder builder = new Builder();
		builder.blob = blob;
		builder.uri = uri;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.blob = blob;
		builder.uri = uri;
		builder.mimeType = mimeType;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link BlobResourceContents} one field at a time. */
	public static final class Builder {
		private String blob;
		private String uri;
		private String mimeType;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code blob}.
		 *
		 * @param blob Base64-encoded bytes for a binary resource payload.
		 * @return this builder
		 */
		public Builder blob(String blob) {
			this.blob = blob;
			return this;
		}

		/**
		 * Sets {@code uri}.
		 *
		 * @param uri URI associated with this resource or media payload.
		 * @return this builder
		 */
		public Builder uri(String uri) {
			this.uri = uri;
			return this;
		}

		/**
		 * Sets {@code mimeType}.
		 *
		 * @param mimeType MIME type describing the encoded media payload. Omitted and <code>null</code> are equivalent and mean the MIME type is not specified. (optional)
		 * @return this builder
		 */
		public Builder mimeType(String mimeType) {
			this.mimeType = mimeType;
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
		 * @return a new {@code BlobResourceContents}
		 */
		public BlobResourceContents build() {
			return new BlobResourceContents(blob, uri, mimeType, meta);
		}
	}
}
