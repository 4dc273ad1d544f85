package io.github.acp4j.eclipse;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.osgi.service.prefs.BackingStoreException;

/**
 * The plugin's preferences: the list of agents, the one the view uses, and the {@code initialize}
 * timeout. Tokens of remote agents are not here but in {@link AgentTokens}.
 */
public final class AgentPreferences {
	/** The preference node (the plugin's bundle name). */
	public static final String NODE = "io.github.acp4j.eclipse";
	/**
	 * The agent's command line, split at spaces ({@code "..."} keeps spaces in one word): before there
	 * was a list, the one agent; while no {@link #AGENTS} list is stored it is still the command of the
	 * list's one agent, {@value #DEFAULT_AGENT_NAME}, and saving the preference page moves it into the list.
	 */
	public static final String AGENT_COMMAND = "agentCommand";
	/** The list of agents ({@link AgentEntry#format}). */
	public static final String AGENTS = "agents";
	/** The name of the agent the view uses; the list's first when it names none of them. */
	public static final String AGENT = "agent";
	/** The name of the agent a list made from {@link #AGENT_COMMAND} holds. */
	public static final String DEFAULT_AGENT_NAME = "acp4j";
	/** acp4j on the {@code PATH}, over stdio. */
	public static final String DEFAULT_AGENT_COMMAND = "acp4j --acp --stdio";

	/** How long the agent may take to answer {@code initialize}, in seconds. */
	public static final String INITIALIZE_TIMEOUT = "initializeTimeoutSeconds";
	/** A minute: a JVM agent's first start can take a while on a busy machine. */
	public static final int DEFAULT_INITIALIZE_TIMEOUT = 60;

	private AgentPreferences() {
	}

	/**
	 * The agents as configured (instance scope, then a {@code -pluginCustomization} default); without a
	 * stored list, one agent {@value #DEFAULT_AGENT_NAME} with the {@link #AGENT_COMMAND} (by default
	 * {@value #DEFAULT_AGENT_COMMAND}).
	 */
	public static List<AgentEntry> agents() {
		List<AgentEntry> stored = AgentEntry.parse(Platform.getPreferencesService().getString(NODE, AGENTS, "", null));
		return stored.isEmpty() ? List.of(migrated()) : stored;
	}

	/** The agent the view uses: the one {@link #AGENT} names, else the list's first. */
	public static AgentEntry chosenAgent() {
		return chosen(agents(), Platform.getPreferencesService().getString(NODE, AGENT, "", null));
	}

	/** The agent of {@code agents} named {@code name}, else the first. */
	static AgentEntry chosen(List<AgentEntry> agents, String name) {
		return agents.stream().filter(agent -> agent.name().equals(name)).findFirst().orElse(agents.get(0));
	}

	/** The one agent of a workbench that has no list yet: {@link #AGENT_COMMAND} as configured. */
	static AgentEntry migrated() {
		return AgentEntry.stdio(DEFAULT_AGENT_NAME,
				Platform.getPreferencesService().getString(NODE, AGENT_COMMAND, DEFAULT_AGENT_COMMAND, null));
	}

	/** Stores the list and the chosen agent in instance scope; the single {@link #AGENT_COMMAND} is then part of the list. */
	public static void save(List<AgentEntry> agents, String chosen) throws BackingStoreException {
		IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(NODE);
		preferences.put(AGENTS, AgentEntry.format(agents));
		preferences.put(AGENT, chosen);
		preferences.remove(AGENT_COMMAND);
		preferences.flush();
	}

	/** The {@code initialize} timeout as configured. */
	public static int initializeTimeoutSeconds() {
		return Platform.getPreferencesService().getInt(NODE, INITIALIZE_TIMEOUT, DEFAULT_INITIALIZE_TIMEOUT, null);
	}

	/** {@code line} split at blanks outside double quotes. */
	static List<String> words(String line) {
		List<String> words = new ArrayList<>();
		StringBuilder word = new StringBuilder();
		boolean quoted = false;
		boolean any = false;
		for (char c : line.toCharArray()) {
			if (c == '"') {
				quoted = !quoted;
				any = true;
			} else if (Character.isWhitespace(c) && !quoted) {
				if (any) {
					words.add(word.toString());
				}
				word.setLength(0);
				any = false;
			} else {
				word.append(c);
				any = true;
			}
		}
		if (any) {
			words.add(word.toString());
		}
		return words;
	}
}
