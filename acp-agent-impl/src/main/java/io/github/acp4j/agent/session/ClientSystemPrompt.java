package io.github.acp4j.agent.session;

import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.SystemPrompt;
import io.github.acp4j.api.types.SystemPromptMode;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The system prompt a client gave a session ({@code systemPrompt} of {@code session/new}, load,
 * resume or fork): its text, added to the agent's instructions or replacing the built-in ones.
 *
 * @param override whether the text replaces the built-in instructions ({@code override}) rather than
 *                 being added to them ({@code append})
 * @param text     the text blocks, joined by blank lines
 */
public record ClientSystemPrompt(boolean override, String text) {

	/** The most characters a client's system prompt may have: far more than any agent's own, far less than a model's window. */
	public static final int MAX_CHARS = 200_000;
	/** The session option key it is saved under. */
	public static final String OPTION = "systemPrompt";
	private static final Logger LOG = Logger.getLogger(ClientSystemPrompt.class.getName());

	/**
	 * The system prompt of a request, checked: empty when the request has none; -32602, saying what is
	 * wrong, for a mode other than {@code append} or {@code override}, no content, a block that is not
	 * text, only blank text, or more than {@value #MAX_CHARS} characters.
	 */
	public static Optional<ClientSystemPrompt> of(SystemPrompt prompt) {
		return of(prompt, null);
	}

	/**
	 * Like {@link #of(SystemPrompt)}; without a {@code systemPrompt}, the request's
	 * {@code _meta.systemPrompt} as claude-agent-acp takes it, and acpx's {@code --system-prompt} and
	 * {@code --append-system-prompt} send it: a string replaces the built-in instructions,
	 * {@code {"append": string}} adds to them. Another shape there is not this convention and is left
	 * alone.
	 */
	public static Optional<ClientSystemPrompt> of(SystemPrompt prompt, JsonElement meta) {
		if (prompt == null) {
			return fromMeta(meta);
		}
		SystemPromptMode mode = prompt.mode();
		if (mode == null) {
			throw JsonRpcErrors.invalidParams("systemPrompt.mode is required: append or override");
		}
		boolean override = mode.equals(SystemPromptMode.OVERRIDE);
		if (!override && !mode.equals(SystemPromptMode.APPEND)) {
			throw JsonRpcErrors.invalidParams("systemPrompt.mode \"" + mode.value() + "\" is not supported: use append or override");
		}
		List<ContentBlock> content = prompt.content();
		if (content == null || content.isEmpty()) {
			throw JsonRpcErrors.invalidParams("systemPrompt.content must hold at least one text block");
		}
		StringBuilder text = new StringBuilder();
		for (int i = 0; i < content.size(); i++) {
			if (!(content.get(i) instanceof TextContent block) || block.text() == null) {
				throw JsonRpcErrors.invalidParams("systemPrompt.content[" + i + "] is not a text block; only text is supported");
			}
			text.append(text.length() == 0 ? "" : "\n\n").append(block.text());
			if (text.length() > MAX_CHARS) {
				throw JsonRpcErrors.invalidParams("systemPrompt is longer than " + MAX_CHARS
						+ " characters; shorten it (put long reference material in files the agent can read)");
			}
		}
		if (text.toString().isBlank()) {
			throw JsonRpcErrors.invalidParams("systemPrompt.content holds no text");
		}
		return Optional.of(new ClientSystemPrompt(override, text.toString()));
	}

	private static Optional<ClientSystemPrompt> fromMeta(JsonElement meta) {
		JsonElement value = meta instanceof JsonObject object ? object.get(OPTION) : null;
		boolean override = value instanceof JsonPrimitive primitive && primitive.isString();
		if (!override && value instanceof JsonObject object && object.get("append") instanceof JsonPrimitive append && append.isString()) {
			value = append;
		} else if (!override) {
			return Optional.empty();
		}
		String text = value.getAsString();
		if (text.isBlank()) {
			return Optional.empty();
		}
		if (text.length() > MAX_CHARS) {
			throw JsonRpcErrors.invalidParams("_meta.systemPrompt is longer than " + MAX_CHARS
					+ " characters; shorten it (put long reference material in files the agent can read)");
		}
		return Optional.of(new ClientSystemPrompt(override, text));
	}

	/** How it is saved with the session. */
	public JsonElement toJson() {
		JsonObject json = new JsonObject();
		json.addProperty("mode", override ? "override" : "append");
		json.addProperty("text", text);
		return json;
	}

	/** A saved system prompt; empty (logged) when the record is not one. */
	public static Optional<ClientSystemPrompt> fromJson(JsonElement saved) {
		try {
			JsonObject json = saved.getAsJsonObject();
			String mode = json.get("mode").getAsString();
			String text = json.get("text").getAsString();
			if ((mode.equals("override") || mode.equals("append")) && !text.isBlank() && text.length() <= MAX_CHARS) {
				return Optional.of(new ClientSystemPrompt(mode.equals("override"), text));
			}
		} catch (RuntimeException malformed) {
			// logged below
		}
		LOG.warning("A saved system prompt is malformed; the session goes on with the built-in instructions");
		return Optional.empty();
	}
}
