package io.github.acp4j.launcher;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.google.inject.Injector;
import com.google.inject.Module;
import com.google.inject.ProvisionException;
import com.google.inject.multibindings.OptionalBinder;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.AgentConnections;
import io.github.acp4j.agent.AgentModule;
import io.github.acp4j.agent.FirstInitialize;
import io.github.acp4j.agent.Version;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.inspector.Inspector;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.sdk.OpenTelemetrySdk;

/**
 * {@code acp4j --acp --stdio}: the agent on standard input and output. Standard output is the
 * protocol's from the first instruction on (anything else printed goes to standard error), logs go
 * to a file, and the process exits 0 when its input closes or on SIGTERM. The editor's first
 * {@code initialize} is answered while logging and the agent are set up on another thread (see
 * {@link FirstInitialize}); the connection is then the agent's, as any other (see {@link AgentConnections}).
 */
public final class Main {

	/** How long requests read before the input closed may take to be answered. */
	static final Duration SHUTDOWN_TIMEOUT = Duration.ofSeconds(5);

	private Main() {
	}

	/** What SIGTERM stops: the agent over stdio, the server and its connections with --listen. */
	@FunctionalInterface
	interface Stoppable {
		void shutdown(Duration timeout) throws InterruptedException;
	}

	public static void main(String[] args) {
		if (args.length > 0 && "inspect".equals(args[0])) {
			// Not the agent: a proxy in front of one, with stdout the protocol's, written unbuffered as it is read.
			PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
			System.setOut(err);
			if (System.console() == null && !Arrays.asList(args).contains("--open")) {
				// As the agent itself: Ctrl-C on the client's terminal is the client's, and the proxy stays for its agent.
				sun.misc.Signal.handle(new sun.misc.Signal("INT"), sun.misc.SignalHandler.SIG_IGN);
			}
			System.exit(Inspector.run(Arrays.copyOfRange(args, 1, args.length), new FileInputStream(FileDescriptor.in),
					new FileOutputStream(FileDescriptor.out), err, System.getenv()));
		}
		OutputStream protocol = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 64 * 1024);
		PrintStream stderr = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
		System.setOut(stderr);
		// Until logging is set up in the background, java.util.logging (LSP4J's) would print to stderr,
		// stack traces included, through its default console handler: it starts with no handler, so what
		// it logs meanwhile is dropped (and its set-up is left to the first thread that logs).
		System.setProperty("java.util.logging.config.class", Logging.Unconfigured.class.getName());
		AtomicReference<Stoppable> running = new AtomicReference<>();
		// sun.misc.Signal (jdk.unsupported), not a shutdown hook: the JDK has no public way to ignore
		// SIGINT, which a client's Ctrl-C also sends to an agent in its process group, and a hook cannot
		// end the process with 0 on SIGTERM (the JVM exits 143 after the hooks, and System.exit in a
		// hook blocks): clients read both as the agent crashing.
		sun.misc.SignalHandler stop = signal -> {
			Stoppable agent = running.get();
			try {
				if (agent != null) {
					agent.shutdown(SHUTDOWN_TIMEOUT);
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			} finally {
				System.exit(0);
			}
		};
		sun.misc.Signal.handle(new sun.misc.Signal("TERM"), stop);
		if (Arrays.asList(args).contains("--listen")) {
			// A server: Ctrl-C on its terminal stops it as SIGTERM does, every session saved.
			sun.misc.Signal.handle(new sun.misc.Signal("INT"), stop);
		} else if (System.console() == null) {
			// Launched by a client: it stops the agent by closing stdin or with SIGTERM. Ctrl-C on the
			// client's terminal belongs to the client (it cancels a turn), not to the agent.
			sun.misc.Signal.handle(new sun.misc.Signal("INT"), sun.misc.SignalHandler.SIG_IGN);
		}
		System.exit(run(args, new FileInputStream(FileDescriptor.in), protocol, stderr, System.getenv(), running, Main::inBackground));
	}

