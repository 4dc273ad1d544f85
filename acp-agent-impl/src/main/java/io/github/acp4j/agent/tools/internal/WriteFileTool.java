package io.github.acp4j.agent.tools.internal;

import java.util.List;

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

/** {@code write_file}: creates or replaces a text file; the user sees the change as a diff. */
public final class WriteFileTool implements AgentTool {

	private record Arguments(@Param(name = "path", value = "File path, absolute or relative to the working directory") WorkspaceFile path,
			@Param(name = "content", value = "The complete new content") String content) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	@Override
	public String name() {
		return "write_file";
	}

	@Override
	public String description() {
		return "Writes a text file, creating it and its parent directories if needed, replacing it otherwise.";
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
		WorkspacePath file = WorkspacePath.of(read.path());
		String path = file.given();
		String content = read.content();
		List<ToolCallLocation> locations = List.of(ToolCallLocation.of(file.path().toString()));
		if (!file.insideWorkspace()) {
			// Nothing outside the workspace is read before the permission engine allowed the call.
			return Call.of("Write " + path, locations, false, () -> write(FileChange.of(context, file, content), path, context));
		}
		FileChange change = FileChange.of(context, file, content);
		return Call.withPreview("Write " + path, List.of(change.location()), true, change.shown(), () -> write(change, path, context));
	}

	private static ToolResult write(FileChange change, String path, ToolContext context) throws ToolException, InterruptedException {
		return change.write(context, (change.creates() ? "Created " : "Wrote ") + path + " (" + change.lines() + " lines)");
	}
}
