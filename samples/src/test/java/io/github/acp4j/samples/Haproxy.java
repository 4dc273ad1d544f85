package io.github.acp4j.samples;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real HAProxy load balancer in front of agents, for tests: HTTP mode (WebSocket upgrades pass
 * through as tunnels), listening on 127.0.0.1 on a free port, each request sent to the next backend
 * in turn (round robin) with no affinity of any kind, so that consecutive requests of one client,
 * even on one connection, reach different agents.
 *
 * <p>A backend may die (a test kills one): a TCP health check every 500 ms takes it out after one
 * failure and back in after one success, and a request whose connection to a backend is refused is
 * retried (up to 3 times) on another one ({@code option redispatch}).
 *
 * <p>Where haproxy is not installed, {@link #available()} says why, for {@code assumeTrue}.
 */
public final class Haproxy implements AutoCloseable {

	/** How to get HAProxy, for a skipped test's reason. */
	public static final String INSTALL_HINT = ".ci/install-postgresql installs it as root with apt (apt-get install haproxy)";

	private static final String HOST = "127.0.0.1";

	/** Guards against a haproxy that hangs starting or stopping, not speed assertions. */
	private static final long START_SECONDS = 30;
	private static final long STOP_SECONDS = 30;

	private static final int LOG_TAIL_LINES = 30;

	private final Path directory;
	private final Path log;
	private final int port;
	private final Process process;

	private Haproxy(Path directory, int port, Process process) {
		this.directory = directory;
		this.log = directory.resolve("haproxy.log");
		this.port = port;
		this.process = process;
	}

	/** Why no HAProxy can be started here, or empty when one can. */
	public static Optional<String> available() {
		return executable().isPresent() ? Optional.empty()
				: Optional.of("HAProxy (haproxy) is not installed, neither on the PATH nor in /usr/sbin: " + INSTALL_HINT);
	}

	/** HAProxy in front of the backends, each {@code host:port}, started and accepting connections. */
	public static Haproxy start(String... backends) throws IOException {
		return start(List.of(backends));
	}

	/** HAProxy in front of the backends, each {@code host:port}, started and accepting connections. */
	public static Haproxy start(List<String> backends) throws IOException {
		if (backends.isEmpty()) {
			throw new IllegalArgumentException("no backend");
		}
		for (String backend : backends) {
			if (!backend.matches("[A-Za-z0-9.:\\[\\]-]+:\\d+")) {
				throw new IllegalArgumentException("not host:port: " + backend);
			}
		}
		Path haproxy = executable().orElseThrow(() -> new IllegalStateException(available().orElseThrow()));
		Path directory = Files.createTempDirectory("acp4j-haproxy");
		int port = freePort();
		Path config = directory.resolve("haproxy.cfg");
		Files.writeString(config, config(port, backends), StandardCharsets.UTF_8);
		Path log = directory.resolve("haproxy.log");
		// -db: in the foreground, a child of this JVM.
		Process process = new ProcessBuilder(haproxy.toString(), "-db", "-f", config.toString()).directory(directory.toFile())
				.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectErrorStream(true)
				.redirectOutput(log.toFile()).start();
		Haproxy proxy = new Haproxy(directory, port, process);
		try {
			proxy.awaitListening();
			return proxy;
		} catch (IOException | RuntimeException e) {
			proxy.close();
			throw e;
		}
	}

	/** The configuration: one frontend on 127.0.0.1:port, one round-robin backend. */
	static String config(int port, List<String> backends) {
		StringBuilder config = new StringBuilder();
		config.append("""
				global
				    maxconn 1024

				defaults
				    mode http
				    timeout connect 5s
				    # client and server: an HTTP request and its response; tunnel: a WebSocket once upgraded
				    timeout client 60s
				    timeout server 60s
				    timeout tunnel 1h
				    timeout http-request 60s
				    # a request whose connection to a dead backend fails goes to another one
				    retries 3
				    option redispatch 1

				frontend agents
				    bind %s:%d
				    default_backend agents

				backend agents
				    # every request to the next agent: no cookie, no stick table, no prefer-last-server
				    balance roundrobin
				""".formatted(HOST, port));
		for (int i = 0; i < backends.size(); i++) {
			config.append("    server agent").append(i).append(' ').append(backends.get(i))
					.append(" check inter 500ms fall 1 rise 1\n");
		}
		return config.toString();
	}

	/** The port HAProxy listens on, on 127.0.0.1. */
	public int port() {
		return port;
	}

	/** {@code http://127.0.0.1:PORT}, no trailing slash. */
	public String url() {
		return "http://" + HOST + ":" + port;
	}

	/** Stops HAProxy (SIGTERM, SIGKILL where it will not stop) and deletes its configuration and log. */
	@Override
	public void close() throws IOException {
		try {
			process.destroy();
			if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
				process.destroyForcibly();
				process.waitFor(STOP_SECONDS, TimeUnit.SECONDS);
			}
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
		} finally {
			try (Stream<Path> paths = Files.walk(directory)) {
				for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
					Files.deleteIfExists(path);
				}
			} catch (UncheckedIOException e) {
				throw e.getCause();
			}
		}
	}

	/** Polls until HAProxy accepts connections, exits, or the bound passes. */
	private void awaitListening() throws IOException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
		while (System.nanoTime() < deadline) {
			if (!process.isAlive()) {
				throw new IOException("haproxy exited with " + process.exitValue() + logTail());
			}
			try (Socket socket = new Socket()) {
				socket.connect(new InetSocketAddress(HOST, port), 1000);
				return;
			} catch (IOException notYet) {
				// not listening yet
			}
			try {
				Thread.sleep(50);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IOException("interrupted waiting for haproxy", e);
			}
		}
		throw new IOException("haproxy did not listen on " + HOST + ":" + port + " within " + START_SECONDS + " s" + logTail());
	}

	private String logTail() {
		try {
			List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
			return "\n--- haproxy's output (last " + LOG_TAIL_LINES + " lines) ---\n"
					+ String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
		} catch (IOException e) {
			return " (no output: " + e.getMessage() + ")";
		}
	}

	/** haproxy on the PATH, else in /usr/sbin (Debian's, which not every PATH has). */
	private static Optional<Path> executable() {
		List<Path> candidates = new ArrayList<>();
		for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			candidates.add(Path.of(entry.isEmpty() ? "." : entry, "haproxy"));
		}
		candidates.add(Path.of("/usr/sbin/haproxy"));
		candidates.add(Path.of("/usr/local/sbin/haproxy"));
		return candidates.stream().filter(Files::isExecutable).findFirst();
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
			return socket.getLocalPort();
		}
	}
}
