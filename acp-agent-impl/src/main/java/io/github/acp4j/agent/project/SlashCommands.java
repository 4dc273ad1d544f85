package io.github.acp4j.agent.project;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UnstructuredCommandInput;

/**
 * The slash commands a session offers: the built-in {@code /compact}, {@code /clear} and
 * {@code /init}, and the user's own, one {@code NAME.md} file each in
 * {@code <cwd>/.acp4j/commands/} or {@code ACP4J_HOME/commands/} (the working directory's wins on a
 * name clash, a built-in name is never taken by a file). A command file's text is the prompt the
 * model gets, {@code $ARGUMENTS} replaced by what follows {@code /NAME}; it may start with a front
 * matter block giving the description and the input hint:
 *
 * <pre>
 * ---
 * description: Review the staged change
 * argument-hint: what to look at first
 * ---
 * Review the staged change. Start with $ARGUMENTS.
 * </pre>
 */
public final class SlashCommands {

	/** Summarise the conversation now, optionally stressing what follows the command. */
	public static final String COMPACT = "compact";
	/** Start the conversation over in the same session. */
	public static final String CLEAR = "clear";
	/** Write or update {@code AGENTS.md}. */
	public static final String INIT = "init";
	/** What every {@code /init} prompt starts with (the demo model knows it by this). */
	public static final String INIT_PROMPT = "Study this workspace and write, or update, the file AGENTS.md in the working directory";
	/** The most characters a command file gives. */
	static final int MAX_COMMAND_CHARS = 32_000;

