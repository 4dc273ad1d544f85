package io.github.acp4j.agent.spi;

/**
 * Where a tool call shows the commands it runs locally, live, each in a terminal of its own: what
 * the client is shown of them is each connection's to decide (a protocol with display terminals
 * shows them; one without shows the call's result alone). Output is given as text already redacted.
 */
public interface Terminals {

	/** Shows nothing. */
	Terminals NONE = new Terminals() {
		@Override
		public void started(String terminalId, String command, String cwd) {
		}

		@Override
		public void output(String terminalId, String text) {
		}

		@Override
		public void exited(String terminalId, Integer exitCode, String output) {
		}
	};

	/** A command started in {@code cwd}; its output follows in terminal {@code terminalId}. */
	void started(String terminalId, String command, String cwd);

	/** More output of the command, as it came. */
	void output(String terminalId, String text);

	/**
	 * The command ended, with {@code exitCode}, or killed when it is null; {@code output}, when not null,
	 * replaces what was shown (more came than is shown live).
	 */
	void exited(String terminalId, Integer exitCode, String output);
}
