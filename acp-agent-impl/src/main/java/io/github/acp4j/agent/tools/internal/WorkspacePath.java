package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

import io.github.acp4j.agent.permission.CodeRunningPaths;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.agent.spi.WorkspaceFile;

/**
 * A path a file tool was given, judged twice: when the call is prepared (the permission engine and
 * the user see where it really leads) and again when the tool uses it, on the resolution it opens.
 * A path that was inside the workspace when it was judged must still be inside when it is used;
 * what is opened under it is opened without following a link (see {@link WorkspaceDirectory}). The
 * agent's {@link WorkspaceFile}: built-in tools and extensions' open files the same way.
 */
final class WorkspacePath implements WorkspaceFile {

	private final ToolContext context;
	private final Workspace workspace;
	private final String given;
	private final Path real;
	private final boolean inside;

	private WorkspacePath(ToolContext context, String given) {
		this.context = context;
		this.workspace = context.workspace();
		this.given = given;
		this.real = workspace.real(given);
		this.inside = workspace.rootOf(real).isPresent();
	}

	/** {@code given} (relative to the session's cwd) as it resolves now. */
	static WorkspacePath of(ToolContext context, String given) {
		return new WorkspacePath(context, given);
	}

	/** A file read from a tool's arguments: the agent makes every {@link WorkspaceFile}, as this class. */
	static WorkspacePath of(WorkspaceFile file) {
		if (file instanceof WorkspacePath path) {
			return path;
		}
		throw new IllegalArgumentException("not a file of the agent's: " + file.getClass().getName());
	}

	/** The directory a tool was given, or the session's working directory ({@code "."}) when it was given none. */
	static WorkspacePath orWorkingDirectory(Optional<WorkspaceFile> directory, ToolContext context) {
		return directory.map(WorkspacePath::of).orElseGet(() -> of(context, "."));
	}

	@Override
	public String given() {
		return given;
	}

	/** Where the path led when the call was prepared: the path the user is asked about. */
	@Override
	public Path path() {
		return real;
	}

	/** Whether it lay in the workspace when the call was prepared. */
	@Override
	public boolean insideWorkspace() {
		return inside;
	}

	@Override
	public InputStream newInputStream() throws IOException, ToolException {
		Path current = now();
		try (WorkspaceDirectory directory = parent(current, false)) {
			SeekableByteChannel channel = TextFiles.openRegular(directory, current, Long.MAX_VALUE, context.cancellation());
			if (channel == null) {
				throw new NoSuchFileException(current.toString());
			}
			return Channels.newInputStream(channel);
		}
	}

	@Override
	public String readString() throws ToolException, InterruptedException {
		return TextFiles.read(context, this);
	}

	@Override
	public void writeString(String text) throws ToolException, InterruptedException {
		TextFiles.write(context, this, now(), text);
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
