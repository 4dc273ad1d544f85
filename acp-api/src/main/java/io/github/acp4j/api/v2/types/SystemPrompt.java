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
 * <p>Client-provided system-level instructions for a session.
 * <p>Clients MUST only send this when the Agent advertises
 * <code>session.systemPrompt</code>. Agents that cannot apply it, for example because of
 * an unadvertised mode or an unsupported content block type, MUST return an
 * error instead of creating, resuming, or forking the session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param mode How the Agent combines <code>content</code> with its own instructions. Required. Agents MUST return an error for a mode they do not support rather than treating it as <code>append</code> or <code>override</code>.
 * @param content The system prompt content. Agents advertising the capability MUST accept <code>text</code> content blocks. Clients MUST NOT send other content block types until a future capability allows them, and Agents MUST return an error for content blocks they do not support, including unknown types. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without creating, resuming, or forking the session.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SystemPrompt(
		SystemPromptMode mode,
		List<ContentBlock> content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SystemPrompt} with its required fields; the optional ones are absent.
	 *
	 * @param mode How the Agent combines <code>content</code> with its own instructions. Required. Agents MUST return an error for a mode they do not support rather than treating it as <code>append</code> or <code>override</code>.
	 * @param content The system prompt content. Agents advertising the capability MUST accept <code>text</code> content blocks. Clients MUST NOT send other content block types until a future capability allows them, and Agents MUST return an error for content blocks they do not support, including unknown types. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without creating, resuming, or forking the session.
	 * @return the new value
	 */
	public static SystemPrompt of(SystemPromptMode mode, List<ContentBlock> content) {
		return new SystemPrompt(mode, content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param mode How the Agent combines <code>content</code> with its own instructions. Required. Agents MUST return an error for a mode they do not support rather than treating it as <code>append</code> or <code>override</code>.
	 * @param content The system prompt content. Agents advertising the capability MUST accept <code>text</code> content blocks. Clients MUST NOT send other content block types until a future capability allows them, and Agents MUST return an error for content blocks they do not support, including unknown types. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without creating, resuming, or forking the session.
	 * @return the new builder
	 */
	public static Builder builder(SystemPromptMode mode, List<ContentBlock> content) {
		Builder builder = new Builder();
		builder.mode = mode;
		builder.content = content;
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
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SystemPrompt} one field at a time. */
	public static final class Builder {
		private SystemPromptMode mode;
		private List<ContentBlock> content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code mode}.
		 *
		 * @param mode How the Agent combines <code>content</code> with its own instructions. Required. Agents MUST return an error for a mode they do not support rather than treating it as <code>append</code> or <code>override</code>.
		 * @return this builder
		 */
		public Builder mode(SystemPromptMode mode) {
			this.mode = mode;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content The system prompt content. Agents advertising the capability MUST accept <code>text</code> content blocks. Clients MUST NOT send other content block types until a future capability allows them, and Agents MUST return an error for content blocks they do not support, including unknown types. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without creating, resuming, or forking the session.
		 * @return this builder
		 */
		public Builder content(List<ContentBlock> content) {
			this.content = content;
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
		 * @return a new {@code SystemPrompt}
		 */
		public SystemPrompt build() {
			return new SystemPrompt(mode, content, meta);
		}
	}
}
