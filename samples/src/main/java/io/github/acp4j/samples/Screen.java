package io.github.acp4j.samples;

import java.io.PrintStream;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntSupplier;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;

import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PlanEntryStatus;
import io.github.acp4j.api.types.PlanUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UnknownSessionUpdate;

/**
 * What the terminal client shows: the answer on stdout as it streams; thoughts, tool calls with
 * their status, diffs, command output, plans, notices and questions on the user's terminal, or on
 * stderr without one (so {@code > file} keeps the answer alone and {@code 2> file} the agent's
 * messages). Prose (a tool call's text too) is wrapped at word boundaries to the terminal's width;
 * diffs and command output are shown as they are. ANSI colour only on a terminal, and never with {@code NO_COLOR}.
 */
final class Screen {

	/** What {@link #shown} escapes. */
	private static final Pattern HIDDEN = Pattern.compile("[\\x00-\\x08\\x0b-\\x1f\\x7f-\\x9f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2069\\ufeff]");

	/** Lines of a diff shown before the rest is summed up. */
	static final int MAX_DIFF_LINES = 40;

	/** A stream whose last line is not finished. */
	private enum Open {
		NONE, ANSWER, THOUGHT
	}

	private final PrintStream out;
	private final PrintStream ui;
	private final boolean colour;
	private final IntSupplier uiWidth;
	private final WordWrap answer;
	private final WordWrap thought;
	private final Map<String, String> titles = new ConcurrentHashMap<>();
	private final Set<String> running = ConcurrentHashMap.newKeySet();
	/** What was shown of each tool call, so that a later update carrying the same diff again (its question, its end) does not repeat it. */
	private final Map<String, Set<ToolCallContent>> shownOf = new ConcurrentHashMap<>();
	private Open open = Open.NONE;

	/**
	 * @param out     where the answer goes
	 * @param ui      where everything else goes
	 * @param colour  whether {@code ui} takes ANSI colour
	 * @param outWidth the columns the answer wraps at (0: not wrapped)
	 * @param uiWidth the columns the rest wraps at (0: not wrapped)
	 */
	Screen(PrintStream out, PrintStream ui, boolean colour, IntSupplier outWidth, IntSupplier uiWidth) {
		this.out = out;
		this.ui = ui;
		this.colour = colour;
		this.uiWidth = uiWidth;
		this.answer = new WordWrap(outWidth);
		this.thought = new WordWrap(uiWidth);
	}

	/** Whether text written to {@code ui} (a terminal when {@code onTerminal}) may be coloured. */
	static boolean colourful(boolean onTerminal) {
		return onTerminal && System.getenv("NO_COLOR") == null && !"dumb".equals(System.getenv("TERM"));
	}

	synchronized void show(SessionUpdate update) {
		if (update instanceof AgentMessageChunk chunk) {
			text(Open.ANSWER, chunk.content());
		} else if (update instanceof AgentThoughtChunk chunk) {
			text(Open.THOUGHT, chunk.content());
		} else if (update instanceof ToolCall call) {
			titles.put(call.toolCallId(), shown(call.title()));
			line(style("1", "● " + shown(call.title())) + (call.kind() == null ? "" : style("2", " (" + call.kind().toString()
					.toLowerCase(Locale.ROOT) + ")")));
			status(call.toolCallId(), call.status());
			content(call.toolCallId(), call.content(), call.locations(), null);
		} else if (update instanceof ToolCallUpdate call) {
			if (call.title() != null) {
				titles.put(call.toolCallId(), shown(call.title()));
			}
			if (call.status() != ToolCallStatus.FAILED) {
				content(call.toolCallId(), call.content(), call.locations(), null);
			}
			status(call.toolCallId(), call.status());
			if (call.status() == ToolCallStatus.FAILED) {
				content(call.toolCallId(), call.content(), call.locations(), null);
			}
		} else if (update instanceof Plan plan) {
			line(style("1", "Plan"));
			for (PlanEntry entry : plan.entries()) {
				String box = entry.status() == PlanEntryStatus.COMPLETED ? "[x]"
						: entry.status() == PlanEntryStatus.IN_PROGRESS ? "[~]" : "[ ]";
				line("  " + box + " " + shown(entry.content()));
			}
		} else if (update instanceof Notice notice) {
			line(style("33", "! " + shown(notice.title())) + (notice.description() == null ? "" : ": " + shown(notice.description())));
		} else if (update instanceof UnknownSessionUpdate || update instanceof PlanUpdate) {
			// A kind this library does not know, or an unstable one the screen does not draw.
			String kind = update instanceof UnknownSessionUpdate unknown ? shown(unknown.sessionUpdate()) : "plan_update";
			line(style("2", "(" + kind + " update not shown)"));
		}
	}

