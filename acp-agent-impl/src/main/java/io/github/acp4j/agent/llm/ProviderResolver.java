package io.github.acp4j.agent.llm;

import java.util.List;
import java.util.Optional;

import io.github.acp4j.agent.spi.LlmProvider;

/**
 * Finds the model providers the agent may use and the models offered in a session's {@code model}
 * configuration option. The default resolves them from the environment; a host binds its own.
 */
public interface ProviderResolver {

	/** The provider a new session starts with. */
	LlmProvider defaultProvider();

	/** The provider with this id, if it is configured. */
	Optional<LlmProvider> provider(String id);

	/** The models to offer, as {@code provider/model} values, the default first. */
	List<String> catalog();

	/** Every configured provider, the default first; by default the default alone. */
	default List<LlmProvider> providers() {
		return List.of(defaultProvider());
	}
}
