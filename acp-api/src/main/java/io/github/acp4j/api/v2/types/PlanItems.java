// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A plan represented as structured entries.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param planId The plan ID to update.
 * @param entries The list of tasks to be accomplished. When updating an item-based plan, the agent must send a complete list of all entries with their current status. The client replaces that plan with each update.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record PlanItems(
		String planId,
		List<PlanEntry> entries,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements PlanUpdateContent {

	/**
	 * A {@code PlanItems} with its required fields; the optional ones are absent.
	 *
	 * @param planId The plan ID to update.
	 * @param entries The list of tasks to be accomplished. When updating an item-based plan, the agent must send a complete list of all entries with their current status. The client replaces that plan with each update.
	 * @return the new value
	 */
	public static PlanItems of(String planId, List<PlanEntry> entries) {
		return new PlanItems(planId, entries, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param planId The plan ID to update.
	 * @param entries The list of tasks to be accomplished. When updating an item-based plan, the agent must send a complete list of all entries with their current status. The client replaces that plan with each update.
	 * @return the new builder
	 */
	public static Builder builder(String planId, List<PlanEntry> entries) {
		Builder builder = new Builder();
		builder.planId = planId;
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
		builder.planId = planId;
		builder.entries = entries;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PlanItems} one field at a time. */
	public static final class Builder {
		private String planId;
		private List<PlanEntry> entries;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code planId}.
		 *
		 * @param planId The plan ID to update.
		 * @return this builder
		 */
		public Builder planId(String planId) {
			this.planId = planId;
			return this;
		}

		/**
		 * Sets {@code entries}.
		 *
		 * @param entries The list of tasks to be accomplished. When updating an item-based plan, the agent must send a complete list of all entries with their current status. The client replaces that plan with each update.
		 * @return this builder
		 */
		public Builder entries(List<PlanEntry> entries) {
			this.entries = entries;
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
		 * @return a new {@code PlanItems}
		 */
		public PlanItems build() {
			return new PlanItems(planId, entries, meta);
		}
	}
}