	/**
	 * A permission question: what the tool call will do (its diffs, its command, the other content
	 * the agent sent with it) before the choices, so that nothing is approved blind.
	 */
	synchronized void question(ToolCallUpdate call, List<PermissionOption> options) {
		String title = shown(call.title() != null ? call.title() : call.toolCallId());
		line(style("1;33", "? Allow " + title + "?"));
		Set<String> shown = new HashSet<>();
		// Asked about, the change is shown whole again, even if the call showed it just before.
		shownOf.remove(call.toolCallId());
		content(call.toolCallId(), call.content(), call.locations(), shown);
		if ((call.content() == null || call.content().isEmpty()) && call.rawInput() != null
				&& call.rawInput().isJsonObject()) {
			JsonElement command = call.rawInput().getAsJsonObject().get("command");
			if (command != null && command.isJsonPrimitive()) {
				verbatim("    $ " + shown(command.getAsString()));
			} else if (command instanceof JsonArray words) {
				StringBuilder line = new StringBuilder("    $");
				words.forEach(word -> line.append(' ').append(shown(word.isJsonPrimitive() ? word.getAsString() : word.toString())));
				verbatim(line.toString());
			}
		}
		if (call.locations() != null) {
			for (ToolCallLocation location : call.locations()) {
				if (!shown.contains(location.path())) {
					line("  at " + shown(location.path()));
				}
			}
		}
		for (int i = 0; i < options.size(); i++) {
			line("  " + (i + 1) + ") " + shown(options.get(i).name()));
		}
		line("choose 1-" + options.size() + " (anything else rejects):");
	}

	/** The prompt before a line the user types. */
	synchronized void prompt() {
		finishLine();
		ui.print(style("1", "> "));
		ui.flush();
	}

	/** A line of command output from a local terminal, dimmed and indented. */
	synchronized void commandOutput(String chunk) {
		for (String line : chunk.split("\n", -1)) {
			if (!line.isEmpty()) {
				verbatim(style("2", "  │ " + shown(line.stripTrailing())));
			}
		}
	}

	/** A line of prose, wrapped at word boundaries with its indentation kept on every line. */
	synchronized void line(String text) {
		verbatim(wrapped(text));
	}

	/** A message of this client's own (not the agent's), dimmed. */
	synchronized void note(String text) {
		line(style("2", text));
	}

	/** Ends the turn: the stop reason, unless the turn simply ended. */
	synchronized void endTurn(String stopReason) {
		finishLine();
		if (!"end_turn".equals(stopReason)) {
			ui.println(style("33", "[" + stopReason + "]"));
			ui.flush();
		}
	}

	/** Ends the line a streamed answer or thought left open. */
	synchronized void finishLine() {
		if (open == Open.ANSWER) {
			out.print(answer.flush());
			if (!answer.atLineStart()) {
				out.println();
			}
			answer.newLine();
			out.flush();
		} else if (open == Open.THOUGHT) {
			ui.print(style("2", thought.flush()));
			if (!thought.atLineStart()) {
				ui.println();
			}
			thought.newLine();
			ui.flush();
		}
		open = Open.NONE;
	}

	private void verbatim(String text) {
		finishLine();
		ui.println(text);
		ui.flush();
	}

