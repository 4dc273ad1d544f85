package io.github.acp4j.inspector;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;

import io.github.acp4j.inspector.internal.Entry;
import io.github.acp4j.inspector.internal.PageServer;
import io.github.acp4j.inspector.internal.Pump;
import io.github.acp4j.inspector.internal.Recording;
import io.github.acp4j.inspector.internal.RemoteAgent;

/**
 * {@code acp4j inspect}: runs an ACP agent behind a transparent proxy on standard input and output
 * (every byte passes unchanged, both ways) and serves a page on loopback that shows the connection
 * live. The page's address, with its token, goes to standard error: standard output is the
 * protocol's. With {@code --agent-url} the agent is a remote one over WebSocket; with {@code --open}
 * a recording exported from the page is shown again, with no agent.
 */
public final class Inspector {

	/** The command line, for the usage line of errors. */
	public static final String USAGE = "acp4j inspect [--port N] [--record FILE] -- AGENT COMMAND... | inspect [--port N] [--record FILE]"
			+ " --agent-url URL | inspect [--port N] --open FILE";

	private Inspector() {
	}

	/**
	 * Runs {@code acp4j inspect ARGS} (the arguments after {@code inspect}) between the client on
	 * {@code in}/{@code out} and the agent; returns the exit code: the agent's, 2 for a wrong command
	 * line, 1 when the agent cannot be started or reached. With {@code --open} it serves the recording
	 * until the process is stopped.
	 */
	public static int run(String[] args, InputStream in, OutputStream out, PrintStream err, Map<String, String> env) {
		int dashes = Arrays.asList(args).indexOf("--");
		String[] own = dashes < 0 ? args : Arrays.copyOfRange(args, 0, dashes);
		List<String> command = dashes < 0 ? List.of() : List.of(args).subList(dashes + 1, args.length);
		Options options = options();
		CommandLine line;
		int port;
		try {
			line = new DefaultParser().parse(options, own);
			port = line.hasOption("port") ? Integer.parseInt(line.getOptionValue("port")) : 0;
			if (port < 0 || port > 65535) {
				throw new ParseException("--port must be from 0 to 65535");
			}
			int modes = (command.isEmpty() ? 0 : 1) + (line.hasOption("agent-url") ? 1 : 0) + (line.hasOption("open") ? 1 : 0);
			if (!line.hasOption("help") && modes != 1) {
				throw new ParseException("give the agent's command after --, or --agent-url URL, or --open FILE (one of them)");
			}
			if (!line.getArgList().isEmpty()) {
				throw new ParseException("unexpected " + line.getArgList().get(0) + " (the agent's command goes after --)");
			}
		} catch (ParseException | NumberFormatException e) {
			err.println("acp4j inspect: " + (e instanceof NumberFormatException ? "--port must be a number" : e.getMessage()));
			err.println("usage: " + USAGE);
			return 2;
		}
		if (line.hasOption("help")) {
			new HelpFormatter().printHelp(new java.io.PrintWriter(err, true), 100, USAGE,
					"Shows an ACP connection live in a page on this machine; its address goes to stderr.", options, 2, 2,
					"The agent's stderr is passed on as it is. The proxy exits with the agent's exit code.");
			return 0;
		}
		try {
			if (line.hasOption("open")) {
				return open(Path.of(line.getOptionValue("open")), port, err);
			}
			Path record = line.hasOption("record") ? Path.of(line.getOptionValue("record")) : null;
			String agent = line.hasOption("agent-url") ? URI.create(line.getOptionValue("agent-url")).toString() : String.join(" ", command);
			try (Recording recording = recording(agent, record, err)) {
				int code;
				if (line.hasOption("agent-url")) {
					try (PageServer page = page(recording, port, err)) {
						code = RemoteAgent.proxy(URI.create(agent), env.get("ACP4J_TOKEN"), in, out, recording, err);
						recording.ended(code);
					}
				} else {
					code = local(command, recording, port, in, out, err);
				}
				if (recording.stopped() != null) {
					err.println("acp4j inspect: the recording stopped (the connection went on): " + recording.stopped());
				}
				return code;
			}
		} catch (IOException e) {
			err.println("acp4j inspect: " + e.getMessage());
			return 1;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return 1;
		}
	}

