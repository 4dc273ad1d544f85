package io.github.acp4j.agent;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.StrictModel.Api;
import io.github.acp4j.agent.StrictModel.Refusal;

/**
 * The message-sequence rules the real Chat Completions and Messages APIs enforce, with their
 * messages: every tool call answered right after it, no answer without its call, unique call ids,
 * known roles, and (Anthropic) alternating roles starting with the user and non-empty content; and
 * the rules for tool definitions and limits: names of {@code [a-zA-Z0-9_-]}, at most 64 characters,
 * object schemas, at most 128 tools (OpenAI), unique names and {@code max_tokens} (Anthropic); and
 * Anthropic's prompt caching: at most four {@code cache_control} breakpoints, none on an empty text;
 * and the thinking parameters: OpenAI's {@code reasoning_effort} (known values, reasoning models
 * only), Anthropic's extended thinking (a budget of 1,024 or more, below {@code max_tokens}).
 */
final class ModelRequestRules {

	private ModelRequestRules() {
	}

	static Optional<Refusal> check(Api api, JsonObject body) {
		JsonElement messages = body.get("messages");
		if (messages == null || !messages.isJsonArray()) {
			return refuse(api == Api.OPENAI ? "Missing required parameter: 'messages'." : "messages: Field required", "messages");
		}
		if (messages.getAsJsonArray().isEmpty()) {
			return refuse(api == Api.OPENAI ? "[] is too short - 'messages'" : "messages: at least one message is required",
					"messages");
		}
		Optional<Refusal> thinking = api == Api.OPENAI ? openAiReasoning(body) : anthropicThinking(body);
		if (thinking.isPresent()) {
			return thinking;
		}
		Optional<Refusal> definitions = api == Api.OPENAI ? openAiTools(body) : anthropicRequest(body);
		if (definitions.isPresent()) {
			return definitions;
		}
		return api == Api.OPENAI ? openAi(messages.getAsJsonArray()) : anthropic(messages.getAsJsonArray());
	}

	private static final Pattern TOOL_NAME = Pattern.compile("[a-zA-Z0-9_-]+");
	private static final int MAX_TOOL_NAME = 64;
	private static final int MAX_OPENAI_TOOLS = 128;

	private static Optional<Refusal> openAiTools(JsonObject body) {
		JsonElement tools = body.get("tools");
		if (tools == null) {
			return Optional.empty();
		}
		JsonArray array = tools.getAsJsonArray();
		if (array.size() > MAX_OPENAI_TOOLS) {
			return Optional.of(new Refusal(400, "Invalid 'tools': array too long. Expected an array with maximum length "
					+ MAX_OPENAI_TOOLS + ", but got an array with length " + array.size() + " instead.", "tools",
					"array_above_max_length"));
		}
		for (int i = 0; i < array.size(); i++) {
			JsonObject function = array.get(i).getAsJsonObject().getAsJsonObject("function");
			String name = function == null ? null : string(function, "name");
			String param = "tools[" + i + "].function.name";
			if (name == null || !TOOL_NAME.matcher(name).matches()) {
				return Optional.of(new Refusal(400, "Invalid '" + param + "': string does not match pattern. Expected a string "
						+ "that matches the pattern '^[a-zA-Z0-9_-]+$'.", param, "invalid_value"));
			}
			if (name.length() > MAX_TOOL_NAME) {
				return Optional.of(new Refusal(400, "Invalid '" + param + "': string too long. Expected a string with maximum "
						+ "length " + MAX_TOOL_NAME + ", but got a string with length " + name.length() + " instead.", param,
						"string_above_max_length"));
			}
			// Optional: a function without parameters takes none (qwen-code's get_goal and list_agents).
			if (function.has("parameters") && !isObjectSchema(function.get("parameters"))) {
				return refuse("Invalid schema for function '" + name + "': schema must be a JSON Schema of 'type: \"object\"', "
						+ "got 'type: \"None\"'.", "tools[" + i + "].function.parameters");
			}
		}
		return Optional.empty();
	}

	/** OpenAI's reasoning models: the o-series and gpt-5; the others refuse {@code reasoning_effort}. */
	private static final Pattern REASONING_MODEL = Pattern.compile("(o[1-9]|gpt-5).*");
	private static final Set<String> REASONING_EFFORTS = Set.of("minimal", "low", "medium", "high");