	private void text(Open kind, ContentBlock content) {
		if (!(content instanceof TextContent textContent)) {
			return;
		}
		if (open != kind) {
			finishLine(); // a thought and the answer never share a line
		}
		open = kind;
		if (kind == Open.ANSWER) {
			out.print(answer.feed(shown(textContent.text()))); // the answer in the terminal's own colour
			out.flush();
		} else {
			ui.print(style("2", thought.feed(shown(textContent.text()))));
			ui.flush();
		}
	}

	private String wrapped(String text) {
		int columns = uiWidth.getAsInt();
		int indent = text.length() - text.stripLeading().length();
		if (columns <= indent + 10 || text.length() <= columns) {
			return text;
		}
		WordWrap wrap = new WordWrap(() -> columns - indent);
		String body = wrap.feed(text.substring(indent)) + wrap.flush();
		String margin = " ".repeat(indent);
		return margin + body.replace("\n", "\n" + margin);
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

	/**
	 * Shows diffs and text of the tool call {@code id}, but none it showed already; the paths of the
	 * diffs shown go to {@code shown} when it is given. A diff's first changed line is the one its
	 * file's location gives, where there is one.
	 */
	private void content(String id, List<ToolCallContent> content, List<ToolCallLocation> locations, Set<String> shown) {
		if (content == null) {
			return;
		}
		Set<ToolCallContent> before = shownOf.computeIfAbsent(id, key -> ConcurrentHashMap.newKeySet());
		for (ToolCallContent item : content) {
			if (!before.add(item)) {
				continue;
			}
			if (item instanceof Diff diff) {
				diff(diff, locations == null ? null : locations.stream().filter(location -> diff.path().equals(location.path())
						&& location.line() != null).map(ToolCallLocation::line).findFirst().orElse(null));
				if (shown != null) {
					shown.add(diff.path());
				}
			} else if (item instanceof Content text && text.content() instanceof TextContent block) {
				// Prose (a failure's reason, a command): wrapped, or the terminal would cut its words.
				block.text().lines().limit(MAX_DIFF_LINES).forEach(line -> line("    " + shown(line)));
			}
		}
	}

	/**
	 * The changed lines between the common head and tail of the two texts; {@code firstLine}, where the
	 * agent said, is the file's line of the first of them (a diff of a large file's changed region
	 * starts elsewhere than line 1).
	 */
	private void diff(Diff diff, Long firstLine) {
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
		verbatim(style("1", "    " + (diff.oldText() == null ? "new file " : "") + shown(diff.path())) + style("2", " @ line " + (firstLine != null ? firstLine : head + 1)));
		int shown = 0;
		for (String line : before.subList(head, before.size() - tail)) {
			if (shown++ < MAX_DIFF_LINES) {
				verbatim(style("31", "    - " + shown(line)));
			}
		}
		for (String line : after.subList(head, after.size() - tail)) {
			if (shown++ < MAX_DIFF_LINES) {
				verbatim(style("32", "    + " + shown(line)));
			}
		}
		if (shown > MAX_DIFF_LINES) {
			verbatim(style("2", "    … " + (shown - MAX_DIFF_LINES) + " more changed lines"));
		}
	}

	/**
	 * {@code text} of the agent's (or of a command it ran) as it may reach the terminal: escape
	 * sequences, control characters other than a newline and a tab, a carriage return not ending a line,
	 * and the characters that reorder or hide text (bidi overrides, zero-width ones) shown escaped (an
	 * ESC as backslash, {@code u{1B}}), so that nothing the agent sends can move the cursor, rewrite a line, retitle
	 * the window or hide part of a question.
	 */
	static String shown(String text) {
		if (text == null) {
			return "";
		}
		return HIDDEN.matcher(text.replace("\r\n", "\n")).replaceAll(found -> "\\\\u{" + Integer.toHexString(found.group().codePointAt(0))
				.toUpperCase(Locale.ROOT) + "}");
	}

	private String style(String sgr, String text) {
		return colour && !text.isEmpty() ? "\u001b[" + sgr + "m" + text + "\u001b[0m" : text;
	}
}
