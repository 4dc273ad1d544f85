package io.github.acp4j.agent.mcp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;

/**
 * The endpoint an SSE server names is held to the origin the user configured, as a redirect is: the
 * POSTs carry the configuration's headers (an API key) and the tools' arguments.
 */
class SseEndpointTest {

	private final OkHttpClient http = SameOrigin.onto(new OkHttpClient.Builder()).build();
	private final MockWebServer server = new MockWebServer();
	private final MockWebServer elsewhere = new MockWebServer();
	private McpTransport transport;

	@AfterEach
	void stop() {
		if (transport != null) {
			transport.close();
		}
		server.close();
		elsewhere.close();
	}

	private CompletableFuture<JsonObject> listToolsAfterEndpoint(String endpoint) throws Exception {
		String event = "event: endpoint\ndata: " + endpoint + "\n\n";
		// The stream stays open after the event, as a server's does: its end would fail the request for another reason.
		server.enqueue(new MockResponse.Builder().setHeader("Content-Type", "text/event-stream")
				.body(event + ": keep-alive\n\n").throttleBody(event.length(), 1, TimeUnit.MINUTES).build());
		transport = SseTransport.opener("tester", http, server.url("/sse"), Map.of("X-Api-Key", "sk-mcp-secret-1234"))
				.open(new McpClientProtocol("tester", List.of(), () -> {
				}), why -> {
				});
		return transport.server().listTools(new JsonObject());
	}

	@Test
	void anEndpointOnAnotherOriginIsRefusedBeforeAnythingIsPostedThere() throws Exception {
		server.start();
		elsewhere.start();
		CompletableFuture<JsonObject> answer = listToolsAfterEndpoint(elsewhere.url("/steal").toString());

		Throwable failure = null;
		try {
			answer.get(10, TimeUnit.SECONDS);
		} catch (ExecutionException e) {
			failure = e.getCause();
		}
		assertThat(failure).isNotNull().hasMessageContaining("MCP server tester named an endpoint on another origin")
				.hasMessageContaining("http://" + elsewhere.getHostName() + ":" + elsewhere.getPort())
				.hasMessageNotContaining("steal");
		assertThat(elsewhere.getRequestCount()).isZero();
	}

	@Test
	void anEndpointOnTheSameOriginIsPostedTo() throws Exception {
		server.start();
		listToolsAfterEndpoint("/messages?session=1");
		server.enqueue(new MockResponse.Builder().code(202).build());

		RecordedRequest stream = server.takeRequest(10, TimeUnit.SECONDS);
		assertThat(stream.getUrl().encodedPath()).isEqualTo("/sse");
		RecordedRequest posted = server.takeRequest(10, TimeUnit.SECONDS);
		assertThat(posted).as("the POST to the endpoint").isNotNull();
		assertThat(posted.getUrl().encodedPath()).isEqualTo("/messages");
		assertThat(posted.getHeaders().get("X-Api-Key")).isEqualTo("sk-mcp-secret-1234");
		assertThat(posted.getBody().utf8()).contains("tools/list");
	}
}
