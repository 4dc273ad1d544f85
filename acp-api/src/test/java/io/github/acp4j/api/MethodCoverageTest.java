package io.github.acp4j.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;

/**
 * The stable interfaces have exactly the stable schema's methods of the side that handles them, plus
 * extension methods (names starting with {@code _}); the unstable methods are on interfaces of their own.
 */
class MethodCoverageTest {

	/** The x-method names of the stable schema whose x-side is {@code side} (or "protocol"). */
	private static Set<String> methods(String side) throws IOException {
		return methods("/acp-schema/schema.json", side);
	}

	private static Set<String> methods(String schema, String side) throws IOException {
		Set<String> methods = new TreeSet<>();
		try (Reader reader = new InputStreamReader(MethodCoverageTest.class.getResourceAsStream(schema),
				StandardCharsets.UTF_8)) {
			JsonObject defs = JsonParser.parseReader(reader).getAsJsonObject().getAsJsonObject("$defs");
			for (String name : defs.keySet()) {
				JsonObject def = defs.getAsJsonObject(name);
				JsonElement method = def.get("x-method");
				JsonElement handler = def.get("x-side");
				if (method != null && handler != null
						&& (side.equals(handler.getAsString()) || "protocol".equals(handler.getAsString()))) {
					methods.add(method.getAsString());
				}
			}
		}
		return methods;
	}

	@Test
	void theAgentInterfaceHasEveryMethodAnAgentHandles() throws IOException {
		Set<String> agent = methods("agent");
		assertThat(agent).contains("initialize", "session/prompt", "session/cancel", "$/cancel_request");
		assertThat(ServiceEndpoints.getSupportedMethods(AcpAgentServer.class).keySet()).contains(AgentaoAgentExtensions.SET_MODEL);
		assertThat(protocolMethods(AcpAgentServer.class)).isEqualTo(agent);
	}

	@Test
	void theAgentDraftsAreUnstableMethodsOnly() throws IOException {
		Set<String> unstable = methods("/acp-schema/schema.unstable.json", "agent");
		unstable.removeAll(methods("agent"));
		assertThat(unstable).contains("session/fork");
		// session/set_model is legacy: in no schema the TypeScript SDK 2.4.0 ships.
		assertThat(protocolMethods(AcpAgentServerDrafts.class)).containsExactlyInAnyOrder("session/fork", "session/set_model")
				.doesNotContainAnyElementsOf(methods("agent"));
	}

	/** The methods an interface handles, without extension methods. */
	private static Set<String> protocolMethods(Class<?> service) {
		Set<String> methods = new TreeSet<>(ServiceEndpoints.getSupportedMethods(service).keySet());
		methods.removeIf(method -> method.startsWith("_"));
		return methods;
	}

	@Test
	void theClientInterfaceHasEveryMethodAClientHandles() throws IOException {
		Set<String> client = methods("client");
		assertThat(client).contains("session/update", "session/request_permission", "fs/read_text_file", "terminal/create");
		assertThat(ServiceEndpoints.getSupportedMethods(AcpClientEndpoint.class).keySet()).contains(AgentaoClientExtensions.ASK_USER);
		assertThat(protocolMethods(AcpClientEndpoint.class)).isEqualTo(client);
	}

	@Test
	void theV2InterfacesHaveEveryStableV2MethodOfTheirSide() throws IOException {
		Set<String> agent = methods("/acp-schema-v2/schema.json", "agent");
		Set<String> client = methods("/acp-schema-v2/schema.json", "client");
		assertThat(agent).contains("tool_call/cancel", "auth/login").doesNotContain("session/load", "session/set_mode");
		assertThat(client).doesNotContain("fs/read_text_file", "terminal/create");

		assertThat(protocolMethods(AcpAgentServerV2.class)).isEqualTo(agent);
		assertThat(protocolMethods(AcpClientEndpointV2.class)).isEqualTo(client);
	}
}
