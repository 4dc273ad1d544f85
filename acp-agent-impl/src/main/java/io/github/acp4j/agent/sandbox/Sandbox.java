package io.github.acp4j.agent.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.spi.SandboxPolicy;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeSeverity;

/**
 * The OS sandbox of local commands and stdio MCP servers, built on bubblewrap ({@code bwrap}): a new
 * PID namespace with its own {@code /proc} (the agent and the editor are not in it), the file system
 * read-only except the workspace, whose {@linkplain ReadOnlyPaths code-running paths} stay
 * read-only, a private {@code /tmp}, no Unix socket of the user's servers to connect to, and no network
 * unless the call was allowed it. Every process gets the {@linkplain #environment() command
 * environment}. The session decides the {@link SandboxPolicy}; an unconfined one ({@code full-access})
 * only gets a PID namespace of its own, so it cannot read the agent's environment from {@code /proc}.
 * Confined or not, the agent's {@linkplain #fromEnvironment(Map, Collection) secrets and state} are
 * hidden: what a process can read must not let it drive the agent (its token) or read what others said
 * to it (its sessions and log).
 */
public final class Sandbox {

	private static final Logger LOG = Logger.getLogger(Sandbox.class.getName());
	/** A guard against a bwrap that hangs, not a speed expectation. */
	private static final long PROBE_SECONDS = 10;

	/**
	 * Paths, separated by commas, of Unix sockets sandboxed processes may connect to (a Docker daemon's
	 * {@code /var/run/docker.sock}): each is shown where it is even inside a hidden directory. A seccomp
	 * filter cannot tell one socket's path from another's, so with this set no filter is loaded and every
	 * socket not hidden is reachable too.
	 */
	static final String SOCKETS_SETTING = "ACP4J_SANDBOX_SOCKETS";
	/** Temp directories (with the agent's and its {@code TMPDIR}): each sandboxed process has empty ones of its own instead. */
	private static final List<String> TEMP_DIRECTORIES = List.of("/tmp", "/var/tmp");
	/** Where the user's and the system's servers keep their sockets (a session bus, tmux, screen, containers). */
	private static final List<String> SERVER_DIRECTORIES = List.of("/run/user", "/run/screen", "/run/dbus", "/run/containerd",
			"/run/podman", "/run/libvirt", "/run/docker");
	/** Sockets in shared directories. */
	private static final List<String> SERVER_SOCKETS = List.of("/run/docker.sock", "/var/run/docker.sock", "/run/snapd.socket",
			"/run/snapd-snap.socket");
	/** Variables whose values name servers' sockets, or their directories ({@code unix:path=/run/user/1000/bus,guid=...}). */
	private static final List<String> SOCKET_VARIABLES = List.of("SSH_AUTH_SOCK", "DBUS_SESSION_BUS_ADDRESS",
			"DBUS_SYSTEM_BUS_ADDRESS", "XDG_RUNTIME_DIR", "TMUX", "TMUX_TMPDIR", "DOCKER_HOST", "GPG_AGENT_INFO");
	private static final Pattern ABSOLUTE_PATH = Pattern.compile("/[^,;\\s]+");
	/** Opens the filter file ({@code $0}) as descriptor 3 for bwrap's {@code --seccomp 3}, which ProcessBuilder cannot pass. */
	private static final String WITH_FILTER = "exec \"$@\" 3<\"$0\"";

	private final Optional<Path> bwrap;
	private final Map<String, String> agentEnvironment;
	/** Hidden from every sandboxed process, full-access included. */
	private final List<Path> secrets;
	private final Map<String, String> environment;
	/** Sockets the user lets processes reach; with any, no filter. */
	private final List<Path> allowedSockets;
	private final Optional<byte[]> filter;
	private Path filterFile;
	private volatile String unavailable;
	private volatile boolean probed;
	private final AtomicBoolean logged = new AtomicBoolean();
	private final AtomicBoolean noticed = new AtomicBoolean();

	/** Thrown when the sandbox is required and bubblewrap does not work here; the message says what to do. */
	public static final class UnavailableException extends Exception {
		private static final long serialVersionUID = 1L;

		UnavailableException(String message) {
			super(message);
		}
	}

