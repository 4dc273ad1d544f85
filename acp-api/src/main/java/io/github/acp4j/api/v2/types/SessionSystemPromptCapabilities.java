// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Capabilities for client-provided system prompts.
 * <p>Supplying <code>&#123;&#125;</code> means the agent supports <code>systemPrompt</code> on session lifecycle
 * requests in <code>append</code> mode.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param mode Delivery modes the agent supports in addition to <code>append</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent supports only <code>append</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SessionSystemPromptCapabilities(
		SessionSystemPromptModeCapabilities mode,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionSystemPromptCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static SessionSystemPromptCapabilities of() {
		return new SessionSystemPromptCapabilities(null, null);
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
		builder.mode = mode;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionSystemPromptCapabilities} one field at a time. */
	public static final class Builder {
		private SessionSystemPromptModeCapabilities mode;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code mode}.
		 *
		 * @param mode Delivery modes the agent supports in addition to <code>append</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent supports only <code>append</code>. (optional)
		 * @return this builder
		 */
		public Builder mode(SessionSystemPromptModeCapabilities mode) {
			this.mode = mode;
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
		 * @return a new {@code SessionSystemPromptCapabilities}
		 */
		public SessionSystemPromptCapabilities build() {
			return new SessionSystemPromptCapabilities(mode, meta);
		}
	}
}
