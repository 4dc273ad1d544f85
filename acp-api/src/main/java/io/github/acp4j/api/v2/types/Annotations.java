// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Optional annotations for the client. The client can use annotations to inform how objects are used or displayed
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param audience Intended recipients for this content, such as the user or assistant. Omitted and <code>null</code> are equivalent and mean no audience is specified. (optional)
 * @param lastModified Timestamp indicating when the underlying resource was last modified. Should be an ISO 8601 formatted string (e.g., "2025-01-12T15:00:58Z"), as in MCP. Omitted and <code>null</code> are equivalent and mean the modification time is not reported. (optional)
 * @param priority Relative importance of this content when clients choose what to surface, from 0 (least important) to 1 (most important). Omitted and <code>null</code> are equivalent and mean no priority is specified. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Annotations(
		List<Role> audience,
		String lastModified,
		Double priority,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code Annotations} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static Annotations of() {
		return new Annotations(null, null, null, null);
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
		builder.audience = audience;
		builder.lastModified = lastModified;
		builder.priority = priority;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Annotations} one field at a time. */
	public static final class Builder {
		private List<Role> audience;
		private String lastModified;
		private Double priority;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code audience}.
		 *
		 * @param audience Intended recipients for this content, such as the user or assistant. Omitted and <code>null</code> are equivalent and mean no audience is specified. (optional)
		 * @return this builder
		 */
		public Builder audience(List<Role> audience) {
			this.audience = audience;
			return this;
		}

		/**
		 * Sets {@code lastModified}.
		 *
		 * @param lastModified Timestamp indicating when the underlying resource was last modified. Should be an ISO 8601 formatted string (e.g., "2025-01-12T15:00:58Z"), as in MCP. Omitted and <code>null</code> are equivalent and mean the modification time is not reported. (optional)
		 * @return this builder
		 */
		public Builder lastModified(String lastModified) {
			this.lastModified = lastModified;
			return this;
		}

		/**
		 * Sets {@code priority}.
		 *
		 * @param priority Relative importance of this content when clients choose what to surface, from 0 (least important) to 1 (most important). Omitted and <code>null</code> are equivalent and mean no priority is specified. (optional)
		 * @return this builder
		 */
		public Builder priority(Double priority) {
			this.priority = priority;
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
		 * @return a new {@code Annotations}
		 */
		public Annotations build() {
			return new Annotations(audience, lastModified, priority, meta);
		}
	}
}
