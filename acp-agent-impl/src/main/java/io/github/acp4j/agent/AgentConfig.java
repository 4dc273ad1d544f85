package io.github.acp4j.agent;

import java.nio.file.Path;

import io.github.acp4j.agent.permission.PermissionPreset;

/**
 * Settings of an agent process.
 *
 * @param defaultPreset    the permission preset new sessions start in ({@code --mode})
 * @param defaultModel     the {@code provider/model} new sessions use ({@code --model}), or null for the provider's default
 * @param maxTurnRequests  model requests one prompt turn may make before it stops with {@code max_turn_requests}
 * @param contextWindow    the context window, in tokens, of a model that neither its provider's
 *                         {@code {PREFIX}_CONTEXT_WINDOW} nor the table of known models knows
 * @param sessionDir       where sessions are stored ({@code --session-dir}, {@code ACP4J_HOME/sessions} by default)
 * @param resume           {@code --resume}: null for none, empty for the latest session of the cwd, else an id or its prefix
 * @param compactThreshold the percentage of the context window a request may fill before the conversation is
 *                         compacted first ({@code ACP4J_COMPACT_THRESHOLD}), 10 to 95
 */
public record AgentConfig(PermissionPreset defaultPreset, String defaultModel, int maxTurnRequests, long contextWindow,
		Path sessionDir, String resume, int compactThreshold) {

	/** The compaction threshold when none is set: 80% of the window. */
	public static final int DEFAULT_COMPACT_THRESHOLD = 80;

	public AgentConfig {
		if (compactThreshold < 10 || compactThreshold > 95) {
			throw new IllegalArgumentException("the compaction threshold is a percentage from 10 to 95");
		}
	}

	/** Settings with the default compaction threshold. */
	public AgentConfig(PermissionPreset defaultPreset, String defaultModel, int maxTurnRequests, long contextWindow,
			Path sessionDir, String resume) {
		this(defaultPreset, defaultModel, maxTurnRequests, contextWindow, sessionDir, resume, DEFAULT_COMPACT_THRESHOLD);
	}

	/**
	 * workspace-write, the provider's default model, 50 requests a turn, a 32k window for unknown models,
	 * sessions in {@code sessionDir}, compaction at 80% of the window.
	 */
	public static AgentConfig defaults(Path sessionDir) {
		return new AgentConfig(PermissionPreset.WORKSPACE_WRITE, null, 50, 32_768, sessionDir, null);
	}
}
