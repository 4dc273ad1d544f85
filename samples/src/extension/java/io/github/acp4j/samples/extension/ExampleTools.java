package io.github.acp4j.samples.extension;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;

import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.Tool;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.WorkspaceFile;

/**
 * Two tools as annotated methods: one reads a file of the workspace (opened through the workspace boundary at the moment it
 * is read), one takes a record with an enum.
 */
public final class ExampleTools {

	/** How soon a to-do is due. */
	public enum Priority {
		HIGH, MEDIUM, LOW
	}

	/** A to-do item. */
	public record Todo(@Param("what is to be done") String title, @Param("how soon") Priority priority,
			@Param("labels for the item") Optional<List<String>> tags) {
	}

	/** What {@link #countWords} found. */
	public record Count(String file, long lines, long words) {
	}

	@Tool(description = "Counts the lines and words of a text file", kind = "read", permission = PermissionClass.READ)
	public Count countWords(@Param("the file to count (absolute, or relative to the working directory)") WorkspaceFile file)
			throws ToolException, InterruptedException {
		List<String> lines = file.readString().lines().toList();
		long words = lines.stream().flatMap(line -> List.of(line.trim().split("\\s+")).stream()).filter(word -> !word.isEmpty()).count();
		return new Count(file.path().getFileName().toString(), lines.size(), words);
	}

	@Tool(description = "Adds an item to TODO.md in the working directory", kind = "edit", permission = PermissionClass.WRITE)
	public String addTodo(@Param("the item") Todo todo, ToolContext context) throws IOException {
		String tags = todo.tags().map(list -> " #" + String.join(" #", list)).orElse("");
		String line = "- [ ] " + todo.title() + " (" + todo.priority().name().toLowerCase(java.util.Locale.ROOT) + ")" + tags + "\n";
		Files.writeString(context.workspace().cwd().resolve("TODO.md"), line, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
				StandardOpenOption.APPEND);
		return "Added: " + line.strip();
	}
}
