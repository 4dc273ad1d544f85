// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response from the client to an elicitation request.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param action the {@code action} field
 * @param content The user-provided content, if any, as an object matching the requested schema. Omitted and <code>null</code> are equivalent and mean no content is provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CreateElicitationResponse(
		String action,
		Map<String, JsonElement> content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/** The user accepted and provided content. */
	public static final String ACCEPT = "accept";

	/** The user declined the elicitation. */
	public static final String DECLINE = "decline";

	/** The elicitation was cancelled. */
	public static final String CANCEL = "cancel";

	/**
	 * A {@code CreateElicitationResponse} with its required fields; the optional ones are absent.
	 *
	 * @param action the {@code action} field
	 * @return the new value
	 */
	public static CreateElicitationResponse of(String action) {
		return new CreateElicitationResponse(action, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param action the {@code action} field
	 * @return the new builder
	 */
	public static Builder builder(String action) {
		Builder builder = new Builder();
		builder.action = action;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.action = action;
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CreateElicitationResponse} one field at a time. */
	public static final class Builder {
		private String action;
		private Map<String, JsonElement> content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code action}.
		 *
		 * @param action the {@code action} field
		 * @return this builder
		 */
		public Builder action(String action) {
			this.action = action;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content The user-provided content, if any, as an object matching the requested schema. Omitted and <code>null</code> are equivalent and mean no content is provided. (optional)
		 * @return this builder
		 */
		public Builder content(Map<String, JsonElement> content) {
			this.content = content;
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
		 * @return a new {@code CreateElicitationResponse}
		 */
		public CreateElicitationResponse build() {
			return new CreateElicitationResponse(action, content, meta);
		}
	}
}
