package io.github.acp4j.eclipse.it;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A misbehaving ACP agent for WorkbenchIT, in plain NDJSON: {@code silent} never answers
 * {@code initialize}; {@code flood} asks permission for a session the view does not show, then
 * sends {@link #FLOOD} one-character chunks at once, then says what the permission answer was;
 * {@code files} asks the client to write a file outside the workspace's projects and one that is
 * read-only, and says what the client answered; {@code prompts} answers each prompt with its
 * content blocks' JSON, {@code prompts embedded} also advertises {@code embeddedContext}, and
 * {@code prompts forgets} advertises {@code session/resume} but refuses every resume, as an agent
 * that lost its sessions would;
 * {@code modes} offers modes and models but no configuration options, takes {@code session/set_mode},
 * refuses {@code session/set_model}, and sets its mode back to {@code ask} itself in each prompt.
 */
public final class ScriptedAgent {
	/** How many {@code agent_message_chunk}s {@code flood} sends in one go. */
	public static final int FLOOD = 100_000;
	private static final Pattern ID = Pattern.compile("\"id\":(\\d+)");
	private static final Pattern OUTCOME = Pattern.compile("\"outcome\":\"(\\w+)\"");
	private static final Pattern CWD = Pattern.compile("\"cwd\":\"([^\"]+)\"");
	private static final Pattern MESSAGE = Pattern.compile("\"message\":\"([^\"]*)\"");
	private static final Pattern PROMPT = Pattern.compile("\"prompt\":(\\[.*\\])");

	private ScriptedAgent() {
	}

	/** {@code silent}, {@code flood}, {@code files}, {@code prompts} (then optionally {@code embedded} or {@code forgets}) or {@code modes}. */
	public static void main(String[] args) throws IOException {
		boolean silent = args[0].equals("silent");
		boolean files = args[0].equals("files");
		boolean prompts = args[0].equals("prompts");
		boolean embedded = args.length > 1 && args[1].equals("embedded");
		boolean forgets = args.length > 1 && args[1].equals("forgets");
		boolean modes = args[0].equals("modes");
		String cwd = null;
		String outsideAnswer = null;
		BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
		BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16);
		String promptId = null;
		for (String line = in.readLine(); line != null; line = in.readLine()) {
			Matcher id = ID.matcher(line);
			String requestId = id.find() ? id.group(1) : null;
			if (line.contains("\"method\":\"initialize\"") && !silent) {
				answer(out, requestId, "{\"protocolVersion\":1,\"agentCapabilities\":{\"promptCapabilities\":{\"embeddedContext\":"
						+ embedded + "}" + (forgets ? ",\"sessionCapabilities\":{\"resume\":{}}" : "") + "}}");
			} else if (line.contains("\"method\":\"session/resume\"")) {
				out.write("{\"jsonrpc\":\"2.0\",\"id\":" + requestId + ",\"error\":{\"code\":-32002,\"message\":\"no such session here\"}}\n");
				out.flush();
			} else if (line.contains("\"method\":\"session/new\"")) {
				Matcher dir = CWD.matcher(line);
				cwd = dir.find() ? dir.group(1) : null;
				answer(out, requestId, modes ? "{\"sessionId\":\"flood\",\"modes\":{\"currentModeId\":\"ask\",\"availableModes\":["
						+ "{\"id\":\"ask\",\"name\":\"Ask\"},{\"id\":\"code\",\"name\":\"Code\"}]},\"models\":{\"currentModelId\":\"small\","
						+ "\"availableModels\":[{\"modelId\":\"small\",\"name\":\"Small\"},{\"modelId\":\"large\",\"name\":\"Large\"}]}}"
						: "{\"sessionId\":\"flood\"}");
			} else if (line.contains("\"method\":\"session/set_mode\"")) {
				answer(out, requestId, "{}");
			} else if (line.contains("\"method\":\"session/set_model\"")) {
				out.write("{\"jsonrpc\":\"2.0\",\"id\":" + requestId + ",\"error\":{\"code\":-32602,\"message\":\"no large model today\"}}\n");
				out.flush();
			} else if (line.contains("\"method\":\"session/prompt\"") && modes) {
				out.write("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"flood\",\"update\":"
						+ "{\"sessionUpdate\":\"current_mode_update\",\"currentModeId\":\"ask\"}}}\n");
				answer(out, requestId, "{\"stopReason\":\"end_turn\"}");
			} else if (line.contains("\"method\":\"session/prompt\"") && prompts) {
				Matcher prompt = PROMPT.matcher(line);
				chunk(out, prompt.find() ? prompt.group(1) : line);
				answer(out, requestId, "{\"stopReason\":\"end_turn\"}");
			} else if (line.contains("\"method\":\"session/prompt\"") && files) {
				promptId = requestId;
				write(out, 901, cwd + "/../outside.txt");
			} else if ("901".equals(requestId)) {
				outsideAnswer = messageOf(line);
				write(out, 902, cwd + "/readonly.txt");
			} else if ("902".equals(requestId)) {
				chunk(out, "outside the projects: " + outsideAnswer + "\nread-only: " + messageOf(line));
				answer(out, promptId, "{\"stopReason\":\"end_turn\"}");
			} else if (line.contains("\"method\":\"session/prompt\"")) {
				promptId = requestId;
				out.write("{\"jsonrpc\":\"2.0\",\"id\":900,\"method\":\"session/request_permission\",\"params\":{\"sessionId\":\"gone\","
						+ "\"toolCall\":{\"toolCallId\":\"t1\",\"title\":\"Edit a file\"},\"options\":[{\"optionId\":\"allow\","
						+ "\"name\":\"Allow\",\"kind\":\"allow_once\"}]}}\n");
				out.flush();
			} else if ("900".equals(requestId) && promptId != null) {
				Matcher outcome = OUTCOME.matcher(line);
				for (int i = 0; i < FLOOD; i++) {
					chunk(out, "x");
				}
				chunk(out, "\npermission for a session not shown: " + (outcome.find() ? outcome.group(1) : line));
				answer(out, promptId, "{\"stopReason\":\"end_turn\"}");
			}
		}
	}

	private static void write(BufferedWriter out, int id, String path) throws IOException {
		out.write("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"fs/write_text_file\",\"params\":{\"sessionId\":\"flood\","
				+ "\"path\":\"" + path + "\",\"content\":\"changed\"}}\n");
		out.flush();
	}

	private static String messageOf(String answer) {
		Matcher message = MESSAGE.matcher(answer);
		return message.find() ? message.group(1) : answer;
	}

	private static void chunk(BufferedWriter out, String text) throws IOException {
		out.write("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"flood\",\"update\":"
				+ "{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":\"text\",\"text\":\""
				+ text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + "\"}}}}\n");
	}

	private static void answer(BufferedWriter out, String id, String result) throws IOException {
		out.write("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":" + result + "}\n");
		out.flush();
	}
}
