package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;
import java.util.function.Predicate;

import io.github.acp4j.agent.Cancellation;
import io.github.acp4j.agent.tools.ToolException;

/**
 * Walks the regular files under a directory in name order, without following links and without
 * entering version-control and dependency folders, stopping when told to or when cancelled.
 */
final class FileWalk {

	private static final Set<String> SKIPPED = Set.of(".git", ".hg", ".svn", "node_modules");

	private FileWalk() {
	}

	/** A glob over paths relative to the walk's root; {@code **} crosses directories. */
	static PathMatcher glob(String pattern) throws ToolException {
		try {
			return FileSystems.getDefault().getPathMatcher("glob:" + pattern);
		} catch (IllegalArgumentException e) {
			throw new ToolException("Invalid glob " + pattern + ": " + e.getMessage());
		}
	}

	/** Visits files until {@code visitor} returns false. */
	static void walk(Path root, Cancellation cancellation, Predicate<Path> visitor) throws ToolException {
		try {
			Files.walkFileTree(root, new SimpleFileVisitor<>() {
				@Override
				public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
					cancellation.throwIfCancelled();
					return !dir.equals(root) && SKIPPED.contains(dir.getFileName().toString()) ? FileVisitResult.SKIP_SUBTREE
							: FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
					if (!attrs.isRegularFile()) {
						return FileVisitResult.CONTINUE;
					}
					return visitor.test(file) ? FileVisitResult.CONTINUE : FileVisitResult.TERMINATE;
				}

				@Override
				public FileVisitResult visitFileFailed(Path file, IOException exc) {
					return FileVisitResult.CONTINUE;
				}
			});
		} catch (IOException e) {
			throw new ToolException("Cannot search " + root + ": " + e.getMessage(), e);
		}
	}
}
