// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>The Agent cannot currently determine foreground activity.
 * <p>Report this when activity becomes unobservable, not merely because the session
 * has been quiet. The Client MUST stop presenting the previous state as confirmed
 * current activity, but may retain it as last known. A later state replaces this
 * snapshot normally.
 * <p>This is not a task outcome or session closure. It does not cancel work, resolve
 * pending requests, or revoke capabilities. Capabilities are updated separately.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param background Work running independently of foreground work, as a complete snapshot. Optional. Omitted and <code>null</code> are equivalent and mean the Agent is not reporting background work, not that nothing is running. <code>[]</code> means no background work is running. An Agent that reports background work MUST include it on every state update for the session. A malformed list is treated as not reported. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work">Background Work</a> (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record UnknownStateUpdate(
		List<BackgroundWork> background,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements StateUpdate {

	/**
	 * A {@code UnknownStateUpdate} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static UnknownStateUpdate of() {
		return new UnknownStateUpdate(null, null);
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

	/** Builds a {@link UnknownStateUpdate} one field at a time. */
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
		 * @return a new {@code UnknownStateUpdate}
		 */
		public UnknownStateUpdate build() {
			return new UnknownStateUpdate(background, meta);
		}
	}
}