	private Sandbox(Optional<Path> bwrap, Map<String, String> agentEnvironment, List<Path> secrets, Optional<byte[]> filter) {
		this.bwrap = bwrap;
		this.agentEnvironment = Map.copyOf(agentEnvironment);
		this.secrets = List.copyOf(secrets);
		this.environment = Map.copyOf(CommandEnvironment.of(agentEnvironment));
		List<Path> sockets = new ArrayList<>();
		for (String listed : agentEnvironment.getOrDefault(SOCKETS_SETTING, "").split(",")) {
			if (!listed.isBlank() && Path.of(listed.strip()).isAbsolute()) {
				sockets.add(Path.of(listed.strip()).normalize());
			}
		}
		this.allowedSockets = List.copyOf(sockets);
		this.filter = sockets.isEmpty() ? filter : Optional.empty();
	}

	/**
	 * The sandbox of an agent whose environment is {@code environment}: bubblewrap as found on its
	 * {@code PATH}, the command environment made from it, its {@value #SOCKETS_SETTING}; it hides the
	 * PostgreSQL password file ({@code PGPASSFILE} and {@code ~/.pgpass}).
	 */
	public static Sandbox fromEnvironment(Map<String, String> environment) {
		return fromEnvironment(environment, List.of());
	}

	/**
	 * The same, hiding {@code secrets} too from every sandboxed process, {@code full-access} included:
	 * a directory's content, a file's content. A workspace inside a temp directory is shown again, one
	 * inside a secret directory is not ({@link #hides}).
	 */
	public static Sandbox fromEnvironment(Map<String, String> environment, Collection<Path> secrets) {
		List<Path> hidden = new ArrayList<>(secrets);
		Optional.ofNullable(environment.get("PGPASSFILE")).filter(value -> value.startsWith("/")).map(Path::of).ifPresent(hidden::add);
		hidden.add(Path.of(environment.getOrDefault("HOME", System.getProperty("user.home")), ".pgpass"));
		Optional<Path> found = Optional.empty();
		String path = environment.getOrDefault("PATH", "");
		for (String directory : path.split(File.pathSeparator)) {
			Path candidate = directory.isEmpty() ? null : Path.of(directory, "bwrap");
			if (candidate != null && Files.isExecutable(candidate)) {
				found = Optional.of(candidate);
				break;
			}
		}
		return new Sandbox(found, environment, hidden, SocketFilter.forArchitecture(System.getProperty("os.arch")));
	}

	/**
	 * The environment of every process the agent starts, in the sandbox or not: the variables of
	 * {@link CommandEnvironment#PASSED}, {@code LC_*} and those named in {@value CommandEnvironment#SETTING}.
	 */
	public Map<String, String> environment() {
		return environment;
	}

	/**
	 * A process that runs {@code command} in {@code directory} under the policy, with the command
	 * environment (see {@link #command}).
	 */
	public ProcessBuilder process(List<String> command, Path directory, SandboxPolicy policy, Consumer<Notice> notices)
			throws UnavailableException, InterruptedException {
		ProcessBuilder builder = new ProcessBuilder(command(command, directory, policy, notices)).directory(directory.toFile());
		builder.environment().clear();
		builder.environment().putAll(environment);
		return builder;
	}

	/**
	 * The command line that runs {@code command} in {@code directory} under the policy: wrapped in
	 * bubblewrap, or as it is where the sandbox does not apply.
	 *
	 * @param notices hears the one-time notice that commands run unsandboxed because bubblewrap does not work, or null
	 *                when there is no one to tell (the log says it once either way)
	 * @throws UnavailableException when the sandbox is required and bubblewrap does not work
	 */
	public List<String> command(List<String> command, Path directory, SandboxPolicy policy, Consumer<Notice> notices)
			throws UnavailableException, InterruptedException {
		if (policy.mode() == SandboxMode.OFF) {
			return command;
		}
		String problem = problem();
		if (problem != null && policy.unconfined()) {
			// full-access asked for no sandbox: nothing to refuse or to tell, only nothing to hide the agent in
			return command;
		}
		if (problem != null) {
			if (policy.mode() == SandboxMode.REQUIRED) {
				throw new UnavailableException("The sandbox is required (--sandbox required) but " + problem
						+ "; install bubblewrap (apt-get install bubblewrap) or choose --sandbox auto.");
			}
			if (logged.compareAndSet(false, true)) {
				LOG.warning("Commands and MCP servers run without a sandbox: " + problem);
			}
			if (notices != null && noticed.compareAndSet(false, true)) {
				notices.accept(Notice.builder(NoticeSeverity.WARNING, "Commands run without a sandbox")
						.description(problem + "; install bubblewrap (apt-get install bubblewrap) to sandbox them.").build());
			}
			return command;
		}
		try {
			return policy.unconfined() ? unconfined(command, directory, policy) : confined(command, directory, policy);
		} catch (IOException e) {
			throw new UnavailableException("The sandbox cannot start: its seccomp filter cannot be written (" + e.getMessage() + ").");
		}
	}

