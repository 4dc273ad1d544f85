package io.github.acp4j.agent.spi;

import java.nio.file.Path;
import java.util.List;

/**
 * How a local process a tool call starts is to run, as the session's sandbox mode and permission
 * preset decide.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever
 * a sandbox learns something new.
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

	/** A confined policy that shows {@code workspace} read-only, without network. */
	public static SandboxPolicy of(SandboxMode mode, List<Path> workspace) {
		return builder(mode, workspace).build();
	}

	/** A builder with the required parts: nothing writable, no network, confined until set. */
	public static Builder builder(SandboxMode mode, List<Path> workspace) {
		return new Builder(mode, workspace);
	}

	/** A builder with this policy's values. */
	public Builder toBuilder() {
		return builder(mode, workspace).writable(writable).network(network).unconfined(unconfined);
	}

	/** This policy with the network only if it allows it and {@code requested}; an unconfined one keeps it. */
	public SandboxPolicy withNetwork(boolean requested) {
		return unconfined ? this : toBuilder().network(network && requested).build();
	}

	/** Builds a {@link SandboxPolicy} one component at a time. */
	public static final class Builder {
		private SandboxMode mode;
		private List<Path> workspace;
		private List<Path> writable = List.of();
		private boolean network;
		private boolean unconfined;

		private Builder(SandboxMode mode, List<Path> workspace) {
			this.mode = mode;
			this.workspace = workspace;
		}

		/** The session's sandbox mode. */
		public Builder mode(SandboxMode mode) {
			this.mode = mode;
			return this;
		}

		/** The workspace's directories. */
		public Builder workspace(List<Path> workspace) {
			this.workspace = workspace;
			return this;
		}

		/** The directories the process may write. */
		public Builder writable(List<Path> writable) {
			this.writable = writable;
			return this;
		}

		/** Whether the process may reach the network. */
		public Builder network(boolean network) {
			this.network = network;
			return this;
		}

		/** Whether the process has the user's full rights. */
		public Builder unconfined(boolean unconfined) {
			this.unconfined = unconfined;
			return this;
		}

		/** A new {@link SandboxPolicy}. */
		public SandboxPolicy build() {
			return new SandboxPolicy(mode, workspace, writable, network, unconfined);
		}
	}
}