	private static final Logger LOG = Logger.getLogger(SlashCommands.class.getName());
	private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]{0,63}");
	/** A prompt that is a command: {@code /NAME}, then whitespace and the arguments, or nothing. */
	private static final Pattern INVOCATION = Pattern.compile("/(" + NAME.pattern() + ")(?:\\s+(.*))?", Pattern.DOTALL);
	private static final String ARGUMENTS = "$ARGUMENTS";
	private static final String SUFFIX = ".md";
	private static final Set<String> BUILT_IN = Set.of(COMPACT, CLEAR, INIT);

	private final Path home;
	private final Skills skills;

	/** @param home {@code ACP4J_HOME} */
	public SlashCommands(Path home) {
		this.home = home.toAbsolutePath().normalize();
		this.skills = new Skills(this.home);
	}

	/**
	 * What a typed command asks for.
	 *
	 * @param name      the command, without its slash
	 * @param arguments what followed the name, stripped; empty when nothing did
	 * @param prompt    for a command that is a prompt ({@code /init}, a custom one), the prompt the model
	 *                  gets in place of the typed text; null for {@code /compact} and {@code /clear}
	 */
	public record Invocation(String name, String arguments, String prompt) {

		/** The prompt with its first block, the typed command, replaced by the command's prompt. */
		public List<ContentBlock> expand(List<ContentBlock> typed) {
			List<ContentBlock> expanded = new ArrayList<>(typed);
			expanded.set(0, TextContent.of(prompt));
			return expanded;
		}
	}

	/** The commands offered in {@code cwd}: the built-in ones, then the user's by name. */
	public List<AvailableCommand> available(Path cwd) {
		List<AvailableCommand> commands = new ArrayList<>();
		commands.add(AvailableCommand.builder(COMPACT, "Summarise the conversation now to free the model's context window")
				.input(UnstructuredCommandInput.of("what the summary should keep above all")).build());
		commands.add(AvailableCommand.of(CLEAR,
				"Start the conversation over in this session: the model forgets what was said"));
		commands.add(AvailableCommand.builder(INIT,
				"Study the workspace and write or update AGENTS.md, its instructions for agents")
				.input(UnstructuredCommandInput.of("anything the instructions should stress")).build());
		Map<String, Path> custom = custom(cwd);
		custom.forEach((name, file) -> CustomCommand.read(name, file).ifPresent(command -> commands.add(command.describe())));
		// Each skill is a command too, unless a command file has its name.
		skills.find(cwd).values().stream().filter(skill -> !custom.containsKey(skill.name()) && !BUILT_IN.contains(skill.name()))
				.forEach(skill -> commands.add(AvailableCommand.builder(skill.name(), skill.description())
						.input(UnstructuredCommandInput.of("what to use the skill on")).build()));
		return commands;
	}

	/**
	 * The command a prompt starts with, read now; empty when the prompt's first block is no
	 * {@code /NAME} text or names no command this session has (such a prompt goes to the model as it
	 * is).
	 */
	public Optional<Invocation> parse(List<ContentBlock> prompt, Path cwd) {
		if (prompt.isEmpty() || !(prompt.get(0) instanceof TextContent first)) {
			return Optional.empty();
		}
		Matcher typed = INVOCATION.matcher(first.text().strip());
		if (!typed.matches()) {
			return Optional.empty();
		}
		String name = typed.group(1);
		String arguments = typed.group(2) == null ? "" : typed.group(2).strip();
		switch (name) {
		case COMPACT:
		case CLEAR:
			return Optional.of(new Invocation(name, arguments, null));
		case INIT:
			return Optional.of(new Invocation(name, arguments, initPrompt(cwd, arguments)));
		default:
			Optional<Invocation> command = Optional.ofNullable(custom(cwd).get(name)).flatMap(file -> CustomCommand.read(name, file))
					.map(custom -> new Invocation(name, arguments, custom.prompt(arguments)));
			return command.isPresent() ? command : skills.get(cwd, name).map(skill -> new Invocation(name, arguments,
					"Use the skill " + name + " for this" + (arguments.isEmpty() ? "." : ": " + arguments) + "\n\n"
							+ Skills.instructions(skill)));
		}
	}

	private static String initPrompt(Path cwd, String arguments) {
		return INIT_PROMPT + " (" + cwd + "): instructions for the coding agents that work on this project. "
				+ "First look around with your tools: the README, the build files, the source layout, the tests, any "
				+ "contributing guide. Then write down, briefly and specifically for this project: what it is; how to build it, "
				+ "run it and run its tests (exact commands); how the code is laid out; the conventions the code follows "
				+ "(style, naming, tests, commit messages); and what an agent must not do. Facts an agent can act on, no "
				+ "generic advice. If AGENTS.md exists, read it first and improve it, keeping what is still right. Write the "
				+ "file with write_file or edit_file." + (arguments.isEmpty() ? "" : "\n\nThe user adds: " + arguments);
	}

	/** The user's command files by name, the working directory's over {@code ACP4J_HOME}'s, built-in names left out. */
	private Map<String, Path> custom(Path cwd) {
		Map<String, Path> files = new TreeMap<>();
		for (Path directory : List.of(home.resolve("commands"), cwd.resolve(".acp4j").resolve("commands"))) {
			if (!Files.isDirectory(directory)) {
				continue;
			}
			try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
				for (Path file : entries) {
					String fileName = file.getFileName().toString();
					String name = fileName.substring(0, fileName.length() - SUFFIX.length());
					if (NAME.matcher(name).matches() && !BUILT_IN.contains(name)) {
						files.put(name, file);
					}
				}
			} catch (IOException e) {
				LOG.warning("Cannot list the commands in " + directory + ": " + e.getClass().getSimpleName());
			}
		}
		return files;
	}

	/** A command file, read. */
	private record CustomCommand(String name, String description, String hint, String body) {

		static Optional<CustomCommand> read(String name, Path file) {
			Optional<ProjectFile> read = ProjectFile.read(file, MAX_COMMAND_CHARS);
			if (read.isEmpty()) {
				return Optional.empty();
			}
			if (read.get().truncated()) {
				LOG.warning(file + " is cut at " + MAX_COMMAND_CHARS + " characters");
			}
			FrontMatter parsed = FrontMatter.parse(read.get().text());
			String body = parsed.body().strip();
			String description = parsed.values().get("description");
			if (description == null || description.isBlank()) {
				description = firstLine(body, file);
			}
			String hint = parsed.values().get("argument-hint");
			if ((hint == null || hint.isBlank()) && body.contains(ARGUMENTS)) {
				hint = "arguments";
			}
			return Optional.of(new CustomCommand(name, description, hint == null || hint.isBlank() ? null : hint, body));
		}

		AvailableCommand describe() {
			return AvailableCommand.builder(name, description)
					.input(hint == null ? null : UnstructuredCommandInput.of(hint)).build();
		}

		/** The body with the arguments in place of {@code $ARGUMENTS}, or after it when it has no such place. */
		String prompt(String arguments) {
			if (body.contains(ARGUMENTS)) {
				return body.replace(ARGUMENTS, arguments);
			}
			return arguments.isEmpty() ? body : body + "\n\n" + arguments;
		}

		private static String firstLine(String body, Path file) {
			for (String line : body.split("\n")) {
				String text = line.replaceFirst("^#+\\s*", "").strip();
				if (!text.isEmpty()) {
					return text.length() > 80 ? text.substring(0, 79) + "…" : text;
				}
			}
			return "Runs " + file;
		}
	}
}