	private static Options options() {
		Options options = new Options();
		options.addOption(Option.builder().longOpt("port").hasArg().argName("N").desc("the page's port on loopback; any free one by default").get());
		options.addOption(Option.builder().longOpt("agent-url").hasArg().argName("URL")
				.desc("a remote agent over WebSocket (ws://, wss://, http://, https://); its token in ACP4J_TOKEN").get());
		options.addOption(Option.builder().longOpt("open").hasArg().argName("FILE").desc("shows a recording exported from the page").get());
		options.addOption(Option.builder().longOpt("record").hasArg().argName("FILE")
				.desc("writes the recording to FILE as it passes, and keeps it (what --open reads); a temporary file by default").get());
		options.addOption(Option.builder("h").longOpt("help").desc("this help").get());
		return options;
	}

	/**
	 * A live recording of the connection with {@code agent}, on disk as it passes: in {@code file}, kept,
	 * when one is given, else in a temporary file deleted when the inspector exits. A file that cannot be
	 * written is said here and on the page; the connection runs all the same.
	 */
	private static Recording recording(String agent, Path file, PrintStream err) {
		Path path = file;
		if (path == null) {
			try {
				path = Files.createTempFile("acp4j-inspect-", ".ndjson");
			} catch (IOException e) {
				path = Path.of(System.getProperty("java.io.tmpdir"), "acp4j-inspect-" + ProcessHandle.current().pid() + ".ndjson");
			}
		}
		Recording recording = Recording.live(agent, Clock.systemUTC(), path, file != null);
		err.println(recording.stopped() == null ? "acp4j inspect: recording to " + path + (file == null ? " (deleted at exit; keep it with --record FILE)" : "")
				: "acp4j inspect: not recording (the connection runs all the same): " + recording.stopped());
		return recording;
	}

	private static PageServer page(Recording recording, int port, PrintStream err) throws IOException {
		PageServer page = PageServer.start(recording, port);
		err.println("acp4j inspect: the connection's page is at " + page.url());
		return page;
	}

	/** The agent as a child process: its stdin and stdout through the proxy, its stderr the proxy's own. */
	private static int local(List<String> command, Recording recording, int port, InputStream in, OutputStream out, PrintStream err)
			throws IOException, InterruptedException {
		try (PageServer page = page(recording, port, err)) {
			Process agent;
			try {
				agent = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
			} catch (IOException e) {
				throw new IOException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
			}
			// SIGTERM to the proxy ends the agent too, as it would have been ended without the proxy.
			Thread stop = new Thread(agent::destroy, "acp4j-inspect-stop");
			Runtime.getRuntime().addShutdownHook(stop);
			Thread toAgent = pump("acp4j-inspect-client", () -> {
				try (OutputStream agentIn = agent.getOutputStream()) {
					Pump.copy(in, agentIn, recording.tap(Entry.CLIENT));
				}
			});
			Thread toClient = pump("acp4j-inspect-agent", () -> Pump.copy(agent.getInputStream(), out, recording.tap(Entry.AGENT)));
			int code = agent.waitFor();
			// What the agent wrote before it exited reaches the client; a grandchild holding its output open is not waited for.
			toClient.join(5000);
			recording.ended(code);
			toAgent.interrupt();
			Runtime.getRuntime().removeShutdownHook(stop);
			return code;
		}
	}

	/** Serves a recording read from {@code file} until the process is stopped. */
	private static int open(Path file, int port, PrintStream err) throws IOException, InterruptedException {
		try (Recording recording = Recording.open(file); PageServer page = page(recording, port, err)) {
			err.println("acp4j inspect: showing " + file + "; stop with Ctrl-C");
			Thread.currentThread().join();
			return 0;
		}
	}

	@FunctionalInterface
	private interface Copy {
		void run() throws IOException;
	}

	private static Thread pump(String name, Copy copy) {
		Thread thread = new Thread(() -> {
			try {
				copy.run();
			} catch (IOException e) {
				// The other side is gone: the agent's exit (or the client's) ends the proxy.
			}
		}, name);
		thread.setDaemon(true);
		thread.start();
		return thread;
	}
}
