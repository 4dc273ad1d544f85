package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.store.StoreUrl;

/** {@code --store} and {@code --store-lease}: what is taken, what exits 2, and a database that cannot be reached at start. */
class StoreOptionsTest {

	@TempDir
	Path home;

	@Test
	void theStoreComesFromTheFlagElseTheEnvironmentWithItsLease() throws Exception {
		LaunchOptions flag = LaunchOptions.parse(new String[] { "--acp", "--listen", "0", "--store", "postgresql://acp4j@db:5432/acp4j",
				"--store-lease", "30" }, home, Map.of("ACP4J_STORE", "postgresql://other@elsewhere/x"));
		assertThat(flag.store()).isEqualTo(StoreUrl.parse("postgresql://acp4j@db:5432/acp4j"));
		assertThat(flag.storeLease()).isEqualTo(Duration.ofSeconds(30));
		LaunchOptions environment = LaunchOptions.parse(new String[] { "--acp", "--stdio" }, home,
				Map.of("ACP4J_STORE", "postgresql://other@elsewhere/x"));
		assertThat(environment.store().host()).isEqualTo("elsewhere");
		assertThat(environment.storeLease()).isEqualTo(Duration.ofSeconds(15));
		assertThat(LaunchOptions.parse(new String[] { "--acp", "--stdio" }, home, Map.of()).store()).isNull();
		assertThat(LaunchOptions.helpText()).contains("--store").contains("ACP4J_STORE_PASSWORD");
	}

	@Test
	void aBadStoreOrLeaseSaysWhy() {
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--store-lease", "5" }, home))
				.hasMessageContaining("--store-lease goes with --store");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--store", "postgresql://u@h/d", "--store-lease",
				"0" }, home)).hasMessageContaining("from 1 to 3600");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--store", "redis://u@h/d" }, home))
				.hasMessageContaining("unknown store 'redis://'");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio" }, home, Map.of("ACP4J_STORE", "redis://u@h/d")))
				.hasMessageContaining("ACP4J_STORE");
	}

	@Test
	void aPasswordInTheUrlExitsTwoAndIsNeverRepeated() {
		ByteArrayOutputStream stderr = new ByteArrayOutputStream();
		ByteArrayOutputStream stdout = new ByteArrayOutputStream();
		int exit = Main.run(new String[] { "--acp", "--stdio", "--store", "postgresql://acp4j:hunter2@db:5432/acp4j" },
				new ByteArrayInputStream(new byte[0]), stdout, new PrintStream(stderr, true, StandardCharsets.UTF_8),
				Map.of("ACP4J_HOME", home.toString()), new AtomicReference<>(), Runnable::run);
		assertThat(exit).isEqualTo(2);
		assertThat(stderr.toString(StandardCharsets.UTF_8)).contains("ACP4J_STORE_PASSWORD").doesNotContain("hunter2");
		assertThat(stdout.size()).isZero();
	}

	/** A database nobody answers at: one line on stderr, exit 1, without waiting for the client to leave. */
	@Test
	void aStoreThatCannotBeReachedAtStartIsOneLineAndExitOne() throws Exception {
		int closedPort;
		try (ServerSocket socket = new ServerSocket(0)) {
			closedPort = socket.getLocalPort();
		}
		ByteArrayOutputStream stderr = new ByteArrayOutputStream();
		// The editor's input stays open: the agent must not wait for it to end.
		java.io.PipedOutputStream editor = new java.io.PipedOutputStream();
		java.io.PipedInputStream input = new java.io.PipedInputStream(editor);
		int exit = Main.run(new String[] { "--acp", "--stdio", "--store", "postgresql://acp4j@127.0.0.1:" + closedPort + "/acp4j" }, input,
				OutputStream.nullOutputStream(), new PrintStream(stderr, true, StandardCharsets.UTF_8),
				Map.of("ACP4J_HOME", home.toString(), "ACP4J_STORE_PASSWORD", "s3cret-pw"), new AtomicReference<>(), task -> {
					Thread thread = new Thread(task);
					thread.setDaemon(true);
					thread.start();
				});
		editor.close();
		assertThat(exit).isEqualTo(1);
		String said = stderr.toString(StandardCharsets.UTF_8);
		assertThat(said.lines()).hasSize(1);
		assertThat(said).startsWith("acp4j: the session store is unavailable: postgresql://acp4j@127.0.0.1:" + closedPort + "/acp4j")
				.doesNotContain("s3cret-pw");
	}
}
