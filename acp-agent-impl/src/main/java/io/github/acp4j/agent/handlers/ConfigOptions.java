package io.github.acp4j.agent.handlers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

import com.google.gson.JsonElement;
import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.llm.ModelCatalog;
import io.github.acp4j.agent.llm.ProviderResolver;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionSettings;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.api.types.ModelInfo;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigOptionCategory;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.api.types.SessionMode;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionModelState;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * A session's {@code model} and {@code mode} configuration options, its mode state, and its model
 * state for the legacy {@code session/set_model} (the same models as the {@code model} option).
 */
@Singleton
final class ConfigOptions {

	static final String MODEL = "model";
	static final String MODE = "mode";
	static final String SANDBOX = "sandbox";

	private final ProviderResolver providers;
	private final ModelCatalog catalog;
	/** {@code --max-mode}: no preset above it is offered or set. */
	private final PermissionPreset maxPreset;
	/**
	 * The weakest sandbox a client may choose: the operator's {@code --sandbox} when {@code --max-mode}
	 * caps the sessions, since a command that runs unsandboxed escapes that cap (it reads the token and
	 * is outside the agent's process tree); any otherwise.
	 */
	private final SandboxMode minSandbox;

	@Inject
	ConfigOptions(ProviderResolver providers, ModelCatalog catalog, AgentConfig config) {
		this.providers = providers;
		this.catalog = catalog;
		this.maxPreset = config.maxPreset();
		this.minSandbox = PermissionPreset.FULL_ACCESS.exceeds(maxPreset) ? config.sandbox() : SandboxMode.OFF;
	}

	List<SessionConfigOption> of(Session session) {
		List<SessionConfigSelectOption> models = new ArrayList<>();
		for (String model : catalog(session)) {
			models.add(SessionConfigSelectOption.of(model, model));
		}
		List<SessionConfigSelectOption> modes = new ArrayList<>();
		for (SessionMode mode : modes(session).availableModes()) {
			modes.add(SessionConfigSelectOption.builder(mode.id(), mode.name()).description(mode.description())
					.build());
		}
		// The mode first, as the leading agents list it: it always has other values, a model list may not.
		return List.of(
				SessionConfigSelect.builder(MODE, "Mode", session.modeId(), SessionConfigSelectOptions.of(modes))
						.description("What the agent may do without asking").category(SessionConfigOptionCategory.MODE)
						.build(),
				SessionConfigSelect.builder(MODEL, "Model", current(session), SessionConfigSelectOptions.of(models))
						.description("The model that answers").category(SessionConfigOptionCategory.MODEL).build(),
				SessionConfigSelect.builder(SANDBOX, "Sandbox", session.sandbox().id(),
						SessionConfigSelectOptions.of(SANDBOX_VALUES.stream()
								.filter(value -> SandboxMode.byId(value.value()).filter(this::allowed).isPresent()).toList()))
						.description("Whether local commands and MCP servers run in the OS sandbox").build(),
				ThoughtLevels.option(session));
	}

	/** The session's model and the models of the configured providers, as {@link ModelCatalog} offers them. */
	private List<String> catalog(Session session) {
		return catalog.offered(session.provider(), session.model());
	}

	/** The session's model as the catalog offers it. */
	private String current(Session session) {
		return catalog.value(session.provider(), session.model());
	}

	/** The models {@code session/set_model} takes: those of the {@code model} option. */
	SessionModelState models(Session session) {
		List<ModelInfo> models = new ArrayList<>();
		for (String model : catalog(session)) {
			models.add(ModelInfo.of(model, model));
		}
		return SessionModelState.of(current(session), models);
	}

	private static final List<SessionConfigSelectOption> SANDBOX_VALUES = List.of(
			SessionConfigSelectOption.builder(SandboxMode.AUTO.id(), "Auto")
					.description("Sandboxed where bubblewrap works").build(),
			SessionConfigSelectOption.builder(SandboxMode.REQUIRED.id(), "Required")
					.description("Sandboxed, or not run at all").build(),
			SessionConfigSelectOption.builder(SandboxMode.OFF.id(), "Off").description("Never sandboxed").build());

