// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b> (legacy)
 * <p>Request parameters for setting the model of a session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to set the model for.
 * @param modelId The ID of the model to use.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SetSessionModelRequest(
		String sessionId,
		String modelId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SetSessionModelRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to set the model for.
	 * @param modelId The ID of the model to use.
	 * @return the new value
	 */
	public static SetSessionModelRequest of(String sessionId, String modelId) {
		return new SetSessionModelRequest(sessionId, modelId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to set the model for.
	 * @param modelId The ID of the model to use.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String modelId) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.modelId = modelId;
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
		builder.modelId = modelId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetSessionModelRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String modelId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to set the model for.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code modelId}.
		 *
		 * @param modelId The ID of the model to use.
		 * @return this builder
		 */
		public Builder modelId(String modelId) {
			this.modelId = modelId;
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
		 * @return a new {@code SetSessionModelRequest}
		 */
		public SetSessionModelRequest build() {
			return new SetSessionModelRequest(sessionId, modelId, meta);
		}
	}
}
