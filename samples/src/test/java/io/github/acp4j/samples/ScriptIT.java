package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The repository's ./acp4j script as a user runs it: the terminal client against the agent on the demo model. */
class ScriptIT {

	@TempDir
	Path work;

	@Test
	void chatCreatesAFileOnTheDemoModelAfterPermission() throws Exception {
		Path script = Processes.property("acp4j.script");
		Path project = Files.createDirectories(work.resolve("project"));
		Map<String, String> environment = Map.of("ACP4J_HOME", work.resolve("home").toString(), "LLM_PROVIDER", "demo");
		Processes.Result result = Processes.run(project, environment,
				List.of(script.toString(), "chat", "--yes", "create hello.txt with Hello from the script"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(Files.readString(project.resolve("hello.txt"))).isEqualTo("Hello from the script\n");
		assertThat(result.stdout()).contains("Created hello.txt");
		assertThat(result.stderr()).contains("● Write hello.txt (edit)", "+ Hello from the script", "✓ done");
	}

	@Test
	void chatThroughTheInspectorReachesTheAgentAndTheInspectorSaysWhereItsPageIs() throws Exception {
		Path script = Processes.property("acp4j.script");
		Path project = Files.createDirectories(work.resolve("project"));
		Map<String, String> environment = Map.of("ACP4J_HOME", work.resolve("home").toString(), "LLM_PROVIDER", "demo");
		String agent = PseudoTerminal.quote(List.of(script.toString(), "inspect", "--", script.toString(), "--acp", "--stdio"));
		Processes.Result result = Processes.run(project, environment,
				List.of(script.toString(), "chat", "--yes", "--agent", agent, "create seen.txt with through the inspector"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(Files.readString(project.resolve("seen.txt"))).isEqualTo("through the inspector\n");
		assertThat(result.stderr()).containsPattern("acp4j inspect: the connection's page is at http://127\\.0\\.0\\.1:\\d+/\\?token=");
	}

	@Test
	void versionAndUsageErrors() throws Exception {
		Path script = Processes.property("acp4j.script");
		Processes.Result version = Processes.run(work, Map.of(), List.of(script.toString(), "--version"));
		assertThat(version.exitCode()).isZero();
		assertThat(version.stdout()).startsWith("acp4j ");
		Processes.Result usage = Processes.run(work, Map.of(), List.of(script.toString(), "--acp", "--nonsense"));
		assertThat(usage.exitCode()).isEqualTo(2);
		assertThat(usage.stdout()).isEmpty();
		assertThat(usage.stderr()).contains("usage:");
	}

	/** The state of the wrapper's start-up cache when the chat starts. */
	enum Cache {
		/** Written by an earlier run, after the jar was built: the agent is run with it. */
		FRESH,
		/** Older than the jar (the jar was rebuilt since): the agent runs as the wrapper's child and writes a new one. */
		OLDER_THAN_THE_JAR
	}

	/**
	 * {@code ./acp4j chat} in a pseudo-terminal, typed at like a user: the banner, a prompt, the answer
	 * to the permission question once it shows, a command that is interrupted with Ctrl-C, the mode
	 * switched with /mode (a write is then refused without a question), /config, then {@code /exit}.
	 * Whether the client was started from an interactive shell or as a script's background job (SIGINT
	 * ignored), and whether the wrapper runs the agent on its cache or on its first-run path, Ctrl-C
	 * cancels the turn and the chat goes on. The script runs from a copy of the built files, so that
	 * the cache is in the state the test says.
	 */
	@ParameterizedTest
	@CsvSource({ "FOREGROUND, FRESH", "BACKGROUND_JOB, FRESH", "FOREGROUND, OLDER_THAN_THE_JAR",
			"BACKGROUND_JOB, OLDER_THAN_THE_JAR" })
	void chatInAPseudoTerminalWritesAfterTheUserAllowsAndCtrlCCancels(PseudoTerminal.Start start, Cache cache) throws Exception {
		Path script = builtCopy(work.resolve("built"), cache);
		Path project = Files.createDirectories(work.resolve("project"));
		// A command line no other run on the machine has, so that only this run's command is looked for.
		String sleep = "sleep 600." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
		try (PseudoTerminal chat = new PseudoTerminal(project,
				Map.of("ACP4J_HOME", work.resolve("home").toString(), "LLM_PROVIDER", "demo"),
				PseudoTerminal.quote(List.of(script.toString())) + " chat", start)) {
			chat.await("model scripted · mode Workspace write · " + project); // the default provider's model, by its bare id
			chat.await("> ");
			chat.type("create notes.txt with typed in a terminal\n");
			chat.await("choose 1-4");
			assertThat(project.resolve("notes.txt")).doesNotExist();
			chat.type("1\n");
			chat.await("✓ done");
			chat.await("> ");
			chat.type("run " + sleep + "\n");
			chat.await("choose 1-4");
			chat.type("1\n");
			chat.await("running " + sleep);
			chat.type("\u0003"); // Ctrl-C
			chat.await("[cancelled]");
			chat.await("> ");
			chat.type("/mode read\n");
			chat.await("mode: Read only");
			chat.type("create other.txt with refused\n");
			chat.await("✗ failed");
			chat.await("> ");
			chat.type("/config\n");
			chat.await("  * read-only");
			chat.type("/exit\n");
			assertThat(chat.exit()).as(chat.seen()).isZero();
			assertThat(chat.seen()).doesNotContain("Allow Write other.txt");
		}
		assertThat(Files.readString(project.resolve("notes.txt"))).isEqualTo("typed in a terminal\n");
		assertThat(project.resolve("other.txt")).doesNotExist();
		// The interrupted command was killed (SIGKILL is delivered asynchronously: wait, bounded, for it to go).
		LocalAgentTest.awaitGone(sleep);
		assertCacheWritten(script, cache);
	}

	/**
	 * The agent run at a terminal by the wrapper, on its cache and on its first-run path (a background
	 * child of the script), whether the script was started from an interactive shell or as a script's
	 * background job: it has the script's own SIGINT on either path, so Ctrl-C does the same (the agent
	 * exits 130 as a JVM ended by SIGINT does, or ignores it as the script did).
	 */
	@ParameterizedTest
	@CsvSource({ "FOREGROUND, FRESH", "FOREGROUND, OLDER_THAN_THE_JAR", "BACKGROUND_JOB, FRESH", "BACKGROUND_JOB, OLDER_THAN_THE_JAR" })
	void theAgentAtATerminalHasTheScriptsSigintOnTheFirstRunAsOnACachedOne(PseudoTerminal.Start start, Cache cache) throws Exception {
		Path script = builtCopy(work.resolve("built"), cache);
		try (PseudoTerminal agent = new PseudoTerminal(work, Map.of("ACP4J_HOME", work.resolve("home").toString()),
				PseudoTerminal.quote(List.of(script.toString())) + " --acp --stdio", start)) {
			agent.type("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n");
			agent.await("\"agentInfo\"");
			ProcessHandle java = agent.descendants().filter(process -> process.info().commandLine().orElse("").contains("acp4j.jar"))
					.findFirst().orElseThrow();
			boolean ignored = sigintIgnored(java.pid());
			assertThat(ignored).isEqualTo(start == PseudoTerminal.Start.BACKGROUND_JOB);
			if (ignored) {
				agent.type("\u0003");
				agent.type("\u0004"); // Ctrl-D: the end of its input, and it exits
				assertThat(agent.exit()).as(agent.seen()).isZero();
			} else {
				agent.type("\u0003");
				assertThat(agent.exit()).as(agent.seen()).isEqualTo(130);
			}
		}
		if (start == PseudoTerminal.Start.BACKGROUND_JOB) {
			assertCacheWritten(script, cache); // an agent ended by SIGINT writes none
		}
	}

	/** Whether the process ignores SIGINT, from Linux's /proc. */
	private static boolean sigintIgnored(long pid) throws Exception {
		String ignored = Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
				.filter(line -> line.startsWith("SigIgn:")).findFirst().orElseThrow().substring("SigIgn:".length()).strip();
		return (Long.parseUnsignedLong(ignored, 16) & (1L << (2 - 1))) != 0;
	}

	/**
	 * The wrapper script with the jars it runs, copied under {@code root}, its start-up cache written
	 * by a first run and then in the state {@code cache} says; the copy's script.
	 */
	private Path builtCopy(Path root, Cache cache) throws Exception {
		Path built = Processes.property("acp4j.script").getParent();
		for (String file : List.of("acp4j", "acp-launcher/target/acp4j.jar", "samples/target/acp4j-samples.jar")) {
			Path copy = root.resolve(file);
			Files.createDirectories(copy.getParent());
			Files.copy(built.resolve(file), copy, StandardCopyOption.COPY_ATTRIBUTES);
		}
		Path script = root.resolve("acp4j");
		Processes.Result first = Processes.run(work, Map.of(), List.of(script.toString(), "--version"));
		assertThat(first.exitCode()).as(first.stderr()).isZero();
		Path jar = root.resolve("acp-launcher/target/acp4j.jar");
		if (cache == Cache.OLDER_THAN_THE_JAR) {
			// As after a rebuild: the jar is newer than the cache (both times in the past, so that a new cache is newer).
			Files.setLastModifiedTime(startUpCache(jar.getParent()), FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
		}
		return script;
	}

	/** With a cache older than the jar, the agent did run on the first-run path: it left a new cache behind. */
	private static void assertCacheWritten(Path script, Cache cache) throws Exception {
		if (cache == Cache.OLDER_THAN_THE_JAR) {
			Path jar = script.resolveSibling("acp-launcher/target/acp4j.jar");
			assertThat(Files.getLastModifiedTime(startUpCache(jar.getParent()))).isGreaterThan(Files.getLastModifiedTime(jar));
		}
	}

	/** The one start-up cache in {@code target} (its name depends on the JDK the script runs). */
	private static Path startUpCache(Path target) throws Exception {
		try (Stream<Path> files = Files.list(target)) {
			List<Path> caches = files.filter(file -> file.toString().endsWith(".jsa") || file.toString().endsWith(".aot")).toList();
			assertThat(caches).hasSize(1);
			return caches.get(0);
		}
	}
}
