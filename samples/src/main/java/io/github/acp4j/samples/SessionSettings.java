package io.github.acp4j.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.types.ModelInfo;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.SessionConfigBoolean;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigOptionCategory;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectGroup;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.api.types.SessionMode;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionModelState;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModelRequest;

/**
 * The session's options (its mode, its model, anything else the agent offers) as the agent last
 * reported them, and the requests that change them: {@code session/set_config_option} for the
 * options of ACP v1, {@code session/set_mode} and {@code session/set_model} for an agent that
 * reports only the older {@code modes} and {@code models}.
 */
final class SessionSettings {

	/** One value a setting can take. */
	record Choice(String value, String name) {
	}

	/** A setting as the user sees it; {@code change} sends the request for a value of {@code choices}. */
	private record Setting(String id, String name, String current, List<Choice> choices,
			Function<String, CompletableFuture<?>> change) {

		String currentName() {
			return choices.stream().filter(choice -> choice.value().equals(current)).map(Choice::name).findFirst()
					.orElse(current);
		}
	}

	private final AcpAgentServer agent;
	private final String sessionId;
	private List<SessionConfigOption> options = List.of();
	private SessionModeState modes;
	private SessionModelState models;

	SessionSettings(AcpAgentServer agent, String sessionId) {
		this.agent = agent;
		this.sessionId = sessionId;
	}

	/** The state the session started with. */
	synchronized void started(NewSessionResponse session) {
		options = session.configOptions() == null ? List.of() : session.configOptions();
		modes = session.modes();
		models = session.models();
	}

	/** Every option, as the agent sent them in a {@code config_option_update} or an answer. */
	synchronized void options(List<SessionConfigOption> options) {
		if (options != null) {
			this.options = options;
		}
	}

	/** The mode the agent switched to ({@code current_mode_update}), in its modes and in its mode option. */
	synchronized void currentMode(String modeId) {
		if (modes != null) {
			modes = SessionModeState.of(modeId, modes.availableModes());
		}
		options = options.stream().map(option -> option instanceof SessionConfigSelect select
				&& SessionConfigOptionCategory.MODE.equals(select.category())
						? new SessionConfigSelect(select.id(), select.name(), select.description(), select.category(), modeId,
								select.options(), select.meta())
						: option)
				.toList();
	}

	/** The name of the current mode, or null when the agent has none. */
	synchronized String mode() {
		Setting mode = byCategory(SessionConfigOptionCategory.MODE);
		return mode == null ? null : mode.currentName();
	}

	/** The name of the current model, or null when the agent does not say. */
	synchronized String model() {
		Setting model = byCategory(SessionConfigOptionCategory.MODEL);
		return model == null ? null : model.currentName();
	}

	/** What {@code /mode} or {@code /model} (category mode or model) or {@code /config ID} lists. */
	synchronized List<String> describe(SessionConfigOptionCategory category, String id) {
		List<Setting> shown = new ArrayList<>();
		if (category != null) {
			Setting setting = byCategory(category);
			if (setting != null) {
				shown.add(setting);
			}
		} else {
			shown.addAll(id == null ? settings() : settings().stream().filter(setting -> setting.id().equals(id)).toList());
		}
		List<String> lines = new ArrayList<>();
		for (Setting setting : shown) {
			lines.add(setting.name() + " (" + setting.id() + "): " + setting.currentName());
			for (Choice choice : setting.choices()) {
				lines.add((choice.value().equals(setting.current()) ? "  * " : "    ") + choice.value()
						+ (choice.name().equals(choice.value()) ? "" : "  " + choice.name()));
			}
		}
		return lines;
	}

	/**
	 * Switches the setting of {@code category} (or, with a null category, the one whose id is
	 * {@code id}) to the choice named {@code wanted}: its value, its name, or a part of either that
	 * names it alone. Completes with the new value's name, or fails with a message for the user.
	 */
	CompletableFuture<String> change(SessionConfigOptionCategory category, String id, String wanted) {
		Setting setting;
		synchronized (this) {
			setting = category != null ? byCategory(category)
					: settings().stream().filter(candidate -> candidate.id().equals(id)).findFirst().orElse(null);
		}
		if (setting == null) {
			String what = category != null ? "no " + category.value() + " to choose" : "no option " + id;
			return CompletableFuture.failedFuture(new IllegalArgumentException("The agent offers " + what + "."));
		}
		Choice choice = find(setting.choices(), wanted);
		if (choice == null) {
			return CompletableFuture.failedFuture(new IllegalArgumentException(setting.name() + " has no single value named "
					+ wanted + "; /config " + setting.id() + " lists them."));
		}
		return setting.change().apply(choice.value()).thenApply(done -> choice.name());
	}

