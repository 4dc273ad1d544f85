package io.github.acp4j.agent.handlers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.JsonElement;

import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionSettings;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigOptionCategory;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * A session's {@code thought_level} option (category {@code thought_level}): {@code default}, which
 * sends nothing, and the thought levels of the session's provider. It is saved with the session; a
 * switch to a model whose provider lacks the level sets it back to {@code default}.
 */
final class ThoughtLevels {

	static final String ID = "thought_level";

	private ThoughtLevels() {
	}

	static SessionConfigOption option(Session session) {
		List<SessionConfigSelectOption> values = new ArrayList<>();
		values.add(SessionConfigSelectOption.builder(Session.DEFAULT_THOUGHT_LEVEL, "Default")
				.description("The model's own default; nothing is sent").build());
		for (String level : session.provider().thoughtLevels()) {
			values.add(SessionConfigSelectOption.of(level, level.substring(0, 1).toUpperCase(Locale.ROOT) + level.substring(1)));
		}
		return SessionConfigSelect.builder(ID, "Thinking", session.thoughtLevel(), SessionConfigSelectOptions.of(values))
				.description(session.provider().thoughtLevels().isEmpty() ? "The model " + session.modelId() + " has no thinking levels"
						: "How hard the model thinks before it answers")
				.category(SessionConfigOptionCategory.THOUGHT_LEVEL).build();
	}

	/** Sets and saves the session's level: -32602 for one its provider lacks. */
	static void set(Session session, String level) {
		if (!level.equals(Session.DEFAULT_THOUGHT_LEVEL) && !session.provider().thoughtLevels().contains(level)) {
			List<String> known = new ArrayList<>(List.of(Session.DEFAULT_THOUGHT_LEVEL));
			known.addAll(session.provider().thoughtLevels());
			throw JsonRpcErrors.invalidParams("thought_level " + level + " is not one the model " + session.modelId() + " has: "
					+ String.join(", ", known));
		}
		session.change(settings -> settings.withThoughtLevel(level));
	}

	/** After a switch of model: a level the new provider lacks is set back to {@code default} (and saved). */
	static void fit(Session session) {
		if (!session.thoughtLevel().equals(Session.DEFAULT_THOUGHT_LEVEL)
				&& !session.provider().thoughtLevels().contains(session.thoughtLevel())) {
			set(session, Session.DEFAULT_THOUGHT_LEVEL);
		}
	}

	/** Gives a restored session the level saved with it, when its provider has it. */
	static void restore(Session session, Map<String, JsonElement> saved) {
		JsonElement level = saved.get(SessionSettings.THOUGHT_LEVEL_OPTION);
		if (level != null && level.isJsonPrimitive() && session.provider().thoughtLevels().contains(level.getAsString())) {
			session.restore(settings -> settings.withThoughtLevel(level.getAsString()));
		}
	}
}
