// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Available commands are ready or have changed
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param availableCommands Commands the agent can execute.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record AvailableCommandsUpdate(
		List<AvailableCommand> availableCommands,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code AvailableCommandsUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param availableCommands Commands the agent can execute.
	 * @return the new value
	 */
	public static AvailableCommandsUpdate of(List<AvailableCommand> availableCommands) {
		return new AvailableCommandsUpdate(availableCommands, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param availableCommands Commands the agent can execute.
	 * @return the new builder
	 */
	public static Builder builder(List<AvailableCommand> availableCommands) {
		Builder builder = new Builder();
		builder.availableCommands = availableCommands;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.availableCommands = availableCommands;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AvailableCommandsUpdate} one field at a time. */
	public static final class Builder {
		private List<AvailableCommand> availableCommands;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code availableCommands}.
		 *
		 * @param availableCommands Commands the agent can execute.
		 * @return this builder
		 */
		public Builder availableCommands(List<AvailableCommand> availableCommands) {
			this.availableCommands = availableCommands;
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
		 * @return a new {@code AvailableCommandsUpdate}
		 */
		public AvailableCommandsUpdate build() {
			return new AvailableCommandsUpdate(availableCommands, meta);
		}
	}
}
