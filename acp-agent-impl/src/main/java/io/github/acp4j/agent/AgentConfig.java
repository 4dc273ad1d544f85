package io.github.acp4j.agent;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.store.StoreUrl;

/**
 * Settings of an agent process.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever
 * the agent gets a new setting.
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
 * @param maxPreset        the most a session may be allowed ({@code --max-mode}): no mode above it is offered,
 *                         set or restored, and a {@code defaultPreset} above it is lowered to it
 * @param secrets          files and directories the sandbox hides from commands and MCP servers besides
 *                         {@code ACP4J_HOME} and the session directory (a token file, a log file kept elsewhere,
 *                         a database's password file)
 * @param store            the shared store sessions are kept in ({@code --store}), or null for the files in {@code sessionDir}
 * @param storeLease       how long a replica that stopped renewing it still holds a session of the shared store
 *                         ({@code --store-lease})
 */
public record AgentConfig(PermissionPreset defaultPreset, String defaultModel, int maxTurnRequests, long contextWindow,
		Path sessionDir, String resume, SandboxMode sandbox, int compactThreshold, PermissionPreset maxPreset,
		List<Path> secrets, StoreUrl store, Duration storeLease) {

	/** A session's lease in the shared store when none is set. */
	public static final Duration DEFAULT_STORE_LEASE = Duration.ofSeconds(15);

	/** The compaction threshold when none is set: 80% of the window. */
	public static final int DEFAULT_COMPACT_THRESHOLD = 80;

	public AgentConfig {
		if (compactThreshold < 10 || compactThreshold > 95) {
			throw new IllegalArgumentException("the compaction threshold is a percentage from 10 to 95");
		}
		secrets = List.copyOf(secrets);
		if (storeLease.compareTo(Duration.ofSeconds(1)) < 0) {
			throw new IllegalArgumentException("the store lease is at least 1 second");
		}
	}

	/**
	 * workspace-write, the provider's default model, 50 requests a turn, a 32k window for models nobody
	 * knows, sessions in {@code sessionDir}, no {@code --resume}, sandbox auto, compaction at 80% of the window,
	 * full-access allowed, no further secrets, the session files (no shared store).
	 */
	public static AgentConfig of(Path sessionDir) {
		return builder(sessionDir).build();
	}

	/** A builder that starts with the settings of {@link #of}. */
	public static Builder builder(Path sessionDir) {
		return new Builder(sessionDir);
	}

	/** A builder with these settings. */
	public Builder toBuilder() {
		return builder(sessionDir).defaultPreset(defaultPreset).defaultModel(defaultModel).maxTurnRequests(maxTurnRequests)
				.contextWindow(contextWindow).resume(resume).sandbox(sandbox).compactThreshold(compactThreshold).maxPreset(maxPreset).secrets(secrets)
				.store(store).storeLease(storeLease);
	}

	/** The agent's home, {@code ACP4J_HOME} in {@code environment}, else {@code ~/.acp4j}. */
	public static Path home(Map<String, String> environment) {
		String home = environment.get("ACP4J_HOME");
		return home != null && !home.isBlank() ? Path.of(home) : Path.of(System.getProperty("user.home"), ".acp4j");
	}

	/** Builds an {@link AgentConfig} one setting at a time. */
	public static final class Builder {
		private PermissionPreset defaultPreset = PermissionPreset.WORKSPACE_WRITE;
		private String defaultModel;
		private int maxTurnRequests = 50;
		private long contextWindow = 32_768;
		private Path sessionDir;
		private String resume;
		private SandboxMode sandbox = SandboxMode.AUTO;
		private int compactThreshold = DEFAULT_COMPACT_THRESHOLD;
		private PermissionPreset maxPreset = PermissionPreset.FULL_ACCESS;
		private List<Path> secrets = List.of();
		private StoreUrl store;
		private Duration storeLease = DEFAULT_STORE_LEASE;

		private Builder(Path sessionDir) {
			this.sessionDir = sessionDir;
		}

		/** The permission preset new sessions start in. */
		public Builder defaultPreset(PermissionPreset defaultPreset) {
			this.defaultPreset = defaultPreset;
			return this;
		}

		/** The {@code provider/model} new sessions use, or null for the provider's default. */
		public Builder defaultModel(String defaultModel) {
			this.defaultModel = defaultModel;
			return this;
		}

		/** Model requests one prompt turn may make. */
		public Builder maxTurnRequests(int maxTurnRequests) {
			this.maxTurnRequests = maxTurnRequests;
			return this;
		}

		/** The context window, in tokens, of a model nobody knows. */
		public Builder contextWindow(long contextWindow) {
			this.contextWindow = contextWindow;
			return this;
		}

		/** Where sessions are stored. */
		public Builder sessionDir(Path sessionDir) {
			this.sessionDir = sessionDir;
			return this;
		}

		/** {@code --resume}: null for none, empty for the latest session of the cwd, else an id or its prefix. */
		public Builder resume(String resume) {
			this.resume = resume;
			return this;
		}

		/** The sandbox mode new sessions start in. */
		public Builder sandbox(SandboxMode sandbox) {
			this.sandbox = sandbox;
			return this;
		}

		/** The percentage of the context window a request may fill before compaction, 10 to 95. */
		public Builder compactThreshold(int compactThreshold) {
			this.compactThreshold = compactThreshold;
			return this;
		}

		/** The most a session may be allowed. */
		public Builder maxPreset(PermissionPreset maxPreset) {
			this.maxPreset = maxPreset;
			return this;
		}

		/** Files and directories the sandbox hides besides {@code ACP4J_HOME} and the session directory. */
		public Builder secrets(List<Path> secrets) {
			this.secrets = secrets;
			return this;
		}

		/** The shared store sessions are kept in, or null for the files in the session directory. */
		public Builder store(StoreUrl store) {
			this.store = store;
			return this;
		}

		/** How long a replica that stopped renewing it still holds a session of the shared store. */
		public Builder storeLease(Duration storeLease) {
			this.storeLease = storeLease;
			return this;
		}

		/**
		 * A new {@link AgentConfig}.
		 *
		 * @throws IllegalArgumentException when the compaction threshold is not from 10 to 95, or the lease is under a second
		 */
		public AgentConfig build() {
			return new AgentConfig(defaultPreset, defaultModel, maxTurnRequests, contextWindow, sessionDir, resume, sandbox,
					compactThreshold, maxPreset, secrets, store, storeLease);
		}
	}
}