	/** {@code reasoning_effort}: one of the known values, and only for a reasoning model. */
	private static Optional<Refusal> openAiReasoning(JsonObject body) {
		JsonElement effort = body.get("reasoning_effort");
		if (effort == null) {
			return Optional.empty();
		}
		if (!effort.isJsonPrimitive() || !REASONING_EFFORTS.contains(effort.getAsString())) {
			return Optional.of(new Refusal(400, "Invalid value: '" + effort + "'. Supported values are: 'minimal', 'low', "
					+ "'medium', and 'high'.", "reasoning_effort", "invalid_value"));
		}
		String model = string(body, "model");
		if (model == null || !REASONING_MODEL.matcher(model).matches()) {
			return Optional.of(new Refusal(400, "Unsupported parameter: 'reasoning_effort' is not supported with this model.",
					"reasoning_effort", "unsupported_parameter"));
		}
		return Optional.empty();
	}

	/** Claude models before 3.7, which have no extended thinking. */
	private static final Pattern NO_THINKING_MODEL = Pattern.compile("claude-(3-5|3-haiku|3-opus|3-sonnet|instant|2).*");

	/**
	 * Extended thinking: {@code type} enabled or disabled; enabled, a {@code budget_tokens} of 1,024 at
	 * least and below {@code max_tokens}, no {@code temperature} but 1, and a model that thinks.
	 */
	private static Optional<Refusal> anthropicThinking(JsonObject body) {
		JsonElement thinking = body.get("thinking");
		if (thinking == null) {
			return Optional.empty();
		}
		String type = thinking.isJsonObject() ? string(thinking.getAsJsonObject(), "type") : null;
		if ("disabled".equals(type)) {
			return Optional.empty();
		}
		if (!"enabled".equals(type)) {
			return refuse("thinking: Input tag '" + type + "' found using 'type' does not match any of the expected tags: "
					+ "'disabled', 'enabled'", null);
		}
		JsonElement budget = thinking.getAsJsonObject().get("budget_tokens");
		if (budget == null || !budget.isJsonPrimitive() || !budget.getAsJsonPrimitive().isNumber()) {
			return refuse("thinking.enabled.budget_tokens: Field required", null);
		}
		if (budget.getAsInt() < 1024) {
			return refuse("thinking.enabled.budget_tokens: Input should be greater than or equal to 1024", null);
		}
		JsonElement maxTokens = body.get("max_tokens");
		if (maxTokens != null && maxTokens.getAsInt() <= budget.getAsInt()) {
			return refuse("`max_tokens` must be greater than `thinking.budget_tokens`. Please consult our documentation at "
					+ "https://docs.claude.com/en/docs/build-with-claude/extended-thinking#max-tokens-and-context-window-size", null);
		}
		JsonElement temperature = body.get("temperature");
		if (temperature != null && temperature.getAsDouble() != 1.0) {
			return refuse("`temperature` may only be set to 1 when thinking is enabled. Please consult our documentation at "
					+ "https://docs.claude.com/en/docs/build-with-claude/extended-thinking#important-considerations-when-using-extended-thinking",
					null);
		}
		String model = string(body, "model");
		if (model != null && NO_THINKING_MODEL.matcher(model).matches()) {
			return refuse("thinking: extended thinking is not supported by the model " + model, null);
		}
		return Optional.empty();
	}

	private static Optional<Refusal> anthropicRequest(JsonObject body) {
		if (body.get("max_tokens") == null) {
			return refuse("max_tokens: Field required", null);
		}
		Optional<Refusal> caching = anthropicCacheControl(body);
		if (caching.isPresent()) {
			return caching;
		}
		JsonElement tools = body.get("tools");
		if (tools == null) {
			return Optional.empty();
		}
		Set<String> names = new HashSet<>();
		JsonArray array = tools.getAsJsonArray();
		for (int i = 0; i < array.size(); i++) {
			JsonObject tool = array.get(i).getAsJsonObject();
			String name = string(tool, "name");
			if (name == null || !TOOL_NAME.matcher(name).matches() || name.length() > MAX_TOOL_NAME) {
				return refuse("tools." + i + ".custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'", null);
			}
			if (!isObjectSchema(tool.get("input_schema"))) {
				return refuse("tools." + i + ".custom.input_schema.type: Input should be 'object'", null);
			}
			if (!names.add(name)) {
				return refuse("tools: Tool names must be unique.", null);
			}
		}
		return Optional.empty();
	}

	/** The prompt-caching breakpoints the Messages API allows. */
	private static final int MAX_CACHE_BREAKPOINTS = 4;