	/**
	 * Runs the command line, wiring the agent on {@code wiring} while the client's first
	 * {@code initialize} is answered, and publishing the agent in {@code running} once it is wired;
	 * returns the exit code.
	 */
	static int run(String[] args, InputStream in, OutputStream out, PrintStream err, Map<String, String> env,
			AtomicReference<Stoppable> running, Executor wiring) {
		CompletableFuture<LaunchOptions> parsed = new CompletableFuture<>();
		Path home = AgentConfig.home(env);
		CompletableFuture<AgentConnections> agent = parsed.thenApplyAsync(options -> wire(options, home, env, err), wiring);
		LaunchOptions options;
		try {
			options = LaunchOptions.parse(args, home, env);
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
		if (options.setup()) {
			return Setup.run(home, in, err);
		}
		if (options.listen() != null) {
			return Serve.run(options, home, env, err, running);
		}
		FirstInitialize first = new FirstInitialize(in, out, options.experimentalV2());
		// The agent is wired on another thread. When the editor's first line is there already, the wiring
		// starts once it is answered: until then both cores go to the answer. Else it starts now, while
		// the line is awaited.
		if (available(in)) {
			answerFirst(first);
			parsed.complete(options);
		} else {
			parsed.complete(options);
			// The line is awaited on a thread of its own: a store that cannot be reached ends the start
			// at once, whether or not the editor has written anything yet.
			CompletableFuture<Void> answered = new CompletableFuture<>();
			Thread reading = new Thread(() -> {
				answerFirst(first);
				answered.complete(null);
			}, "acp4j-first-line");
			reading.setDaemon(true);
			reading.start();
			CompletableFuture<Object> storeDown = agent.handle((wired, failure) -> failure)
					.thenCompose(failure -> failure != null && failure.getCause() instanceof StoreUnreachable
							? CompletableFuture.completedFuture(null) : new CompletableFuture<>());
			CompletableFuture.anyOf(answered, storeDown).join();
			if (storeDown.isDone()) {
				return 1; // said in one line by injector
			}
		}
		AgentConnections connections;
		try {
			connections = agent.join();
		} catch (CompletionException e) {
			if (e.getCause() instanceof StoreUnreachable) {
				return 1; // said in one line by injector: nothing works without the sessions
			}
			// Reported by wire; the client is told why at each request, and the exit code says it.
			join(first.refuse(e.getCause()));
			return 1;
		}
		running.set(connections::shutdown);
		CompletableFuture<Void> listening = connections.connect(first);
		// Then, on the wiring's thread, what the first session/new and prompt need.
		wiring.execute(() -> prepare(connections));
		Throwable failure = join(listening);
		Logger log = LoggerFactory.getLogger(Main.class);
		if (failure != null) {
			log.error("connection failed", failure);
			err.println("acp4j: the connection failed: " + failure.getClass().getSimpleName());
		} else {
			log.info("input closed; answering what was asked and exiting");
		}
		try {
			connections.shutdown(SHUTDOWN_TIMEOUT);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		return failure == null ? 0 : 1;
	}

	/** Answers the client's first line if it is {@code initialize}. */
	private static void answerFirst(FirstInitialize first) {
		try {
			first.answer();
		} catch (IOException e) {
			// Quietly, as the connection would (a client that stopped reading is no startup error): what
			// was read and not answered is given back, and the connection meets the same streams and ends
			// as it ends on any failure of them.
		}
	}

	/** Waits for the connection to end; what failed it, or null. */
	private static Throwable join(CompletableFuture<Void> listening) {
		try {
			listening.join();
			return null;
		} catch (CompletionException | CancellationException e) {
			return e.getCause() != null ? e.getCause() : e;
		}
	}

	/** Whether {@code in} has bytes to read without waiting; false when it cannot tell. */
	private static boolean available(InputStream in) {
		try {
			return in.available() > 0;
		} catch (IOException e) {
			return false;
		}
	}

	/**
	 * Sets up logging and builds the agent (its injector with the extensions); a failure is reported
	 * on standard error and in the log, and thrown.
	 */
	private static AgentConnections wire(LaunchOptions options, Path home, Map<String, String> env, PrintStream err) {
		return injector(options, home, env, err).getInstance(AgentConnections.class);
	}

	/**
	 * Sets up logging and builds the agent's injector with the extensions; a failure is reported on
	 * standard error and in the log, and thrown.
	 */
	static Injector injector(LaunchOptions options, Path home, Map<String, String> env, PrintStream err) {
		try {
			Logging.configure(options.logFile(), options.logLevel());
		} catch (IOException e) {
			err.println("acp4j: cannot write the log file " + options.logFile() + ": " + e.getMessage());
			throw new UncheckedIOException("cannot write the log file " + options.logFile(), e);
		}
		Logger log = LoggerFactory.getLogger(Main.class);
		try {
			log.info("acp4j {} starting (mode {}, model {})", Version.get(), options.mode(),
					options.model() == null ? "provider default" : options.model());
			AgentConfig config = AgentConfig.builder(options.sessionDir())
					.defaultPreset(PermissionPreset.byId(options.mode()).orElseThrow())
					.defaultModel(options.model())
					.resume(options.resume().orElse(null))
					.sandbox(options.sandbox())
					.compactThreshold(compactThreshold(env.get("ACP4J_COMPACT_THRESHOLD"), log))
					.maxPreset(PermissionPreset.byId(options.maxMode()).orElseThrow())
					.secrets(secrets(options, home))
					.store(options.store())
					.storeLease(options.storeLease())
					.build();
			Consumer<String> report = problem -> {
				log.warn(problem);
				err.println("acp4j: " + problem);
			};
			Module agent = new AgentModule(config, env);
			Optional<OpenTelemetrySdk> telemetry = Telemetry.configure(env);
			if (telemetry.isPresent()) {
				OpenTelemetry sdk = telemetry.get();
				agent = Modules.combine(agent, binder -> OptionalBinder.newOptionalBinder(binder, OpenTelemetry.class).setBinding().toInstance(sdk));
			}
			Injector injector = Extensions.injector(agent, Extensions.load(options.extensions(), home, report), report);
			if (options.store() != null) {
				connectStore(injector, err, log);
			}
			return injector;
		} catch (StoreUnreachable e) {
			throw e;
		} catch (RuntimeException e) {
			log.error("the agent could not be wired; every request is answered with an error", e);
			err.println("acp4j: the agent could not start: " + e);
			throw e;
		}
	}

	/** The shared store could not be used at start: said in one line; the agent exits 1. */
	static final class StoreUnreachable extends RuntimeException {
		private static final long serialVersionUID = 1L;

		StoreUnreachable(String message) {
			super(message, null, false, false);
		}
	}

	/** Connects to the {@code --store} database now, so that one that cannot be reached stops the start in one line. */
	private static void connectStore(Injector injector, PrintStream err, Logger log) {
		try {
			injector.getInstance(SessionStore.class);
		} catch (ProvisionException e) {
			for (Throwable cause = e; cause != null; cause = cause.getCause()) {
				if (cause instanceof SessionStore.StoreUnavailableException unavailable) {
					log.error(unavailable.getMessage());
					err.println("acp4j: " + unavailable.getMessage());
					throw new StoreUnreachable(unavailable.getMessage());
				}
			}
			throw e;
		}
	}

	/**
	 * What the sandbox hides besides ACP4J_HOME and the session directory: the log wherever it is (it
	 * names the port), and with --listen the token wherever it is read from and the TLS key. The token
	 * file in the home is named too, so that it stays hidden in a workspace that is the home itself.
	 */
	private static List<Path> secrets(LaunchOptions options, Path home) {
		List<Path> secrets = new ArrayList<>(Logging.files(options.logFile()));
		if (options.listen() != null) {
			secrets.add(home.resolve(Serve.TOKEN_FILE));
			Stream.of(options.listen().tokenFile(), options.listen().tlsKeystore()).filter(Objects::nonNull).forEach(secrets::add);
		}
		return secrets;
	}

	/** Builds what the first session and prompt need; a failure is logged, and they are built again when asked. */
	static void prepare(AgentConnections agent) {
		try {
			agent.prepare();
		} catch (RuntimeException | LinkageError e) {
			// A LinkageError is how a broken extension jar usually shows (a class it needs is missing).
			LoggerFactory.getLogger(Main.class).warn("preparing the first session and prompt failed; they are built when asked", e);
		}
	}

	/** Runs {@code task} on a thread of its own, which does not keep the process alive. */
	private static void inBackground(Runnable task) {
		Thread thread = new Thread(task, "acp4j-wiring");
		thread.setDaemon(true);
		thread.start();
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
