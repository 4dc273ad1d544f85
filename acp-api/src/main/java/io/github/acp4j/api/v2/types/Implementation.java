// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Metadata about the implementation of the client or agent.
 * Describes the name and version of an ACP implementation, with an optional
 * title for UI representation.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param name Intended for programmatic or logical use, but can be used as a display name fallback if title isn't present.
 * @param title Intended for UI and end-user contexts and optimized to be human-readable and easily understood. If not provided, the name should be used for display. Omitted and <code>null</code> are equivalent and mean the <code>name</code> is used for display. (optional)
 * @param version Version of the implementation. Can be displayed to the user or used for debugging or metrics purposes. (e.g. "1.0.0").
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Implementation(
		String name,
		String title,
		String version,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code Implementation} with its required fields; the optional ones are absent.
	 *
	 * @param name Intended for programmatic or logical use, but can be used as a display name fallback if title isn't present.
	 * @param version Version of the implementation. Can be displayed to the user or used for debugging or metrics purposes. (e.g. "1.0.0").
	 * @return the new value
	 */
	public static Implementation of(String name, String version) {
		return new Implementation(name, null, version, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param name Intended for programmatic or logical use, but can be used as a display name fallback if title isn't present.
	 * @param version Version of the implementation. Can be displayed to the user or used for debugging or metrics purposes. (e.g. "1.0.0").
	 * @return the new builder
	 */
	public static Builder builder(String name, String version) {
		Builder builder = new Builder();
		builder.name = name;
		builder.version = version;
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
		builder.title = title;
		builder.version = version;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Implementation} one field at a time. */
	public static final class Builder {
		private String name;
		private String title;
		private String version;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Intended for programmatic or logical use, but can be used as a display name fallback if title isn't present.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Intended for UI and end-user contexts and optimized to be human-readable and easily understood. If not provided, the name should be used for display. Omitted and <code>null</code> are equivalent and mean the <code>name</code> is used for display. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code version}.
		 *
		 * @param version Version of the implementation. Can be displayed to the user or used for debugging or metrics purposes. (e.g. "1.0.0").
		 * @return this builder
		 */
		public Builder version(String version) {
			this.version = version;
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
		 * @return a new {@code Implementation}
		 */
		public Implementation build() {
			return new Implementation(name, title, version, meta);
		}
	}
}
