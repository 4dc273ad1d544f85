package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --listen} and the options that go with it, and where its token comes from. */
class ListenOptionsTest {

	@TempDir
	Path home;

	private LaunchOptions parse(String... args) throws LaunchOptions.UsageException {
		return LaunchOptions.parse(args, home);
	}

	@Test
	void listenTakesAPortOrAHostAndAPort() throws Exception {
		LaunchOptions.Listen local = parse("--acp", "--listen", "8080").listen();
		LaunchOptions.Listen everywhere = parse("--acp", "--listen", "0.0.0.0:0", "--allow-origin", "https://a.example",
				"--allow-origin", "https://b.example", "--token-file", "t").listen();
		LaunchOptions.Listen v6 = parse("--acp", "--listen", "[::1]:9").listen();

		assertThat(local.host()).isEqualTo("127.0.0.1");
		assertThat(local.port()).isEqualTo(8080);
		assertThat(local.loopback()).isTrue();
		assertThat(everywhere.host()).isEqualTo("0.0.0.0");
		assertThat(everywhere.loopback()).isFalse();
		assertThat(everywhere.origins()).containsExactly("https://a.example", "https://b.example");
		assertThat(everywhere.tokenFile().isAbsolute()).isTrue();
		assertThat(everywhere.tokenFile().getFileName()).hasToString("t");
		assertThat(v6.host()).isEqualTo("::1");
		assertThat(v6.loopback()).isTrue();
		assertThat(parse("--acp", "--stdio").listen()).isNull();
	}

	@Test
	void aCommandLineThatCannotServeSaysWhy() {
		assertThatThrownBy(() -> parse("--acp", "--stdio", "--listen", "1")).hasMessageContaining("--stdio or --listen");
		assertThatThrownBy(() -> parse("--acp")).hasMessageContaining("--stdio");
		assertThatThrownBy(() -> parse("--acp", "--listen", "http")).hasMessageContaining("[HOST:]PORT");
		assertThatThrownBy(() -> parse("--acp", "--listen", "70000")).hasMessageContaining("[HOST:]PORT");
		assertThatThrownBy(() -> parse("--acp", "--stdio", "--token-file", "t")).hasMessageContaining("--token-file goes with --listen");
		assertThatThrownBy(() -> parse("--acp", "--stdio", "--allow-origin", "x")).hasMessageContaining("--allow-origin goes with --listen");
	}

	/** A remote client is whoever holds the token: it gets no full-access unless the operator says so. */
	@Test
	void maxModeIsWorkspaceWriteWithListenAndFullAccessOverStdioUnlessGiven() throws Exception {
		assertThat(parse("--acp", "--listen", "0").maxMode()).isEqualTo("workspace-write");
		assertThat(parse("--acp", "--stdio").maxMode()).isEqualTo("full-access");
		assertThat(parse("--acp", "--listen", "0", "--max-mode", "full-access", "--mode", "full-access").maxMode())
				.isEqualTo("full-access");
		assertThat(parse("--acp", "--stdio", "--max-mode", "plan", "--mode", "read-only").maxMode()).isEqualTo("plan");
		assertThatThrownBy(() -> parse("--acp", "--listen", "0", "--mode", "full-access"))
				.hasMessage("--mode full-access is above --max-mode workspace-write (the default with --listen); raise --max-mode or lower --mode");
		assertThatThrownBy(() -> parse("--acp", "--stdio", "--max-mode", "read-only", "--mode", "workspace-write"))
				.hasMessage("--mode workspace-write is above --max-mode read-only; raise --max-mode or lower --mode");
		assertThatThrownBy(() -> parse("--acp", "--stdio", "--max-mode", "root")).hasMessageContaining("unknown --max-mode root");
	}

	@Test
	void aModeAboveTheMaximumExitsTwoWithOneLine() {
		ByteArrayOutputStream stderr = new ByteArrayOutputStream();
		int exit = Main.run(new String[] { "--acp", "--listen", "0", "--mode", "full-access" }, InputStream.nullInputStream(),
				OutputStream.nullOutputStream(), new PrintStream(stderr, true, StandardCharsets.UTF_8), Map.of("ACP4J_HOME", home.toString()),
				new AtomicReference<>(), Runnable::run);
		assertThat(exit).isEqualTo(2);
		assertThat(stderr.toString(StandardCharsets.UTF_8).lines().findFirst()).contains(
				"acp4j: --mode full-access is above --max-mode workspace-write (the default with --listen); raise --max-mode or lower --mode");
		assertThat(LaunchOptions.helpText()).contains("--max-mode");
	}

	@Test
	void theTokenIsTheEnvironmentsThenTheFilesElseANewOneWrittenOwnerOnly() throws Exception {
		ByteArrayOutputStream stderr = new ByteArrayOutputStream();
		PrintStream err = new PrintStream(stderr, true, StandardCharsets.UTF_8);
		Path file = home.resolve("given");
		Files.writeString(file, "from-file\n");
		LaunchOptions.Listen withFile = new LaunchOptions.Listen("127.0.0.1", 0, file, List.of(), null);
		LaunchOptions.Listen bare = new LaunchOptions.Listen("127.0.0.1", 0, null, List.of(), null);

		assertThat(Serve.token(withFile, home, Map.of("ACP4J_TOKEN", "from-env"), err)).isEqualTo("from-env");
		assertThat(Serve.token(withFile, home, Map.of(), err)).isEqualTo("from-file");
		String generated = Serve.token(bare, home, Map.of(), err);
		String again = Serve.token(bare, home, Map.of(), err);

		assertThat(generated).hasSizeGreaterThanOrEqualTo(40).isNotEqualTo(again);
		assertThat(Files.readString(home.resolve("token")).strip()).isEqualTo(again);
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve("token")))).isEqualTo("rw-------");
		assertThat(stderr.toString(StandardCharsets.UTF_8)).contains(home.resolve("token").toString()).doesNotContain(generated)
				.doesNotContain(again);
		Files.writeString(file, "  \n");
		assertThatThrownBy(() -> Serve.token(withFile, home, Map.of(), err)).hasMessageContaining("is empty");
	}

	@Test
	void servingOtherMachinesWithoutTlsWarnsThatAProxyMustTerminateIt() {
		Path keyStore = home.resolve("agent.p12");

		for (String host : List.of("0.0.0.0", "192.0.2.7", "::", "127.0.0.1.invalid")) {
			assertThat(Serve.clearTextWarning(new LaunchOptions.Listen(host, 0, null, List.of(), null))).as(host).hasValueSatisfying(
					line -> assertThat(line).startsWith("acp4j: warning: serving " + host + " without TLS").contains("proxy that terminates TLS")
							.contains("--tls-keystore"));
			assertThat(Serve.clearTextWarning(new LaunchOptions.Listen(host, 0, null, List.of(), keyStore))).as(host).isEmpty();
		}
		for (String host : List.of("127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]")) {
			assertThat(Serve.clearTextWarning(new LaunchOptions.Listen(host, 0, null, List.of(), null))).as(host).isEmpty();
		}
	}
}
