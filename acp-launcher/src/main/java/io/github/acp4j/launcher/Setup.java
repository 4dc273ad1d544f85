package io.github.acp4j.launcher;

import java.io.BufferedReader;
import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;
import java.util.function.Function;

import io.github.acp4j.agent.llm.StoredCredentials;
import io.github.acp4j.agent.spi.ProviderSettings;

/**
 * {@code acp4j --setup}, ACP's terminal authentication: asks for the model provider (openai,
 * anthropic, or the id of an OpenAI-compatible server and its base URL) and its API key (not echoed
 * on a terminal), and stores them in {@code ACP4J_HOME/credentials.properties}, owner-only and
 * replaced at once ({@link OwnerOnly}), for the agent to read ({@link StoredCredentials}). An answer
 * that does not do is asked again with a line that says why; the end of input before the last answer
 * stores nothing and leaves an earlier file as it was. The key is written to that file only: never
 * to standard output, a log or a message.
 */
final class Setup {

	/** Where the answers are read: the terminal (the key without echo) or, without one, lines of standard input. */
	interface Answers {
		/** The line typed after {@code prompt}, or null at the end of input. */
		String line(String prompt);

		/** As {@link #line}, not echoed where that can be helped. */
		String secret(String prompt);
	}

	private final Answers answers;
	private final PrintStream err;

	private Setup(Answers answers, PrintStream err) {
		this.answers = answers;
		this.err = err;
	}

	/** Runs the set-up for the agent whose home is {@code home}; returns the exit code (0 once stored). */
	static int run(Path home, InputStream in, PrintStream err) {
		Console console = System.console();
		return new Setup(console != null ? onTerminal(console) : lines(in, err), err).run(home.resolve(StoredCredentials.FILE));
	}

	private int run(Path file) {
		err.println("acp4j: set up the model provider the agent uses when the environment chooses none"
				+ " (Ctrl-D stops without saving).");
		String provider = ask(false, "Provider (openai, anthropic, or the id of an OpenAI-compatible server) [openai]: ",
				Setup::providerProblem);
		if (provider == null) {
			return stopped(file);
		}
		provider = provider.isEmpty() ? "openai" : provider.toLowerCase(Locale.ROOT);
		String prefix = ProviderSettings.prefix(provider);
		Properties variables = new Properties();
		variables.setProperty("LLM_PROVIDER", provider);
		if (!provider.equals("openai") && !provider.equals("anthropic")) {
			String url = ask(false, "Base URL of " + provider + ", with its API version (such as http://localhost:11434/v1): ",
					Setup::urlProblem);
			if (url == null) {
				return stopped(file);
			}
			variables.setProperty(prefix + "_BASE_URL", url);
		}
		String key = ask(true, "API key of " + provider + " (not shown): ",
				typed -> typed.isEmpty() ? "The key is empty: paste the provider's API key (Ctrl-D stops without saving)." : null);
		if (key == null) {
			return stopped(file);
		}
		variables.setProperty(prefix + "_API_KEY", key);
		try {
			OwnerOnly.replace(file, properties(variables));
		} catch (IOException e) {
			err.println("acp4j: cannot save the credentials to " + file + " (" + e.getClass().getSimpleName() + "); nothing was saved");
			return 1;
		}
		err.println("acp4j: saved " + provider + " and its key to " + file + " (readable by you only); the agent uses them"
				+ " when the environment sets no LLM_PROVIDER, OPENAI_API_KEY or ANTHROPIC_API_KEY.");
		return 0;
	}

	/** Asks until an answer has no problem (stripped); null at the end of input. */
	private String ask(boolean secret, String prompt, Function<String, String> problem) {
		for (;;) {
			String typed = secret ? answers.secret(prompt) : answers.line(prompt);
			if (typed == null) {
				return null;
			}
			String answer = typed.strip();
			String wrong = problem.apply(answer);
			if (wrong == null) {
				return answer;
			}
			err.println(wrong);
		}
	}

	private int stopped(Path file) {
		err.println();
		err.println("acp4j: setup stopped before it was done; nothing was saved"
				+ (Files.exists(file) ? " (" + file + " is as it was)." : "."));
		return 1;
	}

	private static String providerProblem(String provider) {
		if (provider.isEmpty() || provider.matches("(?i)[a-z][a-z0-9_-]*") && !provider.equalsIgnoreCase("demo")) {
			return null;
		}
		return provider.equalsIgnoreCase("demo") ? "The demo model needs no setup: it is the default without a provider."
				: "A provider id is letters, digits, - and _, starting with a letter (such as openai, anthropic or ollama).";
	}

	private static String urlProblem(String url) {
		try {
			URI uri = new URI(url);
			if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
				return null;
			}
		} catch (URISyntaxException e) {
			// said below
		}
		return "A base URL starts with http:// or https:// and names a host, such as http://localhost:11434/v1.";
	}

	/** The variables in the properties format, which escapes what it must. */
	private static String properties(Properties variables) {
		StringWriter text = new StringWriter();
		try {
			variables.store(text, "Written by acp4j --setup: the model provider the agent uses when the environment chooses none");
		} catch (IOException e) {
			throw new UncheckedIOException(e); // a StringWriter does not fail
		}
		return text.toString();
	}

	private static Answers onTerminal(Console console) {
		return new Answers() {
			@Override
			public String line(String prompt) {
				return console.readLine("%s", prompt);
			}

			@Override
			public String secret(String prompt) {
				char[] typed = console.readPassword("%s", prompt);
				return typed == null ? null : new String(typed);
			}
		};
	}

	private static Answers lines(InputStream in, PrintStream err) {
		BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
		return new Answers() {
			@Override
			public String line(String prompt) {
				err.print(prompt);
				err.flush();
				try {
					return reader.readLine();
				} catch (IOException e) {
					return null;
				}
			}

			@Override
			public String secret(String prompt) {
				return line(prompt);
			}
		};
	}
}
