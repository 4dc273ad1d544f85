package io.github.acp4j.agent.store;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ProcessBuilder.Redirect;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.sun.security.auth.module.UnixSystem;

/**
 * A throwaway PostgreSQL cluster for tests: a real server of the machine's PostgreSQL, in a temp
 * directory of its own, listening on 127.0.0.1 only, on a free port, with password authentication
 * (SCRAM-SHA-256) for every connection. It has a role {@value #USER} with a password, owner of a
 * database {@value #DATABASE}.
 *
 * <p>{@link #startNew()} creates and starts it; {@link #stop()}, {@link #kill()} and {@link #start()}
 * take it away and bring it back on the same port with the same data, for "the database went away
 * and came back" tests; {@link #close()} stops it and deletes everything.
 *
 * <p>As root (a container, CI), initdb and the server run as the OS user {@value #OS_USER}
 * ({@code runuser}), which owns the cluster's directory: PostgreSQL refuses to run as root. Where
 * the binaries are missing, {@link #available()} says why, for {@code assumeTrue}.
 *
 * <p>Every wait is bounded polling, a guard against a server that hangs, not a speed assertion.
 */
public final class PostgresServer implements AutoCloseable {

	/** The role the tests connect as, owner of {@link #database()}. */
	public static final String USER = "acp4j";

	/** The database the tests use. */
	public static final String DATABASE = "acp4j";

	/** How to get PostgreSQL, for a skipped test's reason. */
	public static final String INSTALL_HINT = ".ci/install-postgresql installs it as root with apt (apt-get install postgresql)";

	/** The OS user that runs initdb and the server when the tests run as root. */
	private static final String OS_USER = "postgres";

	/** The cluster's superuser, whose password only this class knows. */
	private static final String SUPERUSER = "postgres";

	private static final String HOST = "127.0.0.1";

	private static final Pattern DATABASE_NAME = Pattern.compile("[a-z_][a-z0-9_]{0,62}");

	/** Guards against a hung initdb, server start or shutdown, not speed assertions. */
	private static final long INITDB_SECONDS = 120;
	private static final long START_SECONDS = 60;
	private static final long STOP_SECONDS = 60;

	private static final int LOG_TAIL_LINES = 30;

	private final Path bin;
	private final boolean durable;
	private final Path directory;
	private final Path data;
	private final Path sockets;
	private final Path log;
	private final int port;
	private final String password;
	private final String superuserPassword;
	private final Thread cleanup = new Thread(this::cleanUpAtExit, "PostgresServer cleanup");
	private Process server;
	private boolean closed;

	private PostgresServer(Path bin, Path directory, int port, boolean durable) {
		this.bin = bin;
		this.durable = durable;
		this.directory = directory;
		this.data = directory.resolve("data");
		this.sockets = directory.resolve("sockets");
		this.log = directory.resolve("server.log");
		this.port = port;
		this.password = randomPassword();
		this.superuserPassword = randomPassword();
	}

	/**
	 * Why no server can be started here, or empty when one can: the PostgreSQL binaries (initdb,
	 * postgres, pg_ctl) are not installed, or, as root, there is no {@value #OS_USER} user or no
	 * {@code runuser} to run them as that user.
	 */
	public static Optional<String> available() {
		if (binaries().isEmpty()) {
			return Optional.of("PostgreSQL (initdb, postgres, pg_ctl) is not installed, neither on the PATH nor in "
					+ "/usr/lib/postgresql/*/bin: " + INSTALL_HINT);
		}
		if (isRoot()) {
			if (runuser().isEmpty()) {
				return Optional.of("running as root, PostgreSQL must run as the user " + OS_USER
						+ ", and runuser (util-linux) is not installed");
			}
			try {
				owner();
			} catch (IOException e) {
				return Optional.of("running as root, PostgreSQL must run as the user " + OS_USER
						+ ", which does not exist: " + INSTALL_HINT);
			}
		}
		return Optional.empty();
	}

	/**
	 * A new cluster, started: initdb in a new temp directory, the server on a free port of
	 * 127.0.0.1, the role {@value #USER} and its database created.
	 *
	 * @throws IllegalStateException when PostgreSQL is not available here ({@link #available()})
	 */
	public static PostgresServer startNew() throws IOException {
		return startNew(false);
	}

	/**
	 * A new cluster as {@link #startNew()}, but as durable as a production server: each commit is
	 * flushed to disk (PostgreSQL's defaults), for benchmarks whose figures must be a real server's.
	 */
	public static PostgresServer startDurable() throws IOException {
		return startNew(true);
	}

