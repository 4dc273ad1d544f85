package io.github.acp4j.agent.spi;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;


/**
 * A model API: streams one response at a time on the calling thread. The agent offers the providers
 * whose {@link Factory} is bound by id ({@link Providers}) and that the environment sets up.
 */
public interface LlmProvider {

	/** Makes a provider from the settings the environment gives its id. */
	@FunctionalInterface
	interface Factory {

		/** The provider, or empty when the settings do not set one up (a key or URL it needs is missing). */
		Optional<LlmProvider> create(ProviderSettings settings);
	}

	/** The provider id, as in {@code LLM_PROVIDER} and {@code provider/model}. */
	String id();

	/** The model used when a session names none. */
	String defaultModel();

	/**
	 * The context window of {@code model} in tokens, when the provider knows it. By default empty: the
	 * agent then uses its table of known model families, or its configured default.
	 */
	default OptionalLong contextWindow(String model) {
		return OptionalLong.empty();
	}

	/**
	 * The models a session's {@code model} option offers for this provider, the default model first:
	 * by default the default model alone.
	 */
	default List<String> knownModels() {
		return List.of(defaultModel());
	}

	/**
	 * The models the provider's API lists, asked of it now (the agent asks once per process, on a
	 * thread of its own); empty, the default, for a provider that is not to be asked.
	 *
	 * @throws LlmException when the API refused or failed to answer
	 */
	default List<String> listModels() throws LlmException, InterruptedException {
		return List.of();
	}

	/**
	 * The thought levels the provider's requests can carry ({@link LlmRequest#thoughtLevel}), least
	 * first; by default none, and requests then never carry one.
	 */
	default List<String> thoughtLevels() {
		return List.of();
	}

	/**
	 * Makes ahead of the first call what calls need and that takes a while to make (an HTTP client
	 * and its TLS set-up, say), so that the first prompt does not wait for it. The agent calls it
	 * once, on a request thread, after the first session that uses this provider (new, loaded or
	 * resumed) is answered; it may run while a call is made. A failure is ignored: the first call meets
	 * it again and reports it. By default it does nothing.
	 */
	default void prepare() {
	}

	/**
	 * Streams one response, calling {@code listener} as deltas arrive, and returns it whole.
	 * Transient failures (429, 5xx, a connection lost before anything streamed) are retried with
	 * backoff. Tripping {@code cancellation} aborts the call at once.
	 *
	 * @throws LlmException                                 when the call failed for good
	 * @throws java.util.concurrent.CancellationException   when {@code cancellation} tripped
	 */
	LlmResponse stream(LlmRequest request, StreamListener listener, Cancellation cancellation)
			throws LlmException, InterruptedException;
}
