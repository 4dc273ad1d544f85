package io.github.acp4j.launcher;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;


import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.AgentModule;
import io.github.acp4j.agent.AgentServer;
import io.github.acp4j.agent.Version;
import io.github.acp4j.agent.permission.PermissionPreset;

/**
 * {@code acp4j --acp --stdio}: the agent on standard input and output. Standard output is the
 * protocol's from the first instruction on (anything else printed goes to standard error), logs go
 * to a file, and the process exits 0 when its input closes or on SIGTERM.
 */
public final class Main {

	/** How long requests read before the input closed may take to be answered. */
	static final Duration SHUTDOWN_TIMEOUT = Duration.ofSeconds(5);

	private Main() {
	}

	public static void main(String[] args) {
		OutputStream protocol = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 64 * 1024);
		PrintStream stderr = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
		System.setOut(stderr);
		AtomicReference<AgentServer> running = new AtomicReference<>();
		sun.misc.Signal.handle(new sun.misc.Signal("TERM"), signal -> {
			AgentServer agent = running.get();
			try {
				if (agent != null) {
					agent.shutdown(SHUTDOWN_TIMEOUT);
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			} finally {
				System.exit(0);
			}
		});
		if (System.console() == null) {
			// Launched by a client: it stops the agent by closing stdin or with SIGTERM. Ctrl-C on the
			// client's terminal belongs to the client (it cancels a turn), not to the agent.
			sun.misc.Signal.handle(new sun.misc.Signal("INT"), sun.misc.SignalHandler.SIG_IGN);
		}
		System.exit(run(args, new FileInputStream(FileDescriptor.in), protocol, stderr, System.getenv(), running));
	}

	/** Runs the command line; returns the exit code. */
	static int run(String[] args, InputStream in, OutputStream out, PrintStream err, Map<String, String> env) {
		return run(args, in, out, err, env, new AtomicReference<>());
	}

	/** Runs the command line, publishing the agent in {@code running} once it exists; returns the exit code. */
	static int run(String[] args, InputStream in, OutputStream out, PrintStream err, Map<String, String> env,
			AtomicReference<AgentServer> running) {
		Path home = AgentConfig.home(env);
		LaunchOptions options;
		try {
			options = LaunchOptions.parse(args, home);
		} catch (LaunchOptions.UsageException e) {
			err.println("acp4j: " + e.getMessage());
			err.println("usage: " + LaunchOptions.USAGE);
			err.println("Try 'acp4j --help' for more information.");
			return 2;
		}
		if (options.help() || options.version()) {
			PrintStream stdout = new PrintStream(out, true, StandardCharsets.UTF_8);
			stdout.print(options.help() ? LaunchOptions.helpText() : "acp4j " + Version.get() + System.lineSeparator());
			stdout.flush();
			return 0;
		}
		try {
			Logging.configure(options.logFile(), options.logLevel());
		} catch (IOException e) {
			err.println("acp4j: cannot write the log file " + options.logFile() + ": " + e.getMessage());
			return 1;
		}
		Logger log = LoggerFactory.getLogger(Main.class);
		log.info("acp4j {} starting (mode {}, model {})", Version.get(), options.mode(),
				options.model() == null ? "provider default" : options.model());
		AgentConfig defaults = AgentConfig.defaults(options.sessionDir());
		AgentConfig config = new AgentConfig(PermissionPreset.byId(options.mode()).orElseThrow(), options.model(),
				defaults.maxTurnRequests(), defaults.contextWindow(), options.sessionDir(), options.resume().orElse(null))
				.withSandbox(options.sandbox())
				.withCompactThreshold(compactThreshold(env.get("ACP4J_COMPACT_THRESHOLD"), log));
		Consumer<String> report = problem -> {
			log.warn(problem);
			err.println("acp4j: " + problem);
		};
		AgentServer agent = Extensions.injector(new AgentModule(config, env), Extensions.load(options.extensions(), home, report), report)
				.getInstance(AgentServer.class);
		running.set(agent);
		try {
			agent.launch(in, out).startListening().get();
			log.info("input closed; answering what was asked and exiting");
			agent.shutdown(SHUTDOWN_TIMEOUT);
			return 0;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return 0;
		} catch (ExecutionException e) {
			log.error("connection failed", e.getCause());
			err.println("acp4j: the connection failed: " + e.getCause().getClass().getSimpleName());
			return 1;
		}
	}

	/** {@code ACP4J_COMPACT_THRESHOLD}: a percentage from 10 to 95; unset or invalid, the default (logged). */
	static int compactThreshold(String value, Logger log) {
		if (value == null || value.isBlank()) {
			return AgentConfig.DEFAULT_COMPACT_THRESHOLD;
		}
		try {
			int percent = Integer.parseInt(value.strip().replace("%", ""));
			if (percent >= 10 && percent <= 95) {
				return percent;
			}
		} catch (NumberFormatException e) {
			// reported below
		}
		log.warn("ACP4J_COMPACT_THRESHOLD must be a percentage from 10 to 95; using {}", AgentConfig.DEFAULT_COMPACT_THRESHOLD);
		return AgentConfig.DEFAULT_COMPACT_THRESHOLD;
	}
}
