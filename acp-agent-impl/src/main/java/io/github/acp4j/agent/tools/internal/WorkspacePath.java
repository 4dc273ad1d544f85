package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.nio.file.Path;

import io.github.acp4j.agent.permission.CodeRunningPaths;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.Workspace;

/**
 * A path a file tool was given, judged twice: when the call is prepared (the permission engine and
 * the user see where it really leads) and again when the tool uses it, on the resolution it opens.
 * A path that was inside the workspace when it was judged must still be inside when it is used;
 * what is opened under it is opened without following a link (see {@link WorkspaceDirectory}).
 */
final class WorkspacePath {

	private final Workspace workspace;
	private final String given;
	private final Path real;
	private final boolean inside;

	private WorkspacePath(Workspace workspace, String given) {
		this.workspace = workspace;
		this.given = given;
		this.real = workspace.real(given);
		this.inside = workspace.rootOf(real).isPresent();
	}

	/** {@code given} (relative to the session's cwd) as it resolves now. */
	static WorkspacePath of(ToolContext context, String given) {
		return new WorkspacePath(context.workspace(), given);
	}

	/** Where the path led when the call was prepared: the path the user is asked about. */
	Path real() {
		return real;
	}

	/** Whether it lay in the workspace when the call was prepared. */
	boolean inside() {
		return inside;
	}

	/**
	 * Where the path leads now, at the moment of use.
	 *
	 * @throws ToolException when it was inside the workspace and now leads out of it, or now leads to
	 *                       a file that runs code ({@link CodeRunningPaths}) where it led to none
	 */
	Path now() throws ToolException {
		Path current = workspace.real(given);
		if (inside && workspace.rootOf(current).isEmpty()) {
			throw new ToolException(given + " now leads outside the workspace: it changed after it was checked, so acp4j did not use it");
		}
		if (!current.equals(real) && CodeRunningPaths.why(current, workspace).isPresent()
				&& CodeRunningPaths.why(real, workspace).isEmpty()) {
			throw new ToolException(given + " now leads to " + current + ", a file that runs code: it changed after it was checked, "
					+ "so acp4j did not use it");
		}
		return current;
	}

	/** Opens the directory {@code current} (a result of {@link #now()}) as the boundary requires. */
	WorkspaceDirectory directory(Path current, boolean create) throws IOException, ToolException {
		return WorkspaceDirectory.open(inside ? workspace.rootOf(current).orElseThrow() : null, current, create);
	}

	/**
	 * Opens the directory that holds the file {@code current}.
	 *
	 * @throws ToolException when {@code current} is a workspace root, which is a directory
	 */
	WorkspaceDirectory parent(Path current, boolean create) throws IOException, ToolException {
		if (current.getParent() == null || workspace.roots().contains(current)) {
			throw new ToolException(current + " is a directory");
		}
		return directory(current.getParent(), create);
	}
}
