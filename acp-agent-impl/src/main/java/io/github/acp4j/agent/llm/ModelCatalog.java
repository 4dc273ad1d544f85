package io.github.acp4j.agent.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmProvider;

/**
 * The models a session's {@code model} option (and the legacy {@code models} state) offers, as
 * {@code provider/model}: the session's own first, then the models of every configured provider (the
 * default provider first), each with its configured model first. A provider's models are those its
 * API lists ({@link LlmProvider#listModels}), asked for once per process on a thread of its own when
 * the catalog is first read, so that no {@code session/new} waits for them; until they arrive, and
 * when the API is not asked or fails, its {@linkplain LlmProvider#knownModels known models} stand in.
 * A model not listed is still taken by {@code session/set_config_option}.
 */
@Singleton
public final class ModelCatalog {

	private static final Logger LOG = Logger.getLogger(ModelCatalog.class.getName());

	private final ProviderResolver providers;
	/** Each provider's list as its API gave it (empty: not asked, or it failed), by provider id. */
	private final Map<String, CompletableFuture<List<String>>> listed = new ConcurrentHashMap<>();

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
			List<String> fromApi = listed(provider).getNow(List.of());
			models.addAll(fromApi.isEmpty() ? provider.knownModels() : fromApi);
			for (String model : models) {
				String value = provider.id() + "/" + model;
				if (!offered.contains(value)) {
					offered.add(value);
				}
			}
		}
		return offered;
	}

	/** Completes once every provider's API was asked for its models and answered or failed. */
	public CompletableFuture<Void> whenListed() {
		return CompletableFuture.allOf(providers.providers().stream().map(this::listed).toArray(CompletableFuture[]::new));
	}

	private CompletableFuture<List<String>> listed(LlmProvider provider) {
		return listed.computeIfAbsent(provider.id(), id -> CompletableFuture.supplyAsync(() -> list(provider), work -> {
			Thread thread = new Thread(work, "acp4j-models-" + id);
			thread.setDaemon(true);
			thread.start();
		}));
	}

	private static List<String> list(LlmProvider provider) {
		try {
			return provider.listModels();
		} catch (LlmException e) {
			LOG.warning("The models of " + provider.id() + " could not be listed (" + e.getMessage() + "); its known ones are offered");
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (RuntimeException e) {
			LOG.warning("The models of " + provider.id() + " could not be listed (" + e.getClass().getSimpleName()
					+ "); its known ones are offered");
		}
		return List.of();
	}
}
