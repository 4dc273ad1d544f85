package io.github.acp4j.agent.session;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.SandboxMode;

/**
 * A session's settings as one value: its mode (and the permission preset in force), its model, how
 * its commands are sandboxed, its thought level and the system prompt its client gave. A session
 * changes them in one step ({@link Session#change}), which records what changed with the session,
 * so that load, resume and {@code --resume} restore every one of them.
 *
 * @param modeId       the mode id as last set (a preset id, or any id a client chose)
 * @param preset       the permission preset in force: the mode's when it is a preset, else the one before
 * @param provider     the provider of {@code model}
 * @param model        the model, as the provider names it
 * @param sandbox      whether the session's commands and stdio MCP servers run in the sandbox
 * @param thoughtLevel {@value Session#DEFAULT_THOUGHT_LEVEL} or one of the provider's levels
 * @param systemPrompt the system prompt the client gave the session, or null
 */
public record SessionSettings(String modeId, PermissionPreset preset, LlmProvider provider, String model, SandboxMode sandbox,
		String thoughtLevel, ClientSystemPrompt systemPrompt) {

	/** The session option key the sandbox is recorded under. */
	public static final String SANDBOX_OPTION = "sandbox";
	/** The session option key the thought level is recorded under. */
	public static final String THOUGHT_LEVEL_OPTION = "thoughtLevel";

	/** A new session's settings: {@code preset}'s mode, {@code model}, the sandbox where it works, the model's own thinking. */
	public static SessionSettings of(PermissionPreset preset, LlmProvider provider, String model) {
		return new SessionSettings(preset.id(), preset, provider, model, SandboxMode.AUTO, Session.DEFAULT_THOUGHT_LEVEL, null);
	}

	/** {@code provider/model}, as the {@code model} config option shows it. */
	public String modelId() {
		return provider.id() + "/" + model;
	}

	/** With the mode {@code modeId}; a preset id also changes the permission posture. */
	public SessionSettings withMode(String modeId) {
		return new SessionSettings(modeId, PermissionPreset.byId(modeId).orElse(preset), provider, model, sandbox, thoughtLevel, systemPrompt);
	}

	public SessionSettings withModel(LlmProvider provider, String model) {
		return new SessionSettings(modeId, preset, provider, model, sandbox, thoughtLevel, systemPrompt);
	}

	public SessionSettings withSandbox(SandboxMode sandbox) {
		return new SessionSettings(modeId, preset, provider, model, sandbox, thoughtLevel, systemPrompt);
	}

	public SessionSettings withThoughtLevel(String thoughtLevel) {
		return new SessionSettings(modeId, preset, provider, model, sandbox, thoughtLevel, systemPrompt);
	}

	public SessionSettings withSystemPrompt(ClientSystemPrompt systemPrompt) {
		return new SessionSettings(modeId, preset, provider, model, sandbox, thoughtLevel, systemPrompt);
	}
}
