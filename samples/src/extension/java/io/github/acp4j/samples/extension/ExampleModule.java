package io.github.acp4j.samples.extension;

import com.google.inject.AbstractModule;

import io.github.acp4j.agent.spi.Providers;
import io.github.acp4j.agent.spi.Tools;

/** The extension's module, found by the launcher through {@code META-INF/services/com.google.inject.Module}. */
public final class ExampleModule extends AbstractModule {

	@Override
	protected void configure() {
		install(Tools.from(new ExampleTools()));
		install(Providers.of("example", ExampleProvider::new));
	}
}
