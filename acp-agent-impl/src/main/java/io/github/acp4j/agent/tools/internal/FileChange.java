package io.github.acp4j.agent.tools.internal;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;


import io.github.acp4j.agent.spi.GitPatch;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;

/**
 * The change a write makes to one text file, worked out from the text it replaces when the call is
 * prepared (where the boundary is checked and before the user is asked), so that what the user
 * approves is what is written: the text is written only if the file still holds what the change was
 * worked out from, checked again at the moment of the write; otherwise the call fails and the model
 * is told to read the file again. The user is shown the change as a diff, whole while both texts
 * together are at most {@value #WHOLE_CHARS} characters, else the changed lines with
 * {@value #CONTEXT_LINES} lines of context around them, each side cut at {@value #REGION_CHARS}
 * characters.
 */
final class FileChange {

	/** The most characters of old and new text together that are shown whole. */
	static final int WHOLE_CHARS = 64 * 1024;
	/** The lines kept unchanged before and after the changed region of a larger file. */
	static final int CONTEXT_LINES = 3;
	/** The most characters of one side of a changed region that are shown. */
	static final int REGION_CHARS = WHOLE_CHARS / 2;

	private final WorkspacePath file;
	/** What the file held when the change was worked out; null when there was no file. */
	private final String before;
	private final String after;

	private FileChange(WorkspacePath file, String before, String after) {
		this.file = file;
		this.before = before;
		this.after = after;
	}

	/**
	 * The change from what {@code file} holds now (through the editor when it reads files) to
	 * {@code after}.
	 */
	static FileChange of(ToolContext context, WorkspacePath file, String after) throws ToolException, InterruptedException {
		return new FileChange(file, TextFiles.readIfPresent(context, file, file.now()), after);
	}

	/** The change from {@code before} (null: no file), which {@code file} holds now, to {@code after}. */
	static FileChange of(WorkspacePath file, String before, String after) {
		return new FileChange(file, before, after);
	}

	/** Whether there was no file to replace. */
	boolean creates() {
		return before == null;
	}

	/** The lines of the new text. */
	long lines() {
		return after.lines().count();
	}

	/**
	 * The file, at the first line the change touches: a diff cut to the changed region of a large file
	 * starts elsewhere than the file, so this is where a client learns at which line it starts.
	 */
	ToolCallLocation location() {
		List<String> updated = lines(after);
		int same = sameAtStart(lines(before == null ? "" : before), updated);
		return ToolCallLocation.builder(file.path().toString()).line((long) Math.min(same, Math.max(0, updated.size() - 1)) + 1).build();
	}

	private static Diff withPatch(Diff diff, String patch) {
		return patch == null ? diff : GitPatch.attach(diff, patch);
	}

	/** How many lines the two texts start with alike. */
	private static int sameAtStart(List<String> old, List<String> updated) {
		int same = 0;
		while (same < old.size() && same < updated.size() && old.get(same).equals(updated.get(same))) {
			same++;
		}
		return same;
	}

	/**
	 * The change as the user is shown it, before and after it is made, its diff with its git patch
	 * (see {@link #patch}, {@link GitPatch}) when the changed region is shown whole.
	 */
	List<ToolCallContent> shown() {
		String path = file.path().toString();
		List<String> old = lines(before == null ? "" : before);
		List<String> updated = lines(after);
		int same = sameAtStart(old, updated);
		int sameAtEnd = 0;
		while (sameAtEnd < old.size() - same && sameAtEnd < updated.size() - same
				&& old.get(old.size() - 1 - sameAtEnd).equals(updated.get(updated.size() - 1 - sameAtEnd))) {
			sameAtEnd++;
		}
		int from = Math.max(0, same - CONTEXT_LINES);
		int oldEnd = Math.min(old.size(), old.size() - sameAtEnd + CONTEXT_LINES);
		int newEnd = Math.min(updated.size(), updated.size() - sameAtEnd + CONTEXT_LINES);
		Region oldRegion = Region.of(old, from, oldEnd);
		Region newRegion = Region.of(updated, from, newEnd);
		boolean whole = (before == null ? 0 : before.length()) + after.length() <= WHOLE_CHARS;
		// The patch's hunk is the changed region: bounded as what is shown, and only when it is whole.
		String patch = whole || !oldRegion.cut && !newRegion.cut
				? patch(path, old, updated, new Hunk(from, same, old.size() - sameAtEnd, oldEnd, updated.size() - sameAtEnd, newEnd))
				: null;
		if (whole) {
			return List.of(withPatch(Diff.builder(path, after).oldText(before).build(), patch));
		}
		StringBuilder note = new StringBuilder("The file is large: shown are lines " + (from + 1) + " to " + newRegion.end
				+ " of " + updated.size() + " of the new text");
		if (before != null) {
			note.append(" (lines ").append(from + 1).append(" to ").append(oldRegion.end).append(" of ").append(old.size())
					.append(" of the old)");
		}
		note.append(", the rest is unchanged.");
		if (oldRegion.cut || newRegion.cut) {
			note.append(" The change itself is longer than shown: its first ").append(REGION_CHARS)
					.append(" characters on each side are.");
		}
		List<ToolCallContent> shown = new ArrayList<>();
		shown.add(Content.of(TextContent.of(note.toString())));
		shown.add(withPatch(Diff.builder(path, newRegion.text).oldText(before == null ? null : oldRegion.text).build(), patch));
		return shown;
	}

