package io.github.acp4j.agent.permission;

import java.util.Optional;

import io.github.acp4j.agent.spi.PermissionClass;

/** A session's permission posture, chosen with {@code session/set_mode} or {@code --mode}. */
public enum PermissionPreset {
	/** Reads only. */
	READ_ONLY("read-only", "Read only", "Reads files; never writes, runs or fetches."),
	/** Asks before writing in the workspace, running or fetching; never writes outside. */
	WORKSPACE_WRITE("workspace-write", "Workspace write", "Asks before it writes in the workspace, runs commands or fetches."),
	/** Allows everything but the catastrophic. */
	FULL_ACCESS("full-access", "Full access", "Writes, runs and fetches without asking."),
	/** Reads and plans; the model is told to plan with update_plan. */
	PLAN("plan", "Plan", "Reads and proposes a plan; changes nothing.");

	private final String id;
	private final String title;
	private final String description;

	PermissionPreset(String id, String title, String description) {
		this.id = id;
		this.title = title;
		this.description = description;
	}

	/** The mode id on the wire. */
	public String id() {
		return id;
	}

	public String title() {
		return title;
	}

	public String description() {
		return description;
	}

	/** The preset with this mode id. */
	public static Optional<PermissionPreset> byId(String id) {
		for (PermissionPreset preset : values()) {
			if (preset.id.equals(id)) {
				return Optional.of(preset);
			}
		}
		return Optional.empty();
	}

	/**
	 * Whether this preset allows more than {@code max}: read-only and plan allow the least (the same),
	 * then workspace-write, then full-access.
	 */
	public boolean exceeds(PermissionPreset max) {
		return rank() > max.rank();
	}

	private int rank() {
		return switch (this) {
			case READ_ONLY, PLAN -> 0;
			case WORKSPACE_WRITE -> 1;
			case FULL_ACCESS -> 2;
		};
	}

	/** What this preset does with a call of the given class, inside or outside the workspace. */
	public Decision decide(PermissionClass permissionClass, boolean insideWorkspace) {
		switch (permissionClass) {
		case NONE:
			return Decision.ALLOW;
		case READ:
			return insideWorkspace || this == FULL_ACCESS ? Decision.ALLOW : Decision.DENY;
		case WRITE:
			if (this == FULL_ACCESS) {
				return Decision.ALLOW;
			}
			return this == WORKSPACE_WRITE && insideWorkspace ? Decision.ASK : Decision.DENY;
		default:
			switch (this) {
			case FULL_ACCESS:
				return Decision.ALLOW;
			case WORKSPACE_WRITE:
				return Decision.ASK;
			default:
				return Decision.DENY;
			}
		}
	}

	/** What the engine does before a tool runs. */
	public enum Decision {
		ALLOW, ASK, DENY
	}
}