	/**
	 * Anthropic's prompt-caching rules: {@code cache_control} of type {@code ephemeral}, never on an
	 * empty text block, on at most four tools, system blocks and message blocks in all.
	 */
	private static Optional<Refusal> anthropicCacheControl(JsonObject body) {
		List<JsonObject> marked = new ArrayList<>();
		List<String> at = new ArrayList<>();
		collectCached(body, marked, at);
		for (int i = 0; i < marked.size(); i++) {
			JsonObject block = marked.get(i);
			JsonElement control = block.get("cache_control");
			if (!control.isJsonObject() || !"ephemeral".equals(string(control.getAsJsonObject(), "type"))) {
				return refuse(at.get(i) + ".cache_control.type: Input should be 'ephemeral'", null);
			}
			if ("text".equals(string(block, "type")) && (string(block, "text") == null || string(block, "text").isEmpty())) {
				return refuse(at.get(i) + ".text: cache_control cannot be set for empty text blocks", null);
			}
		}
		if (marked.size() > MAX_CACHE_BREAKPOINTS) {
			return refuse("A maximum of " + MAX_CACHE_BREAKPOINTS + " blocks with cache_control may be provided. Found "
					+ marked.size() + ".", null);
		}
		return Optional.empty();
	}

	/** Where an Anthropic request carries {@code cache_control}, as the API names the places ({@code system.0}). */
	static List<String> cacheBreakpoints(JsonObject body) {
		List<String> at = new ArrayList<>();
		collectCached(body, new ArrayList<>(), at);
		return at;
	}

	/** The tools, system blocks and message blocks of a request that carry {@code cache_control}, with where they are. */
	private static void collectCached(JsonObject body, List<JsonObject> marked, List<String> at) {
		collectCached(body.get("tools"), "tools", marked, at);
		collectCached(body.get("system"), "system", marked, at);
		JsonArray messages = body.getAsJsonArray("messages");
		for (int i = 0; i < messages.size(); i++) {
			collectCached(messages.get(i).getAsJsonObject().get("content"), "messages." + i + ".content", marked, at);
		}
	}

	/** The blocks of {@code blocks} (an array, or a string that has none) that carry {@code cache_control}, with where they are. */
	private static void collectCached(JsonElement blocks, String path, List<JsonObject> marked, List<String> at) {
		if (blocks == null || !blocks.isJsonArray()) {
			return;
		}
		for (int b = 0; b < blocks.getAsJsonArray().size(); b++) {
			JsonObject block = blocks.getAsJsonArray().get(b).getAsJsonObject();
			if (block.has("cache_control")) {
				marked.add(block);
				at.add(path + "." + b);
			}
		}
	}

	private static boolean isObjectSchema(JsonElement schema) {
		return schema != null && schema.isJsonObject() && "object".equals(string(schema.getAsJsonObject(), "type"));
	}

	private static Optional<Refusal> refuse(String message, String param) {
		return Optional.of(Refusal.invalid(message, param));
	}

