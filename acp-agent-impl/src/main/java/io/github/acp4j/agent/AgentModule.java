package io.github.acp4j.agent;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import com.google.inject.AbstractModule;
import com.google.inject.Key;
import com.google.inject.Provider;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import com.google.inject.multibindings.MapBinder;
import com.google.inject.multibindings.Multibinder;
import com.google.inject.multibindings.OptionalBinder;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.context.Context;
import com.google.inject.name.Named;
import com.google.inject.name.Names;

import io.github.acp4j.agent.llm.ProviderResolver;
import io.github.acp4j.agent.llm.StoredCredentials;
import io.github.acp4j.agent.llm.internal.BuiltInProviders;
import io.github.acp4j.agent.llm.internal.EnvironmentProviderResolver;
import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.internal.DefaultMcpConnector;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.permission.internal.DefaultPermissionEngine;
import io.github.acp4j.agent.project.ProjectInstructions;
import io.github.acp4j.agent.project.Skills;
import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.Providers;
import io.github.acp4j.agent.spi.RetryPolicy;
import io.github.acp4j.agent.spi.Tools;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.store.StoreUrl;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.agent.store.internal.PostgresSessionStore;
import io.github.acp4j.agent.tools.internal.AddressPolicy;
import io.github.acp4j.agent.tools.internal.AskUserTool;
import io.github.acp4j.agent.tools.internal.EditFileTool;
import io.github.acp4j.agent.tools.internal.GlobTool;
import io.github.acp4j.agent.tools.internal.GrepTool;
import io.github.acp4j.agent.tools.internal.ListDirectoryTool;
import io.github.acp4j.agent.tools.internal.ReadFileTool;
import io.github.acp4j.agent.tools.internal.RunShellCommandTool;
import io.github.acp4j.agent.tools.internal.SkillTool;
import io.github.acp4j.agent.tools.internal.UpdatePlanTool;
import io.github.acp4j.agent.tools.internal.WebFetchTool;
import io.github.acp4j.agent.tools.internal.WriteFileTool;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.agent.telemetry.TraceHeaders;
import okhttp3.OkHttpClient;

/**
 * The agent's default wiring. A host changes any part with {@code Modules.override(new
 * AgentModule(...)).with(...)} (its own {@link ProviderResolver}, {@link PermissionEngine}, ...), adds
 * tools with {@link io.github.acp4j.agent.spi.Tools#from} (or {@code Multibinder.newSetBinder(binder(),
 * AgentTool.class)}) and providers by id with {@link Providers}.
 */
public class AgentModule extends AbstractModule {

	/** Threads that handle requests other than set-ups. */
	static final int REQUEST_THREADS = 8;
	/** The files or {@code --store}'s database, unless an extension binds a {@link SessionStore#bind store} of its own. */
	private static final String BUILT_IN_STORE = "acp4j.builtInStore";
	/** Threads that set sessions up. */
	static final int SETUP_THREADS = 4;

	private final AgentConfig config;
	private final Map<String, String> environment;

	/**
	 * @param environment where provider settings, keys and {@code ACP4J_HOME} are read, and what the
	 *                    processes the agent starts get their environment from ({@link Sandbox#environment()}),
	 *                    normally {@code System.getenv()}
	 */
	public AgentModule(AgentConfig config, Map<String, String> environment) {
		this.config = config;
		this.environment = Map.copyOf(environment);
	}

