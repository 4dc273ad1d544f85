package io.github.acp4j.agent.permission;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import io.github.acp4j.agent.spi.VisibleText;
import io.github.acp4j.agent.spi.Workspace;

/**
 * The files in a workspace that make a program run without anyone running the project: at the next
 * commit, on entering the directory, when the folder is opened, once pushed, or at acp4j's next
 * prompt. A write to one is asked every time, whatever the user allowed before: "always allow" given
 * for source files must not let the model plant code there. A path matches when any part of it,
 * relative to the workspace root it lies in, is one of these (so a nested repository's
 * {@code .git/hooks} too), compared without regard to case, trailing dots and spaces, or an NTFS
 * stream suffix ({@code .git::$INDEX_ALLOCATION}), as case-insensitive file systems and Windows
 * read a name. The path judged is the real one the tool will write, links and {@code ..} resolved.
 */
public final class CodeRunningPaths {

	/** A path, as lowercase names, and what runs it. */
	private record Entry(List<String> names, String why) {
		Entry(String path, String why) {
			this(List.of(path.split("/")), why);
		}
	}

	/** The list, most specific first. */
	private static final List<Entry> ENTRIES = List.of(
			new Entry(".git/hooks", "which git runs as a program"),
			new Entry(".git", "which git reads: its config and the files there can name programs git runs"),
			new Entry(".envrc", "which direnv runs as a shell script on entering the directory"),
			new Entry(".vscode", "which VS Code reads: tasks and settings there can run programs when the folder is opened"),
			new Entry(".idea", "which JetBrains IDEs read: run configurations and settings there can run programs"),
			new Entry(".acp4j", "which acp4j reads: commands there become prompts and settings there change the agent"),
			new Entry(".claude", "which Claude Code reads: hooks in its settings run commands"),
			new Entry(".github/workflows", "which GitHub Actions runs, with the repository's secrets, once pushed"),
			new Entry(".gitlab-ci.yml", "which GitLab CI runs once pushed"),
			new Entry(".circleci", "which CircleCI runs once pushed"),
			new Entry(".husky", "which husky runs as git hooks"),
			new Entry(".githooks", "which git runs as hooks where core.hooksPath names it, as projects commonly set"),
			new Entry(".pre-commit-config.yaml", "which pre-commit runs hooks from at each commit"),
			new Entry("lefthook.yml", "which lefthook runs as git hooks"),
			new Entry(".lefthook.yml", "which lefthook runs as git hooks"),
			new Entry(".devcontainer", "which dev containers run commands from when the folder is opened"),
			new Entry(".devcontainer.json", "which dev containers run commands from when the folder is opened"));

	private CodeRunningPaths() {
	}

	/** The list's paths, relative to a workspace root, with {@code /} between names. */
	public static List<String> paths() {
		return ENTRIES.stream().map(entry -> String.join("/", entry.names())).toList();
	}

	/**
	 * Why writing {@code file} runs code ({@code "writes .git/hooks/pre-commit, which git runs as a
	 * program"}), or empty when it is an ordinary file.
	 *
	 * @param file the real path the tool will write
	 */
	public static Optional<String> why(Path file, Workspace workspace) {
		return what(file, workspace).map(what -> "writes " + what);
	}

	/**
	 * What {@code file} is when it runs code ({@code ".envrc, which direnv runs as a shell script on
	 * entering the directory"}), or empty when it is an ordinary file.
	 *
	 * @param file a real path
	 */
	public static Optional<String> what(Path file, Workspace workspace) {
		Path relative = workspace.rootOf(file).map(root -> root.relativize(file)).orElse(file);
		List<String> names = new ArrayList<>();
		for (Path name : relative) {
			names.add(comparable(name.toString()));
		}
		for (Entry entry : ENTRIES) {
			for (int at = 0; at + entry.names().size() <= names.size(); at++) {
				if (names.subList(at, at + entry.names().size()).equals(entry.names())) {
					String shown = VisibleText.line(relative.toString().replace('\\', '/'));
					return Optional.of(shown + ", " + entry.why());
				}
			}
		}
		return Optional.empty();
	}

	/**
	 * The paths of the list that exist directly in {@code directories} (a link is one too, not
	 * followed), so that those a command creates can be told: the sandbox keeps read-only only those
	 * that existed when it started.
	 */
	public static Set<Path> present(Collection<Path> directories) {
		Set<Path> present = new LinkedHashSet<>();
		for (Path directory : directories) {
			for (String path : paths()) {
				Path file = directory.resolve(path);
				if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
					present.add(file);
				}
			}
		}
		return present;
	}

	/** A file name as a case-insensitive file system, or Windows, tells it from another. */
	private static String comparable(String name) {
		int stream = name.indexOf(':');
		String base = stream < 0 ? name : name.substring(0, stream);
		int end = base.length();
		while (end > 0 && (base.charAt(end - 1) == '.' || base.charAt(end - 1) == ' ')) {
			end--;
		}
		return base.substring(0, end == 0 ? base.length() : end).toLowerCase(Locale.ROOT);
	}
}
