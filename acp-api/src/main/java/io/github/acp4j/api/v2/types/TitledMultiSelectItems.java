// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Items definition for titled multi-select enum properties.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param anyOf Titled enum options. Must contain at least one option.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TitledMultiSelectItems(
		List<EnumOption> anyOf,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements MultiSelectItems {

	/**
	 * A {@code TitledMultiSelectItems} with its required fields; the optional ones are absent.
	 *
	 * @param anyOf Titled enum options. Must contain at least one option.
	 * @return the new value
	 */
	public static TitledMultiSelectItems of(List<EnumOption> anyOf) {
		return new TitledMultiSelectItems(anyOf, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param anyOf Titled enum options. Must contain at least one option.
	 * @return the new builder
	 */
	public static Builder builder(List<EnumOption> anyOf) {
		Builder builder = new Builder();
		builder.anyOf = anyOf;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.anyOf = anyOf;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TitledMultiSelectItems} one field at a time. */
	public static final class Builder {
		private List<EnumOption> anyOf;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code anyOf}.
		 *
		 * @param anyOf Titled enum options. Must contain at least one option.
		 * @return this builder
		 */
		public Builder anyOf(List<EnumOption> anyOf) {
			this.anyOf = anyOf;
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
		 * @return a new {@code TitledMultiSelectItems}
		 */
		public TitledMultiSelectItems build() {
			return new TitledMultiSelectItems(anyOf, meta);
		}
	}
}
