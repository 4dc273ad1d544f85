package io.github.acp4j.agent.mcp.internal;

import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * How much one source (an MCP server's stderr, or its notifications) may write to the log: a burst
 * of {@value #BURST} lines, then {@value #PER_SECOND} a second. The lines past that are counted, not
 * logged, and summed up in one line at most every {@value #SUMMARY_SECONDS} s while they go on, and
 * once more when the source ends. A server that floods its stderr or sends notifications by the
 * thousand so costs its reader a counter, not a write to the log per line: the log stays small and
 * the server's answers are read at once.
 */
final class LogLimit {

	static final int BURST = 100;
	static final int PER_SECOND = 20;
	static final int SUMMARY_SECONDS = 10;
	/** The longest line logged; the rest of a longer one is left out, its length said. */
	static final int MAX_LINE = 2000;
	private static final long SECOND = 1_000_000_000L;
	private static final long COST = SECOND / PER_SECOND;

	private final Logger log;
	private final String source;
	private final LongSupplier nanoTime;
	/** Nanoseconds of credit, one line costing {@link #COST}: refilled with time, up to {@link #BURST} lines. */
	private long credit = BURST * COST;
	private long refilled;
	private long suppressed;
	private long suppressedSince;

	/** @param source how the summary names the source: {@code MCP server fs stderr} */
	LogLimit(Logger log, String source) {
		this(log, source, System::nanoTime);
	}

	LogLimit(Logger log, String source, LongSupplier nanoTime) {
		this.log = log;
		this.source = source;
		this.nanoTime = nanoTime;
		this.refilled = nanoTime.getAsLong();
	}

	/** Logs {@code line} at {@code level} unless the source is over its rate; {@code line} is only made when it is logged. */
	void log(Level level, Supplier<String> line) {
		if (!log.isLoggable(level)) {
			return;
		}
		String summary;
		boolean allowed;
		synchronized (this) {
			long now = nanoTime.getAsLong();
			credit = Math.min(BURST * COST, credit + (now - refilled));
			refilled = now;
			allowed = credit >= COST;
			if (allowed) {
				credit -= COST;
			} else if (suppressed++ == 0) {
				suppressedSince = now;
			}
			summary = now - suppressedSince >= SUMMARY_SECONDS * SECOND ? summary(now) : null;
		}
		if (summary != null) {
			log.warning(summary);
		}
		if (allowed) {
			log.log(level, cut(line.get()));
		}
	}

	/** Sums up what was left out since the last summary, if anything; at the source's end. */
	void end() {
		String summary;
		synchronized (this) {
			summary = summary(nanoTime.getAsLong());
		}
		if (summary != null) {
			log.warning(summary);
		}
	}

	private String summary(long now) {
		if (suppressed == 0) {
			return null;
		}
		String summary = String.format(Locale.ROOT, "%s: %,d lines suppressed in the last %d s (more than %d a second)", source, suppressed,
				Math.max(1, (now - suppressedSince + SECOND - 1) / SECOND), PER_SECOND);
		suppressed = 0;
		return summary;
	}

	private static String cut(String line) {
		return line.length() <= MAX_LINE ? line
				: line.substring(0, MAX_LINE) + "... (" + (line.length() - MAX_LINE) + " more characters)";
	}
}
