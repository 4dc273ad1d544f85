package io.github.acp4j.api.types;

import com.google.gson.JsonElement;

/** A streamed chunk of a user message, an agent message or an agent thought. */
public sealed interface ContentChunk extends SessionUpdate permits UserMessageChunk, AgentMessageChunk, AgentThoughtChunk {

	/** A single item of content. */
	ContentBlock content();

	/** The id of the message this chunk belongs to, or null. */
	String messageId();

	/** Extension metadata, or null. */
	JsonElement meta();
}
