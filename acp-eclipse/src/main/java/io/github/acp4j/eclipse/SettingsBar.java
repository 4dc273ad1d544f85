package io.github.acp4j.eclipse;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

import io.github.acp4j.api.types.ModelInfo;
import io.github.acp4j.api.types.SessionConfigBoolean;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectGroup;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.api.types.SessionMode;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionModelState;

/**
 * The session's settings in a row of the view: one selector per configuration option the agent
 * offers ({@code configOptions}), else one for its modes and one for its models, as ACP says a client
 * prefers the options where there are any. A pick goes to the {@link Agent}; the selectors only ever
 * show what the agent said (its answers and its {@code current_mode_update} and
 * {@code config_option_update}), so a refused pick shows the value the agent kept. UI thread only.
 */
final class SettingsBar {
	/** Sends a pick to the agent; its answer comes back through {@link #options}, {@link #mode} or {@link #model}. */
	interface Agent {
		/** {@code session/set_config_option}: a select's value, or {@code "true"}/{@code "false"} for a boolean option. */
		void setConfigOption(String configId, String value, boolean isBoolean);

		/** {@code session/set_mode}. */
		void setMode(String modeId);

		/** {@code session/set_model}. */
		void setModel(String modelId);
	}

	/** One value a selector offers. */
	private record Choice(String value, String name, String description) {
	}

	/** A selector: its role suffix, its label, its values, the current one, and where a pick goes. */
	private record Selector(String id, String name, String description, List<Choice> choices, String current, Consumer<String> pick) {
	}

	private final Composite row;
	private final Agent agent;
	private List<SessionConfigOption> options;
	private SessionModeState modes;
	private SessionModelState models;

	/** The row (hidden while the agent offers nothing), in {@code parent}'s grid of {@code columns}. */
	SettingsBar(Composite parent, int columns, Agent agent) {
		this.agent = agent;
		row = new Composite(parent, SWT.NONE);
		RowLayout layout = new RowLayout();
		layout.center = true;
		row.setLayout(layout);
		row.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, columns, 1));
		render();
	}

	/** What a new or loaded session offers (any may be null). */
	void show(List<SessionConfigOption> options, SessionModeState modes, SessionModelState models) {
		this.options = options;
		this.modes = modes;
		this.models = models;
		render();
	}

	/** The agent's configuration options now ({@code config_option_update}, or its answer to a pick). */
	void options(List<SessionConfigOption> options) {
		this.options = options;
		render();
	}

	/**
	 * The session's mode now ({@code current_mode_update}, or the answer to {@code session/set_mode}).
	 * Where the agent offers options, their {@code config_option_update} or answer shows it instead.
	 */
	void mode(String modeId) {
		if (modes != null) {
			modes = SessionModeState.of(modeId, modes.availableModes());
			if (!hasOptions()) {
				render();
			}
		}
	}

	/** The session's model now (the answer to {@code session/set_model}). */
	void model(String modelId) {
		if (models != null) {
			models = SessionModelState.of(modelId, models.availableModels());
			render();
		}
	}

	/** Shows what the agent last said again: after a pick it refused. */
	void revert() {
		render();
	}

	private List<Selector> selectors() {
		List<Selector> selectors = new ArrayList<>();
		if (hasOptions()) {
			for (SessionConfigOption option : options) {
				if (option instanceof SessionConfigSelect select) {
					selectors.add(new Selector(select.id(), select.name(), select.description(), choices(select.options()),
							select.currentValue(), value -> agent.setConfigOption(select.id(), value, false)));
				} else if (option instanceof SessionConfigBoolean flag) {
					selectors.add(new Selector(flag.id(), flag.name(), flag.description(),
							List.of(new Choice("true", "On", null), new Choice("false", "Off", null)),
							String.valueOf(Boolean.TRUE.equals(flag.currentValue())), value -> agent.setConfigOption(flag.id(), value, true)));
				}
			}
			return selectors;
		}
		if (modes != null && modes.availableModes() != null) {
			List<Choice> choices = new ArrayList<>();
			for (SessionMode mode : modes.availableModes()) {
				choices.add(new Choice(mode.id(), mode.name(), mode.description()));
			}
			selectors.add(new Selector("mode", "Mode", null, choices, modes.currentModeId(), agent::setMode));
		}
		if (models != null && models.availableModels() != null) {
			List<Choice> choices = new ArrayList<>();
			for (ModelInfo model : models.availableModels()) {
				choices.add(new Choice(model.modelId(), model.name(), model.description()));
			}
			selectors.add(new Selector("model", "Model", null, choices, models.currentModelId(), agent::setModel));
		}
		return selectors;
	}

	private boolean hasOptions() {
		return options != null && !options.isEmpty();
	}

	private static List<Choice> choices(SessionConfigSelectOptions options) {
		List<Choice> choices = new ArrayList<>();
		if (options instanceof SessionConfigSelectOptions.Ungrouped ungrouped) {
			ungrouped.options().forEach(option -> choices.add(choice(option, null)));
		} else if (options instanceof SessionConfigSelectOptions.Grouped grouped) {
			for (SessionConfigSelectGroup group : grouped.groups()) {
				group.options().forEach(option -> choices.add(choice(option, group.name())));
			}
		}
		return choices;
	}

	private static Choice choice(SessionConfigSelectOption option, String group) {
		return new Choice(option.value(), group == null ? option.name() : group + ": " + option.name(), option.description());
	}

	private void render() {
		for (Control child : row.getChildren()) {
			child.dispose();
		}
		List<Selector> selectors = selectors();
		for (Selector selector : selectors) {
			Label label = new Label(row, SWT.NONE);
			label.setText(selector.name() + ":");
			Combo combo = new Combo(row, SWT.READ_ONLY | SWT.DROP_DOWN);
			combo.setData(AgentView.ROLE, "setting." + selector.id());
			List<String> values = new ArrayList<>();
			for (Choice choice : selector.choices()) {
				values.add(choice.value());
				combo.add(choice.name());
			}
			int current = values.indexOf(selector.current());
			combo.select(current);
			String chosen = current >= 0 ? selector.choices().get(current).description() : null;
			combo.setToolTipText(selector.description() == null ? chosen
					: chosen == null ? selector.description() : selector.description() + "\n" + chosen);
			combo.addListener(SWT.Selection, event -> {
				int picked = combo.getSelectionIndex();
				if (picked >= 0 && !values.get(picked).equals(selector.current())) {
					selector.pick().accept(values.get(picked));
				}
			});
		}
		boolean shown = !selectors.isEmpty();
		((GridData) row.getLayoutData()).exclude = !shown;
		row.setVisible(shown);
		row.getParent().layout(true, true);
	}
}
