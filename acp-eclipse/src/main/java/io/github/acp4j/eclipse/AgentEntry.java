package io.github.acp4j.eclipse;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One agent of the preference page's list: a command the view starts (stdio), or the URL of a remote
 * agent it connects to (WebSocket; its token is in Eclipse's secure storage, never here).
 *
 * @param name    the name the list shows, unique in it
 * @param command the command line ({@link AgentPreferences#words}), or null for a remote agent
 * @param url     the remote agent's URL ({@code ws}, {@code wss}, {@code http} or {@code https}), or null
 */
public record AgentEntry(String name, String command, String url) {
	/** Written for an agent the list shows with its command; {@code "remote"} for one with its URL. */
	private static final String STDIO = "stdio";
	private static final String REMOTE = "remote";

	/** An agent started with {@code command}. */
	public static AgentEntry stdio(String name, String command) {
		return new AgentEntry(name, command, null);
	}

	/** A remote agent at {@code url}. */
	public static AgentEntry remote(String name, String url) {
		return new AgentEntry(name, null, url);
	}

	/** Whether the view connects to a URL rather than starting a command. */
	public boolean isRemote() {
		return url != null;
	}

	/** The command line or the URL, as the list shows it. */
	public String target() {
		return isRemote() ? url : command;
	}

	/** Why {@code url} cannot name a remote agent, or null when it can. */
	public static String urlProblem(String url) {
		try {
			URI uri = new URI(url.strip());
			String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
			if (!List.of("ws", "wss", "http", "https").contains(scheme) || uri.getHost() == null) {
				return "a remote agent's URL is ws://, wss://, http:// or https://HOST[:PORT]/PATH";
			}
			return null;
		} catch (java.net.URISyntaxException e) {
			return "not a URL: " + e.getReason();
		}
	}

	/** The list as the {@code agents} preference keeps it: one agent a line, its name, kind and command or URL apart by tabs. */
	static String format(List<AgentEntry> agents) {
		StringBuilder text = new StringBuilder();
		for (AgentEntry agent : agents) {
			text.append(oneLine(agent.name())).append('\t').append(agent.isRemote() ? REMOTE : STDIO).append('\t')
					.append(oneLine(agent.target())).append('\n');
		}
		return text.toString();
	}

	/** The list {@link #format} wrote; a line it cannot read is left out. */
	static List<AgentEntry> parse(String text) {
		List<AgentEntry> agents = new ArrayList<>();
		for (String line : text.split("\n")) {
			String[] fields = line.split("\t", 3);
			if (fields.length == 3 && !fields[0].isBlank()) {
				if (fields[1].equals(REMOTE)) {
					agents.add(remote(fields[0], fields[2]));
				} else if (fields[1].equals(STDIO)) {
					agents.add(stdio(fields[0], fields[2]));
				}
			}
		}
		return agents;
	}

	private static String oneLine(String text) {
		return text.replaceAll("[\t\r\n]+", " ").strip();
	}
}