	/**
	 * The lines of a hunk: context from {@code from}, the old lines {@code changeStart} to
	 * {@code oldChangeEnd} replaced by the new lines {@code changeStart} to {@code newChangeEnd},
	 * context to {@code oldEnd} / {@code newEnd} (all exclusive ends, 0-based).
	 */
	private record Hunk(int from, int changeStart, int oldChangeEnd, int oldEnd, int newChangeEnd, int newEnd) {
	}

	/**
	 * The change as a git patch ({@code diff --git}, absolute paths without prefixes, as v2's
	 * {@code git_patch} format is): one hunk with the changed lines and {@value #CONTEXT_LINES} lines
	 * of context around them, at their line numbers in the file.
	 */
	private String patch(String path, List<String> old, List<String> updated, Hunk hunk) {
		String name = quoted(path);
		StringBuilder patch = new StringBuilder("diff --git ").append(name).append(' ').append(name).append('\n');
		if (before == null) {
			patch.append("new file mode 100644\n");
		}
		int oldCount = hunk.oldEnd - hunk.from;
		int newCount = hunk.newEnd - hunk.from;
		if (oldCount == 0 && newCount == 0) {
			// Nothing changed in the text (or an empty file created): no hunk, as git writes it.
			return patch.toString();
		}
		patch.append("--- ").append(before == null ? "/dev/null" : name).append('\n');
		patch.append("+++ ").append(name).append('\n');
		patch.append("@@ -").append(range(hunk.from, oldCount)).append(" +").append(range(hunk.from, newCount)).append(" @@\n");
		patchLines(patch, ' ', old, hunk.from, hunk.changeStart);
		patchLines(patch, '-', old, hunk.changeStart, hunk.oldChangeEnd);
		patchLines(patch, '+', updated, hunk.changeStart, hunk.newChangeEnd);
		patchLines(patch, ' ', updated, hunk.newChangeEnd, hunk.newEnd);
		return patch.toString();
	}

	/** A hunk's range as git writes it: the first line (the one before when there is none), and the count unless 1. */
	private static String range(int from, int count) {
		return count == 0 ? from + ",0" : count == 1 ? String.valueOf(from + 1) : (from + 1) + "," + count;
	}

	private static void patchLines(StringBuilder patch, char mark, List<String> lines, int from, int end) {
		for (int k = from; k < end; k++) {
			String line = lines.get(k);
			patch.append(mark).append(line);
			if (!line.endsWith("\n")) {
				patch.append("\n\\ No newline at end of file\n");
			}
		}
	}

	/** A path as git writes it in a patch: in double quotes, with C escapes, when it has a quote, a backslash, a control or a non-ASCII character. */
	static String quoted(String path) {
		byte[] bytes = path.getBytes(StandardCharsets.UTF_8);
		StringBuilder quoted = new StringBuilder("\"");
		boolean needed = false;
		for (byte b : bytes) {
			int c = b & 0xff;
			String escape = switch (c) {
			case '"' -> "\\\"";
			case '\\' -> "\\\\";
			case '\t' -> "\\t";
			case '\n' -> "\\n";
			case '\r' -> "\\r";
			default -> c < 0x20 || c >= 0x7f ? String.format("\\%03o", c) : null;
			};
			needed |= escape != null;
			quoted.append(escape != null ? escape : String.valueOf((char) c));
		}
		return needed ? quoted.append('"').toString() : path;
	}

	/**
	 * Writes the new text if the file, as its path resolves now, still holds what the change was
	 * worked out from.
	 *
	 * @param summary what the model is told once it is written
	 */
	ToolResult write(ToolContext context, String summary) throws ToolException, InterruptedException {
		Path real = file.now();
		String now = TextFiles.readIfPresent(context, file, real);
		if (!Objects.equals(now, before)) {
			throw new ToolException(real + (now == null ? " was deleted" : before == null ? " was created" : " changed")
					+ " after this change was worked out and shown to the user, so it was not written: read the file again and make the change anew");
		}
		TextFiles.write(context, file, real, after);
		return ToolResult.of(summary, shown());
	}

	/** The text split into lines, each with its line terminator. */
	private static List<String> lines(String text) {
		List<String> lines = new ArrayList<>();
		int start = 0;
		for (int k = 0; k < text.length(); k++) {
			if (text.charAt(k) == '\n') {
				lines.add(text.substring(start, k + 1));
				start = k + 1;
			}
		}
		if (start < text.length()) {
			lines.add(text.substring(start));
		}
		return lines;
	}

	/** Lines {@code from} to {@code end} (exclusive) joined, cut at {@link #REGION_CHARS}. */
	private record Region(String text, int end, boolean cut) {

		static Region of(List<String> lines, int from, int end) {
			StringBuilder text = new StringBuilder();
			for (int k = from; k < end; k++) {
				String line = lines.get(k);
				if (text.length() + line.length() > REGION_CHARS) {
					if (text.length() == 0) {
						// One line longer than the bound (minified code): its start.
						int cut = Character.isHighSurrogate(line.charAt(REGION_CHARS - 1)) ? REGION_CHARS - 1 : REGION_CHARS;
						text.append(line, 0, cut);
					}
					return new Region(text.toString(), k, true);
				}
				text.append(line);
			}
			return new Region(text.toString(), end, false);
		}
	}
}
