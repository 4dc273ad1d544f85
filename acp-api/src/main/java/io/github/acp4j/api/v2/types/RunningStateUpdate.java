// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Foreground work is in progress.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param background Work running independently of foreground work, as a complete snapshot. Optional. Omitted and <code>null</code> are equivalent and mean the Agent is not reporting background work, not that nothing is running. <code>[]</code> means no background work is running. An Agent that reports background work MUST include it on every state update for the session. A malformed list is treated as not reported. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work">Background Work</a> (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record RunningStateUpdate(
		List<BackgroundWork> background,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements StateUpdate {

	/**
	 * A {@code RunningStateUpdate} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static RunningStateUpdate of() {
		return new RunningStateUpdate(null, null);
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

	/** Builds a {@link RunningStateUpdate} one field at a time. */
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
		 * @return a new {@code RunningStateUpdate}
		 */
		public RunningStateUpdate build() {
			return new RunningStateUpdate(background, meta);
		}
	}
}
