// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Capabilities for additional session directories support.
 * <p>Supplying <code>&#123;&#125;</code> means the agent supports the <code>additionalDirectories</code> field on
 * supported session lifecycle requests. Agents may return
 * <code>SessionInfo.additionalDirectories</code> in <code>session/list</code> to report the
 * complete ordered additional-root list associated with a listed session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionAdditionalDirectoriesCapabilities(
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionAdditionalDirectoriesCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static SessionAdditionalDirectoriesCapabilities of() {
		return new SessionAdditionalDirectoriesCapabilities(null);
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionAdditionalDirectoriesCapabilities} one field at a time. */
	public static final class Builder {
		private JsonElement meta;

		private Builder() {
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
		 * @return a new {@code SessionAdditionalDirectoriesCapabilities}
		 */
		public SessionAdditionalDirectoriesCapabilities build() {
			return new SessionAdditionalDirectoriesCapabilities(meta);
		}
	}
}
