package io.github.acp4j.eclipse;

import java.util.Arrays;
import java.util.List;

import org.eclipse.compare.rangedifferencer.IRangeComparator;
import org.eclipse.compare.rangedifferencer.RangeDifference;
import org.eclipse.compare.rangedifferencer.RangeDifferencer;

/** The lines an edit removes and adds, as a unified diff without context, by Eclipse Compare's differencer. */
final class EditDiff {
	private EditDiff() {
	}

	/** {@code @@ -a,n +b,m @@} hunks with {@code -} and {@code +} lines; a null {@code oldText} is a new file. */
	static String unified(String oldText, String newText) {
		Lines left = new Lines(oldText == null ? "" : oldText);
		Lines right = new Lines(newText);
		StringBuilder diff = new StringBuilder();
		for (RangeDifference change : RangeDifferencer.findDifferences(left, right)) {
			diff.append("@@ -").append(change.leftStart() + 1).append(',').append(change.leftLength())
					.append(" +").append(change.rightStart() + 1).append(',').append(change.rightLength()).append(" @@\n");
			for (String line : left.lines.subList(change.leftStart(), change.leftEnd())) {
				diff.append('-').append(line).append('\n');
			}
			for (String line : right.lines.subList(change.rightStart(), change.rightEnd())) {
				diff.append('+').append(line).append('\n');
			}
		}
		return diff.toString();
	}

	private static final class Lines implements IRangeComparator {
		final List<String> lines;

		Lines(String text) {
			List<String> all = Arrays.asList(text.split("\r?\n", -1));
			// the empty string after a final newline is no line: "a\n" is one line, "a\n\n" two
			lines = all.get(all.size() - 1).isEmpty() ? all.subList(0, all.size() - 1) : all;
		}

		@Override
		public int getRangeCount() {
			return lines.size();
		}

		@Override
		public boolean rangesEqual(int thisIndex, IRangeComparator other, int otherIndex) {
			return lines.get(thisIndex).equals(((Lines) other).lines.get(otherIndex));
		}

		@Override
		public boolean skipRangeComparison(int length, int maxLength, IRangeComparator other) {
			return false;
		}
	}
}
