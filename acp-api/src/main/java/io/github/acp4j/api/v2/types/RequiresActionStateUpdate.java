// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * The foreground workflow as a whole is blocked on user action.
 * <p>Agents SHOULD report this state when foreground work cannot progress without
 * user action. Pending permissions or elicitations alone do not imply this
 * state if other foreground work can progress, or if the requests belong only
 * to independent background activity. Once reported, agents MUST report
 * <code>running</code> when progress resumes, or <code>idle</code> if the work ends without resuming.
 * Responding to one request does not itself imply <code>running</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param background Work running independently of foreground work, as a complete snapshot. Optional. Omitted and <code>null</code> are equivalent and mean the Agent is not reporting background work, not that nothing is running. <code>[]</code> means no background work is running. An Agent that reports background work MUST include it on every state update for the session. A malformed list is treated as not reported. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work">Background Work</a> (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record RequiresActionStateUpdate(
		List<BackgroundWork> background,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements StateUpdate {

	/**
	 * A {@code RequiresActionStateUpdate} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static RequiresActionStateUpdate of() {
		return new RequiresActionStateUpdate(null, null);
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.background = background;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link RequiresActionStateUpdate} one field at a time. */
	public static final class Builder {
		private List<BackgroundWork> background;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code background}.
		 *
		 * @param background Work running independently of foreground work, as a complete snapshot. Optional. Omitted and <code>null</code> are equivalent and mean the Agent is not reporting background work, not that nothing is running. <code>[]</code> means no background work is running. An Agent that reports background work MUST include it on every state update for the session. A malformed list is treated as not reported. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work">Background Work</a> (optional)
		 * @return this builder
		 */
		public Builder background(List<BackgroundWork> background) {
			this.background = background;
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
		 * @return a new {@code RequiresActionStateUpdate}
		 */
		public RequiresActionStateUpdate build() {
			return new RequiresActionStateUpdate(background, meta);
		}
	}
}
