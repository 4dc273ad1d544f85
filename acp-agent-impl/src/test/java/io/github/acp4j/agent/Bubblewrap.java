package io.github.acp4j.agent;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** bubblewrap on this machine, for tests that need the sandbox (and are skipped, with the reason, where it does not work). */
public final class Bubblewrap {

	/** Why a test that needs it is skipped. */
	public static final String MISSING = "bubblewrap (bwrap) does not work on this machine: install the bubblewrap package";

	/** A guard against a bwrap that hangs, not a speed assertion. */
	private static final long PROBE_SECONDS = 20;

	private Bubblewrap() {
	}

	/** Whether bwrap is on the PATH and can create the namespaces the sandbox uses. */
	public static boolean works() throws Exception {
		Path bwrap = path();
		if (bwrap == null) {
			return false;
		}
		Process probe = new ProcessBuilder(bwrap.toString(), "--ro-bind", "/", "/", "--proc", "/proc", "--dev", "/dev",
				"--unshare-pid", "--unshare-net", "--", "/bin/true").redirectErrorStream(true).start();
		return probe.waitFor(PROBE_SECONDS, TimeUnit.SECONDS) && probe.exitValue() == 0;
	}

	/**
	 * A directory outside the temp directory (which the sandbox hides or leaves writable), wherever
	 * the build runs: the module's {@code target}, else the user's home.
	 */
	public static Path outsideTheTempDirectory() throws IOException {
		Path base = Files.createDirectories(Path.of("target").toAbsolutePath()).toRealPath();
		return base.startsWith(Path.of(System.getProperty("java.io.tmpdir")).toRealPath()) ? Path.of(System.getProperty("user.home")).toRealPath()
				: base;
	}

	/** bwrap on the PATH, or null. */
	public static Path path() {
		for (String directory : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			Path bwrap = Path.of(directory.isEmpty() ? "." : directory, "bwrap");
			if (Files.isExecutable(bwrap)) {
				return bwrap;
			}
		}
		return null;
	}
}
