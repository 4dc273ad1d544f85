package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.inject.Module;
import com.google.inject.Singleton;
import com.google.inject.multibindings.Multibinder;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.Providers;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolKind;
import okhttp3.OkHttpClient;

/**
 * A host adds a provider by id with a MapBinder and a tool with a Multibinder, in a module that
 * overrides the agent's (an embedding program) or is combined with it (an extension jar).
 */
class AgentModuleTest {

	@TempDir
	Path workspace;

	/** Calls {@code shout} once, then repeats the tool's answer. */
	static final class ScriptedProvider implements LlmProvider {
		volatile List<String> toolsOffered;
		volatile String model;
		volatile String key;

		@Override
		public String id() {
			return "host";
		}

		@Override
		public String defaultModel() {
			return "scripted";
		}

		@Override
		public LlmResponse stream(LlmRequest request, StreamListener listener, Cancellation cancellation) {
			toolsOffered = request.tools().stream().map(t -> t.name()).toList();
			model = request.model();
			ChatMessage last = request.messages().get(request.messages().size() - 1);
			if (last.role() == ChatMessage.Role.TOOL) {
				listener.onText(last.text());
				return LlmResponse.text(last.text());
			}
			return LlmResponse.toolCalls(List.of(ToolCallRequest.of("s1", "shout", "{\"text\":\"hello\"}")));
		}
	}

	/** A host's own tool. */
	static final class ShoutTool implements AgentTool {
		@Override
		public String name() {
			return "shout";
		}

		@Override
		public String description() {
			return "Upper-cases text";
		}

		@Override
		public JsonObject parameters() {
			return new JsonObject();
		}

		@Override
		public ToolKind kind() {
			return ToolKind.OTHER;
		}

		@Override
		public PermissionClass permissionClass() {
			return PermissionClass.NONE;
		}

		@Override
		public Call prepare(JsonObject arguments, ToolContext context) {
			String text = arguments.get("text").getAsString();
			return Call.of("Shout", List.of(), true, () -> ToolResult.text(text.toUpperCase(Locale.ROOT)));
		}
	}

