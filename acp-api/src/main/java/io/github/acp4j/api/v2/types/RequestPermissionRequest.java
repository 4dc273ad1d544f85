// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request for user permission to proceed with an operation.
 * <p>Sent when the agent needs authorization before performing a sensitive operation.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#requesting-permission">Requesting Permission</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The session ID for this request.
 * @param title Human-readable title for the permission prompt. This title is specific to the permission prompt and does not update any subject's displayed title.
 * @param description Optional human-readable explanation of why permission is needed. This text is specific to the permission prompt and does not update any subject's displayed content. Omitted and <code>null</code> are equivalent and mean no separate permission description was provided. (optional)
 * @param subject Optional structured context about the operation requiring permission. Omitted and <code>null</code> are equivalent and mean no structured subject was provided. (optional)
 * @param options Available permission options for the user to choose from. Must contain at least one option.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record RequestPermissionRequest(
		String sessionId,
		String title,
		String description,
		RequestPermissionSubject subject,
		List<PermissionOption> options,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code RequestPermissionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param title Human-readable title for the permission prompt. This title is specific to the permission prompt and does not update any subject's displayed title.
	 * @param options Available permission options for the user to choose from. Must contain at least one option.
	 * @return the new value
	 */
	public static RequestPermissionRequest of(String sessionId, String title, List<PermissionOption> options) {
		return new RequestPermissionRequest(sessionId, title, null, null, options, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param title Human-readable title for the permission prompt. This title is specific to the permission prompt and does not update any subject's displayed title.
	 * @param options Available permission options for the user to choose from. Must contain at least one option.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String title, List<PermissionOption> options) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.title = title;
		builder.options = options;
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
		builder.title = title;
		builder.description = description;
		builder.subject = subject;
		builder.options = options;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link RequestPermissionRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String title;
		private String description;
		private RequestPermissionSubject subject;
		private List<PermissionOption> options;
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
		 * Sets {@code title}.
		 *
		 * @param title Human-readable title for the permission prompt. This title is specific to the permission prompt and does not update any subject's displayed title.
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional human-readable explanation of why permission is needed. This text is specific to the permission prompt and does not update any subject's displayed content. Omitted and <code>null</code> are equivalent and mean no separate permission description was provided. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code subject}.
		 *
		 * @param subject Optional structured context about the operation requiring permission. Omitted and <code>null</code> are equivalent and mean no structured subject was provided. (optional)
		 * @return this builder
		 */
		public Builder subject(RequestPermissionSubject subject) {
			this.subject = subject;
			return this;
		}

		/**
		 * Sets {@code options}.
		 *
		 * @param options Available permission options for the user to choose from. Must contain at least one option.
		 * @return this builder
		 */
		public Builder options(List<PermissionOption> options) {
			this.options = options;
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
		 * @return a new {@code RequestPermissionRequest}
		 */
		public RequestPermissionRequest build() {
			return new RequestPermissionRequest(sessionId, title, description, subject, options, meta);
		}
	}
}
