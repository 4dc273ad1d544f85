// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b> (legacy)
 * <p>A model a session can use.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param modelId The model's ID, what <code>session/set_model</code> names.
 * @param name A human-readable name.
 * @param description A description of the model. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record ModelInfo(
		String modelId,
		String name,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ModelInfo} with its required fields; the optional ones are absent.
	 *
	 * @param modelId The model's ID, what <code>session/set_model</code> names.
	 * @param name A human-readable name.
	 * @return the new value
	 */
	public static ModelInfo of(String modelId, String name) {
		return new ModelInfo(modelId, name, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param modelId The model's ID, what <code>session/set_model</code> names.
	 * @param name A human-readable name.
	 * @return the new builder
	 */
	public static Builder builder(String modelId, String name) {
		Builder builder = new Builder();
		builder.modelId = modelId;
		builder.name = name;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.modelId = modelId;
		builder.name = name;
		builder.description = description;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ModelInfo} one field at a time. */
	public static final class Builder {
		private String modelId;
		private String name;
		private String description;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code modelId}.
		 *
		 * @param modelId The model's ID, what <code>session/set_model</code> names.
		 * @return this builder
		 */
		public Builder modelId(String modelId) {
			this.modelId = modelId;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name A human-readable name.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description A description of the model. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
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
		 * @return a new {@code ModelInfo}
		 */
		public ModelInfo build() {
			return new ModelInfo(modelId, name, description, meta);
		}
	}
}
