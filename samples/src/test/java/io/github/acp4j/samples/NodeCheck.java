package io.github.acp4j.samples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Fails the build with a plain message when Node.js 18+ or npm is missing, before {@code npm ci}
 * installs the official TypeScript SDK for the integration tests. The samples pom runs it in the
 * pre-integration-test phase as a single source file ({@code java NodeCheck.java}), so it needs no
 * compiled test classes.
 */
public final class NodeCheck {

	static final int MINIMUM_NODE = 18;

	private NodeCheck() {
	}

	public static void main(String[] args) throws InterruptedException {
		boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
		String node = version(List.of("node", "--version"));
		String npm = version(windows ? List.of("cmd", "/c", "npm", "--version") : List.of("npm", "--version"));
		String problem = null;
		if (node == null) {
			problem = "node was not found on the PATH";
		} else if (major(node) < MINIMUM_NODE) {
			problem = "node " + node + " is too old";
		} else if (npm == null) {
			problem = "npm was not found on the PATH (node " + node + " was)";
		}
		if (problem != null) {
			System.err.println("[ERROR] The samples' integration tests run the official ACP TypeScript SDK and need Node.js "
					+ MINIMUM_NODE + " or newer with npm on the PATH: " + problem + ".");
			System.err.println("[ERROR] Install them (Debian/Ubuntu: apt-get install nodejs npm) or skip the integration tests"
					+ " with -DskipITs.");
			System.exit(1);
		}
		System.out.println("[INFO] node " + node + ", npm " + npm);
	}

	/** The first line {@code command} prints, or null when it cannot run or fails. */
	private static String version(List<String> command) throws InterruptedException {
		try {
			Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
			process.getOutputStream().close();
			String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0 || output.isEmpty()) {
				process.destroyForcibly();
				return null;
			}
			return output.lines().findFirst().orElse(null);
		} catch (IOException e) {
			return null;
		}
	}

	/** The major version of {@code v20.20.2}; 0 when it cannot be read. */
	private static int major(String version) {
		String digits = version.replaceFirst("^v", "").replaceFirst("\\..*$", "");
		try {
			return Integer.parseInt(digits);
		} catch (NumberFormatException e) {
			return 0;
		}
	}
}