	/**
	 * The user's full rights, the whole file system writable as it is, devices and network included,
	 * only in a PID namespace of its own with its own {@code /proc}: the agent's process, whose
	 * environment holds the keys, is not there to read. The agent's secrets are hidden here too: with
	 * the token, a command the user let run once could make any session full-access for good. So is the
	 * seccomp filter's file, masked: rewritten, it would let every later confined command open sockets.
	 */
	private List<String> unconfined(List<String> command, Path directory, SandboxPolicy policy) throws IOException {
		List<String> line = new ArrayList<>(List.of(bwrap.orElseThrow().toString(), "--bind", "/", "/", "--dev-bind", "/dev", "/dev",
				"--proc", "/proc", "--unshare-pid", "--new-session"));
		List<Mount> mounts = new ArrayList<>();
		hideSecrets(mounts);
		// Written now if it is not yet, so that it is never there unmasked while this command runs.
		Path filterPath = filterFile();
		if (filterPath != null) {
			mounts.add(new Mount(Mount.Kind.MASKED, filterPath));
		}
		sorted(mounts).forEach(mount -> line.addAll(mount.arguments()));
		line.addAll(List.of("--chdir", directory.toString(), "--"));
		line.addAll(command);
		return line;
	}

	/**
	 * An empty directory over each secret directory, {@code /dev/null} over each secret file, where
	 * they are (a link is followed: its target is what a process would read). Also where a temp
	 * directory already hides one: a workspace shown again there would show it.
	 *
	 * @return the secret directories hidden
	 */
	private Set<Path> hideSecrets(List<Mount> mounts) {
		Set<Path> directories = new LinkedHashSet<>();
		for (Path secret : secrets) {
			real(secret).ifPresent(path -> {
				if (Files.isDirectory(path)) {
					directories.add(path);
					mounts.add(new Mount(Mount.Kind.EMPTY, path));
				} else {
					mounts.add(new Mount(Mount.Kind.MASKED, path));
				}
			});
		}
		return directories;
	}

	/**
	 * Whether {@code directory} is, or is inside, a directory the sandbox hides from every process (the
	 * agent's home, its sessions): such a directory is never shown to a sandboxed process, as a workspace
	 * or otherwise, since what a process wrote there (extensions, commands, settings) the agent would load.
	 */
	public boolean hides(Path directory) {
		Path path = real(directory).orElse(directory);
		return secrets.stream().map(Sandbox::real).flatMap(Optional::stream).anyMatch(path::startsWith);
	}

	/** Shallowest first, so that a deeper path's rule wins; at the same depth, in the order of the kinds. */
	private static List<Mount> sorted(List<Mount> mounts) {
		mounts.sort(Comparator.comparingInt((Mount mount) -> mount.path().getNameCount()).thenComparing(Mount::kind));
		return mounts;
	}

	/**
	 * Read-only root, own /dev, /proc, PID namespace and IPC, the filter, then the mounts, deepest last.
	 * Not {@code --die-with-parent}: its signal comes when the thread that started the process ends,
	 * and an MCP server outlives the pooled thread that started it (the agent stops its processes itself).
	 */
	private List<String> confined(List<String> command, Path directory, SandboxPolicy policy) throws IOException {
		List<String> line = new ArrayList<>();
		Path filterPath = filterFile();
		if (filterPath != null) {
			line.addAll(List.of("/bin/sh", "-c", WITH_FILTER, filterPath.toString()));
		}
		line.addAll(List.of(bwrap.orElseThrow().toString(), "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc",
				"--unshare-pid", "--unshare-ipc", "--new-session"));
		if (!policy.network()) {
			line.add("--unshare-net");
		}
		if (filterPath != null) {
			line.addAll(List.of("--seccomp", "3"));
		}
		for (Mount mount : mounts(policy)) {
			line.addAll(mount.arguments());
		}
		line.addAll(List.of("--setenv", "TMPDIR", "/tmp", "--chdir", real(directory).orElse(directory).toString(), "--"));
		line.addAll(command);
		return line;
	}

