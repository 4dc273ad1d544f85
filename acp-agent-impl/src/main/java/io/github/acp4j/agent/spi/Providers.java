package io.github.acp4j.agent.spi;

import java.util.Optional;
import java.util.function.Function;

import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.MapBinder;

/**
 * Registers model providers by id, in the map the agent looks them up in when a session or
 * {@code LLM_PROVIDER} or {@code --model PROVIDER/MODEL} names one. In a Guice module:
 *
 * <pre>{@code
 * install(Providers.of("example", ExampleProvider::new));
 * }</pre>
 */
public final class Providers {

	private Providers() {
	}

	/** The map of provider factories by id, for a factory that decides by itself whether it sets a provider up. */
	public static MapBinder<String, LlmProvider.Factory> mapBinder(Binder binder) {
		return MapBinder.newMapBinder(binder, String.class, LlmProvider.Factory.class);
	}

	/**
	 * A module that offers the provider {@code id}, made by {@code create} from the settings the
	 * environment gives it, once its {@code {ID}_API_KEY} or {@code {ID}_BASE_URL} is set.
	 */
	public static Module of(String id, Function<ProviderSettings, ? extends LlmProvider> create) {
		return binder -> mapBinder(binder).addBinding(id)
				.toInstance(settings -> settings.configured() ? Optional.of(create.apply(settings)) : Optional.empty());
	}
}
