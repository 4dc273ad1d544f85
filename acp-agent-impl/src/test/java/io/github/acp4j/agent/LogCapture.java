package io.github.acp4j.agent;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The messages logged through java.util.logging under one logger name while the capture is open, at
 * {@code level} and above (the tests otherwise log SEVERE only: {@code .mvn/test-logging.properties}).
 */
public final class LogCapture extends Handler implements AutoCloseable {

	/** What was logged, oldest first. */
	public final List<String> messages = new CopyOnWriteArrayList<>();
	private final Logger logger;
	private final Level previous;

	private LogCapture(Logger logger) {
		this.logger = logger;
		this.previous = logger.getLevel();
	}

	/** Captures what {@code name} and the loggers under it log at {@code level} and above. */
	public static LogCapture of(String name, Level level) {
		LogCapture capture = new LogCapture(Logger.getLogger(name));
		capture.logger.setLevel(level);
		capture.logger.addHandler(capture);
		return capture;
	}

	@Override
	public void publish(LogRecord record) {
		messages.add(record.getMessage());
	}

	@Override
	public void flush() {
	}

	@Override
	public void close() {
		logger.removeHandler(this);
		logger.setLevel(previous);
	}
}
