// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An option presented to the user when requesting permission.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param optionId Identifier for this permission option. MUST be unique within the request.
 * @param name Human-readable label to display to the user.
 * @param kind Hint about the nature of this permission option.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record PermissionOption(
		String optionId,
		String name,
		PermissionOptionKind kind,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code PermissionOption} with its required fields; the optional ones are absent.
	 *
	 * @param optionId Identifier for this permission option. MUST be unique within the request.
	 * @param name Human-readable label to display to the user.
	 * @param kind Hint about the nature of this permission option.
	 * @return the new value
	 */
	public static PermissionOption of(String optionId, String name, PermissionOptionKind kind) {
		return new PermissionOption(optionId, name, kind, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param optionId Identifier for this permission option. MUST be unique within the request.
	 * @param name Human-readable label to display to the user.
	 * @param kind Hint about the nature of this permission option.
	 * @return the new builder
	 */
	public static Builder builder(String optionId, String name, PermissionOptionKind kind) {
		Builder builder = new Builder();
		builder.optionId = optionId;
		builder.name = name;
		builder.kind = kind;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.optionId = optionId;
		builder.name = name;
		builder.kind = kind;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PermissionOption} one field at a time. */
	public static final class Builder {
		private String optionId;
		private String name;
		private PermissionOptionKind kind;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code optionId}.
		 *
		 * @param optionId Identifier for this permission option. MUST be unique within the request.
		 * @return this builder
		 */
		public Builder optionId(String optionId) {
			this.optionId = optionId;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable label to display to the user.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code kind}.
		 *
		 * @param kind Hint about the nature of this permission option.
		 * @return this builder
		 */
		public Builder kind(PermissionOptionKind kind) {
			this.kind = kind;
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
		 * @return a new {@code PermissionOption}
		 */
		public PermissionOption build() {
			return new PermissionOption(optionId, name, kind, meta);
		}
	}
}
