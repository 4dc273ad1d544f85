package io.github.acp4j.eclipse;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;

/** The plugin's preferences: which agent command the view starts. */
public final class AgentPreferences {
	/** The preference node (the plugin's bundle name). */
	public static final String NODE = "io.github.acp4j.eclipse";
	/** The agent's command line, split at spaces ({@code "..."} keeps spaces in one word). */
	public static final String AGENT_COMMAND = "agentCommand";
	/** acp4j on the {@code PATH}, over stdio. */
	public static final String DEFAULT_AGENT_COMMAND = "acp4j --acp --stdio";

	/** How long the agent may take to answer {@code initialize}, in seconds. */
	public static final String INITIALIZE_TIMEOUT = "initializeTimeoutSeconds";
	/** A minute: a JVM agent's first start can take a while on a busy machine. */
	public static final int DEFAULT_INITIALIZE_TIMEOUT = 60;

	private AgentPreferences() {
	}

	/** The command as configured: instance scope, then a {@code -pluginCustomization} default, then {@link #DEFAULT_AGENT_COMMAND}. */
	public static List<String> agentCommand() {
		return words(Platform.getPreferencesService().getString(NODE, AGENT_COMMAND, DEFAULT_AGENT_COMMAND, null));
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
