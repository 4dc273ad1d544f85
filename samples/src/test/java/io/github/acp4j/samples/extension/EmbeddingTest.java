package io.github.acp4j.samples.extension;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.AbstractModule;
import com.google.inject.Guice;
import com.google.inject.Module;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.AgentConnections;
import io.github.acp4j.agent.AgentModule;
import io.github.acp4j.agent.OpenAiStreams;
import io.github.acp4j.agent.StrictModel;
import io.github.acp4j.agent.spi.Providers;
import io.github.acp4j.agent.spi.Tools;
import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import mockwebserver3.MockWebServer;

/**
 * The embedding example of docs/extending.md, run: the agent in this JVM on a pair of streams, the
 * example extension's provider and tools added with {@code Modules.override}, a client on the other
 * ends, and the model the strict mock.
 */
class EmbeddingTest {

	@TempDir
	Path home;
	/** The session's workspace: apart from the home, which is the agent's own state and no workspace. */
	@TempDir
	Path workspace;
	final MockWebServer model = StrictModel.server();

	@AfterEach
	void stop() {
		model.close();
	}

	@Test
	void theEmbeddedAgentAnswersOnItsStreamsWithTheProviderItWasGiven() throws Exception {
		model.start();
		model.enqueue(OpenAiStreams.text("Hello from the embedded agent."));
		Map<String, String> environment = Map.of("LLM_PROVIDER", "example", "EXAMPLE_BASE_URL", model.url("/v1").toString(), "EXAMPLE_MODELS", StrictModel.NO_LIST,
				"EXAMPLE_API_KEY", "ex-key-0123456789", "ACP4J_HOME", home.toString());
		PipedOutputStream toAgent = new PipedOutputStream();
		PipedInputStream in = new PipedInputStream(toAgent, 1 << 16);
		PipedOutputStream out = new PipedOutputStream();
		PipedInputStream fromAgent = new PipedInputStream(out, 1 << 16);

		// [embedding]
		AgentConfig config = AgentConfig.of(home.resolve("sessions"));
		Module agent = Modules.override(new AgentModule(config, environment)).with(new AbstractModule() {
			@Override
			protected void configure() {
				install(Providers.of("example", ExampleProvider::new)); // adds a provider
				install(Tools.from(new ExampleTools())); // and tools
			}
		});
		AgentConnections connections = Guice.createInjector(agent).getInstance(AgentConnections.class);
		connections.connect(in, out); // listens at once; completes when the input ends
		// [embedding]

		List<SessionNotification> updates = new CopyOnWriteArrayList<>();
		AcpClientEndpoint client = new AcpClientEndpoint() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				return new CompletableFuture<>();
			}

			@Override
			public void sessionUpdate(SessionNotification notification) {
				updates.add(notification);
			}
		};
		Launcher<AcpAgentServer> launcher = AcpLauncher.client(client, fromAgent, toAgent);
		launcher.startListening();
		AcpAgentServer remote = launcher.getRemoteProxy();
		remote.initialize(InitializeRequest.of(1)).get(30, TimeUnit.SECONDS);
		String session = remote.newSession(NewSessionRequest.of(workspace.toString(), List.of())).get(30, TimeUnit.SECONDS).sessionId();
		assertThat(remote.prompt(PromptRequest.of(session, List.of(TextContent.of("hi")))).get(30, TimeUnit.SECONDS).stopReason())
				.isEqualTo(StopReason.END_TURN);
		assertThat(updates).anySatisfy(update -> assertThat(update.toString()).contains("Hello from the embedded agent."));
		assertThat(model.takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer ex-key-0123456789");
		toAgent.close();
	}
}
