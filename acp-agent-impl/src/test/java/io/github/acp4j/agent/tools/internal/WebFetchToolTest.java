package io.github.acp4j.agent.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.Workspace;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;

class WebFetchToolTest {

	@TempDir
	Path workspace;
	final MockWebServer web = new MockWebServer();
	final WebFetchTool tool = new WebFetchTool(new OkHttpClient(), WebFetchTool.TIMEOUT);
	ToolContext context;

	@BeforeEach
	void start() throws Exception {
		web.start();
		context = new ToolContext("s", new Workspace(workspace, List.of()), null, null, update -> { }, new Cancellation(), "call_1");
	}

	@AfterEach
	void stop() {
		web.close();
	}

	private String fetch(String url) throws Exception {
		return fetch(tool, url);
	}

	private String fetch(WebFetchTool fetcher, String url) throws Exception {
		JsonObject arguments = new JsonObject();
		arguments.addProperty("url", url);
		return fetcher.prepare(arguments, context).run(context).forModel();
	}

	@Test
	void aPageWhoseBodyDoesNotComeInTimeFailsTheCall() {
		WebFetchTool impatient = new WebFetchTool(new OkHttpClient(), Duration.ofMillis(300));
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("late").bodyDelay(5, TimeUnit.SECONDS)
				.build());
		assertThatThrownBy(() -> fetch(impatient, web.url("/slow").toString())).isInstanceOf(ToolException.class)
				.hasMessageContaining("timeout");
	}

	@ParameterizedTest
	@ValueSource(strings = { "<script ", "<", "<!--<", "<title>" })
	@Timeout(60) // a guard against a hang, not a speed assertion: java.util.regex took minutes over such a page
	void aPageBuiltToMakeTheReductionBacktrackIsReducedInLinearTime(String piece) throws Exception {
		String page = piece.repeat((int) (WebFetchTool.MAX_BYTES / piece.length()));
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html").body(page).build());
		assertThat(fetch(web.url("/page").toString())).hasSizeLessThanOrEqualTo(WebFetchTool.MAX_CHARS + 100);
	}

	@Test
	void htmlIsReducedToItsText() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html; charset=utf-8")
				.body("<html><head><style>p{}</style><script>alert(1)</script></head><body><h1>Title</h1>"
						+ "<p>One &amp; two</p><!-- hidden --><p>Three</p></body></html>").build());
		assertThat(fetch(web.url("/page").toString())).isEqualTo("Title\nOne & two\nThree");
	}

	@Test
	void theTitleComesFirstAndEntitiesAreDecoded() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html")
				.body("<html><head><title>A &amp; B</title></head><body><p>caf&#233; &#x2713; &amp;lt;tag&amp;gt;</p></body></html>")
				.build());
		assertThat(fetch(web.url("/t").toString())).isEqualTo("# A & B\n\ncafé ✓ &lt;tag&gt;");
	}

	@Test
	void binaryContentIsRefused() {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "image/png").body("\u0089PNG").build());
		assertThatThrownBy(() -> fetch(web.url("/logo.png").toString())).isInstanceOf(ToolException.class)
				.hasMessageContaining("image/png, not text");
	}

	@Test
	void jsonIsText() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "application/json").body("{\"a\":1}").build());
		assertThat(fetch(web.url("/api").toString())).isEqualTo("{\"a\":1}");
	}

	@Test
	void aPageOverTheByteCapSaysSo() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html")
				.body("<p>" + "word ".repeat(300_000) + "</p>").build());
		assertThat(fetch(web.url("/huge").toString())).endsWith("the rest was not read]");
	}

	@Test
	void largeBodiesAreCut() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("x".repeat(200_000)).build());
		String text = fetch(web.url("/big").toString());
		assertThat(text).hasSizeLessThan(WebFetchTool.MAX_CHARS + 100).endsWith("characters]");
	}

	@Test
	void errorsAndBadUrlsFailTheCall() {
		web.enqueue(new MockResponse.Builder().code(404).build());
		assertThatThrownBy(() -> fetch(web.url("/missing").toString())).isInstanceOf(ToolException.class).hasMessageContaining("404");
		assertThatThrownBy(() -> fetch("file:///etc/passwd")).isInstanceOf(ToolException.class).hasMessageContaining("http");
	}

	@Test
	void itIsANetworkTool() {
		assertThat(tool.permissionClass()).isEqualTo(PermissionClass.NETWORK);
	}
}
