package io.github.acp4j.agent.spi;

import java.util.Locale;
import java.util.Optional;

/** Whether local commands and stdio MCP servers run in the OS sandbox ({@code --sandbox}, the {@code sandbox} config option). */
public enum SandboxMode {
	/** Never sandboxed. */
	OFF,
	/** Sandboxed where bubblewrap works; elsewhere unsandboxed, with a one-time notice. */
	AUTO,
	/** Sandboxed, or refused where bubblewrap does not work. */
	REQUIRED;

	/** The value on the command line and in the config option. */
	public String id() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** The mode with this id. */
	public static Optional<SandboxMode> byId(String id) {
		for (SandboxMode mode : values()) {
			if (mode.id().equals(id)) {
				return Optional.of(mode);
			}
		}
		return Optional.empty();
	}
}
