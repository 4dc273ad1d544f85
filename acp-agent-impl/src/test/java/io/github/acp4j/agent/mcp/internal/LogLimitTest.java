package io.github.acp4j.agent.mcp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.LogCapture;

/** A source's lines on a clock the test moves: a burst, then a rate, the rest counted and summed up. */
class LogLimitTest {

	private static final long SECOND = 1_000_000_000L;

	private final Logger log = Logger.getLogger(LogLimitTest.class.getName());
	private final AtomicLong now = new AtomicLong(42 * SECOND);
	private LogCapture capture;
	private List<String> logged;

	@BeforeEach
	void listen() {
		capture = LogCapture.of(log.getName(), Level.INFO);
		logged = capture.messages;
	}

	@AfterEach
	void stop() {
		capture.close();
	}

	@Test
	void aBurstThenARateTheRestCountedAndSummedUp() {
		LogLimit limit = new LogLimit(log, "MCP server fs stderr", now::get);
		for (int i = 0; i < 1000; i++) {
			limit.log(Level.INFO, () -> "line");
		}
		assertThat(logged).hasSize(LogLimit.BURST).containsOnly("line");

		now.addAndGet(SECOND);
		for (int i = 0; i < 1000; i++) {
			limit.log(Level.INFO, () -> "line");
		}
		assertThat(logged).hasSize(LogLimit.BURST + LogLimit.PER_SECOND);

		// Ten seconds after the first line left out, the next line brings the summary.
		now.addAndGet(9 * SECOND);
		limit.log(Level.INFO, () -> "line");
		assertThat(logged.subList(LogLimit.BURST + LogLimit.PER_SECOND, logged.size())).containsExactly(
				"MCP server fs stderr: 1,880 lines suppressed in the last 10 s (more than 20 a second)", "line");

		// Nine seconds refilled the whole burst: one line above, 99 here, the rest counted.
		for (int i = 0; i < 500; i++) {
			limit.log(Level.INFO, () -> "line");
		}
		limit.end();
		assertThat(logged.get(logged.size() - 1)).startsWith("MCP server fs stderr: 401 lines suppressed in the last 1 s");
		int count = logged.size();
		limit.end();
		assertThat(logged).hasSize(count);
	}

	@Test
	void aLineNotLoggedAtItsLevelCostsNothingAndALongLineIsCut() {
		LogLimit limit = new LogLimit(log, "MCP server fs notifications", now::get);
		for (int i = 0; i < 1000; i++) {
			limit.log(Level.FINE, () -> {
				throw new AssertionError("made although not logged");
			});
		}
		limit.log(Level.INFO, () -> "x".repeat(LogLimit.MAX_LINE + 5));
		limit.end();
		assertThat(logged).containsExactly("x".repeat(LogLimit.MAX_LINE) + "... (5 more characters)");
	}
}
