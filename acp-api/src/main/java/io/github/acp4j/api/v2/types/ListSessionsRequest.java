// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for listing existing sessions.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param cwd Filter sessions by working directory. Must be an absolute path. Only sessions whose <code>cwd</code> is this same directory match. Subdirectories and <code>additionalDirectories</code> don't. Agents MAY normalize paths when comparing. Omitted and <code>null</code> are equivalent and mean sessions are not filtered by working directory. (optional)
 * @param cursor Opaque cursor token from a previous response's nextCursor field for cursor-based pagination Omitted and <code>null</code> are equivalent and mean the first page is requested. (optional)
 * @param archived <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Filter sessions by archive state. Optional. Omitted and <code>null</code> are equivalent and mean <code>exclude</code>. Only send this when the Agent advertises the <code>session.archive</code> capability. The filter combines with <code>cwd</code> and applies before pagination. Clients keep the same value when following <code>nextCursor</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ListSessionsRequest(
		String cwd,
		String cursor,
		@ProtocolDraft SessionArchiveFilter archived,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ListSessionsRequest} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static ListSessionsRequest of() {
		return new ListSessionsRequest(null, null, null, null);
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
		builder.cwd = cwd;
		builder.cursor = cursor;
		builder.archived = archived;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ListSessionsRequest} one field at a time. */
	public static final class Builder {
		private String cwd;
		private String cursor;
		private SessionArchiveFilter archived;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd Filter sessions by working directory. Must be an absolute path. Only sessions whose <code>cwd</code> is this same directory match. Subdirectories and <code>additionalDirectories</code> don't. Agents MAY normalize paths when comparing. Omitted and <code>null</code> are equivalent and mean sessions are not filtered by working directory. (optional)
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code cursor}.
		 *
		 * @param cursor Opaque cursor token from a previous response's nextCursor field for cursor-based pagination Omitted and <code>null</code> are equivalent and mean the first page is requested. (optional)
		 * @return this builder
		 */
		public Builder cursor(String cursor) {
			this.cursor = cursor;
			return this;
		}

		/**
		 * Sets {@code archived}.
		 *
		 * @param archived <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Filter sessions by archive state. Optional. Omitted and <code>null</code> are equivalent and mean <code>exclude</code>. Only send this when the Agent advertises the <code>session.archive</code> capability. The filter combines with <code>cwd</code> and applies before pagination. Clients keep the same value when following <code>nextCursor</code>. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder archived(SessionArchiveFilter archived) {
			this.archived = archived;
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
		 * @return a new {@code ListSessionsRequest}
		 */
		public ListSessionsRequest build() {
			return new ListSessionsRequest(cwd, cursor, archived, meta);
		}
	}
}
