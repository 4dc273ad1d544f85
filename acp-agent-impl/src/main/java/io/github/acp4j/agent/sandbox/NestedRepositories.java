package io.github.acp4j.agent.sandbox;

import java.io.IOException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitor;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

/**
 * The git repositories nested in a workspace: directories below its root that hold a {@code .git}
 * (a directory, or a file naming one), found without following links. The walk is bounded, since it
 * runs before each sandboxed command: {@value #MAX_DEPTH} levels, {@value #MAX_ENTRIES} files and
 * directories, and none of the directories package managers and builds fill (nobody clones a
 * repository into {@code node_modules} or {@code target}).
 */
final class NestedRepositories {

	private static final Logger LOG = Logger.getLogger(NestedRepositories.class.getName());

	static final int MAX_DEPTH = 8;
	static final int MAX_ENTRIES = 20_000;
	/** The roots whose walk was cut, told once each. */
	private static final Set<Path> CUT = ConcurrentHashMap.newKeySet();
	private static final Set<String> SKIPPED = Set.of(".git", "node_modules", "target", "build", ".gradle", ".m2", ".venv",
			"venv", "__pycache__", ".tox", ".mypy_cache", ".cache", "dist", ".next", ".terraform");

	private NestedRepositories() {
	}

	/** The nested repositories' directories under {@code root}, outer ones first (not {@code root} itself). */
	static List<Path> under(Path root) {
		List<Path> found = new ArrayList<>();
		if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
			return found;
		}
		int[] seen = { 0 };
		try {
			Files.walkFileTree(root, EnumSet.noneOf(FileVisitOption.class), MAX_DEPTH, new FileVisitor<>() {
				@Override
				public FileVisitResult preVisitDirectory(Path directory, BasicFileAttributes attributes) {
					if (tooMany()) {
						return FileVisitResult.TERMINATE;
					}
					if (!directory.equals(root)) {
						if (SKIPPED.contains(directory.getFileName().toString())) {
							return FileVisitResult.SKIP_SUBTREE;
						}
						if (Files.exists(directory.resolve(".git"), LinkOption.NOFOLLOW_LINKS)) {
							found.add(directory);
						}
					}
					return FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
					return tooMany() ? FileVisitResult.TERMINATE : FileVisitResult.CONTINUE;
				}

				private boolean tooMany() {
					if (++seen[0] <= MAX_ENTRIES) {
						return false;
					}
					if (CUT.add(root)) {
						LOG.warning("Looked for nested git repositories among " + MAX_ENTRIES + " files of " + root
							+ " and stopped: a repository further in it is writable from the sandbox");
					}
					return true;
				}

				@Override
				public FileVisitResult visitFileFailed(Path file, IOException failure) {
					// unreadable: the sandbox cannot read it either
					return FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult postVisitDirectory(Path directory, IOException failure) {
					return FileVisitResult.CONTINUE;
				}
			});
		} catch (IOException unreadable) {
			// the root itself: nothing to protect below it
		}
		return found;
	}
}
