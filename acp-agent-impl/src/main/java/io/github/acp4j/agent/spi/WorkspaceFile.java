package io.github.acp4j.agent.spi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/**
 * A file a tool was given, in the session's workspace or, where the user allowed it, outside. Where it
 * leads is judged when the call is checked, and that is what the user is asked about; each read or
 * write then opens it through the workspace boundary at the moment it happens, as the built-in file
 * tools do: the path is resolved again and refused if it now leads out of the workspace (or to a file
 * that runs code where it led to none), and inside the workspace the file is opened from its
 * workspace root one directory at a time, relative to an open directory, never following a symbolic
 * link. A link swapped in after the call was allowed, for the file or a directory above it, is
 * refused, not followed out.
 *
 * <p>A {@link Tool} method gets one by declaring a parameter of this type; an {@link AgentTool} by
 * {@link #of}, or by reading its arguments with {@link ToolArguments}. Reads and writes wait on the
 * call's cancellation, and go through the editor's {@code fs/*} methods where it offers them, like
 * the built-in tools' (the model sees the unsaved buffer, the editor records the change).
 */
public interface WorkspaceFile {

	/** {@code path} (absolute, or relative to the session's working directory) as it resolves now, for a call of {@code context}. */
	static WorkspaceFile of(ToolContext context, String path) {
		return WorkspaceFiles.PROVIDER.of(context, path);
	}

	/** The path as it was given. */
	String given();

	/**
	 * Where the path led when the call was checked, links and {@code ..} resolved: the location the
	 * user was shown and asked about.
	 */
	Path path();

	/** Whether {@link #path()} lies in the workspace. */
	boolean insideWorkspace();

	/**
	 * Opens the regular file for reading, at the moment of the call, through the workspace boundary.
	 *
	 * @throws ToolException when the path now leads elsewhere than it may, or to something that is not a
	 *                       regular file, with a message for the model
	 */
	InputStream newInputStream() throws IOException, ToolException;

	/**
	 * The file's text (UTF-8, else Latin-1), through the editor when it reads files; at most 10 MiB.
	 *
	 * @throws ToolException when it cannot be read (missing, a directory, binary, too large, out of bounds)
	 */
	String readString() throws ToolException, InterruptedException;

	/**
	 * Gives the file {@code text} as its content, creating it and the directories above it if needed;
	 * through the editor when it writes files. Inside the workspace, on disk, the text goes into a new
	 * file renamed over the old one, so a link or a second name of the old one is never written through.
	 *
	 * @throws ToolException when it cannot be written (out of bounds, not a regular file, other hard links)
	 */
	void writeString(String text) throws ToolException, InterruptedException;

	/** Makes the agent's files; implemented by the agent, not by extensions. */
	interface Provider {

		/** See {@link WorkspaceFile#of}. */
		WorkspaceFile of(ToolContext context, String path);
	}
}