	@Override
	protected void configure() {
		bind(AgentConfig.class).toInstance(config);
		// What one client told the agent, and the sessions it opened, are each connection's own.
		ConnectionScope connections = new ConnectionScope();
		bindScope(ConnectionScoped.class, connections);
		bind(ConnectionScope.class).toInstance(connections);
		bind(SessionRegistry.class).in(ConnectionScoped.class);
		bind(PermissionEngine.class).to(DefaultPermissionEngine.class);
		bind(McpConnector.class).to(DefaultMcpConnector.class);
		Multibinder<AgentTool> tools = Multibinder.newSetBinder(binder(), AgentTool.class);
		tools.addBinding().to(ReadFileTool.class);
		tools.addBinding().to(ListDirectoryTool.class);
		tools.addBinding().to(GlobTool.class);
		tools.addBinding().to(GrepTool.class);
		tools.addBinding().to(WriteFileTool.class);
		tools.addBinding().to(EditFileTool.class);
		tools.addBinding().to(RunShellCommandTool.class);
		tools.addBinding().to(WebFetchTool.class);
		install(Tools.from(new UpdatePlanTool(), new AskUserTool(), new SkillTool(new Skills(AgentConfig.home(environment)))));
		// Bound by a host that traces (the launcher, from OTEL_* variables); unbound, nothing is traced.
		OptionalBinder.newOptionalBinder(binder(), OpenTelemetry.class);
		OptionalBinder.newOptionalBinder(binder(), SessionStore.class).setDefault()
				.to(Key.get(SessionStore.class, Names.named(BUILT_IN_STORE)));
		MapBinder<String, LlmProvider.Factory> providers = Providers.mapBinder(binder());
		BuiltInProviders.all().forEach((id, factory) -> providers.addBinding(id).toInstance(factory));
	}

