package io.github.acp4j.samples;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/** npm packages an integration test drives, pinned in a package.json and installed once per build. */
final class NpmPackages {

	private NpmPackages() {
	}

	/**
	 * Installs the packages {@code source}/package.json pins into {@code target} (without a lock file),
	 * unless the same package.json is installed there with every one of {@code bins}; skips the test,
	 * with npm's words, where npm cannot install them (no network to the registry).
	 *
	 * @return {@code target}
	 */
	static Path install(Path source, Path target, String... bins) throws Exception {
		Path installed = target.resolve("package.json");
		if (Files.exists(installed) && Files.mismatch(source.resolve("package.json"), installed) == -1 && present(target, bins)) {
			return target;
		}
		Files.createDirectories(target);
		Files.copy(source.resolve("package.json"), installed, StandardCopyOption.REPLACE_EXISTING);
		Path log = target.resolve("npm-install.log");
		Process npm = new ProcessBuilder("npm", "install", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error")
				.directory(target.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
		boolean done = npm.waitFor(10, TimeUnit.MINUTES);
		if (!done) {
			npm.destroyForcibly();
		}
		String output = Files.readString(log, StandardCharsets.UTF_8);
		assumeTrue(done && npm.exitValue() == 0 && present(target, bins),
				"npm could not install " + String.join(", ", bins) + " (no network to the npm registry?): " + output.strip());
		return target;
	}

	private static boolean present(Path target, String... bins) {
		return Arrays.stream(bins).allMatch(bin -> Files.isExecutable(target.resolve("node_modules/.bin").resolve(bin)));
	}
}