	/** One mount of the sandbox, at {@code path}. */
	private record Mount(Kind kind, Path path) {
		/** In the order mounts at the same depth are made: a later one shows through an earlier one. */
		enum Kind {
			EMPTY, MASKED, READ_ONLY, WRITABLE, PROTECTED, SOCKET
		}

		List<String> arguments() {
			String at = path.toString();
			return switch (kind) {
				case EMPTY -> List.of("--tmpfs", at);
				case MASKED -> List.of("--ro-bind", "/dev/null", at);
				case READ_ONLY, PROTECTED, SOCKET -> List.of("--ro-bind", at, at);
				case WRITABLE -> List.of("--bind", at, at);
			};
		}
	}

	/**
	 * What the sandbox mounts over its read-only root, shallowest first so that a deeper path's rule
	 * wins: an empty directory over each temp directory and each directory of servers' sockets, and
	 * {@code /dev/null} over each socket named elsewhere; the agent's secrets hidden the same way; the workspace read-only where one of those
	 * hid it (with the repository it is in); the writable directories; their code-running paths
	 * read-only again; the sockets the user allowed. A workspace root the secrets hide stays hidden ({@link #hides}).
	 */
	private List<Mount> mounts(SandboxPolicy policy) {
		List<Path> workspace = policy.workspace().stream().filter(root -> !hides(root)).toList();
		List<Path> writable = policy.writable().stream().filter(root -> !hides(root)).toList();
		List<Mount> mounts = new ArrayList<>();
		Set<Path> hidden = new LinkedHashSet<>();
		List<Path> directories = new ArrayList<>();
		TEMP_DIRECTORIES.forEach(name -> directories.add(Path.of(name)));
		directories.add(Path.of(System.getProperty("java.io.tmpdir")));
		Optional.ofNullable(agentEnvironment.get("TMPDIR")).filter(value -> value.startsWith("/")).map(Path::of).ifPresent(directories::add);
		SERVER_DIRECTORIES.forEach(name -> directories.add(Path.of(name)));
		List<Path> sockets = new ArrayList<>();
		SERVER_SOCKETS.forEach(name -> sockets.add(Path.of(name)));
		for (String variable : SOCKET_VARIABLES) {
			Matcher paths = ABSOLUTE_PATH.matcher(agentEnvironment.getOrDefault(variable, ""));
			while (paths.find()) {
				Path named = Path.of(paths.group()).normalize();
				(Files.isDirectory(named) ? directories : sockets).add(named);
			}
		}
		for (Path directory : directories) {
			real(directory).filter(path -> Files.isDirectory(path) && !under(path, hidden)).ifPresent(path -> {
				hidden.add(path);
				mounts.add(new Mount(Mount.Kind.EMPTY, path));
			});
		}
		hidden.addAll(hideSecrets(mounts));
		List<Path> allowed = allowedSockets.stream().map(Sandbox::real).flatMap(Optional::stream).toList();
		for (Path socket : sockets) {
			real(socket).filter(path -> !Files.isDirectory(path) && !under(path, hidden) && !allowed.contains(path))
					.ifPresent(path -> mounts.add(new Mount(Mount.Kind.MASKED, path)));
		}
		Set<Path> shown = new LinkedHashSet<>();
		for (Path root : workspace) {
			shown.add(root);
			for (Path top = root; top != null; top = top.getParent()) {
				if (Files.exists(top.resolve(".git"))) {
					shown.add(top);
					break;
				}
			}
		}
		shown.removeAll(writable);
		shown.stream().filter(path -> under(path, hidden)).forEach(path -> mounts.add(new Mount(Mount.Kind.READ_ONLY, path)));
		for (Path root : writable) {
			if (Files.isDirectory(root)) {
				mounts.add(new Mount(Mount.Kind.WRITABLE, root));
			}
		}
		Set<Path> roots = new LinkedHashSet<>(writable);
		roots.addAll(shown);
		for (Path root : roots) {
			List<Path> gitDirectories = ReadOnlyPaths.worktreeGitDirectories(root);
			for (Path path : ReadOnlyPaths.existing(root)) {
				// Not one that holds a writable root (a .git linked to the workspace itself): that would make it all read-only.
				boolean holdsARoot = writable.stream().anyMatch(shownRoot -> shownRoot.startsWith(path));
				// Elsewhere, only a worktree's own git directory is shown where the sandbox hides it: a link or
				// a .git file the model wrote would show it any hidden directory (.envrc -> /tmp/...).
				boolean worktreeGit = under(path, hidden) && gitDirectories.contains(path);
				if (!holdsARoot && (under(path, writable) || worktreeGit)) {
					mounts.add(new Mount(Mount.Kind.PROTECTED, path));
				}
			}
		}
		allowed.forEach(path -> mounts.add(new Mount(Mount.Kind.SOCKET, path)));
		return sorted(mounts);
	}

