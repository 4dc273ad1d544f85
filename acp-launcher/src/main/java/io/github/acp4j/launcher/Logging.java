package io.github.acp4j.launcher;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.slf4j.LoggerFactory;
import org.slf4j.bridge.SLF4JBridgeHandler;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import ch.qos.logback.core.recovery.ResilientFileOutputStream;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.TriggeringPolicyBase;
import ch.qos.logback.core.spi.ContextAwareBase;

/**
 * Sends every log line (SLF4J, and java.util.logging through the bridge) to the log file. Logback is
 * set up in code rather than from an XML file, whose parsing took a few hundred milliseconds of the
 * agent's start; until {@link #configure} runs, nothing is logged (java.util.logging starts
 * {@link Unconfigured}), and never to stdout or stderr. The file rolls at {@link #MAX_FILE_BYTES}:
 * {@code agent.log} becomes {@code agent.1.log}, and so on up to {@link #ROLLED_FILES} files kept.
 */
public final class Logging extends ContextAwareBase implements Configurator {

	private static final String PATTERN = "%d{ISO8601} %-5level [%thread] %logger{36} - %msg%n";
	/** The size at which the log file rolls. */
	static final long MAX_FILE_BYTES = 10L * 1024 * 1024;
	/** How many rolled files are kept beside the current one: the log takes about 40 MiB at most. */
	static final int ROLLED_FILES = 3;

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
		configure(logFile, level, MAX_FILE_BYTES, ROLLED_FILES);
	}

	/** The same, the file rolling at {@code maxFileBytes} and {@code rolledFiles} rolled files kept. */
	static void configure(Path logFile, String level, long maxFileBytes, int rolledFiles) throws IOException {
		Path path = logFile.toAbsolutePath();
		Files.createDirectories(path.getParent());
		LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
		context.reset();
		PatternLayoutEncoder encoder = new PatternLayoutEncoder();
		encoder.setContext(context);
		encoder.setPattern(PATTERN);
		encoder.start();
		RollingFileAppender<ILoggingEvent> file = new RollingFileAppender<>();
		file.setContext(context);
		file.setName("FILE");
		file.setFile(path.toString());
		file.setAppend(true);
		file.setEncoder(encoder);
		FixedWindowRollingPolicy rolling = new FixedWindowRollingPolicy();
		rolling.setContext(context);
		rolling.setParent(file);
		rolling.setFileNamePattern(rolledName(path));
		rolling.setMinIndex(1);
		rolling.setMaxIndex(rolledFiles);
		rolling.start();
		OwnFileSize trigger = new OwnFileSize(file, maxFileBytes);
		trigger.setContext(context);
		trigger.start();
		file.setRollingPolicy(rolling);
		file.setTriggeringPolicy(trigger);
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

	/** The log file and the names it rolls to, which hold what it held. */
	static List<Path> files(Path logFile) {
		List<Path> files = new ArrayList<>(List.of(logFile));
		String rolled = rolledName(logFile.toAbsolutePath());
		for (int i = 1; i <= ROLLED_FILES; i++) {
			files.add(Path.of(rolled.replace("%i", Integer.toString(i))));
		}
		return files;
	}

	/** {@code agent.log} rolls to {@code agent.1.log}, {@code agent} to {@code agent.1}. */
	private static String rolledName(Path logFile) {
		String name = logFile.getFileName().toString();
		int dot = name.lastIndexOf('.');
		String rolled = dot > 0 ? name.substring(0, dot) + ".%i" + name.substring(dot) : name + ".%i";
		return logFile.resolveSibling(rolled).toString();
	}

	/**
	 * Rolls once the file this process writes to has reached the cap, measured on the open file rather
	 * than by its name: when several agents share a log file, another may have rolled (renamed) the
	 * file this one still writes to, whose name then stands for a newer, smaller file; that file
	 * would grow without bound.
	 */
	private static final class OwnFileSize extends TriggeringPolicyBase<ILoggingEvent> {
		private final FileAppender<ILoggingEvent> appender;
		private final long maxBytes;

		OwnFileSize(FileAppender<ILoggingEvent> appender, long maxBytes) {
			this.appender = appender;
			this.maxBytes = maxBytes;
		}

		@Override
		public boolean isTriggeringEvent(File activeFile, ILoggingEvent event) {
			try {
				long size = appender.getOutputStream() instanceof ResilientFileOutputStream open && open.getChannel() != null
						? open.getChannel().size() : activeFile.length();
				return size >= maxBytes;
			} catch (IOException e) {
				return false;
			}
		}
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