	@Test
	void aProviderBoundByIdIsTheOneLlmProviderNamesAndAHostAddsATool() throws Exception {
		ScriptedProvider provider = new ScriptedProvider();
		Module host = binder -> {
			Providers.mapBinder(binder).addBinding("host").toInstance(settings -> Optional.of(provider));
			Multibinder.newSetBinder(binder, AgentTool.class).addBinding().toInstance(new ShoutTool());
		};
		AgentConfig config = AgentConfig.of(workspace.resolve(".sessions"));
		try (AgentHarness harness = new AgentHarness(Modules.override(new AgentModule(config, Map.of("LLM_PROVIDER", "host"))).with(host))) {
			harness.initialize();
			String session = harness.newSession(workspace);
			assertThat(await(harness.prompt(session, "shout hello")).stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(provider.toolsOffered).contains("shout", "read_file", "write_file", "run_shell_command");
			assertThat(provider.model).isEqualTo("scripted");
			assertThat(harness.updates(session)).anySatisfy(update -> assertThat(update.toString()).contains("HELLO"));
		}
	}

	@Test
	void aProviderBoundByIdIsTheOneModelNamesOnceItsKeyIsSet() throws Exception {
		ScriptedProvider provider = new ScriptedProvider();
		AgentConfig config = AgentConfig.builder(workspace.resolve(".sessions")).defaultModel("host/scripted-large").build();
		Module host = Modules.combine(Providers.of("host", settings -> {
			provider.key = settings.apiKey().orElseThrow();
			return provider;
		}), binder -> Multibinder.newSetBinder(binder, AgentTool.class).addBinding().toInstance(new ShoutTool()));
		try (AgentHarness harness = new AgentHarness(Modules.combine(new AgentModule(config, Map.of("HOST_API_KEY", "host-key-1234")),
				host))) {
			harness.initialize();
			String session = harness.newSession(workspace);
			assertThat(await(harness.prompt(session, "shout hello")).stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(provider.model).isEqualTo("scripted-large");
			assertThat(provider.key).isEqualTo("host-key-1234");
		}
	}

	/**
	 * An extension's store, in a module combined with the agent's as an extension jar's is, replaces the
	 * session files: sessions are created and listed in it, none in the session directory, and the
	 * agent closes it when it ends.
	 */
	@Test
	void aStoreAnExtensionBindsReplacesTheSessionFilesAndIsClosedAtTheEnd() throws Exception {
		Path elsewhere = workspace.resolve("elsewhere");
		HookedStore store = new HookedStore(new JsonlSessionStore(elsewhere), message -> { });
		AgentConfig config = AgentConfig.of(workspace.resolve(".sessions"));
		String session;
		try (AgentHarness harness = new AgentHarness(Modules.combine(new AgentModule(config, Map.of()),
				binder -> SessionStore.bind(binder).toInstance(store)))) {
			harness.initialize();
			session = harness.newSession(workspace);
			assertThat(await(harness.prompt(session, "hello")).stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(store.list(null, null, 10).sessions()).extracting(SessionStore.Summary::sessionId).containsExactly(session);
			assertThat(store.syncs).hasPositiveValue();
		}
		assertThat(store.storeCloses).hasValue(1);
		assertThat(store.read(session)).hasValueSatisfying(stored -> assertThat(stored.messages()).hasSize(2));
		assertThat(workspace.resolve(".sessions")).doesNotExist();
	}

	/**
	 * The HTTP client's TLS set-up is kept off the first session/new's path: with a provider that
	 * calls over HTTP configured, the session is answered while the client is still being made (a
	 * session/new that waited for it would time out here), and the session's provider has it made
	 * once, after the answer, on a request thread, so that the first prompt does not wait for it.
	 */
	@Test
	void theFirstSessionIsAnsweredWithoutTheHttpClientWhichIsMadeAfterIt() throws Exception {
		CountDownLatch release = new CountDownLatch(1);
		BlockingQueue<String> made = new LinkedBlockingQueue<>();
		Module slowHttp = binder -> binder.bind(OkHttpClient.class).toProvider(() -> {
			made.add(Thread.currentThread().getName());
			try {
				release.await();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			return new OkHttpClient();
		}).in(Singleton.class);
		AgentConfig config = AgentConfig.of(workspace.resolve(".sessions"));
		// No model list is asked: its thread would make the client first.
		Map<String, String> env = Map.of("OPENAI_API_KEY", "sk-x", "OPENAI_BASE_URL", "http://127.0.0.1:9/v1", "OPENAI_MODELS", StrictModel.NO_LIST);
		try (AgentHarness harness = new AgentHarness(Modules.override(new AgentModule(config, env)).with(slowHttp))) {
			try {
				// As the launcher does once the agent is wired, on a thread of its own.
				CompletableFuture<Void> prepared = CompletableFuture.runAsync(harness::prepare);
				harness.initialize();
				assertThat(harness.newSession(workspace)).isNotBlank();
				await(prepared);
				assertThat(made.poll(AgentHarness.TIMEOUT, TimeUnit.SECONDS)).startsWith("acp4j-request");
			} finally {
				release.countDown();
			}
			assertThat(made).isEmpty();
		}
	}

	/** A host's binding that makes a client each time it is asked still gives every call the same one. */
	@Test
	void everyCallGetsTheSameHttpClientFromAnUnscopedBinding() {
		AtomicInteger made = new AtomicInteger();
		Supplier<OkHttpClient> http = new AgentModule(AgentConfig.of(workspace.resolve(".sessions")), Map.of())
				.lazyHttp(() -> {
					made.incrementAndGet();
					return new OkHttpClient();
				});
		assertThat(made).hasValue(0);
		assertThat(http.get()).isSameAs(http.get());
		assertThat(made).hasValue(1);
	}
}
