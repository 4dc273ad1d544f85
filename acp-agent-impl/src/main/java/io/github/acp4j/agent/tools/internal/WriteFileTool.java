package io.github.acp4j.agent.tools.internal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;

/** {@code write_file}: creates or replaces a text file; the user sees the change as a diff. */
public final class WriteFileTool implements AgentTool {

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
		return Schema.object().string("path", "File path, absolute or relative to the working directory", true)
				.string("content", "The complete new content", true).build();
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
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		String path = Arguments.string(arguments, "path");
		String content = Arguments.string(arguments, "content");
		WorkspacePath file = WorkspacePath.of(context, path);
		return Call.of("Write " + path, List.of(ToolCallLocation.of(file.real().toString())), file.inside(), () -> {
			Path real = file.now();
			String old = Files.exists(real) ? TextFiles.read(context, file, real) : null;
			TextFiles.write(context, file, real, content);
			String summary = (old == null ? "Created " : "Wrote ") + path + " (" + content.lines().count() + " lines)";
			return ToolResult.of(summary, List.of(Diff.builder(real.toString(), content).oldText(old).build()));
		});
	}
}
