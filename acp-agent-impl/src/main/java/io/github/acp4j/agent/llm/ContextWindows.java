package io.github.acp4j.agent.llm;

import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The context windows of known model families, in tokens: what a model can take as input. A
 * provider's {@code {PREFIX}_CONTEXT_WINDOW} overrides this table; a model it does not know gets the
 * agent's default ({@link io.github.acp4j.agent.AgentConfig#contextWindow}).
 */
public final class ContextWindows {

	/** A model name prefix and its window; the first prefix that matches wins. */
	private record Family(String prefix, long window) {
	}

	private static final List<Family> KNOWN = List.of(
			// OpenAI. GPT-5's 400k window holds at most 272k of input.
			new Family("gpt-5", 272_000),
			new Family("gpt-4.1", 1_047_576),
			new Family("gpt-4o", 128_000),
			new Family("chatgpt-4o", 128_000),
			new Family("gpt-4-turbo", 128_000),
			new Family("gpt-4-1106", 128_000),
			new Family("gpt-4-0125", 128_000),
			new Family("gpt-4-32k", 32_768),
			new Family("gpt-4", 8_192),
			new Family("gpt-3.5-turbo", 16_385),
			new Family("o1-mini", 128_000),
			new Family("o1-preview", 128_000),
			new Family("o1", 200_000),
			new Family("o3", 200_000),
			new Family("o4", 200_000),
			// Anthropic: every Claude 3.x and 4.x model takes 200k (more only with a beta header).
			new Family("claude-", 200_000));

	private ContextWindows() {
	}

	/**
	 * The window of a known model family; the name may carry a router's prefix
	 * ({@code openai/gpt-4o}, {@code anthropic/claude-sonnet-4-5}).
	 */
	public static OptionalLong known(String model) {
		if (model == null) {
			return OptionalLong.empty();
		}
		String name = model.toLowerCase(Locale.ROOT);
		name = name.substring(name.lastIndexOf('/') + 1);
		for (Family family : KNOWN) {
			if (name.startsWith(family.prefix())) {
				return OptionalLong.of(family.window());
			}
		}
		return OptionalLong.empty();
	}
}
