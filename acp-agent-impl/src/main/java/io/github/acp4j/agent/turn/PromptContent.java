package io.github.acp4j.agent.turn;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.api.types.AudioContent;
import io.github.acp4j.api.types.BlobResourceContents;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;
import io.github.acp4j.api.types.UserMessageChunk;

/**
 * A prompt as the model gets it: text blocks and embedded text resources as text, a
 * {@code resource_link} to a file inside the workspace read the way {@code read_file} reads it (the
 * editor's buffer when it serves files), any other link as a reference, images (also embedded
 * {@code image/*} blobs) as images.
 *
 * @param message the user message for the model
 * @param replay  the prompt as a loading client replays it: one {@code user_message_chunk} per block
 * @param text    the prompt's own text, for the session title
 */
record PromptContent(ChatMessage message, List<SessionUpdate> replay, String text) {

	/**
	 * Converts a validated prompt.
	 *
	 * @param readFile the {@code read_file} tool, or null when the agent has none
	 */
	static PromptContent of(List<ContentBlock> prompt, AgentTool readFile, OutputRedactor redactor, ToolContext context) throws InterruptedException {
		StringBuilder forModel = new StringBuilder();
		List<ChatMessage.Image> images = new ArrayList<>();
		for (ContentBlock block : prompt) {
			String part;
			if (block instanceof TextContent text) {
				part = text.text();
			} else if (block instanceof ImageContent image) {
				images.add(ChatMessage.Image.of(image.mimeType(), image.data()));
				part = "[Image " + images.size() + " attached (" + image.mimeType() + ")]";
			} else if (block instanceof AudioContent) {
				part = "[An audio clip was attached; it cannot be played to this model]";
			} else if (block instanceof EmbeddedResource resource) {
				part = embedded(resource, images);
			} else {
				part = linked((ResourceLink) block, readFile, redactor, context);
			}
			append(forModel, part);
		}
		return new PromptContent(ChatMessage.user(forModel.toString(), images), List.of(), "").typed(prompt);
	}

	/** The same message for the model, shown (and titled) as the prompt the user typed. */
	PromptContent typed(List<ContentBlock> typed) {
		StringBuilder own = new StringBuilder();
		List<SessionUpdate> replay = new ArrayList<>();
		for (ContentBlock block : typed) {
			replay.add(UserMessageChunk.of(block));
			if (block instanceof TextContent text) {
				append(own, text.text());
			}
		}
		return new PromptContent(message, replay, own.toString());
	}

	private static String embedded(EmbeddedResource resource, List<ChatMessage.Image> images) {
		if (resource.resource() instanceof TextResourceContents contents) {
			return resourceText(contents.uri(), contents.text());
		}
		BlobResourceContents blob = (BlobResourceContents) resource.resource();
		String mimeType = blob.mimeType() == null ? "application/octet-stream" : blob.mimeType();
		if (mimeType.toLowerCase(Locale.ROOT).startsWith("image/")) {
			images.add(ChatMessage.Image.of(mimeType, blob.blob()));
			return "[Image " + images.size() + " attached: " + blob.uri() + "]";
		}
		return "[Attached binary resource " + blob.uri() + " (" + mimeType + ") is not shown]";
	}

	/**
	 * A file link inside the workspace read whole, as {@code read_file} reads it for the model: within
	 * the workspace at the moment the file is opened, its secrets redacted; anything else a reference
	 * the model can follow with its tools.
	 */
	private static String linked(ResourceLink link, AgentTool readFile, OutputRedactor redactor, ToolContext context) throws InterruptedException {
		Path file = filePath(link.uri());
		if (file != null && readFile != null && context.workspace().contains(file.toString())) {
			JsonObject arguments = new JsonObject();
			arguments.addProperty("path", file.toString());
			try {
				return resourceText(link.uri(), redactor.redact(readFile.prepare(arguments, context).run(context)).forModel());
			} catch (ToolException e) {
				return "[Referenced resource " + link.name() + " at " + link.uri() + " could not be read: " + redactor.redact(e.getMessage()) + "]";
			}
		}
		return "[Referenced resource: " + link.name() + " at " + link.uri() + "]";
	}

	private static Path filePath(String uri) {
		try {
			URI parsed = URI.create(uri);
			return "file".equalsIgnoreCase(parsed.getScheme()) ? Path.of(parsed) : null;
		} catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
			return null;
		}
	}

	private static String resourceText(String uri, String text) {
		return "<resource uri=\"" + uri + "\">\n" + text + (text.endsWith("\n") ? "" : "\n") + "</resource>";
	}

	private static void append(StringBuilder text, String part) {
		if (text.length() > 0) {
			text.append("\n\n");
		}
		text.append(part);
	}
}
