// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * The user selected one of the provided options.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param optionId The ID of the option the user selected.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SelectedPermissionOutcome(
		String optionId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements RequestPermissionOutcome {

	/**
	 * A {@code SelectedPermissionOutcome} with its required fields; the optional ones are absent.
	 *
	 * @param optionId The ID of the option the user selected.
	 * @return the new value
	 */
	public static SelectedPermissionOutcome of(String optionId) {
		return new SelectedPermissionOutcome(optionId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param optionId The ID of the option the user selected.
	 * @return the new builder
	 */
	public static Builder builder(String optionId) {
		Builder builder = new Builder();
		builder.optionId = optionId;
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SelectedPermissionOutcome} one field at a time. */
	public static final class Builder {
		private String optionId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code optionId}.
		 *
		 * @param optionId The ID of the option the user selected.
		 * @return this builder
		 */
		public Builder optionId(String optionId) {
			this.optionId = optionId;
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
		 * @return a new {@code SelectedPermissionOutcome}
		 */
		public SelectedPermissionOutcome build() {
			return new SelectedPermissionOutcome(optionId, meta);
		}
	}
}
