package io.github.acp4j.api.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * What a compatibility check does with an extension's code: compiles it against one version of an API
 * and runs it against another, each in a class loader of its own, as a plugin compiled against an older
 * release is run by a newer one. Shared by acp-api's and the agent SPI's compatibility tests.
 */
public final class CompiledCallers {

	private CompiledCallers() {
	}

	/** Compiles {@code sources} (path in the package tree to text) into {@code out} against {@code classpath}. */
	public static Path compile(Path out, List<Path> classpath, Map<String, String> sources) throws IOException {
		Path src = Files.createDirectories(out.resolveSibling(out.getFileName() + "-src"));
		List<String> args = new ArrayList<>(List.of("-d", out.toString(), "-cp", join(classpath), "-proc:none", "-nowarn",
				"--release", "17"));
		for (Map.Entry<String, String> source : sources.entrySet()) {
			Path file = src.resolve(source.getKey());
			Files.createDirectories(file.getParent());
			Files.writeString(file, source.getValue(), StandardCharsets.UTF_8);
			args.add(file.toString());
		}
		Files.createDirectories(out);
		JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
		assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac " + out).isZero();
		return out;
	}

	/**
	 * The string {@code caller}'s static {@code run()} returns, loaded from {@code classpath} alone (the
	 * first entry that has a class wins).
	 *
	 * @throws IllegalStateException caused by what {@code run()} threw, a {@link LinkageError} among others
	 */
	public static String run(List<Path> classpath, String caller) throws Exception {
		List<URL> urls = new ArrayList<>();
		for (Path entry : classpath) {
			urls.add(entry.toUri().toURL());
		}
		try (URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
			return (String) loader.loadClass(caller).getMethod("run").invoke(null);
		} catch (InvocationTargetException e) {
			throw new IllegalStateException(e.getCause());
		}
	}

	/** Where each of {@code types} was loaded from: a jar or a classes directory. */
	public static List<Path> locations(Class<?>... types) {
		List<Path> entries = new ArrayList<>();
		for (Class<?> type : types) {
			Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().getPath());
			if (!entries.contains(location)) {
				entries.add(location);
			}
		}
		return entries;
	}

	private static String join(List<Path> classpath) {
		return String.join(File.pathSeparator, classpath.stream().map(Path::toString).toList());
	}
}