	private static boolean under(Path path, Iterable<Path> directories) {
		for (Path directory : directories) {
			if (path.startsWith(directory)) {
				return true;
			}
		}
		return false;
	}

	/** The real path, or empty when there is nothing there. */
	static Optional<Path> real(Path path) {
		try {
			return Optional.of(path.toRealPath());
		} catch (IOException missing) {
			return Optional.empty();
		}
	}

	/**
	 * The filter program's file, written when first needed, and again when it no longer holds the filter
	 * (a temp cleaner took it, a process of the user's rewrote it): owner-only, in the agent's temp
	 * directory, deleted when the agent exits. Null when the user allowed sockets ({@value #SOCKETS_SETTING}).
	 */
	private synchronized Path filterFile() throws IOException {
		if (filter.isEmpty()) {
			return null;
		}
		if (filterFile == null || !holdsFilter(filterFile)) {
			Path file = Files.createTempFile("acp4j-seccomp-", ".bpf");
			file.toFile().deleteOnExit();
			Files.write(file, filter.get());
			filterFile = file;
		}
		return filterFile;
	}

	/** Whether the file is a regular file (not a link to one) whose bytes are the filter's. */
	private boolean holdsFilter(Path file) throws IOException {
		return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Files.size(file) == filter.get().length
				&& Arrays.equals(Files.readAllBytes(file), filter.get());
	}

	/**
	 * Why bubblewrap cannot be used here, or null when it works: tried once, with every flag and mount
	 * a sandbox uses and the filter, and as full-access runs it.
	 */
	private String problem() throws InterruptedException {
		if (!probed) {
			synchronized (this) {
				if (!probed) {
					unavailable = probe();
					probed = true;
				}
			}
		}
		return unavailable;
	}

	private String probe() throws InterruptedException {
		if (bwrap.isEmpty()) {
			return "bubblewrap (bwrap) is not installed";
		}
		if (filter.isEmpty() && allowedSockets.isEmpty()) {
			return "there is no filter that keeps Unix sockets out of the sandbox on " + System.getProperty("os.arch")
					+ " (there is one for x86_64 and aarch64)";
		}
		try {
			List<String> probe = List.of("/bin/sh", "-c", "true");
			String problem = run(confined(probe, Path.of("/"), SandboxPolicy.of(SandboxMode.REQUIRED, List.of())));
			SandboxPolicy everything = SandboxPolicy.builder(SandboxMode.REQUIRED, List.of()).unconfined(true).build();
			return problem != null ? problem : run(unconfined(probe, Path.of("/"), everything));
		} catch (IOException e) {
			return "bubblewrap cannot be started (" + e.getMessage() + ")";
		}
	}

	/** Why the probe's command line failed, or null. */
	private static String run(List<String> line) throws IOException, InterruptedException {
		Process process = new ProcessBuilder(line).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
				.redirectErrorStream(true).start();
		if (!process.waitFor(PROBE_SECONDS, TimeUnit.SECONDS)) {
			process.destroyForcibly();
			return "bubblewrap did not answer within " + PROBE_SECONDS + " s";
		}
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
		if (process.exitValue() != 0) {
			return "bubblewrap does not work here (" + (output.isEmpty() ? "exit code " + process.exitValue()
					: output.lines().findFirst().orElse("")) + ")";
		}
		return null;
	}
}
