package io.github.acp4j.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The packaged acp-jsonrpc and acp-api jars are OSGi bundles that resolve against LSP4J's and Gson's,
 * each with a sources jar and a javadoc jar beside it.
 */
class OsgiBundleIT {

	@ParameterizedTest
	@CsvSource({
		"io.github.acp4j.jsonrpc.NdjsonLauncher, io.github.acp4j.jsonrpc, io.github.acp4j.jsonrpc",
		"io.github.acp4j.api.AcpLauncher, io.github.acp4j.api, io.github.acp4j.api.types",
	})
	void theJarCarriesABundleManifest(String className, String symbolicName, String exportedPackage)
			throws IOException, URISyntaxException, ClassNotFoundException {
		Path jar = Path.of(Class.forName(className).getProtectionDomain().getCodeSource().getLocation().toURI());
		assertThat(jar.toString()).as("packaged, not a classes folder").endsWith(".jar");
		try (JarFile file = new JarFile(jar.toFile())) {
			Attributes manifest = file.getManifest().getMainAttributes();
			assertThat(manifest.getValue("Bundle-ManifestVersion")).isEqualTo("2");
			assertThat(manifest.getValue("Bundle-SymbolicName")).isEqualTo(symbolicName);
			assertThat(manifest.getValue("Automatic-Module-Name")).isEqualTo(symbolicName);
			assertThat(manifest.getValue("Export-Package")).contains(exportedPackage + ";version=");
			assertThat(manifest.getValue("Export-Package")).doesNotContain(".internal");
			assertThat(manifest.getValue("Import-Package"))
					.contains("org.eclipse.lsp4j.jsonrpc;version=\"[1.0,2)\"")
					.contains("com.google.gson;version=\"[2.11,3)\"");
		}
		String name = jar.getFileName().toString().replaceFirst("\\.jar$", "");
		for (String classifier : new String[] { "sources", "javadoc" }) {
			Path attached = jar.resolveSibling(name + "-" + classifier + ".jar");
			try (JarFile file = new JarFile(attached.toFile())) {
				String entry = className.replace('.', '/') + (classifier.equals("sources") ? ".java" : ".html");
				assertThat(file.getEntry(entry)).as("%s in %s", entry, attached).isNotNull();
			}
		}
	}
}
