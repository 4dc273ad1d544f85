// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response from creating a new session.
 * <p>New sessions default to <code>idle</code> until a state update reports otherwise.
 * Updates may arrive before or after this response. Clients MUST NOT overwrite
 * an already-reported state when the response arrives.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session">Creating a Session</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId Unique identifier for the created session. Used in all subsequent requests for this conversation.
 * @param configOptions Initial session configuration options. Optional. Omitted or empty means no config options are advertised. Senders MUST use an array, not <code>null</code>. Receivers treat <code>null</code> like omission. Later <code>config_option_update</code> notifications replace this list. (optional)
 * @param availableCommands Initial commands the agent can execute in this session. Optional. Omitted or empty means no initial commands are advertised. Senders MUST use an array, not <code>null</code>. Receivers treat <code>null</code> like omission. Later <code>available_commands_update</code> notifications replace this list. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record NewSessionResponse(
		String sessionId,
		List<SessionConfigOption> configOptions,
		List<AvailableCommand> availableCommands,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code NewSessionResponse} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId Unique identifier for the created session. Used in all subsequent requests for this conversation.
	 * @return the new value
	 */
	public static NewSessionResponse of(String sessionId) {
		return new NewSessionResponse(sessionId, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId Unique identifier for the created session. Used in all subsequent requests for this conversation.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.configOptions = configOptions;
		builder.availableCommands = availableCommands;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link NewSessionResponse} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private List<SessionConfigOption> configOptions;
		private List<AvailableCommand> availableCommands;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId Unique identifier for the created session. Used in all subsequent requests for this conversation.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code configOptions}.
		 *
		 * @param configOptions Initial session configuration options. Optional. Omitted or empty means no config options are advertised. Senders MUST use an array, not <code>null</code>. Receivers treat <code>null</code> like omission. Later <code>config_option_update</code> notifications replace this list. (optional)
		 * @return this builder
		 */
		public Builder configOptions(List<SessionConfigOption> configOptions) {
			this.configOptions = configOptions;
			return this;
		}

		/**
		 * Sets {@code availableCommands}.
		 *
		 * @param availableCommands Initial commands the agent can execute in this session. Optional. Omitted or empty means no initial commands are advertised. Senders MUST use an array, not <code>null</code>. Receivers treat <code>null</code> like omission. Later <code>available_commands_update</code> notifications replace this list. (optional)
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
		 * @return a new {@code NewSessionResponse}
		 */
		public NewSessionResponse build() {
			return new NewSessionResponse(sessionId, configOptions, availableCommands, meta);
		}
	}
}
