package io.github.acp4j.agent.llm.internal;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;

/**
 * An offline scripted model, for trying acp4j without a key. It understands a few plain requests
 * and answers them with real tool calls that go through the same turn loop, permission engine and
 * tools as a real model's:
 * <ul>
 * <li>{@code list files [in DIR]}
 * <li>{@code read FILE} (also {@code show}, {@code cat})
 * <li>{@code create FILE with TEXT} (also {@code write}, {@code create a file named FILE containing TEXT})
 * <li>{@code in FILE replace OLD with NEW}
 * <li>{@code run COMMAND}
 * <li>{@code /init}: lists the working directory and writes an outline of {@code AGENTS.md} from it
 * </ul>
 * Anything else gets a short reply that says how to configure a real provider.
 */
public final class DemoProvider implements LlmProvider {

	/** The provider id. */
	public static final String ID = "demo";
	/** Its only model. */
	public static final String MODEL = "scripted";

	private static final Pattern LIST = Pattern.compile("^(?:list|ls)(?: (?:the )?files)?(?: (?:in|of) (\\S+))?$");
	private static final Pattern READ = Pattern.compile("^(?:read|show|cat|open) (?:the )?(?:file )?(\\S+)$");
	private static final Pattern CREATE = Pattern.compile(
			"^(?:create|write)(?: a)?(?: new)?(?: file)?(?: (?:named|called))? (\\S+) (?:with|containing) (.+)$", Pattern.DOTALL);
	private static final Pattern EDIT = Pattern.compile("^in (\\S+) replace (.+?) with (.+)$", Pattern.DOTALL);
	private static final Pattern RUN = Pattern.compile("^(?:run|execute) (.+)$", Pattern.DOTALL);

	@Override
	public String id() {
		return ID;
	}

	@Override
	public String defaultModel() {
		return MODEL;
	}

	@Override
	public LlmResponse stream(LlmRequest request, StreamListener listener, Cancellation cancellation) {
		List<ChatMessage> messages = request.messages();
		ChatMessage last = messages.get(messages.size() - 1);
		int asked = lastUserMessage(messages);
		if (asked >= 0 && messages.get(asked).text() != null && messages.get(asked).text().startsWith(SlashCommands.INIT_PROMPT)) {
			return init(messages.subList(asked + 1, messages.size()), listener, cancellation);
		}
		if (last.role() == ChatMessage.Role.TOOL) {
			return say(summary(last.text()), listener, cancellation);
		}
		String prompt = last.text() == null ? "" : last.text().strip();
		ToolCallRequest call = toolCallFor(prompt, messages.size());
		if (call == null) {
			return say("I am acp4j's offline demo model. I can \"list files\", \"read FILE\", \"create FILE with TEXT\", "
					+ "\"in FILE replace OLD with NEW\" and \"run COMMAND\". For real answers set OPENAI_API_KEY "
					+ "or ANTHROPIC_API_KEY (or LLM_PROVIDER with {ID}_BASE_URL for any OpenAI-compatible server) and restart "
					+ "the agent.",
					listener, cancellation);
		}
		cancellation.throwIfCancelled();
		return LlmResponse.toolCalls(List.of(call)).toBuilder().usage(usage(prompt, "")).build();
	}

