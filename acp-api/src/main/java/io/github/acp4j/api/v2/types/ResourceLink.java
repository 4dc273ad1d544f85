// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A link to a resource that the receiver may be able to read, included in a prompt or tool call result.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param name Human-readable name shown for this protocol object.
 * @param uri URI associated with this resource or media payload.
 * @param title Optional display title for end-user UI. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
 * @param description Optional human-readable details shown with this protocol object. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param icons Optional set of sized icons that the client can display in a user interface. Omitted and <code>null</code> are equivalent and mean no icons are provided. (optional)
 * @param mimeType MIME type describing the encoded media payload. Omitted and <code>null</code> are equivalent and mean the MIME type is not specified. (optional)
 * @param size Optional size of the linked resource in bytes, if known. Omitted and <code>null</code> are equivalent and mean the size is not known. (optional)
 * @param annotations Optional annotations that help clients decide how to display or route this content. Omitted and <code>null</code> are equivalent and mean no annotations are provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ResourceLink(
		String name,
		String uri,
		String title,
		String description,
		List<Icon> icons,
		String mimeType,
		Long size,
		Annotations annotations,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/**
	 * A {@code ResourceLink} with its required fields; the optional ones are absent.
	 *
	 * @param name Human-readable name shown for this protocol object.
	 * @param uri URI associated with this resource or media payload.
	 * @return the new value
	 */
	public static ResourceLink of(String name, String uri) {
		return new ResourceLink(name, uri, null, null, null, null, null, null, null);
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
		builder.name = name;
		builder.uri = uri;
		builder.title = title;
		builder.description = description;
		builder.icons = icons;
		builder.mimeType = mimeType;
		builder.size = size;
		builder.annotations = annotations;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ResourceLink} one field at a time. */
	public static final class Builder {
		private String name;
		private String uri;
		private String title;
		private String description;
		private List<Icon> icons;
		private String mimeType;
		private Long size;
		private Annotations annotations;
		private JsonElement meta;

		private Builder() {
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
		 * Sets {@code title}.
		 *
		 * @param title Optional display title for end-user UI. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional human-readable details shown with this protocol object. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code icons}.
		 *
		 * @param icons Optional set of sized icons that the client can display in a user interface. Omitted and <code>null</code> are equivalent and mean no icons are provided. (optional)
		 * @return this builder
		 */
		public Builder icons(List<Icon> icons) {
			this.icons = icons;
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
		 * Sets {@code size}.
		 *
		 * @param size Optional size of the linked resource in bytes, if known. Omitted and <code>null</code> are equivalent and mean the size is not known. (optional)
		 * @return this builder
		 */
		public Builder size(Long size) {
			this.size = size;
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
		 * @return a new {@code ResourceLink}
		 */
		public ResourceLink build() {
			return new ResourceLink(name, uri, title, description, icons, mimeType, size, annotations, meta);
		}
	}
}
