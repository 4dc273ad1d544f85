// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request to read content from a text file.
 * <p>Only available if the client supports the <code>fs.readTextFile</code> capability.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The session ID for this request.
 * @param path Absolute path to the file to read.
 * @param line Line number to start reading from (1-based). (optional)
 * @param limit Maximum number of lines to read. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ReadTextFileRequest(
		String sessionId,
		String path,
		Long line,
		Long limit,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ReadTextFileRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param path Absolute path to the file to read.
	 * @return the new value
	 */
	public static ReadTextFileRequest of(String sessionId, String path) {
		return new ReadTextFileRequest(sessionId, path, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param path Absolute path to the file to read.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String path) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.path = path;
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
		builder.line = line;
		builder.limit = limit;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ReadTextFileRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String path;
		private Long line;
		private Long limit;
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
		 * @param path Absolute path to the file to read.
		 * @return this builder
		 */
		public Builder path(String path) {
			this.path = path;
			return this;
		}

		/**
		 * Sets {@code line}.
		 *
		 * @param line Line number to start reading from (1-based). (optional)
		 * @return this builder
		 */
		public Builder line(Long line) {
			this.line = line;
			return this;
		}

		/**
		 * Sets {@code limit}.
		 *
		 * @param limit Maximum number of lines to read. (optional)
		 * @return this builder
		 */
		public Builder limit(Long limit) {
			this.limit = limit;
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
		 * @return a new {@code ReadTextFileRequest}
		 */
		public ReadTextFileRequest build() {
			return new ReadTextFileRequest(sessionId, path, line, limit, meta);
		}
	}
}