	/**
	 * The session files, or the shared store of {@code --store} (its password from
	 * {@code ACP4J_STORE_PASSWORD} or {@code PGPASSWORD}), connected to and its tables made now.
	 *
	 * @throws java.io.UncheckedIOException carrying a {@link SessionStore.StoreUnavailableException}
	 *                                      when the database cannot be reached
	 */
	@Provides
	@Singleton
	@Named(BUILT_IN_STORE)
	SessionStore builtInStore() {
		if (config.store() == null) {
			return new JsonlSessionStore(config.sessionDir());
		}
		String password = null;
		for (String variable : StoreUrl.PASSWORD_VARIABLES) {
			String value = environment.get(variable);
			if (value != null && !value.isEmpty()) {
				password = value;
				break;
			}
		}
		try {
			return PostgresSessionStore.connect(config.store(), password, config.storeLease());
		} catch (SessionStore.StoreUnavailableException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	@Provides
	@Singleton
	ProjectInstructions instructions() {
		return new ProjectInstructions(AgentConfig.home(environment));
	}

	/**
	 * The OS sandbox, with bubblewrap from the environment's PATH, and the environment of commands; it
	 * hides the agent's home, its sessions and the configured secrets.
	 */
	@Provides
	@Singleton
	Sandbox sandbox() {
		List<Path> secrets = new ArrayList<>(List.of(AgentConfig.home(environment), config.sessionDir()));
		secrets.addAll(config.secrets());
		return Sandbox.fromEnvironment(environment, secrets);
	}

	/** The secret values of the environment (secret-looking names, passwords in URLs), kept out of tool output. */
	@Provides
	@Singleton
	OutputRedactor redactor() {
		return OutputRedactor.fromEnvironment(providerEnvironment());
	}

	/** Where {@code web_fetch} may connect: public addresses, and those {@code ACP4J_WEB_FETCH_ALLOW} allows. */
	@Provides
	@Singleton
	AddressPolicy webFetchAddresses() {
		return AddressPolicy.fromEnvironment(environment);
	}

	@Provides
	@Singleton
	SlashCommands commands() {
		return new SlashCommands(AgentConfig.home(environment));
	}

	/**
	 * The HTTP client of providers, MCP servers and {@code web_fetch}, made when first asked for: its
	 * TLS set-up (the JDK's trust store) takes a cold JVM over 100 ms of CPU, which the first
	 * {@code session/new} does not spend. A provider that calls over HTTP has it made once its first
	 * session is answered ({@link io.github.acp4j.agent.spi.LlmProvider#prepare}); the demo model never does.
	 */
	@Provides
	@Singleton
	OkHttpClient http(Optional<OpenTelemetry> telemetry) {
		OkHttpClient.Builder http = new OkHttpClient.Builder().connectTimeout(Duration.ofSeconds(15)).readTimeout(Duration.ofSeconds(180))
				.writeTimeout(Duration.ofSeconds(60));
		if (telemetry.isPresent()) {
			// Model providers and MCP servers join the turn's trace; web_fetch's client leaves it out.
			http.addInterceptor(TraceHeaders.INSTANCE);
		}
		return http.build();
	}

	/**
	 * The HTTP client as providers, MCP and {@code web_fetch} take it: asked of its binding once, by
	 * the first call that needs it, so that a host's binding that makes a client each time it is
	 * asked (an unscoped one) still gives every call the same client and connection pool.
	 */
	@Provides
	@Singleton
	Supplier<OkHttpClient> lazyHttp(Provider<OkHttpClient> http) {
		return new Supplier<>() {
			private OkHttpClient client;

			@Override
			public synchronized OkHttpClient get() {
				if (client == null) {
					client = http.get();
				}
				return client;
			}
		};
	}

	@Provides
	@Singleton
	ProviderResolver providers(Map<String, LlmProvider.Factory> factories, Supplier<OkHttpClient> http) {
		return new EnvironmentProviderResolver(providerEnvironment(), factories, http, RetryPolicy.DEFAULT);
	}

	/**
	 * What providers are resolved from: the environment, over the credentials {@code --setup} stored
	 * when it chooses no provider ({@link StoredCredentials}). Never the environment of commands.
	 */
	private Map<String, String> providerEnvironment() {
		return StoredCredentials.under(environment);
	}

	/**
	 * Handles requests; none of them waits long on its thread. With an OpenTelemetry bound, each task
	 * runs in the trace context it was handed over in (a request's span), so a turn's span is a child
	 * of its prompt's.
	 */
	@Provides
	@Singleton
	@RequestThreads
	ExecutorService requests(Optional<OpenTelemetry> telemetry) {
		ExecutorService requests = fixed(REQUEST_THREADS, "acp4j-request");
		return telemetry.isPresent() ? Context.taskWrapping(requests) : requests;
	}

	/**
	 * Sets sessions up: {@code session/new}, and what a load, resume or fork does once its MCP servers
	 * started; a set-up waiting for its MCP servers holds no thread. Apart from the other requests, so
	 * a burst of set-ups does not hold up {@code session/list} or a prompt.
	 */
	@Provides
	@Singleton
	@SetupThreads
	ExecutorService setups() {
		return fixed(SETUP_THREADS, "acp4j-setup");
	}

	/**
	 * How long a cancelled turn's thread has to stop before the turn is answered without it, and the
	 * session's next prompt then waits for it before being refused ({@link PromptTurn#CANCEL_GRACE}).
	 */
	@Provides
	@CancelGrace
	Duration cancelGrace() {
		return PromptTurn.CANCEL_GRACE;
	}

	/** Runs prompt turns: a thread while a turn runs, none for an idle session. */
	@Provides
	@Singleton
	@TurnThreads
	ExecutorService turns() {
		return Executors.newCachedThreadPool(daemon("acp4j-turn"));
	}

	/**
	 * A pool of {@code size} threads, started now (when the agent is wired), so that the reader
	 * thread that hands it requests never starts one; requests wait their turn in its queue.
	 */
	private static ExecutorService fixed(int size, String name) {
		ThreadPoolExecutor pool = new ThreadPoolExecutor(size, size, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
				daemon(name));
		pool.prestartAllCoreThreads();
		return pool;
	}

	private static ThreadFactory daemon(String name) {
		AtomicInteger count = new AtomicInteger();
		return runnable -> {
			Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
			thread.setDaemon(true);
			return thread;
		};
	}
}
