package io.github.acp4j.launcher;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.function.Consumer;

import com.google.inject.CreationException;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Module;
import com.google.inject.util.Modules;
import com.google.inject.spi.Element;
import com.google.inject.spi.Elements;
import com.google.inject.spi.Message;

/**
 * The Guice modules of extension jars: each jar is opened in a class loader of its own, whose parent
 * shows it the protocol API, the agent's extension API and their libraries (Guice, Gson, SLF4J) and
 * nothing of the agent's implementation, and its modules are found with {@link ServiceLoader} under
 * {@code META-INF/services/com.google.inject.Module}. A jar that cannot be loaded, or whose module
 * fails, is reported and left out; the agent starts without it.
 */
final class Extensions {

	/** Packages an extension sees; everything else of the agent's class path stays hidden. */
	private static final List<String> EXPOSED = List.of("io.github.acp4j.api.", "io.github.acp4j.jsonrpc.", "io.github.acp4j.agent.spi.",
			"com.google.inject.", "com.google.gson.", "jakarta.inject.", "javax.inject.", "org.slf4j.",
			// The SPI is built on OkHttp: ProviderSettings.Builder.http takes the agent's client type. OkHttp's own
			// API uses okio (bodies) and Kotlin (headers, builders), so an extension sees the agent's copies of all three.
			"okhttp3.", "okio.", "kotlin.");

	private Extensions() {
	}

	/**
	 * The modules of the jars named on the command line, then of {@code extensions/*.jar} in
	 * {@code home} (by name).
	 *
	 * @param report receives one line for each jar left out
	 */
	static List<Module> load(List<Path> named, Path home, Consumer<String> report) {
		List<Path> jars = new ArrayList<>(named);
		try (DirectoryStream<Path> found = Files.newDirectoryStream(home.resolve("extensions"), "*.jar")) {
			List<Path> sorted = new ArrayList<>();
			found.forEach(sorted::add);
			sorted.sort(null);
			jars.addAll(sorted);
		} catch (NoSuchFileException e) {
			// no extensions directory: nothing to add
		} catch (IOException e) {
			report.accept("cannot list " + home.resolve("extensions") + ": " + e.getMessage());
		}
		ClassLoader parent = new ApiOnly(Extensions.class.getClassLoader());
		List<Module> modules = new ArrayList<>();
		for (Path jar : jars) {
			try {
				modules.addAll(modules(jar, parent));
			} catch (Exception | LinkageError | java.util.ServiceConfigurationError e) {
				report.accept("extension " + jar + " not loaded: " + reason(e));
			}
		}
		return modules;
	}

	/**
	 * The injector of the agent with the extensions' modules; when they cannot be combined (a binding
	 * twice, a missing one), each extension module that breaks the agent is reported and left out.
	 */
	static Injector injector(Module agent, List<Module> extensions, Consumer<String> report) {
		try {
			return Guice.createInjector(Modules.combine(agent, Modules.combine(extensions)));
		} catch (CreationException all) {
			List<Module> kept = new ArrayList<>();
			for (Module extension : extensions) {
				try {
					Guice.createInjector(Modules.combine(agent, Modules.combine(kept), extension));
					kept.add(extension);
				} catch (CreationException e) {
					report.accept("extension module " + extension.getClass().getName() + " not loaded: "
							+ reason(e.getErrorMessages().iterator().next().getMessage()));
				}
			}
			return Guice.createInjector(Modules.combine(agent, Modules.combine(kept)));
		}
	}

	private static List<Module> modules(Path jar, ClassLoader parent) throws IOException {
		if (!Files.isRegularFile(jar)) {
			throw new NoSuchFileException(jar.toString(), null, "no such file");
		}
		URLClassLoader loader = new URLClassLoader("extension " + jar.getFileName(), new URL[] { url(jar) }, parent);
		List<Module> modules = new ArrayList<>();
		for (Module module : ServiceLoader.load(Module.class, loader)) {
			// Record what the module binds without building anything, so a module that fails does so here, alone.
			for (Element element : Elements.getElements(module)) {
				if (element instanceof Message message) {
					throw new IllegalStateException(module.getClass().getName() + ": " + message.getMessage());
				}
			}
			modules.add(module);
		}
		if (modules.isEmpty()) {
			throw new IllegalStateException("it lists no com.google.inject.Module in META-INF/services");
		}
		return modules;
	}

	private static URL url(Path jar) throws MalformedURLException {
		return jar.toAbsolutePath().toUri().toURL();
	}

	private static String reason(Throwable e) {
		Throwable root = e;
		while (root.getCause() != null && root.getCause() != root) {
			root = root.getCause();
		}
		return reason(root.getMessage() == null ? root.getClass().getSimpleName() : root.getClass().getSimpleName() + ": " + root.getMessage());
	}

	private static String reason(String message) {
		return message.lines().findFirst().orElse(message);
	}

	/** The parent of every extension's loader: the platform's classes, and the agent's exposed packages. */
	static final class ApiOnly extends ClassLoader {
		private final ClassLoader agent;

		ApiOnly(ClassLoader agent) {
			super("acp4j-extension-api", ClassLoader.getPlatformClassLoader());
			this.agent = agent;
		}

		@Override
		protected Class<?> findClass(String name) throws ClassNotFoundException {
			if (!name.contains(".internal.") && EXPOSED.stream().anyMatch(name::startsWith)) {
				return agent.loadClass(name);
			}
			throw new ClassNotFoundException(name + " is not part of the API an extension may use");
		}
	}
}