	/** {@code /init}: list the directory, then write an outline of AGENTS.md from the listing, then say what was done. */
	private static LlmResponse init(List<ChatMessage> sinceAsked, StreamListener listener, Cancellation cancellation) {
		ChatMessage last = sinceAsked.isEmpty() ? null : sinceAsked.get(sinceAsked.size() - 1);
		if (last == null) {
			return call(ToolCallRequest.of("demo_init_list", "list_directory", "{\"path\":\".\"}"));
		}
		boolean listed = sinceAsked.size() == 2 && sinceAsked.get(0).toolCalls().stream().anyMatch(c -> c.name().equals("list_directory"));
		if (!listed || last.role() != ChatMessage.Role.TOOL) {
			return say(summary(last.text()), listener, cancellation);
		}
		String listing = last.text() == null ? "" : last.text().strip();
		if (listing.lines().anyMatch(entry -> entry.startsWith("AGENTS.md"))) {
			return say("AGENTS.md exists already. The offline demo model does not rewrite it; a real model reads it and updates it.",
					listener, cancellation);
		}
		JsonObject arguments = new JsonObject();
		arguments.addProperty("path", "AGENTS.md");
		arguments.addProperty("content", "# AGENTS.md\n\nInstructions for coding agents working on this project. acp4j's offline "
				+ "demo model wrote this outline from the file list alone: fill it in, or run /init with a real model.\n\n"
				+ "## Layout\n\n```\n" + listing + "\n```\n\n## Build and test\n\n(The commands that build the project and run "
				+ "its tests.)\n\n## Conventions\n\n(The style, naming and test conventions the code follows.)\n");
		return call(ToolCallRequest.of("demo_init_write", "write_file", arguments.toString()));
	}

	private static int lastUserMessage(List<ChatMessage> messages) {
		for (int i = messages.size() - 1; i >= 0; i--) {
			if (messages.get(i).role() == ChatMessage.Role.USER) {
				return i;
			}
		}
		return -1;
	}

	private static LlmResponse call(ToolCallRequest call) {
		return LlmResponse.toolCalls(List.of(call)).toBuilder().usage(usage("", call.arguments())).build();
	}

	static ToolCallRequest toolCallFor(String prompt, int turn) {
		String lower = prompt.toLowerCase(Locale.ROOT);
		JsonObject arguments = new JsonObject();
		String tool;
		Matcher m;
		if ((m = LIST.matcher(lower)).matches()) {
			tool = "list_directory";
			arguments.addProperty("path", m.group(1) == null ? "." : prompt.substring(m.start(1), m.end(1)));
		} else if ((m = READ.matcher(lower)).matches()) {
			tool = "read_file";
			arguments.addProperty("path", prompt.substring(m.start(1), m.end(1)));
		} else if ((m = CREATE.matcher(lower)).matches()) {
			tool = "write_file";
			arguments.addProperty("path", prompt.substring(m.start(1), m.end(1)));
			arguments.addProperty("content", prompt.substring(m.start(2), m.end(2)) + "\n");
		} else if ((m = EDIT.matcher(lower)).matches()) {
			tool = "edit_file";
			arguments.addProperty("path", prompt.substring(m.start(1), m.end(1)));
			arguments.addProperty("old_string", prompt.substring(m.start(2), m.end(2)));
			arguments.addProperty("new_string", prompt.substring(m.start(3), m.end(3)));
		} else if ((m = RUN.matcher(lower)).matches()) {
			tool = "run_shell_command";
			arguments.addProperty("command", prompt.substring(m.start(1), m.end(1)));
		} else {
			return null;
		}
		return ToolCallRequest.of("demo_" + turn, tool, arguments.toString());
	}

	private static String summary(String toolResult) {
		String result = toolResult == null ? "" : toolResult.strip();
		if (result.length() > 2000) {
			result = result.substring(0, 2000) + "\n...";
		}
		return result.isEmpty() ? "Done." : "Done. The tool said:\n\n" + result;
	}

	private static LlmResponse say(String text, StreamListener listener, Cancellation cancellation) {
		int start = 0;
		while (start < text.length()) {
			cancellation.throwIfCancelled();
			int space = text.indexOf(' ', start);
			int end = space < 0 ? text.length() : space + 1;
			listener.onText(text.substring(start, end));
			start = end;
		}
		return LlmResponse.text(text).toBuilder().usage(usage("", text)).build();
	}

	/** Roughly four characters a token, so the usage updates move. */
	private static LlmResponse.Usage usage(String input, String output) {
		return LlmResponse.Usage.of(input.length() / 4 + 1, output.length() / 4 + 1);
	}
}
