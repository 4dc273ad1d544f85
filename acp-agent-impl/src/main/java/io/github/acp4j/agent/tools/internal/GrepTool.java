package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.tools.PermissionClass;
import io.github.acp4j.agent.tools.Tool;
import io.github.acp4j.agent.tools.ToolContext;
import io.github.acp4j.agent.tools.ToolException;
import io.github.acp4j.agent.tools.ToolResult;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;

/** {@code grep}: lines matching a regular expression, as {@code path:line: text}. */
public final class GrepTool implements Tool {

	static final int MAX_MATCHES = 500;
	static final long MAX_FILE_BYTES = 2L * 1024 * 1024;
	static final int MAX_LINE_LENGTH = 300;

	@Override
	public String name() {
		return "grep";
	}

	@Override
	public String description() {
		return "Searches file contents for a Java regular expression; returns matching lines as path:line: text.";
	}

	@Override
	public JsonObject parameters() {
		return Schema.object().string("pattern", "Regular expression", true)
				.string("path", "File or directory to search (the working directory by default)", false)
				.string("include", "Glob the file names must match, e.g. *.java", false).build();
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
		String expression = Arguments.string(arguments, "pattern");
		String path = Arguments.optionalString(arguments, "path");
		String include = Arguments.optionalString(arguments, "include");
		String target = path == null ? "." : path;
		Pattern pattern;
		try {
			pattern = Pattern.compile(expression);
		} catch (PatternSyntaxException e) {
			throw new ToolException("Invalid regular expression: " + e.getDescription());
		}
		PathMatcher filter = include == null ? null : FileWalk.glob(include);
		PathMatcher filterAnywhere = include == null || include.contains("/") ? filter : FileWalk.glob("**/" + include);
		boolean inside = context.workspace().contains(target);
		return Call.of("Search for " + expression + (path == null ? "" : " in " + path),
				List.of(ToolCallLocation.of(context.workspace().absolute(target).toString())), inside, () -> {
			Path root = context.workspace().real(target);
			Path base = Files.isDirectory(root) ? root : root.getParent();
			StringBuilder out = new StringBuilder();
			int[] matches = { 0 };
			FileWalk.walk(root, context.cancellation(), file -> {
				Path relative = base.relativize(file);
				if (filter != null && !filter.matches(relative) && !filterAnywhere.matches(relative)) {
					return true;
				}
				search(file, relative, pattern, out, matches);
				return matches[0] < MAX_MATCHES;
			});
			if (matches[0] == 0) {
				return ToolResult.text("No matches for " + expression);
			}
			if (matches[0] >= MAX_MATCHES) {
				out.append("[stopped at ").append(MAX_MATCHES).append(" matches; narrow the search]\n");
			}
			return ToolResult.text(out.toString());
		});
	}

	private static void search(Path file, Path relative, Pattern pattern, StringBuilder out, int[] matches) {
		try {
			if (Files.size(file) > MAX_FILE_BYTES) {
				return;
			}
			byte[] bytes = Files.readAllBytes(file);
			if (TextFiles.isBinary(bytes)) {
				return;
			}
			String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
			for (int i = 0; i < lines.length && matches[0] < MAX_MATCHES; i++) {
				Matcher matcher = pattern.matcher(lines[i]);
				if (matcher.find()) {
					String line = lines[i].strip();
					if (line.length() > MAX_LINE_LENGTH) {
						line = line.substring(0, MAX_LINE_LENGTH) + "...";
					}
					out.append(relative).append(':').append(i + 1).append(": ").append(line).append('\n');
					matches[0]++;
				}
			}
		} catch (IOException unreadable) {
			// skipped, like grep -s
		}
	}
}
