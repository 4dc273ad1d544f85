package io.github.acp4j.agent.sandbox;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.logging.Logger;

import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.spi.SandboxPolicy;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeSeverity;

/**
 * The OS sandbox of local commands and stdio MCP servers, built on bubblewrap ({@code bwrap}): a
 * new PID namespace with its own {@code /proc} (the agent and the editor are not in it), the file
 * system read-only except the workspace and the temp directory, and no network unless the call was
 * allowed it. The session decides the {@link SandboxPolicy} ({@code full-access} runs with {@link SandboxMode#OFF}).
 */
public final class Sandbox {

	private static final Logger LOG = Logger.getLogger(Sandbox.class.getName());
	/** A guard against a bwrap that hangs, not a speed expectation. */
	private static final long PROBE_SECONDS = 10;

	private final Optional<Path> bwrap;
	private final Path temp;
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

	/**
	 * @param bwrap the bubblewrap executable, or empty where there is none
	 * @param temp  the temp directory processes may write
	 */
	public Sandbox(Optional<Path> bwrap, Path temp) {
		this.bwrap = bwrap;
		this.temp = temp;
	}

	/** bubblewrap as found on the {@code PATH} of {@code environment}, and the system temp directory. */
	public static Sandbox fromEnvironment(Map<String, String> environment) {
		Optional<Path> found = Optional.empty();
		String path = environment.getOrDefault("PATH", "");
		for (String directory : path.split(File.pathSeparator)) {
			Path candidate = directory.isEmpty() ? null : Path.of(directory, "bwrap");
			if (candidate != null && Files.isExecutable(candidate)) {
				found = Optional.of(candidate);
				break;
			}
		}
		Path temp = Path.of(System.getProperty("java.io.tmpdir"));
		try {
			temp = temp.toRealPath();
		} catch (IOException missing) {
			// bound only if it exists
		}
		return new Sandbox(found, temp);
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
		List<String> line = new ArrayList<>(base(policy.network()));
		List<Path> writable = new ArrayList<>();
		writable.add(temp);
		writable.addAll(policy.writable());
		// A directory inside another is bound after it, so both stay writable.
		writable.sort(Comparator.comparingInt(Path::getNameCount));
		for (Path root : writable) {
			if (Files.isDirectory(root)) {
				line.addAll(List.of("--bind", root.toString(), root.toString()));
			}
		}
		line.addAll(List.of("--chdir", directory.toString(), "--"));
		line.addAll(command);
		return line;
	}

	/**
	 * The flags every sandbox has: read-only root, own /dev, /proc and PID namespace. Not
	 * {@code --die-with-parent}: its signal comes when the thread that started the process ends,
	 * and an MCP server outlives the pooled thread that started it (the agent stops its processes itself).
	 */
	private List<String> base(boolean network) {
		List<String> line = new ArrayList<>(List.of(bwrap.orElseThrow().toString(), "--ro-bind", "/", "/", "--dev", "/dev",
				"--proc", "/proc", "--unshare-pid", "--unshare-ipc", "--new-session"));
		if (!network) {
			line.add("--unshare-net");
		}
		return line;
	}

	/** Why bubblewrap cannot be used here, or null when it works (tried once, with every flag a sandbox uses). */
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
		List<String> line = new ArrayList<>(base(false));
		line.addAll(List.of("--", "/bin/sh", "-c", "true"));
		try {
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
		} catch (IOException e) {
			return "bubblewrap cannot be started (" + e.getMessage() + ")";
		}
	}
}
