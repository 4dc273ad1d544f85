package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.KeyStore;
import java.security.cert.CertificateFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.http.client.AcpHttpClient;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.samples.Servers.Served;

/**
 * {@code acp4j --acp --listen} driven by the official TypeScript SDK's remote clients, and the Java
 * client driving the SDK's own server ({@code AcpServer}): the remote transport against an
 * implementation nobody here wrote, both ways.
 */
class RemoteIT {

	static Path node;

	@TempDir
	Path work;
	private Servers servers;

	@BeforeAll
	static void paths() {
		node = Processes.property("acp4j.node.dir");
	}

	@BeforeEach
	void servers() {
		servers = new Servers(work);
	}

	@AfterEach
	void stop() throws InterruptedException {
		servers.close();
	}

	private JsonObject tsClient(URI uri, String token, String... options) throws Exception {
		List<String> command = new ArrayList<>(List.of("node", node.resolve("ts-remote-client.mjs").toString(), "--url", uri.toString()));
		command.addAll(List.of(options));
		Processes.Result result = Processes.run(work, Map.of("ACP4J_TOKEN", token), command);
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		return JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
	}

	@Test
	void theTypeScriptSdkClientsDriveTheAgentOverWebSocketAndStreamableHttp() throws Exception {
		Path home = work.resolve("home");
		Served agent = servers.agent(home);
		String token = Servers.token(home);

		JsonObject created = tsClient(agent.uri(), token, "--transport", "ws", "--prompt", "create notes.txt with hello remote");
		JsonObject loaded = tsClient(agent.uri(), token, "--transport", "http", "--load", created.get("sessionId").getAsString(),
				"--prompt", "read notes.txt");
		JsonObject cancelled = tsClient(agent.uri(), token, "--transport", "http", "--prompt", "run sleep 30", "--cancel");

		assertThat(created.get("stopReason").getAsString()).isEqualTo("end_turn");
		assertThat(created.get("permissions").getAsInt()).isEqualTo(1);
		assertThat(work.resolve("notes.txt")).hasContent("hello remote");
		assertThat(loaded.get("replayed").getAsInt()).isPositive();
		assertThat(loaded.get("text").getAsString()).contains("hello remote");
		assertThat(cancelled.get("stopReason").getAsString()).isEqualTo("cancelled");
	}

	@Test
	void theTokenIsGeneratedOwnerOnlyAndNeverPrintedAndEveryRequestNeedsIt() throws Exception {
		Path home = work.resolve("home");
		Served agent = servers.agent(home, "--allow-origin", "https://ide.example");
		String token = Servers.token(home);
		HttpClient http = HttpClient.newHttpClient();
		String initialize = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";
		HttpRequest.Builder post = HttpRequest.newBuilder(agent.uri()).header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString(initialize));

