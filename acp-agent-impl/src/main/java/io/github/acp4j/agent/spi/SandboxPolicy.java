package io.github.acp4j.agent.spi;

import java.nio.file.Path;
import java.util.List;

/**
 * How a local process a tool call starts is to run, as the session's sandbox mode and permission
 * preset decide.
 *
 * @param mode       the session's sandbox mode
 * @param workspace  the workspace's directories: the process sees them, read-only unless they are writable too, even
 *                   where the sandbox hides what is around them (a workspace under {@code /tmp})
 * @param writable   the directories the process may write (the workspace, when the preset lets the session write there)
 * @param network    whether the process may reach the network
 * @param unconfined whether the process has the user's full rights ({@code full-access}): the whole file system, the
 *                   network, devices and sockets; where bubblewrap works and the mode is not {@link SandboxMode#OFF} it
 *                   is only kept apart from the agent's processes (a PID namespace of its own)
 */
public record SandboxPolicy(SandboxMode mode, List<Path> workspace, List<Path> writable, boolean network, boolean unconfined) {

	public SandboxPolicy {
		workspace = List.copyOf(workspace);
		writable = List.copyOf(writable);
	}

	/** A confined policy whose workspace is the {@code writable} directories. */
	public SandboxPolicy(SandboxMode mode, List<Path> writable, boolean network) {
		this(mode, writable, writable, network, false);
	}

	/** This policy with the network only if it allows it and {@code requested}; an unconfined one keeps it. */
	public SandboxPolicy withNetwork(boolean requested) {
		return unconfined ? this : new SandboxPolicy(mode, workspace, writable, network && requested, false);
	}
}
