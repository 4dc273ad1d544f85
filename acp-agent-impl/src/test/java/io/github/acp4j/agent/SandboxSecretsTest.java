package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.inject.Guice;

import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.spi.SandboxPolicy;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * What a sandboxed command can read must not let it drive the agent: the agent's home (its token, log,
 * sessions and settings), a session directory, token and log kept elsewhere, and a database's password
 * file are empty or gone for it, confined and under full-access alike, while the workspace is still
 * there. The home is no workspace: a session there is refused, and a sandbox asked to show it does not.
 */
class SandboxSecretsTest {

	private static final String SECRET = "secret-content-0123456789";

	/** Outside the temp directory, which the confined sandbox hides anyway. */
	Path base;
	Path home;
	Path workspace;
	Path sessions;
	Path tokenFile;
	Path pgpass;
	Path userHome;

	@BeforeEach
	void files() throws Exception {
		assumeTrue(Bubblewrap.works(), Bubblewrap.MISSING);
		base = Files.createTempDirectory(Bubblewrap.outsideTheTempDirectory(), "acp4j-secrets-").toRealPath();
		home = Files.createDirectories(base.resolve("home"));
		Files.writeString(home.resolve("token"), SECRET);
		Files.writeString(Files.createDirectories(home.resolve("logs")).resolve("agent.log"), "listening on port " + SECRET);
		workspace = Files.createDirectories(base.resolve("workspace"));
		Files.writeString(workspace.resolve("visible.txt"), "the workspace");
		sessions = Files.createDirectories(base.resolve("sessions-elsewhere"));
		Files.writeString(sessions.resolve("session.jsonl"), SECRET);
		tokenFile = Files.writeString(Files.createDirectories(base.resolve("etc")).resolve("acp4j.token"), SECRET);
		pgpass = Files.writeString(base.resolve("pgpass"), SECRET);
		userHome = Files.createDirectories(base.resolve("user"));
		Files.writeString(userHome.resolve(".pgpass"), SECRET);
	}

	@AfterEach
	void delete() throws Exception {
		if (base == null) {
			return; // skipped
		}
		try (Stream<Path> paths = Files.walk(base)) {
			paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		}
	}

	/** The sandbox as the agent is wired with a home, a session directory elsewhere and a token file. */
	private Sandbox sandbox() {
		return Guice.createInjector(module()).getInstance(Sandbox.class);
	}

	private AgentModule module() {
		Map<String, String> environment = Map.of("PATH", System.getenv("PATH"), "ACP4J_HOME", home.toString(), "PGPASSFILE",
				pgpass.toString(), "HOME", userHome.toString(), "LLM_PROVIDER", "demo");
		AgentConfig config = AgentConfig.builder(sessions).secrets(List.of(tokenFile)).build();
		return new AgentModule(config, environment);
	}

	/**
	 * A session whose cwd or additional directory is the agent's home or inside it, or the session
	 * directory, is refused: its commands could write the extensions, commands and settings the agent
	 * loads later, unsandboxed.
	 */
	@Test
	void theAgentsOwnDirectoriesAreNoWorkspace() throws Exception {
		Path inside = Files.createDirectories(home.resolve("extensions"));
		try (AgentHarness harness = new AgentHarness(module())) {
			harness.initialize();
			for (NewSessionRequest request : List.of(NewSessionRequest.of(home.toString(), List.of()),
					NewSessionRequest.of(inside.toString(), List.of()), NewSessionRequest.of(sessions.toString(), List.of()),
					NewSessionRequest.of(workspace.toString(), List.of()).toBuilder().additionalDirectories(List.of(inside.toString())).build())) {
				ResponseErrorException refused = AgentHarness.error(harness.agent.newSession(request));
				assertThat(refused.getResponseError().getCode()).isEqualTo(JsonRpcErrors.INVALID_PARAMS);
				assertThat(refused.getResponseError().getMessage()).endsWith(": the agent's own state directory cannot be a workspace");
			}
			assertThat(harness.newSession(workspace)).isNotBlank();
		}
	}

