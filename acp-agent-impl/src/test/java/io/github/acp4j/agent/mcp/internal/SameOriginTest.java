package io.github.acp4j.agent.mcp.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;


import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/** An MCP server's redirects are followed within its origin and refused to another, before its headers and body go there. */
class SameOriginTest {

	private final OkHttpClient http = SameOrigin.onto(new OkHttpClient.Builder()).build();
	private final MockWebServer server = new MockWebServer();
	private final MockWebServer elsewhere = new MockWebServer();

	@AfterEach
	void stop() {
		server.close();
		elsewhere.close();
	}

	private static Request post(String url) {
		return new Request.Builder().url(url).header("X-Api-Key", "sk-mcp-secret-1234")
				.post(RequestBody.create("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}", MediaType.get("application/json"))).build();
	}

	@Test
	void aRedirectWithinTheOriginIsFollowedWithItsHeadersAndBody() throws Exception {
		server.start();
		server.enqueue(new MockResponse.Builder().code(307).setHeader("Location", "/mcp/").build());
		server.enqueue(new MockResponse.Builder().body("{}").build());

		try (Response response = http.newCall(post(server.url("/mcp").toString())).execute()) {
			assertThat(response.code()).isEqualTo(200);
		}
		server.takeRequest();
		RecordedRequest followed = server.takeRequest();
		assertThat(followed.getUrl().encodedPath()).isEqualTo("/mcp/");
		assertThat(followed.getHeaders().get("X-Api-Key")).isEqualTo("sk-mcp-secret-1234");
		assertThat(followed.getBody().utf8()).contains("tools/list");
	}

	/** Another port of the same host is another origin: a server there is not the one the user named. */
	@Test
	void aRedirectToAnotherOriginIsRefusedBeforeAnythingIsSentThere() throws Exception {
		server.start();
		elsewhere.start();
		server.enqueue(new MockResponse.Builder().code(307).setHeader("Location", elsewhere.url("/steal").toString()).build());

		assertThatThrownBy(() -> http.newCall(post(server.url("/mcp").toString())).execute())
				.isInstanceOf(SameOrigin.Refused.class)
				.hasMessageContaining("redirected to http://" + elsewhere.getHostName() + ":" + elsewhere.getPort())
				.hasMessageNotContaining("steal");
		assertThat(server.getRequestCount()).isEqualTo(1);
		assertThat(elsewhere.getRequestCount()).isZero();
	}
}