	/** Sets the session's sandbox mode: off, auto or required; one weaker than the {@linkplain #minSandbox weakest allowed} is refused. */
	void setSandbox(Session session, String value) {
		SandboxMode mode = SandboxMode.byId(value)
				.orElseThrow(() -> JsonRpcErrors.invalidParams("sandbox must be one of off, auto, required"));
		if (!allowed(mode)) {
			throw JsonRpcErrors.invalidParams("The sandbox " + mode.id() + " is not allowed: with --max-mode " + maxPreset.id()
					+ " the operator's --sandbox " + minSandbox.id() + " is the weakest");
		}
		session.change(settings -> settings.withSandbox(mode));
	}

	/** Gives a restored session the sandbox saved with it, when it is one and is allowed (else the session keeps the operator's). */
	void restoreSandbox(Session session, JsonElement saved) {
		Optional<SandboxMode> mode = saved != null && saved.isJsonPrimitive() ? SandboxMode.byId(saved.getAsString()) : Optional.empty();
		mode.filter(this::allowed).ifPresent(kept -> session.restore(settings -> settings.withSandbox(kept)));
	}

	/** Whether a client may set the sandbox to {@code mode}: the order is off, auto, required. */
	private boolean allowed(SandboxMode mode) {
		return mode.compareTo(minSandbox) >= 0;
	}

	/** The session's mode and the modes it may be set to: the presets up to the most allowed, and its own id. */
	SessionModeState modes(Session session) {
		List<SessionMode> modes = new ArrayList<>();
		for (PermissionPreset preset : PermissionPreset.values()) {
			if (!preset.exceeds(maxPreset)) {
				modes.add(SessionMode.builder(preset.id(), preset.title()).description(preset.description()).build());
			}
		}
		if (PermissionPreset.byId(session.modeId()).isEmpty()) {
			modes.add(SessionMode.builder(session.modeId(), session.modeId()).description("Set by the client").build());
		}
		return SessionModeState.of(session.modeId(), modes);
	}

	/**
	 * Sets the session's mode; a preset above the most allowed is refused with the reason. Any other id
	 * (a client's own) is kept and leaves the preset as it is.
	 */
	void setMode(Session session, String modeId) {
		PermissionPreset.byId(modeId).filter(preset -> preset.exceeds(maxPreset)).ifPresent(preset -> {
			throw JsonRpcErrors.invalidParams("The mode " + preset.id() + " is not allowed: the operator's --max-mode allows at most "
					+ maxPreset.id());
		});
		session.change(settings -> settings.withMode(modeId));
	}

	/** Sets a stored session's mode, lowered to the most allowed: a session saved by a less restricted agent still opens. */
	void restoreMode(Session session, String modeId) {
		String allowed = PermissionPreset.byId(modeId).map(this::allowed).map(PermissionPreset::id).orElse(modeId);
		session.restore(settings -> settings.withMode(allowed));
	}

	/** The preset, or the most allowed when it is above it. */
	PermissionPreset allowed(PermissionPreset preset) {
		return preset.exceeds(maxPreset) ? maxPreset : preset;
	}

	/**
	 * Sets the session's model from {@code provider/model}, or from a bare model, which is the default
	 * provider's (as the catalog offers it; so is a listed id of the default provider holding a slash).
	 */
	void setModel(Session session, String value) {
		UnaryOperator<SessionSettings> model = model(value);
		session.change(model);
	}

	/** As {@link #setModel}, for a session being built or restored: nothing is recorded. */
	void restoreModel(Session session, String value) {
		UnaryOperator<SessionSettings> model = model(value);
		session.restore(model);
	}

	/** The change to the model {@code value} names; -32602 when it names none the agent has. */
	private UnaryOperator<SessionSettings> model(String value) {
		if (value == null || value.isBlank()) {
			throw JsonRpcErrors.invalidParams("model must be provider/model or a model name");
		}
		int slash = value.indexOf('/');
		if (slash > 0 && !catalog.isDefaultProviders(value)) {
			String providerId = value.substring(0, slash);
			LlmProvider provider = providers.provider(providerId)
					.orElseThrow(() -> JsonRpcErrors.invalidParams("Unknown or unconfigured provider: " + providerId));
			String model = value.substring(slash + 1);
			return settings -> settings.withModel(provider, model.isEmpty() ? provider.defaultModel() : model);
		}
		LlmProvider provider = providers.defaultProvider();
		return settings -> settings.withModel(provider, value);
	}
}