	private static Choice find(List<Choice> choices, String wanted) {
		String lower = wanted.toLowerCase(Locale.ROOT);
		for (Choice choice : choices) {
			if (choice.value().equals(wanted)) {
				return choice;
			}
		}
		List<Choice> named = choices.stream().filter(choice -> choice.value().equalsIgnoreCase(wanted)
				|| choice.name().equalsIgnoreCase(wanted)).toList();
		if (named.isEmpty()) {
			named = choices.stream().filter(choice -> choice.value().toLowerCase(Locale.ROOT).contains(lower)
					|| choice.name().toLowerCase(Locale.ROOT).contains(lower)).toList();
		}
		return named.size() == 1 ? named.get(0) : null;
	}

	/** The setting of a category: the agent's option of that category, else its legacy modes or models. */
	private Setting byCategory(SessionConfigOptionCategory category) {
		for (Setting setting : configSettings(category)) {
			return setting;
		}
		if (SessionConfigOptionCategory.MODE.equals(category) && modes != null) {
			return modeSetting();
		}
		if (SessionConfigOptionCategory.MODEL.equals(category) && models != null) {
			return modelSetting();
		}
		return null;
	}

	/** Every setting: the agent's options, then its legacy modes and models where no option stands for them. */
	private List<Setting> settings() {
		List<Setting> settings = new ArrayList<>(configSettings(null));
		if (modes != null && configSettings(SessionConfigOptionCategory.MODE).isEmpty()) {
			settings.add(modeSetting());
		}
		if (models != null && configSettings(SessionConfigOptionCategory.MODEL).isEmpty()) {
			settings.add(modelSetting());
		}
		return settings;
	}

	private List<Setting> configSettings(SessionConfigOptionCategory category) {
		List<Setting> settings = new ArrayList<>();
		for (SessionConfigOption option : options) {
			if (option instanceof SessionConfigSelect select && (category == null || category.equals(select.category()))) {
				settings.add(new Setting(select.id(), select.name(), select.currentValue(), values(select.options()),
						value -> setOption(select.id(), new JsonPrimitive(value))));
			} else if (option instanceof SessionConfigBoolean flag && (category == null || category.equals(flag.category()))) {
				settings.add(new Setting(flag.id(), flag.name(), String.valueOf(Boolean.TRUE.equals(flag.currentValue())),
						List.of(new Choice("true", "on"), new Choice("false", "off")),
						value -> setOption(flag.id(), new JsonPrimitive(Boolean.parseBoolean(value)))));
			}
		}
		return settings;
	}

	private Setting modeSetting() {
		List<Choice> choices = new ArrayList<>();
		for (SessionMode mode : modes.availableModes()) {
			choices.add(new Choice(mode.id(), Objects.requireNonNullElse(mode.name(), mode.id())));
		}
		return new Setting("mode", "Mode", modes.currentModeId(), choices,
				value -> agent.setSessionMode(SetSessionModeRequest.of(sessionId, value)).thenRun(() -> currentMode(value)));
	}

	private Setting modelSetting() {
		List<Choice> choices = new ArrayList<>();
		for (ModelInfo model : models.availableModels()) {
			choices.add(new Choice(model.modelId(), Objects.requireNonNullElse(model.name(), model.modelId())));
		}
		return new Setting("model", "Model", models.currentModelId(), choices,
				value -> ((AcpAgentServerDrafts) agent).setSessionModel(SetSessionModelRequest.of(sessionId, value))
						.thenRun(() -> currentModel(value)));
	}

	private synchronized void currentModel(String modelId) {
		models = SessionModelState.of(modelId, models.availableModels());
	}

	private CompletableFuture<?> setOption(String id, JsonPrimitive value) {
		return agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(sessionId, id, value))
				.thenAccept(answer -> options(answer.configOptions()));
	}

	private static List<Choice> values(SessionConfigSelectOptions options) {
		List<SessionConfigSelectOption> flat = new ArrayList<>();
		if (options instanceof SessionConfigSelectOptions.Ungrouped ungrouped && ungrouped.options() != null) {
			flat.addAll(ungrouped.options());
		} else if (options instanceof SessionConfigSelectOptions.Grouped grouped && grouped.groups() != null) {
			for (SessionConfigSelectGroup group : grouped.groups()) {
				flat.addAll(group.options());
			}
		}
		return flat.stream().map(option -> new Choice(option.value(), Objects.requireNonNullElse(option.name(), option.value())))
				.toList();
	}
}
