package io.github.acp4j.agent.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UnstructuredCommandInput;

/** Command files: the front matter, the arguments, what is and is not a command. */
class CommandFilesTest {

	@TempDir
	Path cwd;

	@Test
	void frontMatterGivesQuotedOrPlainValuesAndTheRestIsTheBody() {
		FrontMatter parsed = FrontMatter.parse("---\r\ndescription: 'Fix: the bug'\r\nargument-hint: issue number\r\nnonsense\r\n---\r\nBody\n");
		assertThat(parsed.values()).isEqualTo(Map.of("description", "Fix: the bug", "argument-hint", "issue number"));
		assertThat(parsed.body().strip()).isEqualTo("Body");
	}

	@Test
	void withoutAClosingFenceTheWholeTextIsTheBody() {
		String text = "---\ndescription: never closed\nBody";
		assertThat(FrontMatter.parse(text)).isEqualTo(new FrontMatter(Map.of(), text));
		assertThat(FrontMatter.parse("plain")).isEqualTo(new FrontMatter(Map.of(), "plain"));
	}

	@Test
	void aCommandIsSlashNameAtTheStartOfTheFirstTextBlock() throws Exception {
		Path commands = Files.createDirectories(cwd.resolve(".acp4j/commands"));
		Files.writeString(commands.resolve("fix.md"), "Fix issue $ARGUMENTS.");
		SlashCommands slash = new SlashCommands(cwd.resolve("home"));
		assertThat(slash.parse(List.of(TextContent.of("  /fix 42 ")), cwd)).contains(new SlashCommands.Invocation("fix", "42",
				"Fix issue 42."));
		assertThat(slash.parse(List.of(TextContent.of("/clear")), cwd)).contains(new SlashCommands.Invocation("clear", "", null));
		assertThat(slash.parse(List.of(TextContent.of("/fix/other")), cwd)).isEmpty();
		assertThat(slash.parse(List.of(TextContent.of("please /fix 42")), cwd)).isEmpty();
		assertThat(slash.parse(List.of(ImageContent.of("AAAA", "image/png"), TextContent.of("/fix 1")), cwd))
				.isEmpty();
		assertThat(slash.available(cwd)).last().isEqualTo(AvailableCommand.builder("fix", "Fix issue $ARGUMENTS.")
				.input(UnstructuredCommandInput.of("arguments")).build());
	}
}
