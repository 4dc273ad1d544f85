// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b> (legacy)
 * <p>The models a session can use and the one it uses.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param currentModelId The ID of the model the session uses.
 * @param availableModels The models the session can use.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SessionModelState(
		String currentModelId,
		List<ModelInfo> availableModels,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionModelState} with its required fields; the optional ones are absent.
	 *
	 * @param currentModelId The ID of the model the session uses.
	 * @param availableModels The models the session can use.
	 * @return the new value
	 */
	public static SessionModelState of(String currentModelId, List<ModelInfo> availableModels) {
		return new SessionModelState(currentModelId, availableModels, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param currentModelId The ID of the model the session uses.
	 * @param availableModels The models the session can use.
	 * @return the new builder
	 */
	public static Builder builder(String currentModelId, List<ModelInfo> availableModels) {
		Builder builder = new Builder();
		builder.currentModelId = currentModelId;
		builder.availableModels = availableModels;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.currentModelId = currentModelId;
		builder.availableModels = availableModels;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionModelState} one field at a time. */
	public static final class Builder {
		private String currentModelId;
		private List<ModelInfo> availableModels;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code currentModelId}.
		 *
		 * @param currentModelId The ID of the model the session uses.
		 * @return this builder
		 */
		public Builder currentModelId(String currentModelId) {
			this.currentModelId = currentModelId;
			return this;
		}

		/**
		 * Sets {@code availableModels}.
		 *
		 * @param availableModels The models the session can use.
		 * @return this builder
		 */
		public Builder availableModels(List<ModelInfo> availableModels) {
			this.availableModels = availableModels;
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
		 * @return a new {@code SessionModelState}
		 */
		public SessionModelState build() {
			return new SessionModelState(currentModelId, availableModels, meta);
		}
	}
}