	private static PostgresServer startNew(boolean durable) throws IOException {
		available().ifPresent(reason -> {
			throw new IllegalStateException(reason);
		});
		Path directory = Files.createTempDirectory("acp4j-postgres");
		PostgresServer server = new PostgresServer(binaries().orElseThrow(), directory, freePort(), durable);
		Runtime.getRuntime().addShutdownHook(server.cleanup);
		try {
			server.initdb();
			server.start();
			server.createRoleAndDatabase();
			return server;
		} catch (IOException | RuntimeException e) {
			server.close();
			throw e;
		}
	}

	/** {@value #HOST}: the server listens on no other address. */
	public String host() {
		return HOST;
	}

	/** The server's port, the same across {@link #stop()} and {@link #start()}. */
	public int port() {
		return port;
	}

	/** {@value #DATABASE}. */
	public String database() {
		return DATABASE;
	}

	/** {@value #USER}. */
	public String user() {
		return USER;
	}

	/** The password of {@link #user()}, random for each cluster. */
	public String password() {
		return password;
	}

	/** {@code postgresql://acp4j@127.0.0.1:PORT/acp4j}: the user but not the password. */
	public String url() {
		return url(DATABASE);
	}

	/** {@code postgresql://acp4j@127.0.0.1:PORT/DATABASE}: the user but not the password. */
	public String url(String database) {
		return "postgresql://" + USER + "@" + HOST + ":" + port + "/" + database;
	}

	/** {@code jdbc:postgresql://127.0.0.1:PORT/acp4j}. */
	public String jdbcUrl() {
		return jdbcUrl(DATABASE);
	}

	/** {@code jdbc:postgresql://127.0.0.1:PORT/DATABASE}. */
	public String jdbcUrl(String database) {
		return "jdbc:postgresql://" + HOST + ":" + port + "/" + database;
	}

	/** The cluster's data directory (initdb's), kept across {@link #stop()} and {@link #kill()}. */
	public Path dataDirectory() {
		return data;
	}

	/** A connection to {@link #database()} as {@link #user()}. */
	public Connection connect() throws SQLException {
		return connect(DATABASE);
	}

	/** A connection to a database as {@link #user()}. */
	public Connection connect(String database) throws SQLException {
		return DriverManager.getConnection(jdbcUrl(database), USER, password);
	}

	/**
	 * A new, empty database owned by {@link #user()}, for a test of its own.
	 *
	 * @param name lower case letters, digits and underscores, not starting with a digit
	 * @return its JDBC URL
	 */
	public String createDatabase(String name) throws SQLException {
		if (!DATABASE_NAME.matcher(name).matches()) {
			throw new IllegalArgumentException("not a plain database name: " + name);
		}
		asSuperuser("CREATE DATABASE " + name + " OWNER " + USER);
		return jdbcUrl(name);
	}

	/**
	 * Starts the server (again, after {@link #stop()} or {@link #kill()}) on the same port with the
	 * same data, and waits until it accepts connections. Does nothing while it runs.
	 */
	public synchronized void start() throws IOException {
		if (closed) {
			throw new IllegalStateException("closed");
		}
		if (server != null && server.isAlive()) {
			return;
		}
		List<String> command = new ArrayList<>(List.of(bin.resolve("postgres").toString(), "-D", data.toString(), "-p",
				String.valueOf(port), "-c", "listen_addresses=" + HOST, "-k", sockets.toString(), "-c",
				"unix_socket_directories=" + sockets,
				// Its dynamic shared memory in the data directory, deleted with it even after a kill.
				"-c", "dynamic_shared_memory_type=mmap"));
		if (!durable) {
			// A test cluster: no durability against a crash of the machine (a killed server still
			// recovers its committed data from the WAL).
			command.addAll(List.of("-c", "fsync=off", "-c", "full_page_writes=off"));
		}
		server = new ProcessBuilder(asOsUser(command.toArray(String[]::new)))
				.directory(directory.toFile()).redirectErrorStream(true).redirectOutput(Redirect.appendTo(log.toFile())).start();
		awaitConnections();
	}

	/**
	 * Stops the server with a fast shutdown (open connections are ended, the data kept) and waits
	 * until it is gone. Does nothing while it is not running.
	 */
	public synchronized void stop() throws IOException {
		if (server == null || !server.isAlive()) {
			return;
		}
		run(STOP_SECONDS, "pg_ctl stop", asOsUser(bin.resolve("pg_ctl").toString(), "stop", "-D", data.toString(),
				"-m", "fast", "-w", "-t", String.valueOf(STOP_SECONDS)));
		awaitExit(server, "the server to exit after pg_ctl stop");
	}

