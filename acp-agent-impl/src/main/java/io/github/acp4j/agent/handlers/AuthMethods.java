package io.github.acp4j.agent.handlers;

import java.util.ArrayList;
import java.util.List;

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
 */
public final class AuthMethods {

	/** The agent method: the offline demo model. */
	public static final String DEMO = "demo";
	/** The terminal method: {@code acp4j --setup}. */
	public static final String SETUP = "setup";
	/** The arguments the client appends to the agent's command for {@link #SETUP}. */
	public static final List<String> SETUP_ARGS = List.of("--setup");

	private AuthMethods() {
	}

	/** The methods for a client with these capabilities: {@code setup} only where it enabled terminal authentication. */
	public static List<AuthMethod> advertised(ClientCapabilities client) {
		List<AuthMethod> methods = new ArrayList<>();
		methods.add(AuthMethodAgent.builder(DEMO, "Demo model")
				.description("The offline scripted demo model: no account or key needed").build());
		if (terminalEnabled(client)) {
			methods.add(AuthMethodTerminal.builder(SETUP, "Set up a model provider")
					.description("Asks in a terminal for the provider (OpenAI, Anthropic or an OpenAI-compatible server) and its"
							+ " API key, and keeps them in an owner-only file the agent reads")
					.args(SETUP_ARGS).build());
		}
		return methods;
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
		return client != null && client.auth() != null && Boolean.TRUE.equals(client.auth().terminal());
	}
}
