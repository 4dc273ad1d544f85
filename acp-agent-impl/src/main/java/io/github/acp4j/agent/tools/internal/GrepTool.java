package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

import com.google.gson.JsonObject;
import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
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
 * {@code grep}: lines matching a regular expression, as {@code path:line: text}. The expression is
 * RE2's (RE2/J), which matches in time linear in the line: no pattern can keep a core busy.
 */
public final class GrepTool implements AgentTool {

	static final int MAX_MATCHES = 500;
	static final long MAX_FILE_BYTES = 2L * 1024 * 1024;
	static final int MAX_LINE_LENGTH = 300;
	/**
	 * How large a pattern's program may grow once its counted repetitions are expanded. RE2/J has no
	 * memory limit of its own: {@code ((a{1000}){1000}){1000}} exhausts the heap while it compiles.
	 */
	static final long MAX_PROGRAM = 100_000;

	private record Arguments(@Param(name = "pattern", value = "Regular expression (RE2 syntax)") String pattern,
			@Param(name = "path", value = "File or directory to search (the working directory by default)") Optional<WorkspaceFile> path,
			@Param(name = "include", value = "Glob the file names must match, e.g. *.java") Optional<String> include) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	@Override
	public String name() {
		return "grep";
	}

	@Override
	public String description() {
		return "Searches file contents for a regular expression in RE2 syntax (no backreferences or lookaround; "
				+ "(?i) at the start ignores case); returns matching lines as path:line: text.";
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
		String expression = read.pattern();
		String include = read.include().orElse(null);
		Pattern pattern;
		int readsPerCheck;
		try {
			readsPerCheck = CancellableText.readsPerCheck(requireSmall(expression));
			pattern = Pattern.compile(expression);
		} catch (PatternSyntaxException e) {
			throw new ToolException("Invalid regular expression: " + e.getDescription()
					+ ". grep takes RE2 syntax, which has no backreferences and no lookaround.");
		}
		PathMatcher filter = include == null ? null : Glob.matcher(include);
		PathMatcher filterAnywhere = include == null || include.contains("/") ? filter : Glob.matcher("**/" + include);
		WorkspacePath place = WorkspacePath.orWorkingDirectory(read.path(), context);
		String target = place.given();
		return Call.of("Search for " + expression + (read.path().isEmpty() ? "" : " in " + target),
				List.of(ToolCallLocation.of(place.path().toString())), place.insideWorkspace(), () -> {
			Cancellation cancellation = context.cancellation();
			StringBuilder out = new StringBuilder();
			int[] matches = { 0 };
			FileWalk.walk(place, target, false, cancellation, (file, directory) -> {
				if (filter != null && !filter.matches(file) && !filterAnywhere.matches(file)) {
					return true;
				}
				search(directory, file, pattern, readsPerCheck, cancellation, out, matches);
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

	/**
	 * Refuses an expression whose counted repetitions ({@code x{n}}, {@code x{n,m}}) expand to a
	 * program over {@link #MAX_PROGRAM}, before RE2/J expands them: a character, escape or class counts
	 * one, a group the sum of its parts, a repetition its part times its largest count. What is
	 * malformed is left to RE2/J's parser to refuse.
	 *
	 * @return the program's size so counted, at least 1
	 */
	static long requireSmall(String expression) throws ToolException {
		Deque<long[]> groups = new ArrayDeque<>(); // each {size so far, size of the last part}
		long[] current = { 0, 0 };
		long outer = 0; // the sizes of the groups still open
		for (int i = 0; i < expression.length(); i++) {
			char c = expression.charAt(i);
			int[] repeat = c == '{' ? repeat(expression, i) : null;
			if (c == '(') {
				groups.push(current);
				outer += current[0];
				current = new long[] { 0, 0 };
			} else if (c == ')' && !groups.isEmpty()) {
				long inner = current[0];
				current = groups.pop();
				outer -= current[0];
				current[0] += inner;
				current[1] = inner;
			} else if (repeat != null) {
				current[0] += current[1] * (repeat[0] - 1);
				current[1] *= repeat[0];
				i = repeat[1];
			} else if ("*+?|".indexOf(c) < 0) {
				current[0]++;
				current[1] = 1;
				if (c == '\\') {
					boolean braced = i + 2 < expression.length() && "pPx".indexOf(expression.charAt(i + 1)) >= 0
							&& expression.charAt(i + 2) == '{';
					i = braced ? Math.max(expression.indexOf('}', i), i + 1) : i + 1;
				} else if (c == '[') {
					i = classEnd(expression, i);
				}
			}
			if (outer + current[0] > MAX_PROGRAM) {
				throw new ToolException("Pattern too large: it expands to more than " + MAX_PROGRAM
						+ " steps. Use * or + instead of large {n} counts, or search for a shorter pattern.");
			}
		}
		return Math.max(1, outer + current[0]);
	}

	/** The largest count (at least 1) and the closing brace of a repetition {@code {n}}, {@code {n,}} or {@code {n,m}} at {@code start}, or null. */
	private static int[] repeat(String expression, int start) {
		int close = expression.indexOf('}', start);
		String inside = close < 0 ? "" : expression.substring(start + 1, close);
		if (!inside.matches("\\d{1,4}(,\\d{0,4})?")) {
			return null; // a literal brace, or a count RE2/J refuses
		}
		int comma = inside.indexOf(',');
		int most = Integer.parseInt(comma < 0 ? inside : inside.substring(0, comma));
		if (comma >= 0 && comma + 1 < inside.length()) {
			most = Math.max(most, Integer.parseInt(inside.substring(comma + 1)));
		}
		return new int[] { Math.max(most, 1), close };
	}

	/** Where the character class opened at {@code start} ends (its {@code ]}), or the end of the expression. */
	private static int classEnd(String expression, int start) {
		int i = start + 1;
		if (i < expression.length() && expression.charAt(i) == '^') {
			i++;
		}
		if (i < expression.length() && expression.charAt(i) == ']') {
			i++; // a ] first is a literal
		}
		for (; i < expression.length(); i++) {
			char c = expression.charAt(i);
			if (c == '\\') {
				i++;
			} else if (c == '[' && i + 1 < expression.length() && expression.charAt(i + 1) == ':') {
				int close = expression.indexOf(":]", i + 2);
				i = close < 0 ? i : close + 1;
			} else if (c == ']') {
				return i;
			}
		}
		return expression.length();
	}

	private static void search(WorkspaceDirectory directory, Path file, Pattern pattern, int readsPerCheck,
			Cancellation cancellation, StringBuilder out, int[] matches) throws ToolException {
		byte[] bytes;
		try (SeekableByteChannel channel = directory.read(file.getFileName(), cancellation)) {
			bytes = TextFiles.head(channel, MAX_FILE_BYTES, cancellation);
		} catch (IOException | ToolException unreadableOrNowALink) {
			if (WorkspaceDirectory.Opener.stuck()) {
				// Not this file's fault: every file would be skipped, and "no matches" would be a lie.
				throw WorkspaceDirectory.Opener.stuckError();
			}
			return; // skipped, like grep -s
		}
		if (bytes.length > MAX_FILE_BYTES || TextFiles.isBinary(bytes)) {
			return;
		}
		String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
		Matcher matcher = pattern.matcher("");
		for (int i = 0; i < lines.length && matches[0] < MAX_MATCHES; i++) {
			cancellation.throwIfCancelled();
			if (matcher.reset(new CancellableText(lines[i], cancellation, readsPerCheck)).find()) {
				String line = lines[i].strip();
				if (line.length() > MAX_LINE_LENGTH) {
					line = line.substring(0, MAX_LINE_LENGTH) + "...";
				}
				out.append(file).append(':').append(i + 1).append(": ").append(line).append('\n');
				matches[0]++;
			}
		}
	}

	/**
	 * A line as the matcher reads it, which ends the match when the turn is cancelled: RE2/J takes time
	 * linear in the line times the pattern's program, and a 2 MiB line times a large program is long
	 * enough to matter. So the token is looked at more often the larger the program: the work between
	 * two looks stays under {@link #WORK_PER_CHECK} program steps, whatever the pattern.
	 */
	static final class CancellableText implements CharSequence {

		/** Program steps (a read times the program's size, RE2/J's worst case) between two looks at the token. */
		static final long WORK_PER_CHECK = 1L << 18;
		/** Reads between two looks at the token for the smallest programs. */
		static final int MAX_READS_PER_CHECK = 4096;

		private final CharSequence text;
		private final Cancellation cancellation;
		private final int readsPerCheck;
		private int reads;

		CancellableText(CharSequence text, Cancellation cancellation, int readsPerCheck) {
			this.text = text;
			this.cancellation = cancellation;
			this.readsPerCheck = readsPerCheck;
		}

		/** How many reads of a line a program of {@code program} steps may make between two looks at the token. */
		static int readsPerCheck(long program) {
			return (int) Math.max(1, Math.min(MAX_READS_PER_CHECK, WORK_PER_CHECK / Math.max(1, program)));
		}

		@Override
		public char charAt(int index) {
			if (++reads % readsPerCheck == 0) {
				cancellation.throwIfCancelled();
			}
			return text.charAt(index);
		}

		@Override
		public int length() {
			return text.length();
		}

		@Override
		public CharSequence subSequence(int start, int end) {
			return new CancellableText(text.subSequence(start, end), cancellation, readsPerCheck);
		}

		@Override
		public String toString() {
			return text.toString();
		}
	}
}
