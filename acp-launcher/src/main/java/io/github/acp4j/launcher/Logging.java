package io.github.acp4j.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.slf4j.LoggerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.core.joran.spi.JoranException;

/** Sends every log line (SLF4J, and java.util.logging through the bridge) to the log file. */
final class Logging {

	private Logging() {
	}

	/** Points logging at {@code logFile}; again if logging was already set up in this process. */
	static void configure(Path logFile, String level) throws IOException {
		Files.createDirectories(logFile.toAbsolutePath().getParent());
		System.setProperty("acp4j.log.file", logFile.toAbsolutePath().toString());
		System.setProperty("acp4j.log.level", level.toUpperCase(Locale.ROOT));
		LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
		context.reset();
		JoranConfigurator configurator = new JoranConfigurator();
		configurator.setContext(context);
		try {
			configurator.doConfigure(Logging.class.getResource("/logback.xml"));
		} catch (JoranException e) {
			throw new IOException("the logging configuration is broken: " + e.getMessage(), e);
		}
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
