package io.github.acp4j.agent.llm;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.logging.Logger;

import io.github.acp4j.agent.AgentConfig;

/**
 * The model provider set up with {@code acp4j --setup}: the environment variables it would take
 * ({@code LLM_PROVIDER}, {@code {ID}_API_KEY}, {@code {ID}_BASE_URL}), kept in the owner-only file
 * {@code ACP4J_HOME/credentials.properties}. They count only when the environment chooses no
 * provider itself (no {@code LLM_PROVIDER}, {@code OPENAI_API_KEY} or {@code ANTHROPIC_API_KEY}),
 * and a variable the environment sets still wins over the file's. The key is read here and handed
 * to the provider and the output redactor only; nothing of the file's content is ever logged.
 */
public final class StoredCredentials {

	/** The file's name in {@code ACP4J_HOME}. */
	public static final String FILE = "credentials.properties";

	private static final Logger LOG = Logger.getLogger(StoredCredentials.class.getName());

	/** The variables with which the environment chooses a provider itself. */
	private static final List<String> CHOOSING = List.of("LLM_PROVIDER", "OPENAI_API_KEY", "ANTHROPIC_API_KEY");

	private StoredCredentials() {
	}

	/** The credentials file of the agent whose home the environment gives ({@link AgentConfig#home}). */
	public static Path file(Map<String, String> environment) {
		return AgentConfig.home(environment).resolve(FILE);
	}

	/**
	 * The environment the providers are resolved from: {@code environment} itself when it chooses a
	 * provider, else the stored variables with the environment's over them.
	 */
	public static Map<String, String> under(Map<String, String> environment) {
		if (CHOOSING.stream().anyMatch(name -> present(environment.get(name)))) {
			return environment;
		}
		Map<String, String> stored = read(file(environment));
		if (stored.isEmpty()) {
			return environment;
		}
		Map<String, String> merged = new HashMap<>(stored);
		merged.putAll(environment);
		return Map.copyOf(merged);
	}

	/** The variables stored in {@code file}; none when it is missing or cannot be read (logged without its content). */
	public static Map<String, String> read(Path file) {
		Properties properties = new Properties();
		try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			properties.load(reader);
		} catch (NoSuchFileException none) {
			return Map.of();
		} catch (IOException | IllegalArgumentException e) {
			LOG.warning("cannot read the credentials file " + file + " (" + e.getClass().getSimpleName() + "); it is not used");
			return Map.of();
		}
		Map<String, String> variables = new HashMap<>();
		properties.stringPropertyNames().forEach(name -> variables.put(name, properties.getProperty(name)));
		return Map.copyOf(variables);
	}

	private static boolean present(String value) {
		return value != null && !value.isBlank();
	}
}
