package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Capabilities supported by the agent. */
public record AgentCapabilities(
		Boolean loadSession,
		PromptCapabilities promptCapabilities,
		McpCapabilities mcpCapabilities,
		SessionCapabilities sessionCapabilities,
		AgentAuthCapabilities auth,
		@SerializedName("_meta") JsonElement meta) {

	/** A builder; every other field starts null. */
	public static Builder builder() {
		return new Builder();
	}

	/** Builds a {@link AgentCapabilities} one optional field at a time. */
	public static final class Builder {
		private Boolean loadSession;
		private PromptCapabilities promptCapabilities;
		private McpCapabilities mcpCapabilities;
		private SessionCapabilities sessionCapabilities;
		private AgentAuthCapabilities auth;
		private JsonElement meta;

		private Builder() {
		}

		public Builder loadSession(Boolean loadSession) {
			this.loadSession = loadSession;
			return this;
		}

		public Builder promptCapabilities(PromptCapabilities promptCapabilities) {
			this.promptCapabilities = promptCapabilities;
			return this;
		}

		public Builder mcpCapabilities(McpCapabilities mcpCapabilities) {
			this.mcpCapabilities = mcpCapabilities;
			return this;
		}

		public Builder sessionCapabilities(SessionCapabilities sessionCapabilities) {
			this.sessionCapabilities = sessionCapabilities;
			return this;
		}

		public Builder auth(AgentAuthCapabilities auth) {
			this.auth = auth;
			return this;
		}

		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		public AgentCapabilities build() {
			return new AgentCapabilities(loadSession, promptCapabilities, mcpCapabilities, sessionCapabilities, auth, meta);
		}
	}
}
