// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * The contents of a resource, embedded into a prompt or tool call result.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param resource Embedded resource payload, either text or binary data.
 * @param annotations Optional annotations that help clients decide how to display or route this content. Omitted and <code>null</code> are equivalent and mean no annotations are provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record EmbeddedResource(
		EmbeddedResourceResource resource,
		Annotations annotations,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/**
	 * A {@code EmbeddedResource} with its required fields; the optional ones are absent.
	 *
	 * @param resource Embedded resource payload, either text or binary data.
	 * @return the new value
	 */
	public static EmbeddedResource of(EmbeddedResourceResource resource) {
		return new EmbeddedResource(resource, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param resource Embedded resource payload, either text or binary data.
	 * @return the new builder
	 */
	public static Builder builder(EmbeddedResourceResource resource) {
		Builder builder = new Builder();
		builder.resource = resource;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.resource = resource;
		builder.annotations = annotations;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link EmbeddedResource} one field at a time. */
	public static final class Builder {
		private EmbeddedResourceResource resource;
		private Annotations annotations;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code resource}.
		 *
		 * @param resource Embedded resource payload, either text or binary data.
		 * @return this builder
		 */
		public Builder resource(EmbeddedResourceResource resource) {
			this.resource = resource;
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
		 * @return a new {@code EmbeddedResource}
		 */
		public EmbeddedResource build() {
			return new EmbeddedResource(resource, annotations, meta);
		}
	}
}
