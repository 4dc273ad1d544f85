// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A resource that the server is capable of reading, included in a prompt or tool call result.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param annotations Optional annotations that help clients decide how to display or route this content. (optional)
 * @param description Optional human-readable details shown with this protocol object. (optional)
 * @param mimeType MIME type describing the encoded media payload. (optional)
 * @param name Human-readable name shown for this protocol object.
 * @param size Optional size of the linked resource in bytes, if known. (optional)
 * @param title Optional display title for end-user UI. (optional)
 * @param uri URI associated with this resource or media payload.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ResourceLink(
		Annotations annotations,
		String description,
		String mimeType,
		String name,
		Long size,
		String title,
		String uri,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/**
	 * A {@code ResourceLink} with its required fields; the optional ones are absent.
	 *
	 * @param name Human-readable name shown for this protocol object.
	 * @param uri URI associated with this resource or media payload.
	 * @return the new value
	 */
	public static ResourceLink of(String name, String uri) {
		return new ResourceLink(null, null, null, name, null, null, uri, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param name Human-readable name shown for this protocol object.
	 * @param uri URI associated with this resource or media payload.
	 * @return the new builder
	 */
	public static Builder builder(String name, String uri) {
		Builder builder = new Builder();
		builder.name = name;
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
		builder.annotations = annotations;
		builder.description = description;
		builder.mimeType = mimeType;
		builder.name = name;
		builder.size = size;
		builder.title = title;
		builder.uri = uri;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ResourceLink} one field at a time. */
	public static final class Builder {
		private Annotations annotations;
		private String description;
		private String mimeType;
		private String name;
		private Long size;
		private String title;
		private String uri;
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
		 * Sets {@code description}.
		 *
		 * @param description Optional human-readable details shown with this protocol object. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code mimeType}.
		 *
		 * @param mimeType MIME type describing the encoded media payload. (optional)
		 * @return this builder
		 */
		public Builder mimeType(String mimeType) {
			this.mimeType = mimeType;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable name shown for this protocol object.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code size}.
		 *
		 * @param size Optional size of the linked resource in bytes, if known. (optional)
		 * @return this builder
		 */
		public Builder size(Long size) {
			this.size = size;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Optional display title for end-user UI. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
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
		 * @return a new {@code ResourceLink}
		 */
		public ResourceLink build() {
			return new ResourceLink(annotations, description, mimeType, name, size, title, uri, meta);
		}
	}
}
