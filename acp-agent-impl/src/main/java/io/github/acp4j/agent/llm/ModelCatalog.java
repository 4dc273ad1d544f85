package io.github.acp4j.agent.llm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Logger;

import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmProvider;

/**
 * The models a session's {@code model} option (and the legacy {@code models} state) offers: the
 * session's own first, then the models of every configured provider (the default provider first),
 * each with its configured model first. The default provider's models go by their bare id
 * ({@code gpt-4.1}, as a client's {@code --model} names them), the others' as {@code provider/model}.
 * A provider's models are those its API lists ({@link LlmProvider#listModels}), asked for once per
 * process on a thread of its own when the lists are first wanted (the agent asks once it is initialized:
 * {@code AgentServer#prepare}) or the catalog first read; that first read waits for the answer
 * at most {@link #FIRST_LIST_WAIT} (a local server answers in milliseconds), later reads never wait.
 * Until the list arrives, and when the API is not asked or fails, the provider's
 * {@linkplain LlmProvider#knownModels known models} stand in. A model not listed is still taken by
 * {@code session/set_config_option}.
 */
@Singleton
public final class ModelCatalog {

	private static final Logger LOG = Logger.getLogger(ModelCatalog.class.getName());
	/** How long the first read waits for the lists: once per process, and never for a list that failed. */
	static final long FIRST_LIST_WAIT = 2_000;

	private final ProviderResolver providers;
	/** Each provider's list as its API gave it (empty: not asked, or it failed), by provider id. */
	private final Map<String, CompletableFuture<List<String>>> listed = new ConcurrentHashMap<>();
	/** Until when (nanoTime) a read waits for lists still on their way; set by the first read. */
	private volatile long waitUntil;
	private volatile boolean waited;

	@Inject
	public ModelCatalog(ProviderResolver providers) {
		this.providers = providers;
	}

	/**
	 * The models to offer, the session's ({@code provider} and {@code model}) first, each as
	 * {@link #value} gives it.
	 */
	public List<String> offered(LlmProvider provider, String model) {
		awaitFirstLists();
		List<String> offered = new ArrayList<>();
		offered.add(value(provider, model));
		for (LlmProvider each : providers.providers()) {
			List<String> models = new ArrayList<>(List.of(each.defaultModel()));
			List<String> fromApi = listed(each).getNow(List.of());
			models.addAll(fromApi.isEmpty() ? each.knownModels() : fromApi);
			for (String one : models) {
				String value = value(each, one);
				if (!offered.contains(value)) {
					offered.add(value);
				}
			}
		}
		return offered;
	}

	/** How {@code model} of {@code provider} is offered: bare for the default provider, else {@code provider/model}. */
	public String value(LlmProvider provider, String model) {
		return provider.id().equals(providers.defaultProvider().id()) ? model : provider.id() + "/" + model;
	}

	/**
	 * Whether {@code value} is offered as one of the default provider's models (what a bare id
	 * names, even one holding a slash, as an OpenRouter's {@code anthropic/claude-x}).
	 */
	public boolean isDefaultProviders(String value) {
		LlmProvider provider = providers.defaultProvider();
		return provider.defaultModel().equals(value) || provider.knownModels().contains(value)
				|| listed(provider).getNow(List.of()).contains(value);
	}

	/** The first read waits for the lists asked for, up to {@link #FIRST_LIST_WAIT} in all; later reads do not. */
	private void awaitFirstLists() {
		if (waited) {
			return;
		}
		synchronized (this) {
			if (waitUntil == 0) {
				waitUntil = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(FIRST_LIST_WAIT);
			}
		}
		try {
			whenListed().get(Math.max(0, waitUntil - System.nanoTime()), TimeUnit.NANOSECONDS);
			waited = true;
		} catch (TimeoutException e) {
			waited = true;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (ExecutionException e) {
			// list() never fails: a failed list is an empty one
			waited = true;
		}
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
