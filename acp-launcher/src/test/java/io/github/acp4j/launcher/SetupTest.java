package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.llm.StoredCredentials;

/** {@code acp4j --setup} with its answers on standard input (no terminal: the answers are lines). */
class SetupTest {

	@TempDir
	Path work;

	private ByteArrayOutputStream out;
	private ByteArrayOutputStream err;

	private Path home() {
		return work.resolve("home");
	}

	private Path file() {
		return home().resolve("credentials.properties");
	}

	private int setup(String answers, String... args) {
		out = new ByteArrayOutputStream();
		err = new ByteArrayOutputStream();
		return Main.run(args.length == 0 ? new String[] { "--setup" } : args, new ByteArrayInputStream(answers.getBytes(StandardCharsets.UTF_8)),
				out, new PrintStream(err, true, StandardCharsets.UTF_8), Map.of("ACP4J_HOME", home().toString()), new AtomicReference<>(),
				Runnable::run);
	}

	private String said() {
		return err.toString(StandardCharsets.UTF_8);
	}

	@Test
	void storesTheProviderAndKeyOwnerOnlyForTheAgentToRead() throws Exception {
		assertThat(setup("anthropic\nsk-ant-test-key-1234567890\n")).as(said()).isZero();
		assertThat(StoredCredentials.read(file())).containsOnly(Map.entry("LLM_PROVIDER", "anthropic"),
				Map.entry("ANTHROPIC_API_KEY", "sk-ant-test-key-1234567890"));
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file()))).isEqualTo("rw-------");
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home()))).isEqualTo("rwx------");
		// The key is in the file and nowhere else: not on stdout, not in what it says.
		assertThat(out.size()).isZero();
		assertThat(said()).contains("saved anthropic", file().toString()).doesNotContain("sk-ant-test-key");
		// The agent's provider environment has it when the environment chooses no provider, not when it does.
		assertThat(StoredCredentials.under(Map.of("ACP4J_HOME", home().toString())))
				.containsEntry("ANTHROPIC_API_KEY", "sk-ant-test-key-1234567890").containsEntry("LLM_PROVIDER", "anthropic");
		Map<String, String> chosen = Map.of("ACP4J_HOME", home().toString(), "OPENAI_API_KEY", "sk-from-env");
		assertThat(StoredCredentials.under(chosen)).isEqualTo(chosen);
	}

	@Test
	void anOpenAiCompatibleServerNeedsABaseUrlAndBadAnswersAreAskedAgain() throws Exception {
		assertThat(setup("Not an id!\nollama\nlocalhost:11434\nhttp://localhost:11434/v1\nollama-key-123456\n")).as(said()).isZero();
		assertThat(said()).contains("A provider id is letters", "A base URL starts with http:// or https://");
		assertThat(StoredCredentials.read(file())).containsOnly(Map.entry("LLM_PROVIDER", "ollama"),
				Map.entry("OLLAMA_BASE_URL", "http://localhost:11434/v1"), Map.entry("OLLAMA_API_KEY", "ollama-key-123456"));
	}

	@Test
	void anEmptyKeyIsAskedAgainWithALineThatSaysWhy() throws Exception {
		assertThat(setup("\n\n   \nsk-typed-at-last-123456\n")).as(said()).isZero();
		assertThat(said().split("The key is empty", -1)).hasSize(3);
		assertThat(StoredCredentials.read(file())).containsEntry("LLM_PROVIDER", "openai").containsEntry("OPENAI_API_KEY",
				"sk-typed-at-last-123456");
	}

	@Test
	void interruptedItSavesNothingAndLeavesAnEarlierFileAsItWas() throws Exception {
		assertThat(setup("openai\n")).isEqualTo(1);
		assertThat(said()).contains("setup stopped before it was done; nothing was saved");
		assertThat(file()).doesNotExist();

		assertThat(setup("openai\nsk-first-key-123456\n")).isZero();
		byte[] before = Files.readAllBytes(file());
		for (String cut : new String[] { "", "anthropic\n", "ollama\nhttp://localhost:1/v1\n", "anthropic\n\n" }) {
			assertThat(setup(cut)).as(cut).isEqualTo(1);
			assertThat(said()).contains("nothing was saved", "is as it was");
			assertThat(Files.readAllBytes(file())).isEqualTo(before);
		}
		try (Stream<Path> files = Files.list(home())) {
			assertThat(files).as("no temporary file left").containsExactly(file());
		}
	}

	@Test
	void runTwiceItReplacesTheFileWhichStaysOwnerOnly() throws Exception {
		assertThat(setup("openai\nsk-first-key-123456\n")).isZero();
		assertThat(setup("anthropic\nsk-ant-second-123456\n", "--acp", "--stdio", "--setup")).as("after the agent's own options").isZero();
		assertThat(StoredCredentials.read(file())).containsOnly(Map.entry("LLM_PROVIDER", "anthropic"),
				Map.entry("ANTHROPIC_API_KEY", "sk-ant-second-123456"));
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file()))).isEqualTo("rw-------");
		assertThat(out.size()).isZero();
	}
}
