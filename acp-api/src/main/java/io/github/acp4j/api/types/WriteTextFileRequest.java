// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request to write content to a text file.
 * <p>Only available if the client supports the <code>fs.writeTextFile</code> capability.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The session ID for this request.
 * @param path Absolute path to the file to write.
 * @param content The text content to write to the file.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record WriteTextFileRequest(
		String sessionId,
		String path,
		String content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code WriteTextFileRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param path Absolute path to the file to write.
	 * @param content The text content to write to the file.
	 * @return the new value
	 */
	public static WriteTextFileRequest of(String sessionId, String path, String content) {
		return new WriteTextFileRequest(sessionId, path, content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param path Absolute path to the file to write.
	 * @param content The text content to write to the file.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String path, String content) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.path = path;
		builder.content = content;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.path = path;
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link WriteTextFileRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String path;
		private String content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The session ID for this request.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code path}.
		 *
		 * @param path Absolute path to the file to write.
		 * @return this builder
		 */
		public Builder path(String path) {
			this.path = path;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content The text content to write to the file.
		 * @return this builder
		 */
		public Builder content(String content) {
			this.content = content;
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
		 * @return a new {@code WriteTextFileRequest}
		 */
		public WriteTextFileRequest build() {
			return new WriteTextFileRequest(sessionId, path, content, meta);
		}
	}
}
