package io.github.acp4j.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every public and protected type, method and field of the two libraries' API packages has a
 * javadoc comment: javac's doclint, which the javadoc build runs without its {@code missing} group
 * (the {@code @param} and {@code @return} tags a one-line description makes redundant), is run here
 * for missing comments alone. The {@code internal} packages are no API; the generated protocol types
 * and adapters, whose javadoc comes from the schema's descriptions, are checked with the hand-written
 * ones beside them.
 */
class JavadocTest {

	@Test
	void everyPublicTypeMethodAndFieldHasAComment(@TempDir Path classes) throws IOException {
		Path root = Path.of(System.getProperty("user.dir")).getParent();
		// The API packages' files; what they use is read from the source path and not checked.
		List<Path> sourcePath = List.of(root.resolve("acp-jsonrpc/src/main/java"), root.resolve("acp-api/src/main/java"));
		List<Path> sources = new ArrayList<>();
		for (String api : List.of("acp-jsonrpc/src/main/java/io/github/acp4j/jsonrpc", "acp-api/src/main/java/io/github/acp4j/api",
				"acp-api/src/main/java/io/github/acp4j/api/types", "acp-api/src/main/java/io/github/acp4j/api/adapters")) {
			try (Stream<Path> files = Files.list(root.resolve(api))) {
				files.filter(file -> file.toString().endsWith(".java")).forEach(sources::add);
			}
		}
		JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
		DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
		try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
			List<String> options = List.of("-proc:none", "-implicit:none", "-d", classes.toString(),
					"--source-path", sourcePath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)),
					"-classpath", System.getProperty("java.class.path"),
					"-Xdoclint:missing/protected", "-Xmaxwarns", String.valueOf(Integer.MAX_VALUE),
					"-Xdoclint/package:io.github.acp4j.jsonrpc,io.github.acp4j.api,io.github.acp4j.api.types,io.github.acp4j.api.adapters");
			assertThat(javac.getTask(null, files, diagnostics, options, null, files.getJavaFileObjectsFromPaths(sources)).call())
					.as("the libraries compile: %s", diagnostics.getDiagnostics()).isTrue();
		}
		List<String> missing = diagnostics.getDiagnostics().stream()
				.filter(diagnostic -> diagnostic.getMessage(Locale.ROOT).contains("no comment"))
				.map(diagnostic -> root.relativize(Path.of(diagnostic.getSource().toUri())) + ":" + diagnostic.getLineNumber())
				.toList();
		assertThat(missing).as("public or protected declarations without a javadoc comment").isEmpty();
	}
}
