package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolArguments;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.agent.spi.WorkspaceFile;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;

/**
 * {@code list_directory}: the entries of a directory, directories marked with a slash and symbolic
 * links with {@code @}; the directory is opened through the workspace boundary at the moment of use.
 */
public final class ListDirectoryTool implements AgentTool {

	static final int MAX_ENTRIES = 1000;

	private record Arguments(
			@Param(name = "path", value = "Directory path, absolute or relative to the working directory") Optional<WorkspaceFile> path) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	@Override
	public String name() {
		return "list_directory";
	}

	@Override
	public String description() {
		return "Lists the files and directories in a directory (the working directory by default); "
				+ "directories end with /, symbolic links with @.";
	}

	@Override
	public JsonObject parameters() {
		return ARGUMENTS.schema();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.READ;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.READ;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		Optional<WorkspaceFile> path = ARGUMENTS.read(arguments, context).path();
		WorkspacePath place = WorkspacePath.orWorkingDirectory(path, context);
		String target = place.given();
		return Call.of("List " + (path.isEmpty() ? "the working directory" : target), List.of(ToolCallLocation.of(place.path().toString())),
				place.insideWorkspace(), () -> {
			List<String> entries = new ArrayList<>();
			try (WorkspaceDirectory directory = FileWalk.directory(place, target)) {
				for (Path name : directory.names(context.cancellation())) {
					entries.add(name + marker(directory, name));
				}
			} catch (IOException e) {
				throw new ToolException("Cannot list " + target + ": " + e.getMessage(), e);
			}
			if (entries.isEmpty()) {
				return ToolResult.text("(empty directory)");
			}
			StringBuilder out = new StringBuilder();
			entries.stream().limit(MAX_ENTRIES).forEach(entry -> out.append(entry).append('\n'));
			if (entries.size() > MAX_ENTRIES) {
				out.append("[... ").append(entries.size() - MAX_ENTRIES).append(" more entries not shown]\n");
			}
			return ToolResult.text(out.toString());
		});
	}

	/** {@code /} after a directory, {@code @} after a symbolic link (never followed), as {@code ls -F} marks them. */
	private static String marker(WorkspaceDirectory directory, Path name) {
		try {
			BasicFileAttributes attributes = directory.ownAttributes(name);
			return attributes.isDirectory() ? "/" : attributes.isSymbolicLink() ? "@" : "";
		} catch (IOException gone) {
			return "";
		}
	}
}
