// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response from listing sessions.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessions Array of session information objects.
 * @param nextCursor Opaque cursor token. If present, pass this in the next request's cursor parameter to fetch the next page. Omitted and <code>null</code> are equivalent and mean there are no more results. An empty string is a valid cursor, not the end of results. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ListSessionsResponse(
		List<SessionInfo> sessions,
		String nextCursor,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ListSessionsResponse} with its required fields; the optional ones are absent.
	 *
	 * @param sessions Array of session information objects.
	 * @return the new value
	 */
	public static ListSessionsResponse of(List<SessionInfo> sessions) {
		return new ListSessionsResponse(sessions, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessions Array of session information objects.
	 * @return the new builder
	 */
	public static Builder builder(List<SessionInfo> sessions) {
		Builder builder = new Builder();
		builder.sessions = sessions;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.sessions = sessions;
		builder.nextCursor = nextCursor;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ListSessionsResponse} one field at a time. */
	public static final class Builder {
		private List<SessionInfo> sessions;
		private String nextCursor;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessions}.
		 *
		 * @param sessions Array of session information objects.
		 * @return this builder
		 */
		public Builder sessions(List<SessionInfo> sessions) {
			this.sessions = sessions;
			return this;
		}

		/**
		 * Sets {@code nextCursor}.
		 *
		 * @param nextCursor Opaque cursor token. If present, pass this in the next request's cursor parameter to fetch the next page. Omitted and <code>null</code> are equivalent and mean there are no more results. An empty string is a valid cursor, not the end of results. (optional)
		 * @return this builder
		 */
		public Builder nextCursor(String nextCursor) {
			this.nextCursor = nextCursor;
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
		 * @return a new {@code ListSessionsResponse}
		 */
		public ListSessionsResponse build() {
			return new ListSessionsResponse(sessions, nextCursor, meta);
		}
	}
}