	private static String string(JsonObject object, String member) {
		JsonElement value = object.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	private static Optional<Refusal> openAi(JsonArray messages) {
		Set<String> roles = Set.of("system", "developer", "user", "assistant", "tool", "function");
		Set<String> callIds = new HashSet<>();
		Set<String> unanswered = new LinkedHashSet<>();
		int caller = -1;
		for (int i = 0; i < messages.size(); i++) {
			JsonObject message = messages.get(i).getAsJsonObject();
			String role = string(message, "role");
			String param = "messages.[" + i + "].role";
			if (role == null || !roles.contains(role)) {
				return refuse("Invalid value: '" + role + "'. Supported values are: 'system', 'assistant', 'user', 'function', "
						+ "'tool', and 'developer'.", param);
			}
			if (role.equals("tool")) {
				String id = string(message, "tool_call_id");
				if (caller < 0 || id == null || !unanswered.remove(id)) {
					return refuse("Invalid parameter: messages with role 'tool' must be a response to a preceeding message with "
							+ "'tool_calls'.", param);
				}
				// A string or an array of text parts (qwen-code sends parts).
				if (string(message, "content") == null && !(message.get("content") instanceof JsonArray)) {
					return refuse("Invalid value for 'content': expected a string, got null.", "messages.[" + i + "].content");
				}
				continue;
			}
			if (!unanswered.isEmpty()) {
				return refuse(missingResponses(unanswered), "messages.[" + caller + "].role");
			}
			caller = -1;
			JsonElement calls = message.get("tool_calls");
			if (role.equals("assistant") && calls != null && calls.isJsonArray() && !calls.getAsJsonArray().isEmpty()) {
				for (JsonElement call : calls.getAsJsonArray()) {
					String id = string(call.getAsJsonObject(), "id");
					if (id == null || !callIds.add(id)) {
						return refuse("Invalid parameter: tool_call id '" + id + "' is not unique.", "messages.[" + i + "].tool_calls");
					}
					unanswered.add(id);
				}
				caller = i;
			} else if (string(message, "content") == null && !(message.get("content") instanceof JsonArray)) {
				return refuse("Invalid value for 'content': expected a string, got null.", "messages.[" + i + "].content");
			} else if (role.equals("assistant") && "".equals(string(message, "content"))) {
				// As vLLM, DeepSeek and other strict servers answer an assistant turn that says nothing.
				return refuse("Invalid assistant message: must have either content or tool_calls.", "messages.[" + i + "].content");
			}
		}
		return unanswered.isEmpty() ? Optional.empty() : refuse(missingResponses(unanswered), "messages.[" + caller + "].role");
	}

	private static String missingResponses(Set<String> unanswered) {
		return "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. "
				+ "The following tool_call_ids did not have response messages: " + String.join(", ", unanswered);
	}

	private static Optional<Refusal> anthropic(JsonArray messages) {
		Set<String> useIds = new HashSet<>();
		List<String> pending = List.of();
		int caller = -1;
		String previousRole = null;
		for (int i = 0; i < messages.size(); i++) {
			JsonObject message = messages.get(i).getAsJsonObject();
			String role = string(message, "role");
			if (!"user".equals(role) && !"assistant".equals(role)) {
				return refuse("messages." + i + ".role: Input should be 'user' or 'assistant'", null);
			}
			if (i == 0 && !role.equals("user")) {
				return refuse("messages: first message must use the \"user\" role", null);
			}
			if (role.equals(previousRole)) {
				return refuse("messages: roles must alternate between \"user\" and \"assistant\", but found multiple \"" + role
						+ "\" roles in a row", null);
			}
			previousRole = role;
			List<JsonObject> blocks = blocks(message);
			boolean finalAssistant = i == messages.size() - 1 && role.equals("assistant");
			if (blocks == null || blocks.isEmpty() && !finalAssistant) {
				return refuse("messages." + i + ": all messages must have non-empty content except for the optional final "
						+ "assistant message", null);
			}
			Set<String> answered = new LinkedHashSet<>();
			List<String> uses = new ArrayList<>();
			for (int b = 0; b < blocks.size(); b++) {
				JsonObject block = blocks.get(b);
				String type = string(block, "type");
				String at = "messages." + i + ".content." + b;
				if ("text".equals(type) && (string(block, "text") == null || string(block, "text").isEmpty())) {
					return refuse(at + ": text content blocks must be non-empty", null);
				}
				if ("tool_use".equals(type)) {
					if (!role.equals("assistant")) {
						return refuse(at + ": `tool_use` blocks can only be in `assistant` messages", null);
					}
					if (!useIds.add(string(block, "id"))) {
						return refuse(at + ": `tool_use` ids must be unique", null);
					}
					uses.add(string(block, "id"));
				}
				if ("tool_result".equals(type)) {
					String id = string(block, "tool_use_id");
					if (!role.equals("user") || !pending.contains(id)) {
						return refuse(at + ": unexpected `tool_use_id` found in `tool_result` blocks: " + id + ". Each `tool_result` "
								+ "block must have a corresponding `tool_use` block in the previous message.", null);
					}
					answered.add(id);
				}
			}
			List<String> missing = new ArrayList<>(pending);
			missing.removeAll(answered);
			if (!missing.isEmpty()) {
				return refuse(withoutResults(caller, missing), null);
			}
			pending = uses;
			caller = i;
		}
		return pending.isEmpty() ? Optional.empty() : refuse(withoutResults(caller, pending), null);
	}

	private static String withoutResults(int caller, List<String> missing) {
		return "messages." + caller + ": `tool_use` ids were found without `tool_result` blocks immediately after: "
				+ String.join(", ", missing) + ". Each `tool_use` block must have a corresponding `tool_result` block in the "
				+ "next message.";
	}

	/** The content blocks of a message (a string is one text block), or null when it has none. */
	private static List<JsonObject> blocks(JsonObject message) {
		JsonElement content = message.get("content");
		List<JsonObject> blocks = new ArrayList<>();
		if (content != null && content.isJsonPrimitive()) {
			if (!content.getAsString().isEmpty()) {
				JsonObject text = new JsonObject();
				text.addProperty("type", "text");
				text.addProperty("text", content.getAsString());
				blocks.add(text);
			}
			return blocks;
		}
		if (content == null || !content.isJsonArray()) {
			return null;
		}
		content.getAsJsonArray().forEach(block -> blocks.add(block.getAsJsonObject()));
		return blocks;
	}
}
