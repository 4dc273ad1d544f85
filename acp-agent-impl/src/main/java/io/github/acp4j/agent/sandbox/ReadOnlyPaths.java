package io.github.acp4j.agent.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.github.acp4j.agent.permission.CodeRunningPaths;

/**
 * The paths of a workspace that the sandbox keeps read-only in a workspace it lets a command write:
 * the {@linkplain CodeRunningPaths code-running paths}, whose content runs as code outside the sandbox
 * without anyone running it on purpose ({@code core.fsmonitor} runs at the next {@code git status},
 * which editors run all the time), and where git really keeps a repository's configuration and hooks.
 */
public final class ReadOnlyPaths {

	/**
	 * The largest {@code .git} file git reads ("too large to be a .git file"), and the largest git
	 * configuration read here: these files are read before each sandboxed command, and a nested
	 * repository's are the model's to make ({@code truncate -s 8G vendor/x/.git/config}).
	 */
	private static final long MAX_FILE_SIZE = 1 << 20;

	private ReadOnlyPaths() {
	}

	/**
	 * Those that exist under {@code root}, with symbolic links resolved; a {@code .git} file (a worktree
	 * or a submodule: {@code gitdir: PATH}) adds the git directory it names and that directory's common
	 * directory (a worktree's {@code commondir}: the main repository's, with its configuration and hooks);
	 * the repository's {@code core.hooksPath} adds the directory it names (relative to {@code root}),
	 * since the hooks there run at the user's next commit. (A {@code hooksPath} set through an
	 * {@code [include]} is not followed.) The same for each repository nested under {@code root} (a
	 * library cloned into {@code vendor/}): editors find those and run git there too.
	 */
	public static List<Path> existing(Path root) {
		Set<Path> found = new LinkedHashSet<>();
		addRepository(root, found);
		for (Path nested : NestedRepositories.under(root)) {
			addRepository(nested, found);
		}
		return new ArrayList<>(found);
	}

	/** The code-running paths of the repository (or plain directory) at {@code root}. */
	private static void addRepository(Path root, Set<Path> found) {
		for (String name : CodeRunningPaths.paths()) {
			Path path = root.resolve(name);
			if (Files.exists(path)) {
				Sandbox.real(path).ifPresent(found::add);
			}
		}
		Path gitDir = root.resolve(".git");
		if (Files.isRegularFile(gitDir)) {
			gitDir = pointed(gitDir, "gitdir:");
			if (gitDir != null) {
				found.add(gitDir);
				Path common = pointed(gitDir.resolve("commondir"), "");
				if (common != null) {
					found.add(common);
					gitDir = common;
				}
			}
		}
		if (gitDir != null) {
			String hooks = hooksPath(gitDir.resolve("config"));
			if (hooks != null && !hooks.startsWith("~")) {
				Path path = root.resolve(hooks);
				if (Files.isDirectory(path)) {
					Sandbox.real(path).ifPresent(found::add);
				}
			}
		}
	}

	/**
	 * The git directory that the {@code .git} file of the worktree at {@code root} names, and that
	 * directory's common directory, when the git directory names that {@code .git} file back (as
	 * {@code git worktree add} writes it); else none. These are the only paths found outside a workspace
	 * that a sandbox hiding where they lie (a temp directory) shows, read-only, so that git works in the
	 * worktree: a {@code .git} file, or a link, is the model's to write, and would show any directory.
	 */
	public static List<Path> worktreeGitDirectories(Path root) {
		Path dotGit = root.resolve(".git");
		Path gitDir = pointed(dotGit, "gitdir:");
		String back = gitDir == null ? null : firstLine(gitDir.resolve("gitdir"));
		if (back == null || !Sandbox.real(gitDir.resolve(back.strip())).equals(Sandbox.real(dotGit))) {
			return List.of();
		}
		Path common = pointed(gitDir.resolve("commondir"), "");
		return common == null ? List.of(gitDir) : List.of(gitDir, common);
	}

	/** {@code core.hooksPath} in a git configuration file, or null. */
	private static String hooksPath(Path config) {
		String value = null;
		boolean core = false;
		try {
			if (!small(config)) {
				return null;
			}
			for (String line : Files.readAllLines(config, StandardCharsets.UTF_8)) {
				String entry = line.strip();
				if (entry.startsWith("[")) {
					core = entry.toLowerCase(Locale.ROOT).matches("\\[\\s*core\\s*\\]");
				} else if (core && entry.toLowerCase(Locale.ROOT).matches("hookspath\\s*=.*")) {
					value = entry.substring(entry.indexOf('=') + 1).strip().replaceAll("^\"|\"$", "");
				}
			}
		} catch (IOException | RuntimeException unreadable) {
			// git cannot read it either
			return null;
		}
		return value == null || value.isEmpty() ? null : value;
	}

	/** The existing directory the first line of {@code file} names after {@code prefix}, relative to the file's directory. */
	private static Path pointed(Path file, String prefix) {
		String line = firstLine(file);
		if (line == null || !line.startsWith(prefix)) {
			return null;
		}
		try {
			Path target = file.getParent().resolve(line.substring(prefix.length()).strip());
			return Files.isDirectory(target) ? Sandbox.real(target).orElse(null) : null;
		} catch (RuntimeException notAPath) {
			// not a pointer git would follow either
			return null;
		}
	}

	/** The first line of a regular file of at most {@link #MAX_FILE_SIZE} bytes, or null. */
	private static String firstLine(Path file) {
		try {
			if (!small(file)) {
				return null;
			}
			return Files.readAllLines(file, StandardCharsets.UTF_8).stream().findFirst().orElse("");
		} catch (IOException | RuntimeException unreadable) {
			// not a pointer git would follow either
			return null;
		}
	}

	/** Whether {@code file} is a regular file of at most {@link #MAX_FILE_SIZE} bytes. */
	private static boolean small(Path file) throws IOException {
		return Files.isRegularFile(file) && Files.size(file) <= MAX_FILE_SIZE;
	}
}
