package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import ch.qos.logback.classic.LoggerContext;

/** The log file has a size cap: it rolls, and keeps a bounded number of rolled files. */
class LoggingTest {

	@TempDir
	Path logs;

	@AfterEach
	void stopLogging() {
		((LoggerContext) LoggerFactory.getILoggerFactory()).reset();
	}

	/** Writes {@code bytes} of log lines through java.util.logging, as the agent logs; the last line says {@code last}. */
	private static void flood(long bytes, String last) {
		java.util.logging.Logger log = java.util.logging.Logger.getLogger("io.github.acp4j.flood");
		String line = "x".repeat(1000);
		for (long written = 0; written < bytes; written += line.length()) {
			log.info(line);
		}
		log.info(last);
	}

	private List<String> files() throws Exception {
		try (Stream<Path> files = Files.list(logs)) {
			return files.map(file -> file.getFileName().toString()).sorted().toList();
		}
	}

	@Test
	void theLogRollsAtTenMegabytes() throws Exception {
		Path log = logs.resolve("agent.log");
		Logging.configure(log, "info");
		flood(Logging.MAX_FILE_BYTES + 100_000, "the last line");
		assertThat(files()).containsExactly("agent.1.log", "agent.log");
		assertThat(Files.size(log)).isLessThan(Logging.MAX_FILE_BYTES);
		assertThat(Files.readString(log)).contains("the last line");
	}

	@Test
	void aFloodKeepsTheCurrentFileAndTheRolledOnesUnderTheCap() throws Exception {
		long cap = 64 * 1024;
		Logging.configure(logs.resolve("agent.log"), "info", cap, 2);
		flood(20 * cap, "the last line");
		assertThat(files()).containsExactly("agent.1.log", "agent.2.log", "agent.log");
		for (String name : files()) {
			// A file rolls at the first line that finds it at the cap: it passes the cap by a line at most.
			assertThat(Files.size(logs.resolve(name))).as(name).isLessThan(cap + 1100);
		}
		assertThat(Files.readString(logs.resolve("agent.log"))).contains("the last line");
	}

	/**
	 * Two agents share a log file, and the other one rolled it: the file this one writes to is now
	 * agent.1.log, and agent.log is the other's new, small file. This one still rolls once its own file
	 * reaches the cap, instead of growing the renamed file without bound.
	 */
	@Test
	void aFileAnotherAgentRolledFromUnderThisOneStillRollsAtTheCap() throws Exception {
		long cap = 64 * 1024;
		Path log = logs.resolve("agent.log");
		Logging.configure(log, "info", cap, 3);
		flood(cap / 2, "before the other agent rolled");
		Files.move(log, logs.resolve("agent.1.log"));
		Files.writeString(log, "the other agent's line\n");
		flood(4 * cap, "the last line");
		for (String name : files()) {
			assertThat(Files.size(logs.resolve(name))).as(name).isLessThan(cap + 1100);
		}
		assertThat(Files.readString(log)).contains("the last line");
	}
}
