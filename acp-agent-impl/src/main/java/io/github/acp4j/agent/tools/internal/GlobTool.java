package io.github.acp4j.agent.tools.internal;

import java.nio.file.PathMatcher;
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

/** {@code glob}: the files whose path matches a pattern such as {@code src/**}{@code /*.java}. */
public final class GlobTool implements AgentTool {

	static final int MAX_RESULTS = 1000;

	private record Arguments(@Param(name = "pattern", value = "Glob pattern, e.g. **/*.java") String pattern,
			@Param(name = "path", value = "Directory to search (the working directory by default)") Optional<WorkspaceFile> path) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	@Override
	public String name() {
		return "glob";
	}

	@Override
	public String description() {
		return "Finds files by a glob pattern matched against their path relative to the search directory, "
				+ "e.g. **/*.java or src/*.ts.";
	}

	@Override
	public JsonObject parameters() {
		return ARGUMENTS.schema();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.SEARCH;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.READ;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		Arguments read = ARGUMENTS.read(arguments, context);
		String pattern = read.pattern();
		PathMatcher matcher = Glob.matcher(pattern);
		PathMatcher anywhere = pattern.contains("/") ? matcher : Glob.matcher("**/" + pattern);
		WorkspacePath place = WorkspacePath.orWorkingDirectory(read.path(), context);
		String target = place.given();
		return Call.of("Find " + pattern + (read.path().isEmpty() ? "" : " in " + target), List.of(ToolCallLocation.of(place.path().toString())),
				place.insideWorkspace(), () -> {
			List<String> found = new ArrayList<>();
			int[] more = { 0 };
			FileWalk.walk(place, target, true, context.cancellation(), (file, directory) -> {
				if (matcher.matches(file) || anywhere.matches(file)) {
					if (found.size() < MAX_RESULTS) {
						found.add(file.toString());
					} else {
						more[0]++;
					}
				}
				return true;
			});
			if (found.isEmpty()) {
				return ToolResult.text("No files match " + pattern);
			}
			StringBuilder out = new StringBuilder();
			found.forEach(file -> out.append(file).append('\n'));
			if (more[0] > 0) {
				out.append("[... ").append(more[0]).append(" more matches not shown]\n");
			}
			return ToolResult.text(out.toString());
		});
	}
}