	/** A sandbox asked to show the home as the workspace anyway keeps it hidden: what a command writes there is lost. */
	@Test
	void aWorkspaceInTheHomeIsNotShownConfinedOrNot() throws Exception {
		for (boolean unconfined : List.of(false, true)) {
			SandboxPolicy policy = SandboxPolicy.builder(SandboxMode.REQUIRED, List.of(home)).writable(List.of(home)).network(true)
					.unconfined(unconfined).build();
			Process process = sandbox().process(List.of("/bin/sh", "-c", "grep -qs " + SECRET + " token && echo seen; "
					+ "mkdir -p extensions && echo planted > extensions/planted; true"), home, policy, null).redirectErrorStream(true)
					.start();
			String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			assertThat(process.waitFor()).as(output).isZero();
			assertThat(output).as("unconfined " + unconfined).doesNotContain("seen");
			assertThat(home.resolve("extensions/planted")).as("unconfined " + unconfined).doesNotExist();
		}
	}

	/** What a shell in the workspace under {@code policy} reads of each secret and of the workspace, which it writes. */
	private String read(SandboxPolicy policy) throws Exception {
		StringBuilder script = new StringBuilder();
		for (Path secret : List.of(home.resolve("token"), home.resolve("logs/agent.log"), sessions.resolve("session.jsonl"), tokenFile,
				pgpass, userHome.resolve(".pgpass"))) {
			script.append("grep -qs ").append(SECRET).append(' ').append(secret).append(" && echo seen ").append(secret).append("; ");
		}
		script.append("cat visible.txt; echo; echo entries=$(ls -A ").append(home).append(" | wc -l); : > written.txt");
		Process process = sandbox().process(List.of("/bin/sh", "-c", script.toString()), workspace, policy, null)
				.redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(process.waitFor()).as(output).isZero();
		assertThat(workspace.resolve("written.txt")).as("the workspace is writable where it is shown again").exists();
		return output;
	}

	@Test
	void aConfinedCommandSeesNoSecretButTheWorkspaceInsideTheHome() throws Exception {
		String output = read(SandboxPolicy.builder(SandboxMode.REQUIRED, List.of(workspace)).writable(List.of(workspace))
				.network(true).build());
		assertThat(output).doesNotContain("seen").contains("the workspace").contains("entries=0");
	}

	/**
	 * The seccomp filter's file in the agent's temp directory: a full-access command cannot rewrite it
	 * (every later confined command would load what it wrote), and a file rewritten anyway is not used.
	 */
	@Test
	void theFilterFileCannotBeRewrittenForLaterConfinedCommands() throws Exception {
		Sandbox sandbox = sandbox();
		SandboxPolicy confined = SandboxPolicy.of(SandboxMode.REQUIRED, List.of(workspace));
		Path filterFile = Path.of(sandbox.command(List.of("true"), workspace, confined, null).get(3));
		byte[] filter = Files.readAllBytes(filterFile);

		SandboxPolicy fullAccess = SandboxPolicy.builder(SandboxMode.AUTO, List.of(workspace)).writable(List.of(workspace))
				.unconfined(true).build();
		Process process = sandbox.process(List.of("/bin/sh", "-c", "printf allow-all > " + filterFile + " || rm -f " + filterFile
				+ "; true"), workspace, fullAccess, null).redirectErrorStream(true).start();
		process.getInputStream().readAllBytes();
		assertThat(process.waitFor()).isZero();
		assertThat(filterFile).hasBinaryContent(filter);

		Files.writeString(filterFile, "allow-all");
		Path used = Path.of(sandbox.command(List.of("true"), workspace, confined, null).get(3));
		assertThat(used).hasBinaryContent(filter);
	}

	@Test
	void aFullAccessCommandSeesNoSecretEither() throws Exception {
		String output = read(SandboxPolicy.builder(SandboxMode.AUTO, List.of(workspace)).writable(List.of(workspace))
				.network(true).unconfined(true).build());
		assertThat(output).doesNotContain("seen").contains("the workspace").contains("entries=0");
	}
}
