// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;

/**
 * A streamed item of message content.
 *
 * <p>What the {@link SessionUpdate} variants {@link UserMessageChunk}, {@link AgentMessageChunk}, {@link AgentThoughtChunk} share.
 */
public sealed interface ContentChunk extends SessionUpdate permits UserMessageChunk, AgentMessageChunk, AgentThoughtChunk {

	/**
	 * A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. Chunks for different messages can interleave.
	 *
	 * @return the value
	 */
	String messageId();

	/**
	 * A single item of content
	 *
	 * @return the value
	 */
	ContentBlock content();

	/**
	 * The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a>
	 *
	 * @return the value, or null when absent
	 */
	JsonElement meta();
}
