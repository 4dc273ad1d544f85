package io.github.acp4j.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.slf4j.LoggerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * Sends every log line (SLF4J, and java.util.logging through the bridge) to the log file. Logback is
 * set up in code rather than from an XML file, whose parsing took a few hundred milliseconds of the
 * agent's start; until {@link #configure} runs, nothing is logged (java.util.logging starts
 * {@link Unconfigured}), and never to stdout or stderr.
 */
public final class Logging extends ContextAwareBase implements Configurator {

	private static final String PATTERN = "%d{ISO8601} %-5level [%thread] %logger{36} - %msg%n";

	/**
	 * java.util.logging's configuration until {@link #configure} runs: none, so that it has no console
	 * handler (the launcher names this class in {@code java.util.logging.config.class}).
	 */
	public static final class Unconfigured {

		/** Called by java.util.logging's {@code LogManager}; configures nothing. */
		public Unconfigured() {
		}
	}

	/** For logback, which finds this class through {@code META-INF/services}; use {@link #configure}. */
	public Logging() {
	}

	/** Logback's own set-up on first use: no appender yet, and none of logback's defaults. */
	@Override
	public ExecutionStatus configure(LoggerContext context) {
		return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
	}

	/** Points logging at {@code logFile}; again if logging was already set up in this process. */
	static void configure(Path logFile, String level) throws IOException {
		Files.createDirectories(logFile.toAbsolutePath().getParent());
		LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
		context.reset();
		PatternLayoutEncoder encoder = new PatternLayoutEncoder();
		encoder.setContext(context);
		encoder.setPattern(PATTERN);
		encoder.start();
		FileAppender<ILoggingEvent> file = new FileAppender<>();
		file.setContext(context);
		file.setName("FILE");
		file.setFile(logFile.toAbsolutePath().toString());
		file.setAppend(true);
		file.setEncoder(encoder);
		file.start();
		if (!file.isStarted()) {
			throw new IOException("cannot open " + logFile);
		}
		Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
		root.setLevel(Level.toLevel(level, Level.INFO));
		root.addAppender(file);
		SLF4JBridgeHandler.removeHandlersForRootLogger();
		SLF4JBridgeHandler.install();
		java.util.logging.Logger.getLogger("").setLevel(julLevel(level));
	}

	private static java.util.logging.Level julLevel(String level) {
		switch (level) {
		case "error":
			return java.util.logging.Level.SEVERE;
		case "warn":
			return java.util.logging.Level.WARNING;
		case "debug":
			return java.util.logging.Level.FINE;
		case "trace":
			return java.util.logging.Level.FINEST;
		default:
			return java.util.logging.Level.INFO;
		}
	}
}
