package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.SandboxMode;

class MainTest {

	@TempDir
	Path home;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private int run(String input, String... args) {
		return Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out,
				new PrintStream(err, true, StandardCharsets.UTF_8), Map.of("ACP4J_HOME", home.toString()));
	}

	@Test
	void flagsAreParsedWithDefaultsUnderAcp4jHome() throws Exception {
		LaunchOptions options = LaunchOptions.parse(new String[] { "--acp", "--stdio", "--resume", "--mode", "plan" }, home);
		assertThat(options.resume()).contains("");
		assertThat(options.mode()).isEqualTo("plan");
		assertThat(options.sessionDir()).isEqualTo(home.resolve("sessions").toAbsolutePath());
		assertThat(options.logFile()).isEqualTo(home.resolve("logs/agent.log").toAbsolutePath());
		assertThat(LaunchOptions.parse(new String[] { "--acp", "--stdio", "--resume", "abc123" }, home).resume()).contains("abc123");
		assertThat(LaunchOptions.parse(new String[] { "--acp", "--stdio" }, home).resume()).isEqualTo(Optional.empty());
		assertThat(options.sandbox()).isEqualTo(SandboxMode.AUTO);
		assertThat(LaunchOptions.parse(new String[] { "--acp", "--stdio", "--sandbox", "required" }, home).sandbox())
				.isEqualTo(SandboxMode.REQUIRED);
	}

	@Test
	void badCommandLinesAreUsageErrors() {
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp" }, home)).hasMessageContaining("--stdio");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--stdio" }, home)).hasMessageContaining("--acp");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--mode", "yolo" }, home))
				.hasMessageContaining("yolo");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--log-level", "loud" }, home))
				.hasMessageContaining("loud");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--sandbox", "maybe" }, home))
				.hasMessageContaining("maybe");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "extra" }, home))
				.hasMessageContaining("extra");
	}

	@Test
	void aUsageErrorExitsTwoAndPrintsNothingOnStdout() {
		assertThat(run("", "--acp", "--bogus")).isEqualTo(2);
		assertThat(out.size()).isZero();
		assertThat(err.toString(StandardCharsets.UTF_8)).contains("acp4j: ").contains("usage:");
	}

	@Test
	void versionAndHelpPrintAndExitZero() {
		assertThat(run("", "--version")).isZero();
		assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("acp4j ");
		out.reset();
		assertThat(run("", "--help")).isZero();
		assertThat(out.toString(StandardCharsets.UTF_8)).contains("--acp").contains("--resume").contains("LLM_PROVIDER");
	}

	@Test
	void theAgentAnswersOnStdoutLogsToTheFileAndExitsZeroAtEndOfInput() throws Exception {
		int code = run("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n", "--acp",
				"--stdio");
		assertThat(code).isZero();
		String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
		assertThat(lines).hasSize(1);
		JsonObject answer = JsonParser.parseString(lines[0]).getAsJsonObject();
		assertThat(answer.getAsJsonObject("result").getAsJsonObject("agentInfo").get("name").getAsString()).isEqualTo("acp4j");
		assertThat(err.size()).isZero();
		assertThat(Files.readString(home.resolve("logs/agent.log"))).contains("acp4j").contains("starting");
	}

	@Test
	void modeAndModelFlagsShapeNewSessions() throws Exception {
		String input = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n"
				+ "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"" + home + "\",\"mcpServers\":[]}}\n";
		assertThat(run(input, "--acp", "--stdio", "--mode", "read-only", "--model", "nowhere/model-x")).isZero();
		String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
		JsonObject session = JsonParser.parseString(lines[1]).getAsJsonObject().getAsJsonObject("result");
		assertThat(session.getAsJsonObject("modes").get("currentModeId").getAsString()).isEqualTo("read-only");
		// An unconfigured --model falls back to the default provider, with a warning in the log.
		assertThat(session.getAsJsonArray("configOptions").get(0).getAsJsonObject().get("currentValue").getAsString())
				.isEqualTo("demo/scripted");
		assertThat(Files.readString(home.resolve("logs/agent.log"))).contains("--model nowhere/model-x is not available");
	}
}
