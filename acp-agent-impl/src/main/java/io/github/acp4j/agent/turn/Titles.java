package io.github.acp4j.agent.turn;

/** Session titles from the first prompt: one line, at most {@value #MAX_LENGTH} characters. */
final class Titles {

	static final int MAX_LENGTH = 80;

	private Titles() {
	}

	static String of(String prompt) {
		String line = prompt.strip().replaceAll("\\s+", " ");
		if (line.isEmpty()) {
			return "Untitled session";
		}
		return line.length() <= MAX_LENGTH ? line : line.substring(0, MAX_LENGTH - 1).strip() + "…";
	}
}
