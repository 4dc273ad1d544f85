package io.github.acp4j.launcher;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.commons.cli.help.HelpFormatter;
import org.apache.commons.cli.help.TextHelpAppendable;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.llm.StoredCredentials;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.store.StoreUrl;

/**
 * The command line of {@code acp4j}, parsed and checked.
 *
 * @param resume     {@code --resume}: empty when not given; a present empty string when given without an id
 * @param extensions {@code --extension}: the extension jars named on the command line, in order
 * @param sandbox    {@code --sandbox}: off, auto (the default) or required
 * @param listen     {@code --listen} and the options that go with it; null over stdio
 * @param maxMode    {@code --max-mode}: the highest preset a session may run in; workspace-write with {@code --listen}
 *                   unless given, full-access over stdio
 * @param store      {@code --store} (or {@code ACP4J_STORE}): the shared store sessions are kept in, or null for the files
 * @param storeLease {@code --store-lease}: how long a session stays held by a replica that stopped renewing it
 * @param setup      {@code --setup}: ask for a model provider and its key on the terminal and store them
 *                   ({@link Setup}) instead of running the agent; {@code --acp} and its transport may be there
 *                   (a client appends it to the agent's command line) or not
 */
public record LaunchOptions(boolean acp, boolean stdio, Optional<String> resume, String model, String mode,
		Path sessionDir, Path logFile, String logLevel, List<Path> extensions, SandboxMode sandbox, boolean help,
		boolean version, Listen listen, boolean experimentalV2, String maxMode, StoreUrl store, Duration storeLease,
		boolean setup) {

	/**
	 * {@code --listen [HOST:]PORT}: where the agent serves ACP over Streamable HTTP and WebSocket.
	 *
	 * @param host        the address to bind, {@code 127.0.0.1} unless given
	 * @param port        the port, 0 for any free one
	 * @param tokenFile   {@code --token-file}, or null
	 * @param origins     {@code --allow-origin}: the web origins let in
	 * @param tlsKeystore {@code --tls-keystore}: a PKCS#12 key store to serve https with, or null
	 */
	public record Listen(String host, int port, Path tokenFile, List<String> origins, Path tlsKeystore) {

		/**
		 * Whether every address the host stands for is a loopback one, which no other machine reaches
		 * ({@code 127.0.0.1}, {@code ::1}, {@code localhost}; not a name that only starts like one, such
		 * as {@code 127.example.com}). A host that does not resolve is not.
		 */
		public boolean loopback() {
			try {
				return Stream.of(InetAddress.getAllByName(host)).allMatch(InetAddress::isLoopbackAddress);
			} catch (UnknownHostException e) {
				return false;
			}
		}
	}

	/** Thrown for a command line that cannot run; its message is the one-line reason. */
	public static final class UsageException extends Exception {
		private static final long serialVersionUID = 1L;

		UsageException(String message) {
			super(message);
		}
	}

	static final String USAGE = "acp4j --setup | --acp (--stdio | --listen [HOST:]PORT [--token-file PATH] [--allow-origin ORIGIN]... "
			+ "[--tls-keystore PATH]) [--resume [SESSION_ID]] [--model PROVIDER/MODEL] [--mode PRESET] [--max-mode PRESET] "
			+ "[--session-dir DIR] [--log-file PATH] [--log-level LEVEL] [--sandbox off|auto|required] [--extension JAR]... [--experimental-v2] "
			+ "[--store postgresql://USER@HOST:PORT/DATABASE [--store-lease SECONDS]]";

	/** The flag that lets a client pick ACP v2 (Preview) at {@code initialize}, over stdio or {@code --listen}. */
	static final String EXPERIMENTAL_V2 = "experimental-v2";

	static final String[] MODES = { "read-only", "workspace-write", "full-access", "plan" };
	static final String[] LEVELS = { "error", "warn", "info", "debug", "trace" };

	static Options options() {
		Options options = new Options();
		options.addOption(Option.builder().longOpt("acp").desc("speak the Agent Client Protocol").get());
		options.addOption(Option.builder().longOpt("stdio").desc("over standard input and output (required with --acp)").get());
		options.addOption(Option.builder().longOpt("listen").hasArg().argName("[HOST:]PORT")
				.desc("serve ACP over Streamable HTTP and WebSocket at http://HOST:PORT/acp instead of stdio (HOST 127.0.0.1 unless "
						+ "given, PORT 0 for any free one); every request needs ACP4J_TOKEN, the --token-file's or a generated one")
				.get());
		options.addOption(Option.builder().longOpt("token-file").hasArg().argName("PATH")
				.desc("with --listen: the file holding the bearer token (ACP4J_TOKEN wins; without either one is generated "
						+ "into ACP4J_HOME/token)").get());
		options.addOption(Option.builder().longOpt("allow-origin").hasArg().argName("ORIGIN")
				.desc("with --listen: a web origin (https://host[:port]) whose requests are let in (repeatable; others get 403)").get());
		options.addOption(Option.builder().longOpt("tls-keystore").hasArg().argName("PATH")
				.desc("with --listen: serve https with this PKCS#12 key store (password in ACP4J_TLS_PASSWORD)").get());
		options.addOption(Option.builder().longOpt("resume").optionalArg(true).argName("SESSION_ID")
				.desc("restore a session (full id or unique prefix; the latest for the cwd without one) on the first session/new")
				.get());
		options.addOption(Option.builder().longOpt("model").hasArg().argName("PROVIDER/MODEL").desc("the model new sessions use").get());
		options.addOption(Option.builder().longOpt("mode").hasArg().argName("PRESET")
				.desc("permission preset: " + String.join(", ", MODES) + " (default workspace-write)").get());
		options.addOption(Option.builder().longOpt("max-mode").hasArg().argName("PRESET")
				.desc("the highest preset a session may run in (read-only and plan < workspace-write < full-access): no client, "
						+ "stored session or --mode gets more; default workspace-write with --listen, full-access over stdio").get());
		options.addOption(Option.builder().longOpt("session-dir").hasArg().argName("DIR")
				.desc("where sessions are stored (default ACP4J_HOME/sessions)").get());
		options.addOption(Option.builder().longOpt("log-file").hasArg().argName("PATH")
				.desc("log file (default ACP4J_HOME/logs/agent.log)").get());
		options.addOption(Option.builder().longOpt("log-level").hasArg().argName("LEVEL")
				.desc("one of " + String.join(", ", LEVELS) + " (default info)").get());
		options.addOption(Option.builder().longOpt("extension").hasArg().argName("JAR")
				.desc("load the Guice modules of an extension jar (repeatable; ACP4J_HOME/extensions/*.jar are loaded too)").get());
		options.addOption(Option.builder().longOpt("sandbox").hasArg().argName("off|auto|required")
				.desc("run local commands and stdio MCP servers in a bubblewrap sandbox: auto where bubblewrap works (default), "
						+ "required refuses them where it does not, off never")
				.get());
		options.addOption(Option.builder().longOpt(EXPERIMENTAL_V2)
				.desc("also speak ACP v2 (Preview) to a client that asks for it at initialize").get());
		options.addOption(Option.builder().longOpt("store").hasArg().argName("URL")
				.desc("keep sessions in a database shared by every agent on it: postgresql://USER@HOST:PORT/DATABASE"
						+ " (password in ACP4J_STORE_PASSWORD or PGPASSWORD; default: the files in --session-dir; also ACP4J_STORE)").get());
		options.addOption(Option.builder().longOpt("store-lease").hasArg().argName("SECONDS")
				.desc("how long a session stays held by an agent that stopped renewing it (default 15)").get());
		options.addOption(Option.builder().longOpt("setup")
				.desc("ask for a model provider and its API key on the terminal and keep them in ACP4J_HOME/" + StoredCredentials.FILE
						+ " (owner-only), which the agent reads when the environment sets no provider; then exit").get());
		options.addOption(Option.builder("h").longOpt("help").desc("show this help").get());
		options.addOption(Option.builder("v").longOpt("version").desc("show the version").get());
		return options;
	}

	/** Parses and checks a command line; {@code home} is ACP4J_HOME. */
	public static LaunchOptions parse(String[] args, Path home) throws UsageException {
		return parse(args, home, Map.of());
	}

	/** Parses and checks a command line; {@code home} is ACP4J_HOME, {@code environment} may name the store. */
	public static LaunchOptions parse(String[] args, Path home, Map<String, String> environment) throws UsageException {
		CommandLine line;
		try {
			line = new DefaultParser().parse(options(), args);
		} catch (ParseException e) {
			throw new UsageException(e.getMessage());
		}
		if (!line.getArgList().isEmpty()) {
			throw new UsageException("unexpected argument: " + line.getArgList().get(0));
		}
		boolean help = line.hasOption("help");
		boolean version = line.hasOption("version");
		boolean acp = line.hasOption("acp");
		boolean stdio = line.hasOption("stdio");
		Listen listen = line.hasOption("listen") ? listen(line) : null;
		boolean setup = line.hasOption("setup");
		if (!help && !version && !setup) {
			if (!acp) {
				throw new UsageException("--acp is required (acp4j speaks the Agent Client Protocol)");
			}
			if (stdio == (listen != null)) {
				throw new UsageException("--acp needs one transport: --stdio or --listen [HOST:]PORT");
			}
		}
		for (String remoteOnly : List.of("token-file", "allow-origin", "tls-keystore")) {
			if (listen == null && line.hasOption(remoteOnly)) {
				throw new UsageException("--" + remoteOnly + " goes with --listen");
			}
		}
		String mode = preset(line, "mode", "workspace-write");
		// A remote client is whoever holds the token: it may not unsandbox commands unless the operator says so.
		String maxMode = preset(line, "max-mode", listen != null ? "workspace-write" : "full-access");
		if (PermissionPreset.byId(mode).orElseThrow().exceeds(PermissionPreset.byId(maxMode).orElseThrow())) {
			throw new UsageException("--mode " + mode + " is above --max-mode " + maxMode
					+ (line.hasOption("max-mode") ? "" : " (the default with --listen)") + "; raise --max-mode or lower --mode");
		}
		String level = line.getOptionValue("log-level", "info").toLowerCase(Locale.ROOT);
		if (!List.of(LEVELS).contains(level)) {
			throw new UsageException("unknown --log-level " + level + " (one of " + String.join(", ", LEVELS) + ")");
		}
		String model = line.getOptionValue("model");
		if (model != null && model.isBlank()) {
			throw new UsageException("--model needs a value such as openai/gpt-4o-mini");
		}
		String sandboxId = line.getOptionValue("sandbox", SandboxMode.AUTO.id());
		SandboxMode sandbox = SandboxMode.byId(sandboxId)
				.orElseThrow(() -> new UsageException("unknown --sandbox " + sandboxId + " (one of off, auto, required)"));
		Optional<String> resume = line.hasOption("resume") ? Optional.of(line.getOptionValue("resume", "")) : Optional.empty();
		Path sessionDir = Path.of(line.getOptionValue("session-dir", home.resolve("sessions").toString())).toAbsolutePath();
		Path logFile = Path.of(line.getOptionValue("log-file", home.resolve("logs").resolve("agent.log").toString())).toAbsolutePath();
		List<Path> extensions = line.hasOption("extension")
				? List.of(line.getOptionValues("extension")).stream().map(jar -> Path.of(jar).toAbsolutePath()).toList()
				: List.of();
		String storeValue = line.getOptionValue("store", environment.get("ACP4J_STORE"));
		StoreUrl store = null;
		if (storeValue != null && !(storeValue.isBlank() && !line.hasOption("store"))) {
			try {
				store = StoreUrl.parse(storeValue);
			} catch (IllegalArgumentException e) {
				throw new UsageException(line.hasOption("store") ? e.getMessage() : e.getMessage().replace("--store", "ACP4J_STORE"));
			}
		}
		Duration lease = AgentConfig.DEFAULT_STORE_LEASE;
		if (line.hasOption("store-lease")) {
			if (store == null) {
				throw new UsageException("--store-lease goes with --store");
			}
			try {
				lease = Duration.ofSeconds(Long.parseLong(line.getOptionValue("store-lease").strip()));
			} catch (NumberFormatException e) {
				lease = Duration.ZERO;
			}
			if (lease.toSeconds() < 1 || lease.toSeconds() > 3600) {
				throw new UsageException("--store-lease needs whole seconds from 1 to 3600: " + line.getOptionValue("store-lease"));
			}
		}
		return new LaunchOptions(acp, stdio, resume, model, mode, sessionDir, logFile, level, extensions, sandbox, help, version,
				listen, line.hasOption(EXPERIMENTAL_V2), maxMode, store, lease, setup);
	}

	/** The preset an option names, or {@code otherwise} when it is not given. */
	private static String preset(CommandLine line, String option, String otherwise) throws UsageException {
		String preset = line.getOptionValue(option, otherwise);
		if (!List.of(MODES).contains(preset)) {
			throw new UsageException("unknown --" + option + " " + preset + " (one of " + String.join(", ", MODES) + ")");
		}
		return preset;
	}

	/** {@code --listen [HOST:]PORT} and its options. */
	private static Listen listen(CommandLine line) throws UsageException {
		String value = line.getOptionValue("listen");
		int colon = value.lastIndexOf(':');
		String host = colon < 0 ? "127.0.0.1" : value.substring(0, colon);
		if (host.startsWith("[") && host.endsWith("]")) {
			host = host.substring(1, host.length() - 1);
		}
		int port;
		try {
			port = Integer.parseInt(value.substring(colon + 1));
		} catch (NumberFormatException e) {
			port = -1;
		}
		if (port < 0 || port > 65535 || host.isEmpty()) {
			throw new UsageException("--listen needs [HOST:]PORT, such as 8080 or 0.0.0.0:8080 (port 0 takes a free one): " + value);
		}
		Path tokenFile = line.hasOption("token-file") ? Path.of(line.getOptionValue("token-file")).toAbsolutePath() : null;
		Path keystore = line.hasOption("tls-keystore") ? Path.of(line.getOptionValue("tls-keystore")).toAbsolutePath() : null;
		List<String> origins = line.hasOption("allow-origin") ? List.of(line.getOptionValues("allow-origin")) : List.of();
		return new Listen(host, port, tokenFile, origins, keystore);
	}

	/** The help text. */
	static String helpText() {
		StringBuilder text = new StringBuilder();
		HelpFormatter formatter = HelpFormatter.builder().setHelpAppendable(new TextHelpAppendable(text)).setShowSince(false)
				.get();
		try {
			formatter.printHelp(USAGE, "A coding agent for editors that speak the Agent Client Protocol.", options(),
					String.join(System.lineSeparator(),
							"Environment: LLM_PROVIDER, {PROVIDER}_API_KEY, {PROVIDER}_BASE_URL, {PROVIDER}_MODEL, ACP4J_HOME,",
							"ACP4J_COMMAND_ENV (more variables for commands), ACP4J_SANDBOX_SOCKETS (sockets the sandbox lets in),",
							"ACP4J_WEB_FETCH_ALLOW (local addresses web_fetch may reach), ACP4J_STORE (as --store),",
							"ACP4J_STORE_PASSWORD or PGPASSWORD (the --store database's password).",
							"",
							"Commands and MCP servers never see ACP4J_HOME, the session directory, the log, the token file, the TLS key",
							"store or PGPASSFILE/~/.pgpass; with --listen a connection from a process the agent started gets 403.",
							"",
							"From a terminal, ./acp4j chat talks to this agent and ./acp4j chat --agent \"qwen --acp\" to any other"
									+ " that speaks ACP; ./acp4j chat --help says more.",
							"./acp4j inspect -- AGENT COMMAND... runs any ACP agent behind a proxy and shows its messages in a local"
									+ " page (./acp4j inspect --help)."),
					false);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
		return text.toString();
	}
}
