package io.github.acp4j.agent.llm;

/**
 * A model call that failed after the retries it deserved. Its message is one line that names the
 * provider and, when there was one, the HTTP status; it never carries a credential.
 */
public final class LlmException extends Exception {

	private static final long serialVersionUID = 1L;

	private final String provider;
	private final int status;

	public LlmException(String provider, int status, String message) {
		super(message);
		this.provider = provider;
		this.status = status;
	}

	/** The provider id. */
	public String provider() {
		return provider;
	}

	/** The last HTTP status, or 0 when the call failed without one. */
	public int status() {
		return status;
	}
}
