package io.github.acp4j.agent;

import java.nio.file.Path;
import java.util.Map;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.SandboxMode;

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
 * @param sandbox          the sandbox mode new sessions start in ({@code --sandbox})
 * @param compactThreshold the percentage of the context window a request may fill before the conversation is
 *                         compacted first ({@code ACP4J_COMPACT_THRESHOLD}), 10 to 95
 */
public record AgentConfig(PermissionPreset defaultPreset, String defaultModel, int maxTurnRequests, long contextWindow,
		Path sessionDir, String resume, SandboxMode sandbox, int compactThreshold) {

	/** The compaction threshold when none is set: 80% of the window. */
	public static final int DEFAULT_COMPACT_THRESHOLD = 80;

	public AgentConfig {
		if (compactThreshold < 10 || compactThreshold > 95) {
			throw new IllegalArgumentException("the compaction threshold is a percentage from 10 to 95");
		}
	}

	/** These settings with the sandbox in {@code auto} and compaction at 80% of the window. */
	public AgentConfig(PermissionPreset defaultPreset, String defaultModel, int maxTurnRequests, long contextWindow,
			Path sessionDir, String resume) {
		this(defaultPreset, defaultModel, maxTurnRequests, contextWindow, sessionDir, resume, SandboxMode.AUTO,
				DEFAULT_COMPACT_THRESHOLD);
	}

	/** These settings with another sandbox mode. */
	public AgentConfig withSandbox(SandboxMode mode) {
		return new AgentConfig(defaultPreset, defaultModel, maxTurnRequests, contextWindow, sessionDir, resume, mode,
				compactThreshold);
	}

	/** These settings with another compaction threshold, a percentage from 10 to 95. */
	public AgentConfig withCompactThreshold(int percent) {
		return new AgentConfig(defaultPreset, defaultModel, maxTurnRequests, contextWindow, sessionDir, resume, sandbox,
				percent);
	}

	/**
	 * workspace-write, the provider's default model, 50 requests a turn, a 32k window for models nobody
	 * knows, sessions in {@code sessionDir}, sandbox auto, compaction at 80% of the window.
	 */
	public static AgentConfig defaults(Path sessionDir) {
		return new AgentConfig(PermissionPreset.WORKSPACE_WRITE, null, 50, 32_768, sessionDir, null);
	}

	/** The agent's home, {@code ACP4J_HOME} in {@code environment}, else {@code ~/.acp4j}. */
	public static Path home(Map<String, String> environment) {
		String home = environment.get("ACP4J_HOME");
		return home != null && !home.isBlank() ? Path.of(home) : Path.of(System.getProperty("user.home"), ".acp4j");
	}
}
