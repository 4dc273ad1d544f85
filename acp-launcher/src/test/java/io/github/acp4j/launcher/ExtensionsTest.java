package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ExtensionsTest {

	private final ClassLoader parent = new Extensions.ApiOnly(Extensions.class.getClassLoader());

	@Test
	void anExtensionSeesTheSpiAndTheOkHttpItsSignaturesUse() throws Exception {
		// ProviderSettings.Builder.http(OkHttpClient) links only if the extension's loader sees okhttp3.
		assertThat(parent.loadClass("io.github.acp4j.agent.spi.ProviderSettings").getMethod("newBuilder").getReturnType()
				.getMethod("http", parent.loadClass("okhttp3.OkHttpClient"))).isNotNull();
		// OkHttp's own API returns okio and Kotlin types: reading a body or iterating headers links only with them.
		assertThat(parent.loadClass("okhttp3.ResponseBody").getMethod("source").getReturnType())
				.isSameAs(parent.loadClass("okio.BufferedSource"));
		assertThat(parent.loadClass("kotlin.Pair")).isNotNull();
	}

	@Test
	void anExtensionDoesNotSeeTheAgentsImplementation() {
		assertThatThrownBy(() -> parent.loadClass("io.github.acp4j.agent.AgentModule")).isInstanceOf(ClassNotFoundException.class)
				.hasMessageContaining("not part of the API an extension may use");
	}
}
