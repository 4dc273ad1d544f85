package io.github.acp4j.agent.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.llm.internal.DemoProvider;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.spi.Workspace;

/** Token counting per model, and the tokenizer a session loads ahead of its prompts. */
class TokenCounterTest {

	/** A guard against a hang, not a speed assertion. */
	private static final Duration GUARD = Duration.ofSeconds(60);
	private static final String TEXT = "Counting tokens of a sentence, with punctuation: ünïcödé too.";

	@TempDir
	Path work;

	@Test
	void openAiModelsAreCountedWithTheirTokenizerAndOthersEstimated() {
		for (String model : List.of("gpt-4o", "openai/gpt-4.1-mini", "o3", "gpt-5", "gpt-4", "gpt-3.5-turbo")) {
			assertThat(TokenCounter.forModel(model).exact()).as(model).isTrue();
		}
		for (String model : List.of("llama-3.1-70b", "claude-sonnet-4", "demo", "o2", "")) {
			assertThat(TokenCounter.forModel(model).exact()).as(model).isFalse();
		}
		assertThat(TokenCounter.forModel(null).count(TEXT)).isEqualTo((long) Math.ceil(TEXT.length() / TokenCounter.CHARS_PER_TOKEN));
	}

	/** Loading gives the counter forModel gives, once per tokenizer; a model without a tokenizer gets its estimate at once. */
	@Test
	void loadingGivesTheSameCounter() {
		for (String model : List.of("gpt-4o", "gpt-4")) {
			assertThat(TokenCounter.load(model)).succeedsWithin(GUARD)
					.satisfies(counter -> assertThat(counter.count(TEXT)).isEqualTo(TokenCounter.forModel(model).count(TEXT)))
					.satisfies(counter -> assertThat(counter.exact()).isTrue());
			// Loaded once: the next counter is there at once.
			assertThat(TokenCounter.load(model)).isCompleted();
		}
		assertThat(TokenCounter.load("llama-3.1-70b")).isCompleted();
		assertThat(TokenCounter.load("llama-3.1-70b").join().exact()).isFalse();
	}

	/** A session loads its model's tokenizer when the model is set, and again when it is switched. */
	@Test
	void aSessionLoadsTheTokenizerOfItsModel() {
		Session session = new Session("s", new Workspace(work, List.of()), List.of(), PermissionPreset.WORKSPACE_WRITE,
				new DemoProvider(), "gpt-4o");
		assertThat(session.tokenCounter()).succeedsWithin(GUARD).satisfies(counter -> assertThat(counter.exact()).isTrue());

		session.setModel(new DemoProvider(), "llama-3.1-70b");
		assertThat(session.tokenCounter()).isCompleted();
		assertThat(session.tokenCounter().join().exact()).isFalse();

		session.setModel(new DemoProvider(), "gpt-4");
		assertThat(session.tokenCounter()).succeedsWithin(GUARD).satisfies(counter -> assertThat(counter.exact()).isTrue());
	}
}
