package io.github.acp4j.agent.llm;

import java.util.ArrayList;
import java.util.List;

import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.spi.LlmProvider;

/**
 * The models a session's {@code model} option (and the legacy {@code models} state) offers, as
 * {@code provider/model}: the session's own first, then the models of every configured provider
 * (the default provider first), each provider's {@linkplain LlmProvider#knownModels known models}
 * with its configured model first. A model not listed is still taken by {@code session/set_config_option}.
 */
@Singleton
public final class ModelCatalog {

	private final ProviderResolver providers;

	@Inject
	public ModelCatalog(ProviderResolver providers) {
		this.providers = providers;
	}

	/** The models to offer, {@code current} (the session's {@code provider/model}) first. */
	public List<String> offered(String current) {
		List<String> offered = new ArrayList<>();
		offered.add(current);
		for (LlmProvider provider : providers.providers()) {
			List<String> models = new ArrayList<>(List.of(provider.defaultModel()));
			models.addAll(provider.knownModels());
			for (String model : models) {
				String value = provider.id() + "/" + model;
				if (!offered.contains(value)) {
					offered.add(value);
				}
			}
		}
		return offered;
	}
}
