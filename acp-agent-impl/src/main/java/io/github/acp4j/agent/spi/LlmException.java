package io.github.acp4j.agent.spi;

/**
 * A model call that failed after the retries it deserved. Its message is one line that names the
 * provider and, when there was one, the HTTP status; it never carries a credential.
 */
public final class LlmException extends Exception {

	private static final long serialVersionUID = 1L;

	private final String provider;
	private final int status;
	private final boolean contextLengthExceeded;

	public LlmException(String provider, int status, String message) {
		this(provider, status, message, false);
	}

	/** @param contextLengthExceeded whether the provider refused the request as too long for the model's context */
	public LlmException(String provider, int status, String message, boolean contextLengthExceeded) {
		super(message);
		this.provider = provider;
		this.status = status;
		this.contextLengthExceeded = contextLengthExceeded;
	}

	/** The provider id. */
	public String provider() {
		return provider;
	}

	/** The last HTTP status, or 0 when the call failed without one. */
	public int status() {
		return status;
	}

	/**
	 * Whether the provider refused the request because it does not fit the model's context window
	 * (OpenAI's {@code context_length_exceeded}, Anthropic's "prompt is too long").
	 */
	public boolean contextLengthExceeded() {
		return contextLengthExceeded;
	}
}
