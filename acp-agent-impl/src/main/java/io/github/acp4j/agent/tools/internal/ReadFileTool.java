package io.github.acp4j.agent.tools.internal;

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
import io.github.acp4j.jsonrpc.MessageTooLargeException;

/** {@code read_file}: a text file's lines, from an offset, never more than a page at a time. */
public final class ReadFileTool implements AgentTool {

	static final int DEFAULT_LIMIT = 2000;
	static final int MAX_LINE_LENGTH = 2000;
	static final int MAX_CHARS = 256 * 1024;

	private record Arguments(@Param(name = "path", value = "File path, absolute or relative to the working directory") WorkspaceFile path,
			@Param(name = "offset", value = "First line to read, 1-based", min = 1) Optional<Integer> offset,
			@Param(name = "limit", value = "Number of lines to read", min = 1, max = 100_000) Optional<Integer> limit) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	@Override
	public String name() {
		return "read_file";
	}

	@Override
	public String description() {
		return "Reads a text file. Returns up to " + DEFAULT_LIMIT + " lines starting at offset (1-based); "
				+ "pass offset and limit to page through a longer file.";
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
		Arguments read = ARGUMENTS.read(arguments, context);
		WorkspacePath file = WorkspacePath.of(read.path());
		Optional<Integer> offset = read.offset();
		Optional<Integer> limit = read.limit();
		return Call.of("Read " + file.given(),
				List.of(ToolCallLocation.builder(file.path().toString()).line(offset.map(Integer::longValue).orElse(null)).build()),
				file.insideWorkspace(), () -> ToolResult.text(read(context, file, offset.orElse(1), limit.orElse(DEFAULT_LIMIT),
						offset.isPresent() || limit.isPresent())));
	}

	/**
	 * The page, from the whole text; of a file too large for the editor to send whole, the editor is
	 * asked for the page's lines alone when the model named them.
	 */
	private static String read(ToolContext context, WorkspacePath file, int offset, int limit, boolean named)
			throws ToolException, InterruptedException {
		try {
			return page(TextFiles.read(context, file), offset, limit);
		} catch (ToolException e) {
			if (!named || !(e.getCause() instanceof MessageTooLargeException)) {
				throw e;
			}
		}
		return "[" + file.path() + " is too large to read whole through the editor; it sent lines from " + offset + " on]\n"
				+ page(TextFiles.readLines(context, file.now(), offset, limit), offset, limit, offset);
	}

	/** Lines {@code offset..offset+limit-1}, long lines cut, with a note saying what was left out. */
	static String page(String text, int offset, int limit) {
		return page(text, offset, limit, 1);
	}

	/**
	 * Lines {@code offset..offset+limit-1} of a text whose first line is line {@code first} of its
	 * file (1: the whole file), long lines cut, with a note saying what was left out.
	 */
	static String page(String text, int offset, int limit, int first) {
		String[] lines = text.split("\n", -1);
		int count = text.endsWith("\n") ? lines.length - 1 : lines.length;
		int total = first - 1 + count;
		if (first > 1 && count == 0) {
			return "(the file has fewer than " + offset + " lines)";
		}
		if (offset > Math.max(total, first)) {
			return "(the file has " + total + " lines; offset " + offset + " is past its end)";
		}
		StringBuilder out = new StringBuilder();
		int last = Math.min(total, offset - 1 + limit);
		int line = offset;
		for (; line <= last; line++) {
			String content = lines[line - first];
			if (content.length() > MAX_LINE_LENGTH) {
				content = content.substring(0, MAX_LINE_LENGTH) + " [line cut at " + MAX_LINE_LENGTH + " characters]";
			}
			if (out.length() + content.length() > MAX_CHARS) {
				break;
			}
			out.append(content).append('\n');
		}
		if (line <= total) {
			out.append("[... lines ").append(line).append('-').append(total).append(first == 1 ? " of " + total : "")
					.append(" not shown; read them with offset=").append(line).append("]\n");
		} else if (first > 1 && count >= limit) {
			out.append("[read on with offset=").append(line).append("]\n");
		}
		return out.toString();
	}
}
