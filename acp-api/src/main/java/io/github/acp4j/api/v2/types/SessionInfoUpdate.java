// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Update to session metadata. All fields are optional to support partial updates.
 * <p>Agents send this notification to update session information like title or custom metadata.
 * Clients can use it to keep session titles and state current.
 * <p>Omitted fields leave the existing session info unchanged. <code>null</code> clears the
 * corresponding value. A concrete <code>_meta</code> object patches the stored metadata by
 * top-level key.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param title Human-readable title for the session. Set to null to clear. (optional)
 * @param updatedAt RFC 3339 timestamp of last activity. Set to null to clear. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
 */
public record SessionInfoUpdate(
		String title,
		String updatedAt,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code SessionInfoUpdate} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static SessionInfoUpdate of() {
		return new SessionInfoUpdate(null, null, null);
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
		builder.title = title;
		builder.updatedAt = updatedAt;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionInfoUpdate} one field at a time. */
	public static final class Builder {
		private String title;
		private String updatedAt;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Human-readable title for the session. Set to null to clear. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code updatedAt}.
		 *
		 * @param updatedAt RFC 3339 timestamp of last activity. Set to null to clear. (optional)
		 * @return this builder
		 */
		public Builder updatedAt(String updatedAt) {
			this.updatedAt = updatedAt;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code SessionInfoUpdate}
		 */
		public SessionInfoUpdate build() {
			return new SessionInfoUpdate(title, updatedAt, meta);
		}
	}
}
