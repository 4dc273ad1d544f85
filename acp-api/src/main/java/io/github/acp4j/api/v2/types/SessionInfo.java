// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Information about a session returned by session/list
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId Unique identifier for the session
 * @param cwd The working directory for this session. Must be an absolute path.
 * @param additionalDirectories Additional workspace roots reported for this session. Each path must be absolute. When present, this is the complete ordered additional-root list reported by the Agent. Omitted and empty values are equivalent: the response reports no additional roots. (optional)
 * @param title Human-readable title for the session Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
 * @param updatedAt RFC 3339 timestamp of last activity. Omitted and <code>null</code> are equivalent and mean the last activity time is not reported. (optional)
 * @param archived <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the session is archived. Optional. Omitted and <code>null</code> are equivalent and mean the archive state is not reported. Agents that advertise the <code>session.archive</code> capability MUST include it on every listed session. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionInfo(
		String sessionId,
		String cwd,
		List<String> additionalDirectories,
		String title,
		String updatedAt,
		@ProtocolDraft Boolean archived,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionInfo} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId Unique identifier for the session
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @return the new value
	 */
	public static SessionInfo of(String sessionId, String cwd) {
		return new SessionInfo(sessionId, cwd, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId Unique identifier for the session
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String cwd) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.cwd = cwd;
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
		builder.cwd = cwd;
		builder.additionalDirectories = additionalDirectories;
		builder.title = title;
		builder.updatedAt = updatedAt;
		builder.archived = archived;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionInfo} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String cwd;
		private List<String> additionalDirectories;
		private String title;
		private String updatedAt;
		private Boolean archived;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId Unique identifier for the session
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd The working directory for this session. Must be an absolute path.
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code additionalDirectories}.
		 *
		 * @param additionalDirectories Additional workspace roots reported for this session. Each path must be absolute. When present, this is the complete ordered additional-root list reported by the Agent. Omitted and empty values are equivalent: the response reports no additional roots. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(List<String> additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Human-readable title for the session Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code updatedAt}.
		 *
		 * @param updatedAt RFC 3339 timestamp of last activity. Omitted and <code>null</code> are equivalent and mean the last activity time is not reported. (optional)
		 * @return this builder
		 */
		public Builder updatedAt(String updatedAt) {
			this.updatedAt = updatedAt;
			return this;
		}

		/**
		 * Sets {@code archived}.
		 *
		 * @param archived <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the session is archived. Optional. Omitted and <code>null</code> are equivalent and mean the archive state is not reported. Agents that advertise the <code>session.archive</code> capability MUST include it on every listed session. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder archived(Boolean archived) {
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
		 * @return a new {@code SessionInfo}
		 */
		public SessionInfo build() {
			return new SessionInfo(sessionId, cwd, additionalDirectories, title, updatedAt, archived, meta);
		}
	}
}
