package io.github.acp4j.samples;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs a child process to completion, with a guard against hangs (not a speed assertion). */
final class Processes {

	static final long TIMEOUT_SECONDS = 120;

	/** What a finished process left. */
	record Result(int exitCode, String stdout, String stderr) {
	}

	private Processes() {
	}

	static Result run(Path directory, Map<String, String> environment, List<String> command) throws IOException, InterruptedException {
		Path stdout = Files.createTempFile("acp4j-it", ".out");
		Path stderr = Files.createTempFile("acp4j-it", ".err");
		try {
			ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile())
					.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
					.redirectOutput(stdout.toFile()).redirectError(stderr.toFile());
			builder.environment().putAll(environment);
			Process process = builder.start();
			if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
				process.descendants().forEach(ProcessHandle::destroyForcibly);
				process.destroyForcibly();
				throw new AssertionError(command + " did not finish within " + TIMEOUT_SECONDS + " s; stderr:\n"
						+ Files.readString(stderr, StandardCharsets.UTF_8));
			}
			return new Result(process.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
					Files.readString(stderr, StandardCharsets.UTF_8));
		} finally {
			Files.deleteIfExists(stdout);
			Files.deleteIfExists(stderr);
		}
	}

	/** A path given to the integration tests as a system property. */
	static Path property(String name) {
		String value = System.getProperty(name);
		if (value == null) {
			throw new IllegalStateException("system property " + name + " is not set (run with ./mvnw verify)");
		}
		return Path.of(value).toAbsolutePath().normalize();
	}
}
