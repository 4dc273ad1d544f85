package io.github.acp4j.samples;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/**
 * The command line of the terminal client,
 * {@code chat [--agent COMMAND | --agent-url URL [--http]] [--yes] [--] [PROMPT...]}.
 *
 * @param agent  the agent's command, as words (empty with {@code agentUrl})
 * @param agentUrl the remote agent's {@code /acp} URL, or null for an agent started as a command
 * @param http   {@code --http}: reach the remote agent over Streamable HTTP instead of WebSocket
 * @param yes    {@code --yes}: allow every permission once without asking
 * @param v2     {@code --v2}: speak ACP v2 (Preview) to the agent, which the default agent is started for
 * @param prompt the one prompt to send before leaving, or null to read prompts from the terminal
 * @param help   {@code --help}: show the help and do nothing else
 */
record ChatOptions(List<String> agent, URI agentUrl, boolean http, boolean yes, String prompt, boolean help, boolean v2) {

	/**
	 * The system property naming the {@code acp4j} script that runs this repository's agent, set by
	 * that script; its agent is the default one.
	 */
	static final String LAUNCHER_PROPERTY = "acp4j.launcher";

	static final String USAGE = "usage: ./acp4j chat [--agent COMMAND | --agent-url URL [--http]] [--yes] [--v2] [PROMPT]";

	static final String HELP = String.join(System.lineSeparator(),
			USAGE,
			"",
			"The terminal client of ACP4J: starts an agent that speaks the Agent Client Protocol on its standard",
			"input and output, opens a session in the current directory, sends PROMPT and leaves, or, without",
			"one, sends each line you type.",
			"",
			"options:",
			"  --agent COMMAND  the agent to run, split into words as a shell would split it (quotes and",
			"                   backslashes; nothing is expanded). Default: this repository's agent,",
			"                   ./acp4j --acp --stdio",
			"  --agent-url URL  a remote agent's ACP endpoint (ws://HOST:PORT/acp, or http(s) for the same",
			"                   over WebSocket), such as ./acp4j --acp --listen serves; the bearer token is",
			"                   taken from ACP4J_TOKEN",
			"  --http           with --agent-url: over Streamable HTTP (POST and SSE) instead of WebSocket",
			"  -y, --yes        allow every permission once, without asking",
			"      --v2         speak ACP v2 (Preview; the default agent gets --experimental-v2); v1 otherwise",
			"  -h, --help       show this help",
			"",
			"in the chat:",
			"  /mode [NAME]        show the session's modes, or switch to one",
			"  /model [NAME]       show the models, or switch to one",
			"  /config [ID VALUE]  show every option of the session, or set one",
			"  /help               show these commands",
			"  /exit or Ctrl-D     leave",
			"  Ctrl-C              cancel the running turn (a question it asked is answered \"cancelled\" and",
			"                      never by a later line); a second Ctrl-C, or one between turns, leaves",
			"",
			"The answer goes to standard output; the rest (questions, tool calls, thoughts) to the terminal",
			"(/dev/tty), or to standard error when every stream is redirected. The agent's standard error is",
			"the client's, so 2>agent.log keeps a noisy agent quiet without hiding the questions. Leaving ends",
			"the agent and every process it started.",
			"",
			"examples:",
			"  ./acp4j chat",
			"  ./acp4j chat \"list the files here\"",
			"  ./acp4j chat --yes \"create hello.txt with hi\" > answer.txt",
			"  ./acp4j chat --agent \"qwen --acp\" 2>qwen.log",
			"  ./acp4j chat --agent \"opencode acp\"",
			"  ./acp4j chat --agent \"gemini --acp\"",
			"  ACP4J_TOKEN=$(cat ~/.acp4j/token) ./acp4j chat --agent-url ws://127.0.0.1:8765/acp",
			"  ./acp4j chat --agent \"java -jar '/opt/my agent/agent.jar' --stdio\"",
			"");

	/** Thrown for a command line that cannot run; its message is the one-line reason. */
	static final class UsageException extends Exception {
		private static final long serialVersionUID = 1L;

		UsageException(String message) {
			super(message);
		}
	}

	/** Parses the arguments after {@code chat}; {@code launcher} is the {@code acp4j} script, or null. */
	static ChatOptions parse(List<String> args, String launcher) throws UsageException {
		List<String> agent = null;
		URI agentUrl = null;
		boolean yes = false;
		boolean http = false;
		boolean v2 = false;
		List<String> prompt = new ArrayList<>();
		for (int i = 0; i < args.size(); i++) {
			String arg = args.get(i);
			if (!prompt.isEmpty() || !arg.startsWith("-")) {
				prompt.add(arg);
				continue;
			}
			switch (arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg) {
			case "--":
				prompt.addAll(args.subList(i + 1, args.size()));
				i = args.size();
				break;
			case "-h", "--help":
				return new ChatOptions(List.of(), null, false, false, null, true, false);
			case "--v2":
				v2 = true;
				break;
			case "-y", "--yes":
				yes = true;
				break;
			case "--agent":
				String command = arg.contains("=") ? arg.substring(arg.indexOf('=') + 1) : value(args, ++i, arg);
				agent = words(command);
				break;
			case "--http":
				http = true;
				break;
			case "--agent-url":
				agentUrl = url(arg.contains("=") ? arg.substring(arg.indexOf('=') + 1) : value(args, ++i, arg));
				break;
			default:
				throw new UsageException("unknown option " + arg);
			}
		}
		if (agentUrl != null) {
			if (agent != null) {
				throw new UsageException("give --agent or --agent-url, not both");
			}
			if (v2) {
				throw new UsageException("--v2 goes with a local agent (--agent), not --agent-url");
			}
			return new ChatOptions(List.of(), agentUrl, http, yes, prompt.isEmpty() ? null : String.join(" ", prompt), false, false);
		}
		if (agent == null) {
			if (launcher == null) {
				throw new UsageException("--agent is needed: no default agent outside the acp4j script");
			}
			agent = v2 ? List.of(launcher, "--acp", "--stdio", "--experimental-v2") : List.of(launcher, "--acp", "--stdio");
		}
		if (http) {
			throw new UsageException("--http goes with --agent-url");
		}
		return new ChatOptions(agent, null, false, yes, prompt.isEmpty() ? null : String.join(" ", prompt), false, v2);
	}

	private static URI url(String text) throws UsageException {
		try {
			URI url = new URI(text);
			if (url.getScheme() == null || !List.of("ws", "wss", "http", "https").contains(url.getScheme().toLowerCase())
					|| url.getHost() == null) {
				throw new UsageException("--agent-url needs a ws://, wss://, http:// or https:// URL: " + text);
			}
			return url;
		} catch (java.net.URISyntaxException e) {
			throw new UsageException("--agent-url is not a URL: " + text);
		}
	}

	private static String value(List<String> args, int index, String option) throws UsageException {
		if (index >= args.size()) {
			throw new UsageException(option + " needs a value");
		}
		return args.get(index);
	}

	private static List<String> words(String command) throws UsageException {
		List<String> words;
		try {
			words = ShellWords.split(command);
		} catch (IllegalArgumentException e) {
			throw new UsageException("--agent: " + e.getMessage());
		}
		if (words.isEmpty()) {
			throw new UsageException("--agent needs a command, such as --agent \"qwen --acp\"");
		}
		return words;
	}
}
