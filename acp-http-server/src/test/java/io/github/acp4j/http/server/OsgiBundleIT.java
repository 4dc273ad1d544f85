package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

import org.junit.jupiter.api.Test;

import io.github.acp4j.http.client.AcpHttpClient;

/**
 * The packaged acp-http and acp-http-server jars are OSGi bundles, and the client's imports nothing of
 * the server's: a plugin that reaches a remote agent does not get Jetty.
 */
class OsgiBundleIT {

	private static Attributes manifest(Class<?> type) throws IOException, URISyntaxException {
		Path jar = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
		assertThat(jar.toString()).as("packaged, not a classes folder").endsWith(".jar");
		try (JarFile file = new JarFile(jar.toFile())) {
			return file.getManifest().getMainAttributes();
		}
	}

	@Test
	void theClientIsABundleThatNeedsNoServer() throws Exception {
		Attributes client = manifest(AcpHttpClient.class);

		assertThat(client.getValue("Bundle-SymbolicName")).isEqualTo("io.github.acp4j.http");
		assertThat(client.getValue("Automatic-Module-Name")).isEqualTo("io.github.acp4j.http");
		assertThat(client.getValue("Export-Package")).contains("io.github.acp4j.http.client;version=")
				.contains("x-internal:=true");
		assertThat(client.getValue("Import-Package")).contains("io.github.acp4j.jsonrpc").doesNotContain("org.eclipse.jetty");
	}

	@Test
	void theServerIsABundleOnJetty() throws Exception {
		Attributes server = manifest(AcpHttpServer.class);

		assertThat(server.getValue("Bundle-SymbolicName")).isEqualTo("io.github.acp4j.http.server");
		assertThat(server.getValue("Automatic-Module-Name")).isEqualTo("io.github.acp4j.http.server");
		assertThat(server.getValue("Export-Package")).contains("io.github.acp4j.http.server;version=").doesNotContain(".internal");
		assertThat(server.getValue("Import-Package")).contains("org.eclipse.jetty.server;version=\"[12.1,13)\"")
				.contains("io.github.acp4j.http.internal");
	}
}
