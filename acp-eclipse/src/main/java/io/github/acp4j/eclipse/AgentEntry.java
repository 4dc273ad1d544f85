package io.github.acp4j.eclipse;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One agent of the preference page's list: a command the view starts (stdio), or the URL of a remote
 * agent it connects to over WebSocket or Streamable HTTP (its token is in Eclipse's secure storage,
 * never here).
 *
 * @param name      the name the list shows, unique in it
 * @param command   the command line ({@link AgentPreferences#words}), or null for a remote agent
 * @param url       the remote agent's URL ({@code ws}, {@code wss}, {@code http} or {@code https}), or null
 * @param transport how the remote agent is reached, or null for a command
 * @param offersV2  whether {@code initialize} offers ACP v2 (Preview), which the agent's answer takes or
 *                  leaves for v1; true unless the list says {@code v1} for it
 */
public record AgentEntry(String name, String command, String url, RemoteTransport transport, boolean offersV2) {
	/**
	 * The kind word of a line of the {@code agents} preference: {@code "stdio"} for a command,
	 * {@code "remote"} for a URL over WebSocket (what every remote agent was before Streamable HTTP, so
	 * an older line keeps its meaning), {@code "remote-http"} for a URL over Streamable HTTP.
	 */
	private static final String STDIO = "stdio";
	private static final String REMOTE = "remote";
	private static final String REMOTE_HTTP = "remote-http";
	/** A fourth field: the agent is spoken to in v1 alone. */
	private static final String V1_ONLY = "v1";

	/** A remote agent without a transport named is reached over WebSocket; a command has none. */
	public AgentEntry {
		transport = url == null ? null : transport == null ? RemoteTransport.WEBSOCKET : transport;
	}

	/** A command ({@code url} null) or a remote agent over WebSocket, as before there was a choice, offered ACP v2. */
	public AgentEntry(String name, String command, String url) {
		this(name, command, url, null, true);
	}

	/** This agent, offered ACP v2 or spoken to in v1 alone. */
	public AgentEntry withV2(boolean offered) {
		return new AgentEntry(name, command, url, transport, offered);
	}

	/** An agent started with {@code command}. */
	public static AgentEntry stdio(String name, String command) {
		return new AgentEntry(name, command, null);
	}

	/** A remote agent at {@code url} over WebSocket. */
	public static AgentEntry remote(String name, String url) {
		return remote(name, url, RemoteTransport.WEBSOCKET);
	}

	/** A remote agent at {@code url} over {@code transport}. */
	public static AgentEntry remote(String name, String url, RemoteTransport transport) {
		return new AgentEntry(name, null, url, transport, true);
	}

	/** Whether the view connects to a URL rather than starting a command. */
	public boolean isRemote() {
		return url != null;
	}

	/** The command line or the URL, as the list shows it. */
	public String target() {
		return isRemote() ? url : command;
	}

	/** How the page's list names the agent's transport: {@code stdio}, or the remote transport's {@link RemoteTransport#label}. */
	public String via() {
		return isRemote() ? transport.label() : STDIO;
	}

	/** Why {@code url} cannot name a remote agent over WebSocket, or null when it can. */
	public static String urlProblem(String url) {
		return urlProblem(url, RemoteTransport.WEBSOCKET);
	}

	/** Why {@code url} cannot name a remote agent over {@code transport}, or null when it can. */
	public static String urlProblem(String url, RemoteTransport transport) {
		try {
			URI uri = new URI(url.strip());
			String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
			if (!List.of("ws", "wss", "http", "https").contains(scheme) || uri.getHost() == null) {
				return "a remote agent's URL is ws://, wss://, http:// or https://HOST[:PORT]/PATH";
			}
			if (transport == RemoteTransport.STREAMABLE_HTTP && scheme.startsWith("ws")) {
				return "Streamable HTTP needs an http:// or https:// URL; a " + scheme + ":// URL is for WebSocket";
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
			text.append(oneLine(agent.name())).append('\t').append(kind(agent)).append('\t')
					.append(oneLine(agent.target())).append(agent.offersV2() ? "" : "\t" + V1_ONLY).append('\n');
		}
		return text.toString();
	}

	/** The list {@link #format} wrote; a line it cannot read is left out. */
	static List<AgentEntry> parse(String text) {
		List<AgentEntry> agents = new ArrayList<>();
		for (String line : text.split("\n")) {
			String[] fields = line.split("\t", 4);
			if (fields.length >= 3 && !fields[0].isBlank()) {
				boolean v2 = fields.length < 4 || !fields[3].strip().equals(V1_ONLY);
				if (fields[1].equals(REMOTE)) {
					agents.add(remote(fields[0], fields[2], RemoteTransport.WEBSOCKET).withV2(v2));
				} else if (fields[1].equals(REMOTE_HTTP)) {
					agents.add(remote(fields[0], fields[2], RemoteTransport.STREAMABLE_HTTP).withV2(v2));
				} else if (fields[1].equals(STDIO)) {
					agents.add(stdio(fields[0], fields[2]).withV2(v2));
				}
			}
		}
		return agents;
	}

	private static String kind(AgentEntry agent) {
		if (!agent.isRemote()) {
			return STDIO;
		}
		return agent.transport() == RemoteTransport.STREAMABLE_HTTP ? REMOTE_HTTP : REMOTE;
	}

	private static String oneLine(String text) {
		return text.replaceAll("[\t\r\n]+", " ").strip();
	}
}
