package io.github.acp4j.agent.permission;

/**
 * Commands that run, as code, text they only make while they run: {@code eval "$(...)"},
 * {@code bash -c "$(curl ...)"}, {@code curl ... | sh}, {@code source <(...)}, {@code python -c "$(...)"}.
 * No question can show what such a command will do, so it is asked every time, whatever was
 * allowed before (a literal piped to a shell, or decoded from a literal, is read and judged instead).
 */
public final class UnseenCode {

	private UnseenCode() {
	}

	/** Whether the command runs code that cannot be read in it. */
	public static boolean runs(String command) {
		return command != null && ShellReader.read(command).runsMadeCode;
	}
}
