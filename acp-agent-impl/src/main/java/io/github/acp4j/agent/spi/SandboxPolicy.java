package io.github.acp4j.agent.spi;

import java.nio.file.Path;
import java.util.List;

/**
 * How a local process a tool call starts is to run, as the session's sandbox mode and permission
 * preset decide.
 *
 * @param mode     the session's sandbox mode ({@link SandboxMode#OFF} under full-access)
 * @param writable the directories the process may write besides the temp directory (the workspace, when the preset
 *                 lets the session write there)
 * @param network  whether the process may reach the network
 */
public record SandboxPolicy(SandboxMode mode, List<Path> writable, boolean network) {

	public SandboxPolicy {
		writable = List.copyOf(writable);
	}

	/** This policy with the network only if it allows it and {@code requested}. */
	public SandboxPolicy withNetwork(boolean requested) {
		return new SandboxPolicy(mode, writable, network && requested);
	}
}
