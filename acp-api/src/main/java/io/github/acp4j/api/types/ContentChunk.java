// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;

/**
 * A streamed item of content
 *
 * <p>What the {@link SessionUpdate} variants {@link UserMessageChunk}, {@link AgentMessageChunk}, {@link AgentThoughtChunk} share.
 */
public sealed interface ContentChunk extends SessionUpdate permits UserMessageChunk, AgentMessageChunk, AgentThoughtChunk {

	/**
	 * A single item of content
	 *
	 * @return the value
	 */
	ContentBlock content();

	/**
	 * A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. A change in <code>messageId</code> indicates a new message has started.
	 *
	 * @return the value, or null when absent
	 */
	String messageId();

	/**
	 * The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a>
	 *
	 * @return the value, or null when absent
	 */
	JsonElement meta();
}
