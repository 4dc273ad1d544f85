// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A single entry in the execution plan.
 * <p>Represents a task or goal that the assistant intends to accomplish
 * as part of fulfilling the user's request.
 * See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/agent-plan#plan-entries">Plan Entries</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param content Human-readable description of what this task aims to accomplish.
 * @param priority The relative importance of this task. Used to indicate which tasks are most critical to the overall goal.
 * @param status Current execution status of this task.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record PlanEntry(
		String content,
		PlanEntryPriority priority,
		PlanEntryStatus status,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code PlanEntry} with its required fields; the optional ones are absent.
	 *
	 * @param content Human-readable description of what this task aims to accomplish.
	 * @param priority The relative importance of this task. Used to indicate which tasks are most critical to the overall goal.
	 * @param status Current execution status of this task.
	 * @return the new value
	 */
	public static PlanEntry of(String content, PlanEntryPriority priority, PlanEntryStatus status) {
		return new PlanEntry(content, priority, status, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param content Human-readable description of what this task aims to accomplish.
	 * @param priority The relative importance of this task. Used to indicate which tasks are most critical to the overall goal.
	 * @param status Current execution status of this task.
	 * @return the new builder
	 */
	public static Builder builder(String content, PlanEntryPriority priority, PlanEntryStatus status) {
		Builder builder = new Builder();
		builder.content = content;
		builder.priority = priority;
		builder.status = status;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.content = content;
		builder.priority = priority;
		builder.status = status;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PlanEntry} one field at a time. */
	public static final class Builder {
		private String content;
		private PlanEntryPriority priority;
		private PlanEntryStatus status;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content Human-readable description of what this task aims to accomplish.
		 * @return this builder
		 */
		public Builder content(String content) {
			this.content = content;
			return this;
		}

		/**
		 * Sets {@code priority}.
		 *
		 * @param priority The relative importance of this task. Used to indicate which tasks are most critical to the overall goal.
		 * @return this builder
		 */
		public Builder priority(PlanEntryPriority priority) {
			this.priority = priority;
			return this;
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status Current execution status of this task.
		 * @return this builder
		 */
		public Builder status(PlanEntryStatus status) {
			this.status = status;
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
		 * @return a new {@code PlanEntry}
		 */
		public PlanEntry build() {
			return new PlanEntry(content, priority, status, meta);
		}
	}
}
