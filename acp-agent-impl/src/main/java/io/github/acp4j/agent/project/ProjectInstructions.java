package io.github.acp4j.agent.project;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * The project's instructions to the agent: the {@code AGENTS.md} files that apply to a working
 * directory, as one text for the system prompt. They are, from the most general to the most
 * specific, {@code ACP4J_HOME/AGENTS.md}, then one per directory from the repository root (the
 * nearest directory above the working directory that holds {@code .git}) down to the working
 * directory itself; outside a repository only the working directory's own. Each file is capped at
 * {@value #MAX_FILE_CHARS} characters and all of them at {@value #MAX_TOTAL_CHARS}, the nearer files
 * served first; what is cut is said in the text.
 */
public final class ProjectInstructions {

	/** The file name looked for. */
	public static final String FILE_NAME = "AGENTS.md";
	/** The most characters one file contributes. */
	public static final int MAX_FILE_CHARS = 16_000;
	/** The most characters all files contribute together. */
	public static final int MAX_TOTAL_CHARS = 32_000;

	private final Path home;
	private final Skills skills;

	/** @param home {@code ACP4J_HOME} */
	public ProjectInstructions(Path home) {
		this.home = home.toAbsolutePath().normalize();
		this.skills = new Skills(this.home);
	}

	/** The files that apply to {@code cwd}, whether they exist or not, the most general first. */
	public List<Path> files(Path cwd) {
		Path directory = cwd.toAbsolutePath().normalize();
		Deque<Path> chain = new ArrayDeque<>();
		Path root = null;
		for (Path at = directory; at != null; at = at.getParent()) {
			chain.addFirst(at.resolve(FILE_NAME));
			if (Files.exists(at.resolve(".git"))) {
				root = at;
				break;
			}
		}
		List<Path> files = new ArrayList<>();
		files.add(home.resolve(FILE_NAME));
		(root == null ? List.of(directory.resolve(FILE_NAME)) : chain).stream().filter(file -> !files.contains(file))
				.forEach(files::add);
		return files;
	}

	/**
	 * The instructions for {@code cwd} as sections of the system prompt, read now: the
	 * {@code AGENTS.md} files, then the list of skills ({@link Skills#catalog}); empty when there are
	 * none. The same files give the same text.
	 */
	public String read(Path cwd) {
		return load(cwd).text();
	}

	/**
	 * The instructions for {@code cwd}, read now, and whether they list a skill: the {@code skill}
	 * tool is offered only to a model told of one.
	 */
	public Instructions load(Path cwd) {
		String agents = agents(cwd);
		String catalog = skills.catalog(cwd);
		return new Instructions(agents.isEmpty() || catalog.isEmpty() ? agents + catalog : agents + "\n\n" + catalog,
				!catalog.isEmpty());
	}

	/**
	 * The project's instructions as read once.
	 *
	 * @param text   the sections of the system prompt ({@link #read})
	 * @param skills whether they list at least one skill
	 */
	public record Instructions(String text, boolean skills) {
	}

	private String agents(Path cwd) {
		List<Path> files = files(cwd);
		String[] parts = new String[files.size()];
		int budget = MAX_TOTAL_CHARS;
		for (int i = files.size() - 1; i >= 0; i--) {
			Path file = files.get(i);
			if (budget == 0) {
				if (Files.isRegularFile(file)) {
					parts[i] = "(" + file + " is left out: the instructions above reach the limit of " + MAX_TOTAL_CHARS
							+ " characters.)";
				}
				continue;
			}
			Optional<ProjectFile> read = ProjectFile.read(file, Math.min(budget, MAX_FILE_CHARS));
			if (read.isEmpty() || read.get().text().isBlank()) {
				continue;
			}
			ProjectFile content = read.get();
			budget -= content.text().length();
			String text = content.text().strip();
			if (content.truncated()) {
				text += "\n\n(" + file + " is cut here: it has " + content.size() + " bytes and only its first "
						+ content.text().length() + " characters are given.)";
			}
			parts[i] = "## " + file + "\n\n" + text;
		}
		StringBuilder section = new StringBuilder();
		for (String part : parts) {
			if (part != null) {
				section.append(section.length() == 0 ? "" : "\n\n").append(part);
			}
		}
		if (section.length() == 0) {
			return "";
		}
		return "# Project instructions\n\nThese come from AGENTS.md files, from the most general to the most specific; "
				+ "where two disagree, follow the later one.\n\n" + section;
	}
}
