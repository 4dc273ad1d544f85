package io.github.acp4j.agent.turn;

import java.util.Optional;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.session.ClientSystemPrompt;
import io.github.acp4j.agent.session.Session;

/**
 * The instructions every model call starts with: the built-in instructions (or the client's system
 * prompt in their place), the client's appended system prompt, then the project's instructions.
 */
final class SystemPrompt {

	private SystemPrompt() {
	}

	/** @param instructions the project's instructions ({@code AGENTS.md}), or empty */
	static String text(Session session, String instructions) {
		StringBuilder prompt = new StringBuilder();
		Optional<ClientSystemPrompt> client = session.systemPrompt();
		if (client.isPresent() && client.get().override()) {
			// The client's instructions replace the built-in ones; what the session is (its directory, its mode) stays.
			prompt.append(client.get().text()).append("\n\n");
			prompt.append("The working directory is ").append(session.workspace().cwd()).append('.');
		} else {
			prompt.append("You are acp4j, a coding agent working in the user's editor. ");
			prompt.append("The working directory is ").append(session.workspace().cwd()).append(". ");
			prompt.append("Use the tools to look at files before you change them, keep changes small and focused, ");
			prompt.append("and say briefly what you did. File paths may be relative to the working directory. ");
			prompt.append("Some tool calls need the user's permission; when one is denied, do not repeat it.");
		}
		if (session.preset() == PermissionPreset.PLAN) {
			prompt.append(" You are in plan mode: change nothing; study the code and present a plan with update_plan.");
		}
		if (client.isPresent() && !client.get().override()) {
			prompt.append("\n\n# Instructions from the user's editor\n\n").append(client.get().text());
		}
		if (!instructions.isEmpty()) {
			prompt.append("\n\n").append(instructions);
		}
		return prompt.toString();
	}
}
