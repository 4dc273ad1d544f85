package io.github.acp4j.agent.sandbox;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The paths of a workspace whose content runs as code outside the sandbox without anyone running it
 * on purpose: git's configuration and hooks ({@code core.fsmonitor} runs at the next {@code git status},
 * which editors run all the time; {@code core.hooksPath}, hooks at the next commit), the editor's and
 * the IDE's settings and tasks, direnv's {@code .envrc}, the agent's own project commands, the CI's
 * workflows, the hook managers' directories and pre-commit's configuration. The sandbox keeps them
 * read-only in a workspace it lets a command write.
 */
public final class CodeRunningPaths {

	/** The paths, relative to a workspace root. */
	public static final List<String> NAMES = List.of(".git", ".envrc", ".vscode", ".idea", ".devcontainer", ".acp4j",
			".github/workflows", ".husky", ".githooks", ".pre-commit-config.yaml");

	private CodeRunningPaths() {
	}

	/**
	 * Those that exist under {@code root}, with symbolic links resolved; a {@code .git} file (a worktree
	 * or a submodule: {@code gitdir: PATH}) adds the git directory it names and that directory's common
	 * directory (a worktree's {@code commondir}: the main repository's, with its configuration and hooks).
	 */
	public static List<Path> existing(Path root) {
		Set<Path> found = new LinkedHashSet<>();
		for (String name : NAMES) {
			Path path = root.resolve(name);
			if (Files.exists(path)) {
				Sandbox.real(path).ifPresent(found::add);
			}
		}
		Path dotGit = root.resolve(".git");
		if (Files.isRegularFile(dotGit)) {
			Path gitDir = pointed(dotGit, "gitdir:");
			if (gitDir != null) {
				found.add(gitDir);
				Path common = pointed(gitDir.resolve("commondir"), "");
				if (common != null) {
					found.add(common);
				}
			}
		}
		return new ArrayList<>(found);
	}

	/** The existing directory the first line of {@code file} names after {@code prefix}, relative to the file's directory. */
	private static Path pointed(Path file, String prefix) {
		try {
			if (!Files.isRegularFile(file)) {
				return null;
			}
			String line = Files.readAllLines(file, StandardCharsets.UTF_8).stream().findFirst().orElse("");
			if (!line.startsWith(prefix)) {
				return null;
			}
			Path target = file.getParent().resolve(line.substring(prefix.length()).strip());
			return Files.isDirectory(target) ? Sandbox.real(target).orElse(null) : null;
		} catch (IOException | RuntimeException unreadable) {
			// not a pointer git would follow either
			return null;
		}
	}
}
