package io.github.acp4j.agent.project;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;
import java.util.regex.Pattern;

/**
 * Agent Skills: folders holding a {@code SKILL.md} whose front matter gives the skill's {@code name}
 * and {@code description} and whose body is its instructions. They are looked for in
 * {@code <cwd>/.agents/skills/}, {@code <cwd>/.claude/skills/} and {@code ACP4J_HOME/skills/}, the
 * first of a name winning. The model is told each skill's name and description; it reads the body
 * when it needs it (the {@code skill} tool, or the user's {@code /NAME}).
 * <p>
 * What is not a skill is skipped with a warning in the log, never a failed session: a folder that is
 * a symbolic link out of its root (a workspace's skills stay in the workspace), a {@code SKILL.md}
 * without front matter, without a valid name or a description, or that is not UTF-8. A file is read
 * up to {@value #MAX_SKILL_CHARS} characters; a longer body is cut, and says so.
 */
public final class Skills {

	private static final Logger LOG = Logger.getLogger(Skills.class.getName());
	/** The name of the tool that gives a skill's instructions, offered while a skill is listed. */
	public static final String TOOL_NAME = "skill";
	/** The file a skill folder holds. */
	public static final String FILE_NAME = "SKILL.md";
	/** The most characters of a {@code SKILL.md} read. */
	public static final int MAX_SKILL_CHARS = 32_000;
	/** The most characters of a description the model is shown. */
	static final int MAX_DESCRIPTION_CHARS = 1_024;
	/** The most skills found in all (the first ones by root and name). */
	static final int MAX_SKILLS = 100;
	/** The Agent Skills rule for names: lower-case letters, digits and single hyphens, at most 64 characters. */
	private static final Pattern NAME = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
	private static final int MAX_NAME = 64;

	private final Path home;

	/** @param home {@code ACP4J_HOME} */
	public Skills(Path home) {
		this.home = home.toAbsolutePath().normalize();
	}

	/**
	 * One skill, as found.
	 *
	 * @param name        its name, also its slash command
	 * @param description what it is for and when to use it
	 * @param directory   its folder, where its other files are
	 * @param body        its instructions, the text after the front matter
	 */
	public record Skill(String name, String description, Path directory, String body) {
	}

	/** The skills of {@code cwd} by name, read now: the workspace's, then {@code ACP4J_HOME}'s. */
	public Map<String, Skill> find(Path cwd) {
		Map<String, Skill> found = new LinkedHashMap<>();
		Path workspace = cwd.toAbsolutePath().normalize();
		for (Path root : List.of(workspace.resolve(".agents").resolve("skills"), workspace.resolve(".claude").resolve("skills"),
				home.resolve("skills"))) {
			scan(root, root.startsWith(home) ? home : workspace, found);
		}
		return found;
	}

	/** The skill named {@code name} in {@code cwd}, read now. */
	public Optional<Skill> get(Path cwd, String name) {
		return Optional.ofNullable(find(cwd).get(name));
	}

	/**
	 * The section of the system prompt that lists the skills of {@code cwd} (names and descriptions,
	 * never bodies); empty when there are none.
	 */
	public String catalog(Path cwd) {
		Map<String, Skill> found = find(cwd);
		if (found.isEmpty()) {
			return "";
		}
		StringBuilder section = new StringBuilder("# Skills\n\nSkills are instructions for particular tasks, kept in folders. "
				+ "When a task matches a skill's description, call the skill tool with its name first: it gives the "
				+ "instructions and the skill's folder, whose other files you can read with the usual tools.\n");
		found.values().forEach(skill -> section.append("\n- ").append(skill.name()).append(": ").append(skill.description()));
		return section.toString();
	}

	/** What the model is given for a skill: its instructions and its folder. */
	public static String instructions(Skill skill) {
		return "Skill " + skill.name() + " (folder " + skill.directory() + "):\n\n" + skill.body();
	}

	private void scan(Path root, Path boundary, Map<String, Skill> found) {
		if (!Files.isDirectory(root)) {
			return;
		}
		Path realBoundary;
		try {
			realBoundary = boundary.toRealPath();
		} catch (IOException e) {
			return;
		}
		List<Path> folders = new ArrayList<>();
		try (DirectoryStream<Path> entries = Files.newDirectoryStream(root)) {
			entries.forEach(folders::add);
		} catch (IOException e) {
			LOG.warning("Cannot list the skills in " + root + ": " + e.getClass().getSimpleName());
			return;
		}
		folders.sort(null);
		for (Path folder : folders) {
			if (found.size() >= MAX_SKILLS) {
				LOG.warning("More than " + MAX_SKILLS + " skills; those after " + folder + " are left out");
				return;
			}
			read(folder, realBoundary).filter(skill -> !found.containsKey(skill.name()))
					.ifPresent(skill -> found.put(skill.name(), skill));
		}
	}

	/** The skill in {@code folder}, or empty (logged) when it is none, or leads out of {@code boundary}. */
	private static Optional<Skill> read(Path folder, Path boundary) {
		Path file = folder.resolve(FILE_NAME);
		if (!Files.exists(file)) {
			return Optional.empty();
		}
		Path real;
		try {
			// A folder or file that is a link out of the workspace (or out of ACP4J_HOME) is not read.
			real = file.toRealPath();
			if (!folder.toRealPath().startsWith(boundary) || !real.startsWith(boundary)) {
				LOG.warning("Skipped the skill " + folder + ": it leads out of " + boundary);
				return Optional.empty();
			}
		} catch (IOException e) {
			return Optional.empty();
		}
		// The path checked is the one opened, and a file turned into a link since is not followed.
		Optional<ProjectFile> read = ProjectFile.read(real, MAX_SKILL_CHARS, LinkOption.NOFOLLOW_LINKS);
		if (read.isEmpty()) {
			return Optional.empty();
		}
		String text = read.get().text();
		if (text.indexOf('\uFFFD') >= 0) {
			LOG.warning("Skipped the skill " + file + ": it is not valid UTF-8");
			return Optional.empty();
		}
		FrontMatter parsed = FrontMatter.parse(text.replace("\r\n", "\n"));
		String name = parsed.values().get("name");
		String description = parsed.values().get("description");
		if (parsed.values().isEmpty()) {
			LOG.warning("Skipped the skill " + file + ": it has no front matter (--- name: ..., description: ... ---)"
					+ (read.get().truncated() ? " within its first " + MAX_SKILL_CHARS + " characters" : ""));
			return Optional.empty();
		}
		if (name == null || name.length() > MAX_NAME || !NAME.matcher(name).matches()) {
			LOG.warning("Skipped the skill " + file + ": its name must be 1 to " + MAX_NAME
					+ " lower-case letters, digits and hyphens");
			return Optional.empty();
		}
		if (description == null || description.isBlank()) {
			LOG.warning("Skipped the skill " + file + ": it has no description");
			return Optional.empty();
		}
		String body = parsed.body().strip();
		if (read.get().truncated()) {
			LOG.warning(file + " is cut at " + MAX_SKILL_CHARS + " characters");
			body += "\n\n(" + file + " is cut here: only its first " + MAX_SKILL_CHARS + " characters are given.)";
		}
		description = description.strip();
		if (description.length() > MAX_DESCRIPTION_CHARS) {
			description = description.substring(0, MAX_DESCRIPTION_CHARS - 1) + "…";
		}
		return Optional.of(new Skill(name, description, folder.toAbsolutePath().normalize(), body));
	}
}
