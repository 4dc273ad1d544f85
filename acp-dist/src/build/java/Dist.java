import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Builds acp4j's self-contained archive for the platform the build runs on:
 * {@code acp4j-VERSION-PLATFORM.tar.gz} ({@code .zip} on Windows) holding {@code acp4j/} with
 * {@code runtime/} (a jlinked Java runtime of only the modules the agent needs), {@code lib/acp4j.jar},
 * {@code lib/acp4j.jsa} (a class-data archive of the classes a demo-model turn loads, recorded by a
 * training run on that runtime), {@code bin/acp4j} ({@code bin\acp4j.cmd} on Windows) and the licence.
 * The acp-dist pom runs it in the package phase as a single source file ({@code java Dist.java}).
 *
 * <pre>java Dist.java AGENT_JAR VERSION MODULES LAUNCHERS_DIR LICENSE OUTPUT_DIR JDK</pre>
 *
 * JDK is the JDK whose runtime the archive bundles (its jlink links it): the build's own by default.
 */
public final class Dist {

	/** Seconds the training run may take before the build fails (a guard against a hang, not a speed check). */
	private static final long TRAINING_TIMEOUT_SECONDS = 120;

	private Dist() {
	}

	/** The first JDK whose class-data archives hold application classes wherever the jar is moved with its directory. */
	private static final int RELOCATABLE_CLASS_PATH = 19;

	public static void main(String[] args) throws Exception {
		Path agentJar = Path.of(args[0]);
		String version = args[1];
		String modules = args[2];
		Path launchers = Path.of(args[3]);
		Path license = Path.of(args[4]);
		Path output = Path.of(args[5]).toAbsolutePath();
		Path jdk = Path.of(args[6]).toAbsolutePath();
		String platform = platform();
		boolean windows = platform.startsWith("windows");
		Path stage = output.resolve("stage");
		// No version in the directory: the registry manifest's cmd (./acp4j/bin/acp4j) stays the same across releases,
		// as its bot updates the archive URLs alone.
		Path image = stage.resolve("acp4j");
		delete(stage);
		Files.createDirectories(image.resolve("lib"));

		int feature = feature(jdk);
		// JVM options of every start, in the runtime itself (jlink's add-options): JVM messages to stderr only.
		List<String> options = new ArrayList<>(List.of("-Xshare:auto", "-Xlog:disable", "-Xlog:all=error:stderr"));
		if (feature >= 24) {
			// JDK 24 and newer warn on stderr, at every start, that Guice calls sun.misc.Unsafe.
			options.add("--sun-misc-unsafe-memory-access=allow");
		}
		List<String> jlink = new ArrayList<>(List.of(jdk.resolve("bin/jlink").toString()));
		Path jmods = jdk.resolve("jmods");
		if (Files.isDirectory(jmods)) {
			jlink.addAll(List.of("--module-path", jmods.toString()));
		} else if (feature < 24) {
			fail("the JDK " + jdk + " has no jmods/ directory for jlink; build with a full JDK (Temurin, or Debian's"
					+ " openjdk-17-jdk), name one with -Ddist.jdk=DIR, or skip the archive with -Ddist.skip");
		} // else a JDK 24+ without jmods links from its own run-time image (JEP 493), or jlink says why not
		// ZIP compression of the modules; JDK 21 and newer name the level and deprecate "2".
		jlink.addAll(List.of("--add-modules", modules, "--strip-debug", "--no-header-files", "--no-man-pages",
				feature >= 21 ? "--compress=zip-6" : "--compress=2",
				"--add-options=" + String.join(" ", options), "--output", image.resolve("runtime").toString()));
		exec(stage, jlink);
		Path jar = Files.copy(agentJar, image.resolve("lib/acp4j.jar"), StandardCopyOption.COPY_ATTRIBUTES);
		Files.copy(license, image.resolve("LICENSE"));
		Path bin = Files.createDirectories(image.resolve("bin"));
		Path launcher = Files.copy(launchers.resolve(windows ? "acp4j.cmd" : "acp4j"), bin.resolve(windows ? "acp4j.cmd" : "acp4j"));
		if (!windows) {
			Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
		}
		Path java = image.resolve("runtime/bin/" + (windows ? "java.exe" : "java"));
		Path classList = stage.resolve("acp4j.classlist");
		train(java, jar, classList);
		// A static class-data archive of the classes the training run loaded; it replaces the JDK's default
		// archive, which the image therefore does not carry. A JDK 19 or newer maps it with the agent's classes
		// wherever the archive is unpacked (a jar moved with its directory is taken as the same); JDK 17 and 18
		// map an archive with application classes only at the jar's path at build time, so theirs holds the
		// JDK's classes alone.
		List<String> dump = new ArrayList<>(List.of(java.toString(), "-Xshare:dump", "-XX:SharedClassListFile=" + classList,
				"-XX:SharedArchiveFile=" + image.resolve("lib/acp4j.jsa")));
		if (feature >= RELOCATABLE_CLASS_PATH) {
			dump.addAll(List.of("-cp", jar.toString()));
		}
		exec(image, dump);
		Files.delete(classList);

		String name = "acp4j-" + version + "-" + platform + (windows ? ".zip" : ".tar.gz");
		Path archive = output.resolve(name);
		Files.deleteIfExists(archive);
		// tar keeps the launcher's mode and every file's time (the class-data archive checks the jar's);
		// Windows 10 and newer ship bsdtar, which writes a zip with -a.
		exec(stage, windows ? List.of("tar", "-a", "-cf", archive.toString(), image.getFileName().toString())
				: List.of("tar", "-czf", archive.toString(), image.getFileName().toString()));
		delete(stage);
		System.out.println("[INFO] acp4j archive: " + archive + " (" + Files.size(archive) / 1024 / 1024 + " MiB)");
	}

