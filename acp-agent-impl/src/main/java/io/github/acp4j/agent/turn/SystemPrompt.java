package io.github.acp4j.agent.turn;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.session.Session;

/** The instructions every model call starts with. */
final class SystemPrompt {

	private SystemPrompt() {
	}

	/** @param instructions the project's instructions ({@code AGENTS.md}), or empty */
	static String text(Session session, String instructions) {
		StringBuilder prompt = new StringBuilder();
		prompt.append("You are acp4j, a coding agent working in the user's editor. ");
		prompt.append("The working directory is ").append(session.workspace().cwd()).append(". ");
		prompt.append("Use the tools to look at files before you change them, keep changes small and focused, ");
		prompt.append("and say briefly what you did. File paths may be relative to the working directory. ");
		prompt.append("Some tool calls need the user's permission; when one is denied, do not repeat it.");
		if (session.preset() == PermissionPreset.PLAN) {
			prompt.append(" You are in plan mode: change nothing; study the code and present a plan with update_plan.");
		}
		if (!instructions.isEmpty()) {
			prompt.append("\n\n").append(instructions);
		}
		return prompt.toString();
	}
}
