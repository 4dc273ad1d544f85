// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A slash command the user can invoke by including it in a prompt.
 * <p>The <code>type</code> discriminator value is <code>command</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param name Command name without the leading <code>/</code> (e.g., <code>create_plan</code>, <code>research_codebase</code>). MUST NOT contain whitespace and MUST be unique within the command list.
 * @param description Human-readable description of what the command does.
 * @param input Input for the command if required Omitted and <code>null</code> are equivalent and mean the command takes no input. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Command(
		String name,
		String description,
		AvailableCommandInput input,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements AvailableCommand {

	/**
	 * A {@code Command} with its required fields; the optional ones are absent.
	 *
	 * @param name Command name without the leading <code>/</code> (e.g., <code>create_plan</code>, <code>research_codebase</code>). MUST NOT contain whitespace and MUST be unique within the command list.
	 * @param description Human-readable description of what the command does.
	 * @return the new value
	 */
	public static Command of(String name, String description) {
		return new Command(name, description, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param name Command name without the leading <code>/</code> (e.g., <code>create_plan</code>, <code>research_codebase</code>). MUST NOT contain whitespace and MUST be unique within the command list.
	 * @param description Human-readable description of what the command does.
	 * @return the new builder
	 */
	public static Builder builder(String name, String description) {
		Builder builder = new Builder();
		builder.name = name;
		builder.description = description;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.name = name;
		builder.description = description;
		builder.input = input;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Command} one field at a time. */
	public static final class Builder {
		private String name;
		private String description;
		private AvailableCommandInput input;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Command name without the leading <code>/</code> (e.g., <code>create_plan</code>, <code>research_codebase</code>). MUST NOT contain whitespace and MUST be unique within the command list.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Human-readable description of what the command does.
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code input}.
		 *
		 * @param input Input for the command if required Omitted and <code>null</code> are equivalent and mean the command takes no input. (optional)
		 * @return this builder
		 */
		public Builder input(AvailableCommandInput input) {
			this.input = input;
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
		 * @return a new {@code Command}
		 */
		public Command build() {
			return new Command(name, description, input, meta);
		}
	}
}
