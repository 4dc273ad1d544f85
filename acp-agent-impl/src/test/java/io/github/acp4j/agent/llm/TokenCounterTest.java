package io.github.acp4j.agent.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonParser;

import io.github.acp4j.agent.llm.internal.DemoProvider;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolSpec;
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

		session.restore(settings -> settings.withModel(new DemoProvider(), "llama-3.1-70b"));
		assertThat(session.tokenCounter()).isCompleted();
		assertThat(session.tokenCounter().join().exact()).isFalse();

		session.restore(settings -> settings.withModel(new DemoProvider(), "gpt-4"));
		assertThat(session.tokenCounter()).succeedsWithin(GUARD).satisfies(counter -> assertThat(counter.exact()).isTrue());
	}

	/**
	 * A lone surrogate (a model can send one as a JSON escape), which jtokkit refuses as not UTF-8,
	 * is counted as the {@code ?} the request's body carries instead of failing every later count of
	 * the session's history.
	 */
	@Test
	void aLoneSurrogateIsCountedAsTheQuestionMarkSentForIt() {
		for (String model : List.of("gpt-4o", "gpt-4")) {
			TokenCounter counter = TokenCounter.forModel(model);
			assertThat(counter.count("a\ud800b\udc00")).as(model).isEqualTo(counter.count("a?b?"));
			assertThat(counter.count("\udc00\ud83d\udc4d\ud800")).as(model).isEqualTo(counter.count("?\ud83d\udc4d?"));
		}
	}

	/**
	 * The upper bound never counts fewer tokens than either tokenizer, for prose, code, other scripts,
	 * emoji, runs of spaces and random text, alone and in a whole request.
	 */
	@Test
	void theUpperBoundIsNeverUnderTheTokenizers() {
		Random random = new Random(15);
		List<String> texts = new ArrayList<>(List.of(TEXT, "public static void main(String[] args) { return; }",
				"日本語のテキストと中文文本和한국어", "emoji 👍🏽👨‍👩‍👧 and ZWJ", "a" + " ".repeat(500) + "b", "\u0301\u0301e\u0301",
				"1234567890".repeat(50), "\n\n\t\t\r\n"));
		for (int i = 0; i < 200; i++) {
			StringBuilder text = new StringBuilder();
			for (int c = random.nextInt(300); c > 0; c--) {
				text.appendCodePoint(random.nextInt(4) == 0 ? random.nextInt(0x1F000) : 0x20 + random.nextInt(0x5F));
			}
			texts.add(text.toString());
		}
		TokenCounter bound = TokenCounter.upperBound();
		assertThat(bound.exact()).isFalse();
		for (String model : List.of("gpt-4o", "gpt-4")) {
			TokenCounter exact = TokenCounter.forModel(model);
			for (String text : texts) {
				assertThat(bound.count(text)).as("%s: %s", model, text).isGreaterThanOrEqualTo(exact.count(text));
			}
			LlmRequest request = LlmRequest.of(model,
					List.of(ChatMessage.system(texts.get(1)), ChatMessage.user(texts.get(2)),
							ChatMessage.assistant("", null, List.of(ToolCallRequest.of("call_1", "read_file", "{\"path\":\"日本.txt\"}")))),
					List.of(ToolSpec.of("read_file", texts.get(3), JsonParser.parseString("{\"type\":\"object\"}").getAsJsonObject())));
			assertThat(bound.count(request)).as(model).isGreaterThanOrEqualTo(exact.count(request));
		}
	}
}
