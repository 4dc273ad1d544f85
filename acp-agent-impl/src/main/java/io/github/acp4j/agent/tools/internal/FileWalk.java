package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ToolException;

/**
 * Walks the regular files under a directory in name order, without following links and without
 * entering version-control and dependency folders, stopping when told to or when cancelled. It goes
 * through {@link WorkspaceDirectory} handles: inside the workspace each directory is opened from its
 * parent's handle without following a link, so a directory that became a link to somewhere else
 * after it was listed is skipped, not walked, and each file is opened the same way.
 */
final class FileWalk {

	private static final Set<String> SKIPPED = Set.of(".git", ".hg", ".svn", "node_modules");

	private FileWalk() {
	}

	/** What a walk hands on: a regular file, and the open directory that holds it (to open it by its name). */
	@FunctionalInterface
	interface Visitor {
		/**
		 * @param file      the file's path relative to the directory the walk started in (for a walk of
		 *                  one file, its name)
		 * @param directory the open directory that holds it
		 * @return whether the walk goes on
		 * @throws ToolException to end the walk and fail the tool call
		 */
		boolean visit(Path file, WorkspaceDirectory directory) throws ToolException;
	}

	/**
	 * Opens the directory {@code place} leads to now, through the workspace boundary.
	 *
	 * @param given the path as the model wrote it, for messages
	 */
	static WorkspaceDirectory directory(WorkspacePath place, String given) throws ToolException, IOException {
		Path now = place.now();
		if (!Files.isDirectory(now, LinkOption.NOFOLLOW_LINKS)) {
			throw new ToolException(given + (Files.exists(now, LinkOption.NOFOLLOW_LINKS) ? " is not a directory" : " does not exist"));
		}
		return place.directory(now, false);
	}

	/**
	 * Visits the regular file {@code place} leads to now, or the regular files under the directory it
	 * leads to, until {@code visitor} returns false.
	 *
	 * @param given         the path as the model wrote it, for messages
	 * @param directoryOnly whether a file there is an error
	 */
	static void walk(WorkspacePath place, String given, boolean directoryOnly, Cancellation cancellation, Visitor visitor)
			throws ToolException {
		try {
			Path now = place.now();
			if (!directoryOnly && Files.isRegularFile(now, LinkOption.NOFOLLOW_LINKS)) {
				try (WorkspaceDirectory parent = place.parent(now, false)) {
					if (parent.ownAttributes(now.getFileName()).isRegularFile()) {
						visitor.visit(now.getFileName(), parent);
					}
				}
				return;
			}
			try (WorkspaceDirectory start = directory(place, given)) {
				walk(start, Path.of(""), cancellation, visitor);
			}
		} catch (IOException e) {
			throw new ToolException("Cannot search " + given + ": " + e.getMessage(), e);
		}
	}

	private static boolean walk(WorkspaceDirectory directory, Path relative, Cancellation cancellation, Visitor visitor)
			throws IOException, ToolException {
		for (Path name : directory.names(cancellation)) {
			cancellation.throwIfCancelled();
			BasicFileAttributes attributes;
			try {
				attributes = directory.ownAttributes(name);
			} catch (IOException gone) {
				continue;
			}
			if (attributes.isRegularFile()) {
				if (!visitor.visit(relative.resolve(name), directory)) {
					return false;
				}
			} else if (attributes.isDirectory() && !SKIPPED.contains(name.toString())) {
				WorkspaceDirectory child;
				try {
					child = directory.directory(name, false);
				} catch (IOException | ToolException unreadableOrNowALink) {
					continue;
				}
				try (child) {
					if (!walk(child, relative.resolve(name), cancellation, visitor)) {
						return false;
					}
				}
			}
		}
		return true;
	}
}
