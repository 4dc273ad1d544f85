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

/** Every method of the stable schema is on the interface of the side that handles it. */
class MethodCoverageTest {

	/** The x-method names of the schema whose x-side is {@code side} (or "protocol"). */
	private static Set<String> methods(String side) throws IOException {
		Set<String> methods = new TreeSet<>();
		try (Reader reader = new InputStreamReader(MethodCoverageTest.class.getResourceAsStream("/acp-schema/schema.json"),
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
		assertThat(ServiceEndpoints.getSupportedMethods(AcpAgentServer.class).keySet()).containsAll(agent)
				.contains("session/fork", AgentaoAgentExtensions.SET_MODEL);
	}

	@Test
	void theClientInterfaceHasEveryMethodAClientHandles() throws IOException {
		Set<String> client = methods("client");
		assertThat(client).contains("session/update", "session/request_permission", "fs/read_text_file", "terminal/create");
		assertThat(ServiceEndpoints.getSupportedMethods(AcpClientEndpoint.class).keySet()).containsAll(client)
				.contains(AgentaoClientExtensions.ASK_USER);
	}
}
