package io.github.acp4j.samples;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PlanEntryStatus;
import io.github.acp4j.api.types.PlanUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UnknownSessionUpdate;

/**
 * What the terminal client shows: the answer on stdout as it streams; thoughts, tool calls with
 * their status, diffs, command output, plans and notices on stderr (so {@code > file} keeps the
 * answer alone). ANSI colour only on a terminal, and never with {@code NO_COLOR}.
 */
final class Screen {

	/** Lines of a diff shown before the rest is summed up. */
	static final int MAX_DIFF_LINES = 40;

	private final PrintStream out;
	private final PrintStream err;
	private final boolean colour;
	private final Map<String, String> titles = new ConcurrentHashMap<>();
	private final Set<String> running = ConcurrentHashMap.newKeySet();
	private boolean midLine;

	Screen(PrintStream out, PrintStream err, boolean colour) {
		this.out = out;
		this.err = err;
		this.colour = colour;
	}

	/** Whether this process writes to a terminal that takes colour. */
	static boolean colourful() {
		return System.console() != null && System.getenv("NO_COLOR") == null && !"dumb".equals(System.getenv("TERM"));
	}

	synchronized void show(SessionUpdate update) {
		if (update instanceof AgentMessageChunk) {
			text(out, ((AgentMessageChunk) update).content(), null); // the answer in the terminal's own colour
		} else if (update instanceof AgentThoughtChunk) {
			text(err, ((AgentThoughtChunk) update).content(), "2");
		} else if (update instanceof ToolCall) {
			ToolCall call = (ToolCall) update;
			titles.put(call.toolCallId(), call.title());
			line(style("1", "● " + call.title()) + (call.kind() == null ? "" : style("2", " (" + call.kind().toString()
					.toLowerCase(Locale.ROOT) + ")")));
			status(call.toolCallId(), call.status());
			content(call.content());
		} else if (update instanceof ToolCallUpdate) {
			ToolCallUpdate call = (ToolCallUpdate) update;
			if (call.title() != null) {
				titles.put(call.toolCallId(), call.title());
			}
			if (call.status() != ToolCallStatus.FAILED) {
				content(call.content());
			}
			status(call.toolCallId(), call.status());
			if (call.status() == ToolCallStatus.FAILED) {
				content(call.content());
			}
		} else if (update instanceof Plan) {
			line(style("1", "Plan"));
			for (PlanEntry entry : ((Plan) update).entries()) {
				String box = entry.status() == PlanEntryStatus.COMPLETED ? "[x]"
						: entry.status() == PlanEntryStatus.IN_PROGRESS ? "[~]" : "[ ]";
				line("  " + box + " " + entry.content());
			}
		} else if (update instanceof Notice) {
			Notice notice = (Notice) update;
			line(style("33", "! " + notice.title()) + (notice.description() == null ? "" : ": " + notice.description()));
		} else if (update instanceof UnknownSessionUpdate || update instanceof PlanUpdate) {
			// A kind this library does not know, or an unstable one the screen does not draw.
			String kind = update instanceof PlanUpdate ? "plan_update" : ((UnknownSessionUpdate) update).sessionUpdate();
			line(style("2", "(" + kind + " update not shown)"));
		}
	}

	/** A line of command output from a local terminal, dimmed and indented. */
	synchronized void commandOutput(String chunk) {
		for (String line : chunk.split("\n", -1)) {
			if (!line.isEmpty()) {
				line(style("2", "  │ " + line.stripTrailing()));
			}
		}
	}

	/** A line on stderr, after finishing a streamed answer's line. */
	synchronized void line(String text) {
		if (midLine) {
			out.println();
			out.flush();
			midLine = false;
		}
		err.println(text);
		err.flush();
	}

	/** Ends the turn: the stop reason, unless the turn simply ended. */
	synchronized void endTurn(String stopReason) {
		if (midLine) {
			out.println();
			out.flush();
			midLine = false;
		}
		if (!"end_turn".equals(stopReason)) {
			err.println(style("33", "[" + stopReason + "]"));
			err.flush();
		}
	}

	private void text(PrintStream stream, ContentBlock content, String sgr) {
		if (!(content instanceof TextContent)) {
			return;
		}
		String text = ((TextContent) content).text();
		if (stream == err && midLine) {
			out.println();
			midLine = false;
		}
		stream.print(sgr == null ? text : style(sgr, text));
		stream.flush();
		if (stream == out) {
			midLine = !text.endsWith("\n");
		}
	}

	private void status(String id, ToolCallStatus status) {
		if (status == ToolCallStatus.COMPLETED) {
			line(style("32", "  ✓ done"));
		} else if (status == ToolCallStatus.FAILED) {
			line(style("31", "  ✗ failed"));
		} else if (status == ToolCallStatus.IN_PROGRESS && running.add(id)) {
			line(style("2", "  … running " + titles.getOrDefault(id, id)));
		}
	}

	private void content(List<ToolCallContent> content) {
		if (content == null) {
			return;
		}
		for (ToolCallContent item : content) {
			if (item instanceof Diff) {
				diff((Diff) item);
			} else if (item instanceof Content && ((Content) item).content() instanceof TextContent) {
				String text = ((TextContent) ((Content) item).content()).text();
				text.lines().limit(MAX_DIFF_LINES).forEach(line -> line("    " + line));
			}
		}
	}

	/** The changed lines between the common head and tail of the two texts. */
	private void diff(Diff diff) {
		List<String> before = diff.oldText() == null ? List.of() : diff.oldText().lines().toList();
		List<String> after = diff.newText() == null ? List.of() : diff.newText().lines().toList();
		int head = 0;
		while (head < before.size() && head < after.size() && before.get(head).equals(after.get(head))) {
			head++;
		}
		int tail = 0;
		while (tail < before.size() - head && tail < after.size() - head
				&& before.get(before.size() - 1 - tail).equals(after.get(after.size() - 1 - tail))) {
			tail++;
		}
		line(style("1", "    " + (diff.oldText() == null ? "new file " : "") + diff.path()) + style("2", " @ line " + (head + 1)));
		int shown = 0;
		for (String line : before.subList(head, before.size() - tail)) {
			if (shown++ < MAX_DIFF_LINES) {
				line(style("31", "    - " + line));
			}
		}
		for (String line : after.subList(head, after.size() - tail)) {
			if (shown++ < MAX_DIFF_LINES) {
				line(style("32", "    + " + line));
			}
		}
		if (shown > MAX_DIFF_LINES) {
			line(style("2", "    … " + (shown - MAX_DIFF_LINES) + " more changed lines"));
		}
	}

	private String style(String sgr, String text) {
		return colour ? "\u001b[" + sgr + "m" + text + "\u001b[0m" : text;
	}
}
