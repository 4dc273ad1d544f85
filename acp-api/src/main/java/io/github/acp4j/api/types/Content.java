package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Standard content block (text, images, resources). */
public record Content(
		ContentBlock content,
		@SerializedName("_meta") JsonElement meta) implements ToolCallContent {

	/** Tool call content that is plain text. */
	public static Content text(String text) {
		return new Content(TextContent.of(text), null);
	}
}
