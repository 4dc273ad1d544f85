package io.github.acp4j.agent.handlers;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.api.types.AuthMethod;
import io.github.acp4j.api.types.AuthMethodAgent;
import io.github.acp4j.api.types.AuthMethodTerminal;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The authentication methods {@code initialize} lists: {@code demo}, which {@code authenticate}
 * accepts (the offline demo model needs no key), and, to a client that enabled terminal
 * authentication ({@code clientCapabilities.auth.terminal}), {@code setup}: the client runs this
 * agent's command with {@code --setup} in a terminal, which asks for a provider and its key and keeps
 * them in an owner-only file. The model credentials never travel on the wire.
 *
 * <p>Zed and the ACP registry's validator enable terminal authentication the earlier way, with
 * {@code clientCapabilities._meta["terminal-auth"]: true}, and run the command line the method's
 * {@code _meta["terminal-auth"]} names ({@code command}, {@code args}, {@code label}); to such a client
 * {@code setup} carries that too, naming this process's own launcher: the {@code acp4j.launcher}
 * property the start scripts set, else the {@code java -jar} command line the process was started with.
 */
public final class AuthMethods {

	/** The agent method: the offline demo model. */
	public static final String DEMO = "demo";
	/** The terminal method: {@code acp4j --setup}. */
	public static final String SETUP = "setup";
	/** The arguments the client appends to the agent's command for {@link #SETUP}. */
	public static final List<String> SETUP_ARGS = List.of("--setup");
	/** The key of the earlier terminal authentication, in the client's and the method's {@code _meta}. */
	static final String LEGACY_KEY = "terminal-auth";
	/** The system property the start scripts set to their own path. */
	static final String LAUNCHER_PROPERTY = "acp4j.launcher";

	private AuthMethods() {
	}

	/** The methods for a client with these capabilities: {@code setup} only where it enabled terminal authentication. */
	public static List<AuthMethod> advertised(ClientCapabilities client) {
		List<AuthMethod> methods = new ArrayList<>();
		methods.add(AuthMethodAgent.builder(DEMO, "Demo model")
				.description("The offline scripted demo model: no account or key needed").build());
		if (terminalEnabled(client)) {
			AuthMethodTerminal.Builder setup = AuthMethodTerminal.builder(SETUP, "Set up a model provider")
					.description("Asks in a terminal for the provider (OpenAI, Anthropic or an OpenAI-compatible server) and its"
							+ " API key, and keeps them in an owner-only file the agent reads")
					.args(SETUP_ARGS);
			if (legacyTerminalEnabled(client)) {
				Launcher.COMMAND.ifPresent(command -> setup.meta(legacyMeta(command)));
			}
			methods.add(setup.build());
		}
		return methods;
	}

	/** {@code {"terminal-auth": {"command", "args", "label"}}} for the command line {@code command} plus {@link #SETUP_ARGS}. */
	static JsonObject legacyMeta(List<String> command) {
		JsonArray args = new JsonArray();
		command.subList(1, command.size()).forEach(args::add);
		SETUP_ARGS.forEach(args::add);
		JsonObject terminalAuth = new JsonObject();
		terminalAuth.addProperty("command", command.get(0));
		terminalAuth.add("args", args);
		terminalAuth.addProperty("label", "acp4j setup");
		JsonObject meta = new JsonObject();
		meta.add(LEGACY_KEY, terminalAuth);
		return meta;
	}

	/**
	 * The command line that starts this agent, without its own arguments: the {@link #LAUNCHER_PROPERTY},
	 * else {@code java [options] -jar JAR} as this process was started; empty when neither is known (the
	 * agent embedded in another program).
	 */
	static Optional<List<String>> launcher(String property, Optional<String> java, Optional<String[]> arguments) {
		if (property != null && !property.isBlank()) {
			return Optional.of(List.of(property));
		}
		if (java.isEmpty() || arguments.isEmpty()) {
			return Optional.empty();
		}
		List<String> words = List.of(arguments.get());
		int jar = words.indexOf("-jar");
		if (jar < 0 || jar + 1 >= words.size()) {
			return Optional.empty();
		}
		List<String> command = new ArrayList<>();
		command.add(java.get());
		command.addAll(words.subList(0, jar + 2));
		return Optional.of(List.copyOf(command));
	}

	/** This process's launcher, found once. */
	private static final class Launcher {
		static final Optional<List<String>> COMMAND;

		static {
			ProcessHandle.Info info = ProcessHandle.current().info();
			COMMAND = launcher(System.getProperty(LAUNCHER_PROPERTY), info.command(), info.arguments());
		}
	}

	/**
	 * Checks an {@code authenticate} of {@code methodId} from a client with these capabilities: only
	 * {@link #DEMO} is accepted; anything else is -32602 with a one-line message.
	 */
	public static void authenticate(String methodId, ClientCapabilities client) {
		if (methodId == null || methodId.isEmpty()) {
			throw JsonRpcErrors.invalidParams("methodId is required");
		}
		if (methodId.equals(DEMO)) {
			return;
		}
		if (methodId.equals(SETUP) && terminalEnabled(client)) {
			throw JsonRpcErrors.invalidParams("setup is a terminal method: run this agent's command with --setup in a terminal,"
					+ " not authenticate");
		}
		throw JsonRpcErrors.invalidParams("unknown authentication method " + JsonRpcErrors.oneLine(methodId)
				+ "; authenticate accepts " + DEMO + " (see the authMethods of initialize)");
	}

	private static boolean terminalEnabled(ClientCapabilities client) {
		return client != null && (client.auth() != null && Boolean.TRUE.equals(client.auth().terminal()) || legacyTerminalEnabled(client));
	}

	private static boolean legacyTerminalEnabled(ClientCapabilities client) {
		JsonElement meta = client == null ? null : client.meta();
		if (meta == null || !meta.isJsonObject()) {
			return false;
		}
		JsonElement flag = meta.getAsJsonObject().get(LEGACY_KEY);
		return flag != null && flag.isJsonPrimitive() && flag.getAsJsonPrimitive().isBoolean() && flag.getAsBoolean();
	}
}
