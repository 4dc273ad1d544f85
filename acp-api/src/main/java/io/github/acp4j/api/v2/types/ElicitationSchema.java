// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Type-safe elicitation schema for requesting structured user input.
 * <p>This represents a JSON Schema object with primitive-typed properties,
 * as required by the elicitation specification.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param type Type discriminator. Always <code>"object"</code>. Any other value is rejected.
 * @param title Optional title for the schema. Optional. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
 * @param properties Property definitions (must be primitive types).
 * @param required List of required property names. Optional. Omitted and <code>null</code> are equivalent and mean no property names are required. (optional)
 * @param description Optional description of what this schema represents. Optional. Omitted and <code>null</code> are equivalent and mean no schema description is provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ElicitationSchema(
		ElicitationSchemaType type,
		String title,
		Map<String, ElicitationPropertySchema> properties,
		List<String> required,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ElicitationSchema} with its required fields; the optional ones are absent.
	 *
	 * @param type Type discriminator. Always <code>"object"</code>. Any other value is rejected.
	 * @param properties Property definitions (must be primitive types).
	 * @return the new value
	 */
	public static ElicitationSchema of(ElicitationSchemaType type, Map<String, ElicitationPropertySchema> properties) {
		return new ElicitationSchema(type, null, properties, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param type Type discriminator. Always <code>"object"</code>. Any other value is rejected.
	 * @param properties Property definitions (must be primitive types).
	 * @return the new builder
	 */
	public static Builder builder(ElicitationSchemaType type, Map<String, ElicitationPropertySchema> properties) {
		Builder builder = new Builder();
		builder.type = type;
		builder.properties = properties;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.type = type;
		builder.title = title;
		builder.properties = properties;
		builder.required = required;
		builder.description = description;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ElicitationSchema} one field at a time. */
	public static final class Builder {
		private ElicitationSchemaType type;
		private String title;
		private Map<String, ElicitationPropertySchema> properties;
		private List<String> required;
		private String description;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code type}.
		 *
		 * @param type Type discriminator. Always <code>"object"</code>. Any other value is rejected.
		 * @return this builder
		 */
		public Builder type(ElicitationSchemaType type) {
			this.type = type;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Optional title for the schema. Optional. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code properties}.
		 *
		 * @param properties Property definitions (must be primitive types).
		 * @return this builder
		 */
		public Builder properties(Map<String, ElicitationPropertySchema> properties) {
			this.properties = properties;
			return this;
		}

		/**
		 * Sets {@code required}.
		 *
		 * @param required List of required property names. Optional. Omitted and <code>null</code> are equivalent and mean no property names are required. (optional)
		 * @return this builder
		 */
		public Builder required(List<String> required) {
			this.required = required;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional description of what this schema represents. Optional. Omitted and <code>null</code> are equivalent and mean no schema description is provided. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
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
		 * @return a new {@code ElicitationSchema}
		 */
		public ElicitationSchema build() {
			return new ElicitationSchema(type, title, properties, required, description, meta);
		}
	}
}
