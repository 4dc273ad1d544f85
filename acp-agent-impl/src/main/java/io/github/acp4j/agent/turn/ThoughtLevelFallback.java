package io.github.acp4j.agent.turn;

import java.util.Locale;
import java.util.function.Predicate;

import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeSeverity;

/**
 * A model that refuses the session's thought level (HTTP 400 naming {@code reasoning_effort} or
 * {@code thinking}: a model without reasoning, an OpenAI-compatible server that knows neither) is
 * asked again once without it; the user is told once, and the session's later requests go without
 * it until its model or level changes. The turn does not fail.
 */
final class ThoughtLevelFallback {

	/** One model call, made again with the session's state of the moment. */
	@FunctionalInterface
	interface Call {
		LlmResponse send() throws LlmException, InterruptedException;
	}

	private ThoughtLevelFallback() {
	}

	static LlmResponse send(Session session, Call call, Predicate<Notice> tell) throws LlmException, InterruptedException {
		String level = session.requestThoughtLevel();
		try {
			return call.send();
		} catch (LlmException e) {
			if (level == null || !refusesThoughtLevel(e)) {
				throw e;
			}
			session.thoughtLevelRefused();
			tell.test(Notice.builder(NoticeSeverity.INFO, "The model ignores the thinking level")
					.description(session.modelId() + " does not take the thinking level \"" + level
							+ "\"; it answers at its own default.")
					.build());
			return call.send();
		}
	}

	/** Whether a provider's error refuses a thought level's parameter. */
	static boolean refusesThoughtLevel(LlmException e) {
		String message = e.getMessage() == null ? "" : e.getMessage().toLowerCase(Locale.ROOT);
		return e.status() == 400 && (message.contains("reasoning_effort") || message.contains("reasoning effort")
				|| message.contains("thinking"));
	}
}
