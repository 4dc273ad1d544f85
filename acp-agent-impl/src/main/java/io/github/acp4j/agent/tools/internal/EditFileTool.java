package io.github.acp4j.agent.tools.internal;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;

/** {@code edit_file}: replaces an exact piece of text in a file; the user sees the change as a diff. */
public final class EditFileTool implements AgentTool {

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
		return Schema.object().string("path", "File path, absolute or relative to the working directory", true)
				.string("old_string", "The exact text to replace", true).string("new_string", "The replacement", true)
				.bool("replace_all", "Replace every occurrence", false).build();
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
		String path = Arguments.string(arguments, "path");
		String oldString = Arguments.string(arguments, "old_string");
		String newString = Arguments.string(arguments, "new_string");
		boolean replaceAll = Arguments.optionalBoolean(arguments, "replace_all");
		if (oldString.isEmpty()) {
			throw new ToolException("old_string must not be empty; use write_file to create a file");
		}
		if (oldString.equals(newString)) {
			throw new ToolException("old_string and new_string are the same");
		}
		WorkspacePath file = WorkspacePath.of(context, path);
		List<ToolCallLocation> locations = List.of(ToolCallLocation.of(file.real().toString()));
		if (!file.inside()) {
			// Nothing outside the workspace is read before the permission engine allowed the call.
			return Call.of("Edit " + path, locations, false, () -> {
				String old = TextFiles.read(context, file, file.now());
				return FileChange.of(file, old, edited(old, oldString, newString, replaceAll)).write(context, "Edited " + path);
			});
		}
		// Fails before anyone is asked when the edit cannot apply.
		String old = TextFiles.read(context, file);
		FileChange change = FileChange.of(file, old, edited(old, oldString, newString, replaceAll));
		return Call.withPreview("Edit " + path, locations, true, change.shown(), () -> change.write(context, "Edited " + path));
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
