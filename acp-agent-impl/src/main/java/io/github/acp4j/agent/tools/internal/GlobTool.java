package io.github.acp4j.agent.tools.internal;

import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;

/** {@code glob}: the files whose path matches a pattern such as {@code src/**}{@code /*.java}. */
public final class GlobTool implements AgentTool {

	static final int MAX_RESULTS = 1000;

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
		return Schema.object().string("pattern", "Glob pattern, e.g. **/*.java", true)
				.string("path", "Directory to search (the working directory by default)", false).build();
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
		String pattern = Arguments.string(arguments, "pattern");
		String path = Arguments.optionalString(arguments, "path");
		String target = path == null ? "." : path;
		PathMatcher matcher = Glob.matcher(pattern);
		PathMatcher anywhere = pattern.contains("/") ? matcher : Glob.matcher("**/" + pattern);
		WorkspacePath place = WorkspacePath.of(context, target);
		return Call.of("Find " + pattern + (path == null ? "" : " in " + path), List.of(ToolCallLocation.of(place.real().toString())),
				place.inside(), () -> {
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
