// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Fire-and-forget information for the user.
 * <p>Notices are live events rather than session history. Agents must not rely on
 * a notice being received, displayed, or seen by the user.
 * No Client capability is required, and unsupported Clients may ignore notices.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#session-notices">Session Notices</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param severity Presentation severity hint.
 * @param title Required non-empty plain-text title that can stand alone.
 * @param description Optional plain-text detail or guidance. Omitted and <code>null</code> are equivalent and mean no description was supplied. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Notice(
		NoticeSeverity severity,
		String title,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code Notice} with its required fields; the optional ones are absent.
	 *
	 * @param severity Presentation severity hint.
	 * @param title Required non-empty plain-text title that can stand alone.
	 * @return the new value
	 */
	public static Notice of(NoticeSeverity severity, String title) {
		return new Notice(severity, title, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param severity Presentation severity hint.
	 * @param title Required non-empty plain-text title that can stand alone.
	 * @return the new builder
	 */
	public static Builder builder(NoticeSeverity severity, String title) {
		Builder builder = new Builder();
		builder.severity = severity;
		builder.title = title;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.severity = severity;
		builder.title = title;
		builder.description = description;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Notice} one field at a time. */
	public static final class Builder {
		private NoticeSeverity severity;
		private String title;
		private String description;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code severity}.
		 *
		 * @param severity Presentation severity hint.
		 * @return this builder
		 */
		public Builder severity(NoticeSeverity severity) {
			this.severity = severity;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Required non-empty plain-text title that can stand alone.
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional plain-text detail or guidance. Omitted and <code>null</code> are equivalent and mean no description was supplied. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
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
		 * @return a new {@code Notice}
		 */
		public Notice build() {
			return new Notice(severity, title, description, meta);
		}
	}
}
