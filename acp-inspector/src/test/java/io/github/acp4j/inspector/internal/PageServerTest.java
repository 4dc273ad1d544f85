package io.github.acp4j.inspector.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

class PageServerTest {

	private final HttpClient http = HttpClient.newHttpClient();
	private Recording recording;
	private PageServer page;

	@TempDir
	Path work;

	@BeforeEach
	void start() throws IOException {
		recording = Recording.live("agent --acp", Clock.systemUTC(), work.resolve("live.ndjson"), false);
		page = PageServer.start(recording, 0);
	}

	@AfterEach
	void stop() {
		page.close();
		recording.close();
	}

	private String base() {
		URI url = page.url();
		return "http://" + url.getHost() + ":" + url.getPort();
	}

	private String token() {
		return page.url().getQuery().substring("token=".length());
	}

	private HttpResponse<String> get(String pathAndQuery) throws Exception {
		return http.send(HttpRequest.newBuilder(URI.create(base() + pathAndQuery)).build(), HttpResponse.BodyHandlers.ofString());
	}

	private void pass(String from, String line) {
		byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
		recording.tap(from).accept(bytes, 0, bytes.length);
	}

	@Test
	void aRequestWithoutTheTokenOrWithAnotherGets403AndNothingElse() throws Exception {
		pass(Entry.CLIENT, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}");
		for (String path : List.of("/", "/app.js", "/messages?from=0", "/recording", "/schema/v1.json", "/nothing")) {
			for (String query : List.of("", path.contains("?") ? "&token=wrong" : "?token=wrong",
					path.contains("?") ? "&token=" + token() + "x" : "?token=" + token() + "x")) {
				HttpResponse<String> response = get(path + query);
				assertThat(response.statusCode()).as(path + query).isEqualTo(403);
				assertThat(response.body()).as(path + query).isEmpty();
			}
		}
	}

	@Test
	void thePageAndItsOwnAssetsAreServedWithTheTokenAndNothingElse() throws Exception {
		HttpResponse<String> index = get("/?token=" + token());
		assertThat(index.statusCode()).isEqualTo(200);
		assertThat(index.body()).contains("app.js?token=" + token()).doesNotContain("%TOKEN%").doesNotContain("http://").doesNotContain("https://");
		assertThat(index.headers().firstValue("Content-Security-Policy")).hasValueSatisfying(csp -> assertThat(csp).contains("default-src 'self'"));
		for (String asset : List.of("/app.js", "/app.css", "/schema/v1.json", "/schema/v2.json")) {
			assertThat(get(asset + "?token=" + token()).statusCode()).as(asset).isEqualTo(200);
		}
		assertThat(get("/schema/v1.json?token=" + token()).body()).contains("\"$defs\"");
		assertThat(get("/../pom.xml?token=" + token()).statusCode()).isIn(400, 404);
		assertThat(get("/index.html?token=" + token()).statusCode()).isEqualTo(404);
	}

	@Test
	void aPageOpenedLateGetsTheHistoryAndAHeldRequestGetsWhatPassesNext() throws Exception {
		pass(Entry.CLIENT, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}");
		pass(Entry.AGENT, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}");
		JsonObject first = JsonParser.parseString(get("/messages?from=0&token=" + token()).body()).getAsJsonObject();
		assertThat(first.get("next").getAsInt()).isEqualTo(2);
		assertThat(first.get("live").getAsBoolean()).isTrue();
		assertThat(first.getAsJsonArray("entries")).hasSize(2);

		CompletableFuture<HttpResponse<String>> held = http.sendAsync(
				HttpRequest.newBuilder(URI.create(base() + "/messages?from=2&token=" + token())).build(), HttpResponse.BodyHandlers.ofString());
		pass(Entry.CLIENT, "not json");
		JsonObject next = JsonParser.parseString(held.get().body()).getAsJsonObject();
		assertThat(next.getAsJsonArray("entries")).singleElement()
				.satisfies(entry -> assertThat(entry.getAsJsonObject().get("text").getAsString()).isEqualTo("not json"));

		// The page closed and opened again: it asks from the start and gets all of it.
		JsonObject reopened = JsonParser.parseString(get("/messages?from=0&token=" + token()).body()).getAsJsonObject();
		assertThat(reopened.getAsJsonArray("entries")).hasSize(3);
	}

	@Test
	void thePageReadsAWindowAndSearchesOnTheServerAndABadSearchIs400() throws Exception {
		for (int i = 0; i < 30; i++) {
			pass(Entry.CLIENT, "{\"jsonrpc\":\"2.0\",\"method\":\"n\",\"params\":{\"i\":\"" + (i == 3 ? "Far Away" : "near") + "\"}}");
		}
		JsonObject window = JsonParser.parseString(get("/messages?from=10&limit=5&token=" + token()).body()).getAsJsonObject();
		assertThat(window.getAsJsonArray("entries")).hasSize(5);
		assertThat(window.get("next").getAsInt()).isEqualTo(15);
		assertThat(window.get("total").getAsInt()).isEqualTo(30);

		JsonObject found = JsonParser.parseString(get("/search?q=far%20away&kind=notification&token=" + token()).body()).getAsJsonObject();
		assertThat(found.getAsJsonArray("entries")).singleElement()
				.satisfies(entry -> assertThat(entry.getAsJsonObject().get("seq").getAsInt()).isEqualTo(3));
		assertThat(found.get("done").getAsBoolean()).isTrue();

		assertThat(get("/search?q=" + "x".repeat(Query.MAX_TEXT + 1) + "&token=" + token()).statusCode()).isEqualTo(400);
		assertThat(get("/search?kind=problem&problems=1,x&token=" + token()).statusCode()).isEqualTo(400);
		assertThat(get("/messages?from=x&token=" + token()).statusCode()).isEqualTo(400);
	}

	@Test
	void anExportedRecordingOpensAgainWithTheSameEntries() throws Exception {
		pass(Entry.CLIENT, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}");
		pass(Entry.AGENT, "\u00e9t\u00e9 \ud83d\ude00");
		recording.ended(4);
		HttpResponse<String> export = get("/recording?token=" + token());
		assertThat(export.headers().firstValue("Content-Disposition")).hasValueSatisfying(value -> assertThat(value).contains("attachment"));
		Path file = work.resolve("recording.ndjson");
		Files.writeString(file, export.body(), StandardCharsets.UTF_8);

		try (Recording opened = Recording.open(file)) {
			assertThat(opened.entries(0, 10)).isEqualTo(recording.entries(0, 10)).hasSize(2);
			JsonObject page = opened.page(0, 10, 1000);
			assertThat(page.get("live").getAsBoolean()).isFalse();
			assertThat(page.get("exitCode").getAsInt()).isEqualTo(4);
		}
	}
}
