package io.github.acp4j.agent.spi;

/** A tool call that cannot run or failed; its message is told to the model and shown to the user. */
public final class ToolException extends Exception {

	private static final long serialVersionUID = 1L;

	public ToolException(String message) {
		super(message);
	}

	public ToolException(String message, Throwable cause) {
		super(message, cause);
	}
}