	/**
	 * Kills the server and its backends with SIGKILL, as a crash or the OOM killer would, and waits
	 * until they are gone; the data committed before is kept ({@link #start()} recovers it).
	 */
	public synchronized void kill() throws IOException {
		if (server == null || !server.isAlive()) {
			return;
		}
		List<ProcessHandle> processes = new ArrayList<>(server.descendants().toList());
		processes.add(server.toHandle());
		processes.forEach(ProcessHandle::destroyForcibly);
		for (ProcessHandle process : processes) {
			try {
				process.onExit().get(STOP_SECONDS, TimeUnit.SECONDS);
			} catch (ExecutionException | TimeoutException e) {
				throw new IOException("PostgreSQL process " + process.pid() + " still runs after SIGKILL", e);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				throw new IOException("interrupted", e);
			}
		}
		removeSharedMemory();
	}

	/**
	 * Removes the System V shared memory segment a killed server leaves behind, which no later
	 * server of another data directory would remove; {@link #start()} does without it.
	 */
	private void removeSharedMemory() throws IOException {
		Path lockFile = data.resolve("postmaster.pid");
		if (!Files.exists(lockFile)) {
			return;
		}
		List<String> lines = Files.readAllLines(lockFile, StandardCharsets.UTF_8);
		// postmaster.pid's 7th line: the segment's key and id
		String[] keyAndId = lines.size() < 7 ? new String[0] : lines.get(6).trim().split("\\s+");
		if (keyAndId.length == 2 && keyAndId[1].matches("\\d+")) {
			try {
				run(STOP_SECONDS, "ipcrm", List.of("ipcrm", "-m", keyAndId[1]));
			} catch (IOException e) {
				// already gone, or no ipcrm: a few bytes of shared memory are left
			}
		}
	}

	/** Stops the server (killing it where it will not stop) and deletes its directory and data. */
	@Override
	public synchronized void close() throws IOException {
		if (closed) {
			return;
		}
		try {
			try {
				stop();
			} catch (IOException | RuntimeException e) {
				kill();
			}
		} finally {
			closed = true;
			deleteDirectory();
			try {
				Runtime.getRuntime().removeShutdownHook(cleanup);
			} catch (IllegalStateException shuttingDown) {
				// close() called by the hook itself
			}
		}
	}

	private void cleanUpAtExit() {
		try {
			close();
		} catch (IOException | RuntimeException e) {
			// the JVM exits; nothing to report to
		}
	}

	private void initdb() throws IOException {
		Files.createDirectories(sockets);
		Path passwordFile = directory.resolve("superuser-password");
		Files.writeString(passwordFile, superuserPassword + "\n", StandardCharsets.UTF_8);
		if (isRoot()) {
			giveToOsUser();
		}
		run(INITDB_SECONDS, "initdb", asOsUser(bin.resolve("initdb").toString(), "-D", data.toString(), "-U", SUPERUSER,
				"--auth=scram-sha-256", "--pwfile=" + passwordFile, "--encoding=UTF8", "--no-locale", "--no-sync"));
		Files.delete(passwordFile);
	}

	private void createRoleAndDatabase() throws IOException {
		try {
			asSuperuser("CREATE ROLE " + USER + " LOGIN PASSWORD '" + password + "'");
			asSuperuser("CREATE DATABASE " + DATABASE + " OWNER " + USER);
		} catch (SQLException e) {
			throw new IOException("could not create the role and database " + USER + ": " + e.getMessage() + logTail(), e);
		}
	}

	private void asSuperuser(String sql) throws SQLException {
		try (Connection connection = DriverManager.getConnection(jdbcUrl("postgres"), SUPERUSER, superuserPassword);
				Statement statement = connection.createStatement()) {
			statement.execute(sql);
		}
	}