		int withoutToken = http.send(post.copy().build(), HttpResponse.BodyHandlers.discarding()).statusCode();
		int foreignOrigin = http.send(post.copy().header("Authorization", "Bearer " + token).header("Origin", "http://evil.example")
				.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
		HttpResponse<String> allowed = http.send(post.copy().header("Authorization", "Bearer " + token)
				.header("Origin", "https://ide.example").build(), HttpResponse.BodyHandlers.ofString());

		assertThat(withoutToken).isEqualTo(401);
		assertThat(foreignOrigin).isEqualTo(403);
		assertThat(allowed.statusCode()).isEqualTo(200);
		assertThat(allowed.headers().firstValue("Acp-Connection-Id")).isPresent();
		assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(home.resolve("token")))).isEqualTo("rw-------");
		assertThat(String.join("\n", agent.stderr())).doesNotContain(token).contains(home.resolve("token").toString());
		agent.process().destroy();
		assertThat(agent.process().waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
		assertThat(agent.process().exitValue()).isZero();
		try (Stream<Path> files = Files.walk(home)) {
			for (Path file : files.filter(Files::isRegularFile).filter(file -> !file.endsWith("token")).toList()) {
				assertThat(Files.readString(file, StandardCharsets.ISO_8859_1)).as(file.toString()).doesNotContain(token);
			}
		}
	}

	/** A client that answers every permission request with allow, or never when told to hold them. */
	static final class Client implements AcpClientEndpoint {
		final StringBuilder said = new StringBuilder();
		final CompletableFuture<RequestPermissionRequest> asked = new CompletableFuture<>();
		final boolean hold;

		Client(boolean hold) {
			this.hold = hold;
		}

		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			asked.complete(request);
			return hold ? new CompletableFuture<>()
					: CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of(request.options().get(0).optionId())));
		}

		@Override
		public synchronized void sessionUpdate(SessionNotification notification) {
			if (notification.update() instanceof AgentMessageChunk chunk && chunk.content() instanceof TextContent text) {
				said.append(text.text());
			}
		}
	}

	private static AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connect(URI uri, String token, boolean webSocket,
			Client client) throws IOException {
		return connect(webSocket ? AcpHttpClient.webSocket(uri) : AcpHttpClient.streamableHttp(uri), token, client);
	}

	private static AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connect(AcpHttpClient.Builder builder, String token,
			Client client) throws IOException {
		return builder.bearerToken(token).connect(sink -> new AcpLauncher.Builder<AcpAgentServer>().setLocalService(client)
				.setRemoteInterface(AcpAgentServer.class).create(sink));
	}

	@Test
	void aConnectionDroppedDuringAPermissionRequestRunsNothingAndItsSessionLoadsElsewhere() throws Exception {
		Path home = work.resolve("home");
		Served agent = servers.agent(home);
		String token = Servers.token(home);
		Client holding = new Client(true);
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> first = connect(agent.uri(), token, true, holding);
		AcpAgentServer server = first.launcher().getRemoteProxy();
		server.initialize(InitializeRequest.of(1)).get(30, TimeUnit.SECONDS);
		String session = server.newSession(NewSessionRequest.of(work.toString(), List.of())).get(30, TimeUnit.SECONDS).sessionId();
		server.prompt(PromptRequest.of(session, List.of(TextContent.of("create dropped.txt with never"))));
		holding.asked.get(30, TimeUnit.SECONDS);

		first.close();
		Client second = new Client(false);
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> other = connect(agent.uri(), token, false, second);
		AcpAgentServer again = other.launcher().getRemoteProxy();
		again.initialize(InitializeRequest.of(1)).get(30, TimeUnit.SECONDS);
		again.loadSession(LoadSessionRequest.of(List.of(), work.toString(), session)).get(30, TimeUnit.SECONDS);

		assertThat(work.resolve("dropped.txt")).doesNotExist();
		assertThat(again.prompt(PromptRequest.of(session, List.of(TextContent.of("list files")))).get(30, TimeUnit.SECONDS)
				.stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(work.resolve("dropped.txt")).doesNotExist();
		other.close();
	}

	@Test
	void sigtermWithConnectionsMidTurnAnswersEveryPromptCancelledSavesEverySessionAndExits0() throws Exception {
		Path home = work.resolve("home");
		Served agent = servers.agent(home);
		String token = Servers.token(home);
		List<String> sessions = new ArrayList<>();
		List<CompletableFuture<PromptResponse>> answers = new ArrayList<>();
		for (int i = 0; i < 50; i++) {
			Client client = new Client(true);
			AcpAgentServer server = connect(agent.uri(), token, i % 2 == 0, client).launcher().getRemoteProxy();
			server.initialize(InitializeRequest.of(1)).get(30, TimeUnit.SECONDS);
			String session = server.newSession(NewSessionRequest.of(work.toString(), List.of())).get(30, TimeUnit.SECONDS).sessionId();
			answers.add(server.prompt(PromptRequest.of(session, List.of(TextContent.of("create mid-turn-" + i + ".txt with x")))));
			client.asked.get(30, TimeUnit.SECONDS);
			sessions.add(session);
		}

		agent.process().destroy();

		assertThat(agent.process().waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
		assertThat(agent.process().exitValue()).isZero();
		// Every running prompt was answered before its socket closed, over WebSocket and Streamable HTTP alike.
		for (int i = 0; i < answers.size(); i++) {
			assertThat(answers.get(i)).as("prompt %d (%s)", i, i % 2 == 0 ? "WebSocket" : "Streamable HTTP")
					.succeedsWithin(Duration.ofSeconds(Processes.TIMEOUT_SECONDS)).extracting(PromptResponse::stopReason)
					.isEqualTo(StopReason.CANCELLED);
		}
		try (Stream<Path> files = Files.walk(home.resolve("sessions"))) {
			List<String> saved = files.filter(file -> file.toString().endsWith(".jsonl")).map(file -> {
				try {
					return Files.readString(file, StandardCharsets.UTF_8);
				} catch (IOException e) {
					throw new IllegalStateException(e);
				}
			}).toList();
			for (int i = 0; i < sessions.size(); i++) {
				String prompt = "create mid-turn-" + i + ".txt with x";
				assertThat(saved).as(sessions.get(i)).anySatisfy(content -> assertThat(content).contains(prompt));
			}
		}
		for (int i = 0; i < sessions.size(); i++) {
			assertThat(work.resolve("mid-turn-" + i + ".txt")).doesNotExist();
		}
	}

	@Test
	void theTerminalClientReachesTheTypeScriptSdksServerWithTheTokenOfItsEnvironment() throws Exception {
		Served sdk = servers.start(Map.of("ACP_TOKEN", "sdk-token"), "listening on ",
				List.of("node", node.resolve("ts-remote-echo-agent.mjs").toString(), "0"));
		Path samplesJar = Processes.property("acp4j.samples.jar");
		List<String> chat = List.of("java", "-jar", samplesJar.toString(), "chat", "--agent-url",
				sdk.uri().toString(), "remote words here");
		List<String> overHttp = List.of("java", "-jar", samplesJar.toString(), "chat", "--http", "--agent-url",
				sdk.uri().toString(), "streamed over http");

		Processes.Result answered = Processes.run(work, Map.of("ACP4J_TOKEN", "sdk-token"), chat);
		Processes.Result answeredOverHttp = Processes.run(work, Map.of("ACP4J_TOKEN", "sdk-token"), overHttp);
		Processes.Result refused = Processes.run(work, Map.of("ACP4J_TOKEN", "wrong"), chat);
		Processes.Result refusedOverHttp = Processes.run(work, Map.of("ACP4J_TOKEN", "wrong"), overHttp);

		assertThat(answered.exitCode()).as(answered.stderr()).isZero();
		assertThat(answered.stdout()).contains("remote words here");
		assertThat(answeredOverHttp.exitCode()).as(answeredOverHttp.stderr()).isZero();
		assertThat(answeredOverHttp.stdout()).contains("streamed over http");
		assertThat(refused.exitCode()).isEqualTo(1);
		assertThat(refused.stderr()).contains("HTTP 401").doesNotContain("Exception");
		assertThat(refusedOverHttp.exitCode()).isEqualTo(1);
		assertThat(refusedOverHttp.stderr()).contains("401").doesNotContain("Exception");
	}

	@Test
	void theJavaClientDrivesTheTypeScriptSdksServerOverBothTransports() throws Exception {
		Served sdk = servers.start(Map.of("ACP_TOKEN", "sdk-token"), "listening on ",
				List.of("node", node.resolve("ts-remote-echo-agent.mjs").toString(), "0"));
		for (boolean webSocket : new boolean[] { true, false }) {
			Client client = new Client(false);
			AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection = connect(sdk.uri(), "sdk-token", webSocket, client);
			AcpAgentServer server = connection.launcher().getRemoteProxy();

			assertThat(server.initialize(InitializeRequest.of(1)).get(30, TimeUnit.SECONDS).agentInfo().name()).isEqualTo("ts-remote-echo");
			String session = server.newSession(NewSessionRequest.of(work.toString(), List.of())).get(30, TimeUnit.SECONDS).sessionId();
			assertThat(server.prompt(PromptRequest.of(session, List.of(TextContent.of("one two three")))).get(30, TimeUnit.SECONDS)
					.stopReason()).isEqualTo(StopReason.END_TURN);
			synchronized (client) {
				assertThat(client.said.toString()).as(webSocket ? "WebSocket" : "Streamable HTTP").isEqualTo("one two three ");
			}
			connection.close();
		}
	}

	@Test
	void withTlsKeystoreTheAgentServesHttpsThatAClientTrustingItsCertificateReaches() throws Exception {
		Path keyStore = work.resolve("agent.p12");
		Path certificate = work.resolve("agent.pem");
		String keytool = Path.of(System.getProperty("java.home"), "bin", "keytool").toString();
		for (List<String> command : List.of(
				List.of(keytool, "-genkeypair", "-alias", "agent", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost",
						"-ext", "SAN=ip:127.0.0.1", "-validity", "2", "-storetype", "PKCS12", "-keystore", keyStore.toString(),
						"-storepass", "store-secret"),
				List.of(keytool, "-exportcert", "-rfc", "-alias", "agent", "-keystore", keyStore.toString(), "-storepass", "store-secret",
						"-file", certificate.toString()))) {
			Process run = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
			assertThat(run.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS) && run.exitValue() == 0).as(command.get(1)).isTrue();
		}
		// The client has the agent's certificate only, as a host given it by whoever runs the agent.
		KeyStore trusted = KeyStore.getInstance(KeyStore.getDefaultType());
		trusted.load(null, null);
		try (InputStream in = Files.newInputStream(certificate)) {
			trusted.setCertificateEntry("agent", CertificateFactory.getInstance("X.509").generateCertificate(in));
		}
		TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
		trust.init(trusted);
		SSLContext ssl = SSLContext.getInstance("TLS");
		ssl.init(null, trust.getTrustManagers(), null);
		HttpClient trusting = HttpClient.newBuilder().sslContext(ssl).cookieHandler(new CookieManager()).build();
		Path home = work.resolve("home");
		Served agent = servers.start(Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "demo", "ACP4J_TLS_PASSWORD", "store-secret"),
				Servers.AGENT_LISTENING, List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp", "--listen", "0",
						"--tls-keystore", keyStore.toString()));
		String token = Servers.token(home);

		assertThat(agent.uri().getScheme()).isEqualTo("https");
		assertThat(agent.stderr()).noneMatch(line -> line.contains("warning"));
		for (boolean webSocket : new boolean[] { true, false }) {
			Client client = new Client(false);
			AcpHttpClient.Builder builder = webSocket ? AcpHttpClient.webSocket(agent.uri()) : AcpHttpClient.streamableHttp(agent.uri());
			AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection = connect(builder.httpClient(trusting), token, client);
			AcpAgentServer server = connection.launcher().getRemoteProxy();
			server.initialize(InitializeRequest.of(1)).get(30, TimeUnit.SECONDS);
			String session = server.newSession(NewSessionRequest.of(work.toString(), List.of())).get(30, TimeUnit.SECONDS).sessionId();
			String file = (webSocket ? "ws" : "http") + "-over-tls.txt";

			assertThat(server.prompt(PromptRequest.of(session, List.of(TextContent.of("create " + file + " with sealed"))))
					.get(30, TimeUnit.SECONDS).stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(work.resolve(file)).hasContent("sealed");
			connection.close();
		}
		// A client that does not trust the certificate gets no connection (and sends no token).
		assertThatThrownBy(() -> connect(agent.uri(), token, true, new Client(false))).isInstanceOf(IOException.class);
	}
}
