package io.github.acp4j.agent;

import java.util.Map;

/**
 * The environment of the processes the agent starts (shell commands, MCP servers): the agent's own,
 * without the API keys it reads ({@code *_API_KEY}), so a command or a server cannot print them.
 */
public final class ProcessEnvironment {

	private ProcessEnvironment() {
	}

	/** Removes the agent's credentials from a {@link ProcessBuilder#environment()}. */
	public static void scrub(Map<String, String> environment) {
		environment.keySet().removeIf(name -> name.endsWith("_API_KEY"));
	}
}
