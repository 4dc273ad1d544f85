package io.github.acp4j.agent.store;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;

/** The session files keep the store's contract. */
class JsonlSessionStoreContractTest extends SessionStoreContract {

	@TempDir
	Path directory;

	@Override
	protected SessionStore store() {
		return new JsonlSessionStore(directory);
	}

	/** Another process's view: the OS lock is per process, so in this JVM another store meets the same lock. */
	@Override
	protected SessionStore anotherProcess() {
		return new JsonlSessionStore(directory);
	}

	@Override
	protected void corruptLastRecord(String sessionId) throws Exception {
		Path file;
		try (Stream<Path> files = Files.walk(directory)) {
			file = files.filter(p -> p.getFileName().toString().equals(sessionId + ".jsonl")).findFirst().orElseThrow();
		}
		List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
		String last = lines.get(lines.size() - 1);
		lines.set(lines.size() - 1, last.substring(0, last.length() / 2) + "\u0000}");
		Files.write(file, lines, StandardCharsets.UTF_8);
	}
}
