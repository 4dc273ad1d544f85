// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An execution plan for accomplishing complex tasks.
 * <p>Plans consist of multiple entries representing individual tasks or goals.
 * Agents report plans to clients to provide visibility into their execution strategy.
 * Plans can evolve during execution as the agent discovers new requirements or completes tasks.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/agent-plan">Agent Plan</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param entries The list of tasks to be accomplished. When updating a plan, the agent must send a complete list of all entries with their current status. The client replaces the entire plan with each update.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record Plan(
		List<PlanEntry> entries,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code Plan} with its required fields; the optional ones are absent.
	 *
	 * @param entries The list of tasks to be accomplished. When updating a plan, the agent must send a complete list of all entries with their current status. The client replaces the entire plan with each update.
	 * @return the new value
	 */
	public static Plan of(List<PlanEntry> entries) {
		return new Plan(entries, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param entries The list of tasks to be accomplished. When updating a plan, the agent must send a complete list of all entries with their current status. The client replaces the entire plan with each update.
	 * @return the new builder
	 */
	public static Builder builder(List<PlanEntry> entries) {
		Builder builder = new Builder();
		builder.entries = entries;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.entries = entries;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Plan} one field at a time. */
	public static final class Builder {
		private List<PlanEntry> entries;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code entries}.
		 *
		 * @param entries The list of tasks to be accomplished. When updating a plan, the agent must send a complete list of all entries with their current status. The client replaces the entire plan with each update.
		 * @return this builder
		 */
		public Builder entries(List<PlanEntry> entries) {
			this.entries = entries;
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
		 * @return a new {@code Plan}
		 */
		public Plan build() {
			return new Plan(entries, meta);
		}
	}
}
