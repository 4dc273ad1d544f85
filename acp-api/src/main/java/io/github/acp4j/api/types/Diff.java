// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A diff representing file modifications.
 * <p>Shows changes to files in a format suitable for display in the client UI.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/tool-calls#content">Content</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param path The absolute file path being modified.
 * @param oldText The original content (omitted or <code>null</code> for new files). (optional)
 * @param newText The new content after modification.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record Diff(
		String path,
		String oldText,
		String newText,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ToolCallContent {

	/**
	 * A {@code Diff} with its required fields; the optional ones are absent.
	 *
	 * @param path The absolute file path being modified.
	 * @param newText The new content after modification.
	 * @return the new value
	 */
	public static Diff of(String path, String newText) {
		return new Diff(path, null, newText, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param path The absolute file path being modified.
	 * @param newText The new content after modification.
	 * @return the new builder
	 */
	public static Builder builder(String path, String newText) {
		Builder builder = new Builder();
		builder.path = path;
		builder.newText = newText;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.path = path;
		builder.oldText = oldText;
		builder.newText = newText;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Diff} one field at a time. */
	public static final class Builder {
		private String path;
		private String oldText;
		private String newText;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code path}.
		 *
		 * @param path The absolute file path being modified.
		 * @return this builder
		 */
		public Builder path(String path) {
			this.path = path;
			return this;
		}

		/**
		 * Sets {@code oldText}.
		 *
		 * @param oldText The original content (omitted or <code>null</code> for new files). (optional)
		 * @return this builder
		 */
		public Builder oldText(String oldText) {
			this.oldText = oldText;
			return this;
		}

		/**
		 * Sets {@code newText}.
		 *
		 * @param newText The new content after modification.
		 * @return this builder
		 */
		public Builder newText(String newText) {
			this.newText = newText;
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
		 * @return a new {@code Diff}
		 */
		public Diff build() {
			return new Diff(path, oldText, newText, meta);
		}
	}
}