	/** Polls until the superuser can connect, the server exits, or the bound passes. */
	private void awaitConnections() throws IOException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
		Properties properties = new Properties();
		properties.setProperty("user", SUPERUSER);
		properties.setProperty("password", superuserPassword);
		properties.setProperty("connectTimeout", "5");
		SQLException last = null;
		while (System.nanoTime() < deadline) {
			if (!server.isAlive()) {
				throw new IOException("PostgreSQL exited with " + server.exitValue() + " while starting on port " + port
						+ logTail());
			}
			try {
				DriverManager.getConnection(jdbcUrl("postgres"), properties).close();
				return;
			} catch (SQLException e) {
				last = e;
			}
			pause();
		}
		throw new IOException("PostgreSQL did not accept connections on port " + port + " within " + START_SECONDS
				+ " s (last: " + (last == null ? "none" : last.getMessage()) + ")" + logTail());
	}

	private void awaitExit(Process process, String what) throws IOException {
		try {
			if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
				throw new IOException("timed out waiting for " + what + logTail());
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted waiting for " + what, e);
		}
	}

	/** Runs a PostgreSQL tool to its end, bounded, and fails with its output where it fails. */
	private void run(long seconds, String what, List<String> command) throws IOException {
		Path output = directory.resolve("command.log");
		Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
				.redirectOutput(output.toFile()).start();
		try {
			if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
				process.destroyForcibly();
				throw new IOException(what + " did not finish within " + seconds + " s: " + tail(output) + logTail());
			}
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
			throw new IOException("interrupted running " + what, e);
		}
		if (process.exitValue() != 0) {
			throw new IOException(what + " failed with " + process.exitValue() + ": " + command + "\n" + tail(output)
					+ logTail());
		}
	}

	/** The command as is, or, as root, run as {@value #OS_USER}. */
	private static List<String> asOsUser(String... command) {
		List<String> full = new ArrayList<>();
		if (isRoot()) {
			full.addAll(List.of(runuser().orElseThrow().toString(), "-u", OS_USER, "--"));
		}
		full.addAll(List.of(command));
		return full;
	}

	/** The cluster's directory and what is in it, owned by {@value #OS_USER}, who alone may read it. */
	private void giveToOsUser() throws IOException {
		UserPrincipal user = owner();
		GroupPrincipal group = directory.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByGroupName(OS_USER);
		try (Stream<Path> paths = Files.walk(directory)) {
			for (Path path : paths.toList()) {
				PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
				view.setOwner(user);
				view.setGroup(group);
			}
		}
		Files.setPosixFilePermissions(directory, PosixFilePermissions.fromString("rwx------"));
	}

	private static UserPrincipal owner() throws IOException {
		UserPrincipalLookupService users = Path.of("/").getFileSystem().getUserPrincipalLookupService();
		return users.lookupPrincipalByName(OS_USER);
	}

	private void deleteDirectory() throws IOException {
		if (!Files.exists(directory)) {
			return;
		}
		try (Stream<Path> paths = Files.walk(directory)) {
			for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
				Files.deleteIfExists(path);
			}
		} catch (UncheckedIOException e) {
			throw e.getCause();
		}
	}

	private String logTail() {
		return "\n--- " + log + " (last " + LOG_TAIL_LINES + " lines) ---\n" + tail(log);
	}

	private static String tail(Path file) {
		try {
			List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
			return String.join("\n", lines.subList(Math.max(0, lines.size() - LOG_TAIL_LINES), lines.size()));
		} catch (IOException e) {
			return "(no output: " + e.getMessage() + ")";
		}
	}

	/** The directory with initdb, postgres and pg_ctl: the PATH's, else Debian's highest version. */
	private static Optional<Path> binaries() {
		List<Path> candidates = new ArrayList<>();
		for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			candidates.add(Path.of(entry.isEmpty() ? "." : entry));
		}
		Path debian = Path.of("/usr/lib/postgresql");
		if (Files.isDirectory(debian)) {
			try (Stream<Path> versions = Files.list(debian)) {
				versions.filter(version -> version.getFileName().toString().matches("\\d+(\\.\\d+)?"))
						.sorted(Comparator.comparingDouble((Path version) -> Double.parseDouble(version.getFileName().toString()))
								.reversed())
						.map(version -> version.resolve("bin")).forEach(candidates::add);
			} catch (IOException e) {
				// no Debian PostgreSQL then
			}
		}
		return candidates.stream()
				.filter(directory -> Stream.of("initdb", "postgres", "pg_ctl").allMatch(tool -> Files.isExecutable(directory.resolve(tool))))
				.findFirst();
	}

	private static Optional<Path> runuser() {
		List<Path> candidates = new ArrayList<>();
		for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			candidates.add(Path.of(entry.isEmpty() ? "." : entry, "runuser"));
		}
		candidates.add(Path.of("/usr/sbin/runuser"));
		candidates.add(Path.of("/sbin/runuser"));
		return candidates.stream().filter(Files::isExecutable).findFirst();
	}

	private static boolean isRoot() {
		return new UnixSystem().getUid() == 0;
	}

	private static int freePort() throws IOException {
		try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(HOST))) {
			return socket.getLocalPort();
		}
	}

	private static String randomPassword() {
		byte[] bytes = new byte[18];
		new SecureRandom().nextBytes(bytes);
		return HexFormat.of().formatHex(bytes);
	}

	private static void pause() throws IOException {
		try {
			Thread.sleep(100);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IOException("interrupted waiting for PostgreSQL", e);
		}
	}
}
