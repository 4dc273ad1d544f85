package io.github.acp4j.agent.tools.internal;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolArguments;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.WorkspaceFile;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;

/** {@code edit_file}: replaces an exact piece of text in a file; the user sees the change as a diff. */
public final class EditFileTool implements AgentTool {

	private record Arguments(@Param(name = "path", value = "File path, absolute or relative to the working directory") WorkspaceFile path,
			@Param(name = "old_string", value = "The exact text to replace") String oldString,
			@Param(name = "new_string", value = "The replacement") String newString,
			@Param(name = "replace_all", value = "Replace every occurrence") Optional<Boolean> replaceAll) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	@Override
	public String name() {
		return "edit_file";
	}

	@Override
	public String description() {
		return "Replaces old_string with new_string in a file. old_string must match exactly and, unless "
				+ "replace_all is true, exactly once: include enough surrounding lines to make it unique.";
	}

	@Override
	public JsonObject parameters() {
		return ARGUMENTS.schema();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.EDIT;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.WRITE;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException, InterruptedException {
		Arguments read = ARGUMENTS.read(arguments, context);
		String oldString = read.oldString();
		String newString = read.newString();
		boolean replaceAll = read.replaceAll().orElse(false);
		if (oldString.isEmpty()) {
			throw new ToolException("old_string must not be empty; use write_file to create a file");
		}
		if (oldString.equals(newString)) {
			throw new ToolException("old_string and new_string are the same");
		}
		WorkspacePath file = WorkspacePath.of(read.path());
		String path = file.given();
		List<ToolCallLocation> locations = List.of(ToolCallLocation.of(file.path().toString()));
		if (!file.insideWorkspace()) {
			// Nothing outside the workspace is read before the permission engine allowed the call.
			return Call.of("Edit " + path, locations, false, () -> {
				String old = TextFiles.read(context, file, file.now());
				return FileChange.of(file, old, edited(old, oldString, newString, replaceAll)).write(context, "Edited " + path);
			});
		}
		// Fails before anyone is asked when the edit cannot apply.
		String old = TextFiles.read(context, file);
		FileChange change = FileChange.of(file, old, edited(old, oldString, newString, replaceAll));
		return Call.withPreview("Edit " + path, List.of(change.location()), true, change.shown(), () -> change.write(context, "Edited " + path));
	}

	static String edited(String text, String oldString, String newString, boolean replaceAll) throws ToolException {
		int count = 0;
		for (int at = text.indexOf(oldString); at >= 0; at = text.indexOf(oldString, at + oldString.length())) {
			count++;
		}
		if (count == 0) {
			throw new ToolException("old_string was not found in the file");
		}
		if (count > 1 && !replaceAll) {
			throw new ToolException("old_string occurs " + count + " times; add surrounding lines to make it unique or set replace_all");
		}
		return replaceAll ? text.replace(oldString, newString) : text.replaceFirst(Pattern.quote(oldString),
				Matcher.quoteReplacement(newString));
	}
}
