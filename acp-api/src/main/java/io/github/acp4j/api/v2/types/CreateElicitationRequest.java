// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request from the agent to elicit structured user input.
 * <p>The agent sends this to the client to request information from the user,
 * either via a form or by directing them to a URL.
 * Elicitations are tied to a session (optionally a tool call) or a request.
 * <p>A session-scoped request follows the aggregate foreground-state contract:
 * agents SHOULD report <code>requires_action</code> when the whole foreground workflow is
 * blocked on user action. Once reported, they MUST report <code>running</code> when progress
 * resumes, or <code>idle</code> if work ends without resuming. Independent background requests
 * and request-scoped elicitations do not themselves change session state.
 * Accepting a URL does not mean the external interaction completed.
 * <p>Agents SHOULD cancel pending elicitations no longer needed by cancelled work.
 * The request's scope alone does not establish that dependency.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/elicitation">Elicitation</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param message A human-readable message describing what input is needed.
 * @param mode the {@code mode} field
 * @param requestedSchema A JSON Schema describing the form fields to present to the user. (optional)
 * @param elicitationId The unique identifier for this elicitation. (optional)
 * @param url The URL to direct the user to. (optional)
 * @param sessionId The session this elicitation is tied to. (optional)
 * @param toolCallId Optional tool call within the session. Optional. Omitted and <code>null</code> are equivalent and mean the elicitation is scoped to the session without a specific tool call. (optional)
 * @param requestId The pending Client-to-Agent request this elicitation is tied to. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CreateElicitationRequest(
		String message,
		String mode,
		ElicitationSchema requestedSchema,
		String elicitationId,
		String url,
		String sessionId,
		String toolCallId,
		JsonPrimitive requestId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/** Form-based elicitation where the client renders a form from the provided schema. */
	public static final String FORM = "form";

	/** URL-based elicitation where the client directs the user to a URL. */
	public static final String URL = "url";

	/**
	 * A {@code CreateElicitationRequest} with its required fields; the optional ones are absent.
	 *
	 * @param message A human-readable message describing what input is needed.
	 * @param mode the {@code mode} field
	 * @return the new value
	 */
	public static CreateElicitationRequest of(String message, String mode) {
		return new CreateElicitationRequest(message, mode, null, null, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param message A human-readable message describing what input is needed.
	 * @param mode the {@code mode} field
	 * @return the new builder
	 */
	public static Builder builder(String message, String mode) {
		Builder builder = new Builder();
		builder.message = message;
		builder.mode = mode;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.message = message;
		builder.mode = mode;
		builder.requestedSchema = requestedSchema;
		builder.elicitationId = elicitationId;
		builder.url = url;
		builder.sessionId = sessionId;
		builder.toolCallId = toolCallId;
		builder.requestId = requestId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CreateElicitationRequest} one field at a time. */
	public static final class Builder {
		private String message;
		private String mode;
		private ElicitationSchema requestedSchema;
		private String elicitationId;
		private String url;
		private String sessionId;
		private String toolCallId;
		private JsonPrimitive requestId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code message}.
		 *
		 * @param message A human-readable message describing what input is needed.
		 * @return this builder
		 */
		public Builder message(String message) {
			this.message = message;
			return this;
		}

		/**
		 * Sets {@code mode}.
		 *
		 * @param mode the {@code mode} field
		 * @return this builder
		 */
		public Builder mode(String mode) {
			this.mode = mode;
			return this;
		}

		/**
		 * Sets {@code requestedSchema}.
		 *
		 * @param requestedSchema A JSON Schema describing the form fields to present to the user. (optional)
		 * @return this builder
		 */
		public Builder requestedSchema(ElicitationSchema requestedSchema) {
			this.requestedSchema = requestedSchema;
			return this;
		}

		/**
		 * Sets {@code elicitationId}.
		 *
		 * @param elicitationId The unique identifier for this elicitation. (optional)
		 * @return this builder
		 */
		public Builder elicitationId(String elicitationId) {
			this.elicitationId = elicitationId;
			return this;
		}

		/**
		 * Sets {@code url}.
		 *
		 * @param url The URL to direct the user to. (optional)
		 * @return this builder
		 */
		public Builder url(String url) {
			this.url = url;
			return this;
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The session this elicitation is tied to. (optional)
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code toolCallId}.
		 *
		 * @param toolCallId Optional tool call within the session. Optional. Omitted and <code>null</code> are equivalent and mean the elicitation is scoped to the session without a specific tool call. (optional)
		 * @return this builder
		 */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
			return this;
		}

		/**
		 * Sets {@code requestId}.
		 *
		 * @param requestId The pending Client-to-Agent request this elicitation is tied to. (optional)
		 * @return this builder
		 */
		public Builder requestId(JsonPrimitive requestId) {
			this.requestId = requestId;
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
		 * @return a new {@code CreateElicitationRequest}
		 */
		public CreateElicitationRequest build() {
			return new CreateElicitationRequest(message, mode, requestedSchema, elicitationId, url, sessionId, toolCallId, requestId, meta);
		}
	}
}
