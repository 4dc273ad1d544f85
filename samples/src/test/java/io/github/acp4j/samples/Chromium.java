package io.github.acp4j.samples;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Debian's chromium for the browser tests: where it is, and how it runs headless. */
final class Chromium {

	/** Chromium with no network of its own (no updates, no sync, no lookups of Google's hosts) and a profile of its own. */
	static final List<String> HEADLESS = List.of("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
			"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync");

	private Chromium() {
	}

	/** The chromium on the PATH; the test is skipped, with how to install it, where there is none. */
	static Path find() {
		Path chromium = Stream.of(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
				.map(directory -> Path.of(directory.isEmpty() ? "." : directory, "chromium")).filter(Files::isExecutable).findFirst()
				.orElse(null);
		assumeTrue(chromium != null, "chromium is not installed (the build installs it as root with apt: .ci/install-chromium); "
				+ "install it with: sudo apt-get install chromium");
		return chromium;
	}
}