	/** The ACP registry's platform id of this machine: darwin-aarch64, linux-x86_64, windows-x86_64, ... */
	static String platform() {
		String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
		String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
		String family = os.startsWith("windows") ? "windows" : os.startsWith("mac") ? "darwin" : os.startsWith("linux") ? "linux" : null;
		String cpu = arch.equals("amd64") || arch.equals("x86_64") ? "x86_64" : arch.equals("aarch64") || arch.equals("arm64") ? "aarch64" : null;
		if (family == null || cpu == null) {
			fail("no ACP registry platform for " + os + " on " + arch);
		}
		return family + "-" + cpu;
	}

	/**
	 * The training run: the agent on the new runtime, offline on the demo model with no provider key,
	 * answers initialize, opens a session and runs a turn with a tool call, then ends as stdin closes; the
	 * classes it loaded are written to {@code classList}.
	 */
	private static void train(Path java, Path jar, Path classList) throws IOException, InterruptedException {
		Path home = Files.createTempDirectory("acp4j-training-home");
		Path workspace = Files.createTempDirectory("acp4j-training-workspace");
		try {
			Files.writeString(workspace.resolve("README.md"), "training\n");
			ProcessBuilder builder = new ProcessBuilder(java.toString(), "-XX:DumpLoadedClassList=" + classList, "-jar", jar.toString(),
					"--acp", "--stdio").directory(workspace.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT);
			builder.environment().keySet().removeIf(name -> name.endsWith("_API_KEY") || name.endsWith("_BASE_URL"));
			builder.environment().put("LLM_PROVIDER", "demo");
			builder.environment().put("ACP4J_HOME", home.toString());
			Process agent = builder.start();
			try (OutputStream in = agent.getOutputStream();
					BufferedReader out = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8))) {
				String cwd = workspace.toString().replace("\\", "\\\\");
				request(in, out, 1, "initialize", "{\"protocolVersion\":1,\"clientCapabilities\":{}}");
				String session = request(in, out, 2, "session/new", "{\"cwd\":\"" + cwd + "\",\"mcpServers\":[]}");
				String id = session.replaceFirst(".*\"sessionId\":\"([^\"]+)\".*", "$1");
				request(in, out, 3, "session/prompt",
						"{\"sessionId\":\"" + id + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"list files\"}]}");
			}
			if (!agent.waitFor(TRAINING_TIMEOUT_SECONDS, TimeUnit.SECONDS) || agent.exitValue() != 0) {
				agent.destroyForcibly();
				fail("the training run of the agent did not end cleanly after stdin closed");
			}
		} finally {
			delete(home);
			delete(workspace);
		}
	}

	/** Sends a request and returns the agent's answer to it, skipping its notifications. */
	private static String request(OutputStream in, BufferedReader out, int id, String method, String params) throws IOException {
		in.write(("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}\n")
				.getBytes(StandardCharsets.UTF_8));
		in.flush();
		for (String line = out.readLine(); line != null; line = out.readLine()) {
			if (line.startsWith("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",")) {
				if (!line.contains("\"result\"")) {
					fail("the training run's " + method + " failed: " + line);
				}
				return line;
			}
		}
		throw new IOException("the training run's agent ended before answering " + method);
	}

	/** The feature release (17, 25, ...) of the JDK in {@code jdk}, from its release file. */
	private static int feature(Path jdk) throws IOException {
		Path release = jdk.resolve("release");
		if (!Files.isRegularFile(release)) {
			fail(jdk + " is no JDK (no release file)");
		}
		for (String line : Files.readAllLines(release)) {
			if (line.startsWith("JAVA_VERSION=\"")) {
				return Integer.parseInt(line.substring("JAVA_VERSION=\"".length()).split("[.\"]")[0]);
			}
		}
		fail(release + " names no JAVA_VERSION");
		return 0;
	}

	/** Runs a command in {@code directory}, failing the build with its output (jlink writes its errors to stdout) when it fails. */
	private static void exec(Path directory, List<String> command) throws IOException, InterruptedException {
		Path output = Files.createTempFile("acp4j-dist", ".out");
		try {
			Process process = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
					.redirectOutput(output.toFile()).start();
			if (process.waitFor() != 0) {
				fail(String.join(" ", command) + " failed (" + process.exitValue() + "):\n" + Files.readString(output));
			}
		} finally {
			Files.delete(output);
		}
	}

	private static void delete(Path directory) throws IOException {
		if (Files.exists(directory)) {
			try (Stream<Path> paths = Files.walk(directory)) {
				paths.sorted(Comparator.reverseOrder()).forEach(path -> {
					try {
						Files.delete(path);
					} catch (IOException e) {
						throw new UncheckedIOException(e);
					}
				});
			}
		}
	}

	private static void fail(String message) {
		System.err.println("[ERROR] acp-dist: " + message);
		System.exit(1);
	}
}
