package io.github.acp4j.samples;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

/**
 * Processes that serve on a free port (the agent with {@code --listen}, the SDK's servers), started in
 * a work directory and known once they said where; closing ends each with its children.
 */
final class Servers implements AutoCloseable {

	/** What the agent prints on standard error once it listens, before its URL. */
	static final String AGENT_LISTENING = "acp4j: listening on ";

	/** A process serving on a free port, once it said where. */
	record Served(Process process, URI uri, List<String> stderr) {
	}

	private final Path work;
	private final List<Process> started = new ArrayList<>();

	Servers(Path work) {
		this.work = work;
	}

	/** Starts {@code command} and waits for the standard error line that starts with {@code marker} and ends with its URL. */
	Served start(Map<String, String> environment, String marker, List<String> command) throws Exception {
		ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile())
				.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectOutput(ProcessBuilder.Redirect.DISCARD);
		builder.environment().putAll(environment);
		Process process = builder.start();
		started.add(process);
		List<String> stderr = new CopyOnWriteArrayList<>();
		CompletableFuture<URI> listening = new CompletableFuture<>();
		Thread reader = new Thread(() -> {
			try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
				for (String line = lines.readLine(); line != null; line = lines.readLine()) {
					stderr.add(line);
					if (line.startsWith(marker)) {
						listening.complete(URI.create(line.substring(marker.length()).strip()));
					}
				}
			} catch (IOException e) {
				// the process ended
			}
			listening.completeExceptionally(new AssertionError("no '" + marker + "' line; stderr: " + stderr));
		});
		reader.setDaemon(true);
		reader.start();
		return new Served(process, listening.get(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS), stderr);
	}

	/** The built agent, {@code acp4j --acp --listen 127.0.0.1:0 OPTIONS}, on the offline demo model with {@code ACP4J_HOME=home}. */
	Served agent(Path home, String... options) throws Exception {
		List<String> command = new ArrayList<>(List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp",
				"--listen", "127.0.0.1:0"));
		command.addAll(List.of(options));
		return start(Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "demo"), AGENT_LISTENING, command);
	}

	/** The token the agent generated into its home. */
	static String token(Path home) throws IOException {
		return Files.readString(home.resolve("token"), StandardCharsets.UTF_8).strip();
	}

	/** Ends every process started, its children first (they would be orphans otherwise), each within the guard. */
	@Override
	public void close() throws InterruptedException {
		for (Process process : started) {
			if (process.isAlive()) { // an exited one's pid may be another process's, its descendants that one's
				process.descendants().forEach(ProcessHandle::destroyForcibly);
				process.destroyForcibly();
				process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS);
			}
		}
	}
}
