package io.github.acp4j.api;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;

import com.google.gson.GsonBuilder;

import io.github.acp4j.api.internal.TypedRemoteEndpoint;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.internal.VersionRouter;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;
import io.github.acp4j.jsonrpc.NdjsonLauncher;

/**
 * Wires one side of an ACP connection on the NDJSON transport, as LSP4J's {@code LSPLauncher} does for
 * LSP: {@link #agent} serves an {@link AcpAgentServer} (and {@link AcpAgentServerDrafts} when the
 * agent implements it) and calls the client through an {@link AcpClientEndpoint} proxy;
 * {@link #client} is the mirror image. ACP v2 (Preview): {@link #agentV2} and {@link #clientV2} speak v2
 * alone; {@link #agent(AcpAgentServer, AcpAgentServerV2, InputStream, OutputStream)} serves both on one
 * connection, {@code initialize} picking the version, and
 * {@link #client(AcpClientEndpoint, AcpClientEndpointV2, InputStream, OutputStream)} is its client:
 * it offers v2 and speaks v1 to an agent that answers with v1.
 *
 * <p>A v2 connection accepts JSON-RPC 2.0 batches, as ACP v2's transports page asks; the page
 * says a sender should not batch the lifecycle-sensitive methods ({@code initialize}, {@code session/new},
 * {@code session/prompt}...), and a receiver processes every entry as JSON-RPC says, those too. A v1
 * connection refuses every batch with {@code -32600}.
 *
 * <pre>{@code
 * Launcher<AcpClientEndpoint> launcher = AcpLauncher.agent(myAgent, System.in, System.out);
 * myAgent.connect(launcher.getRemoteProxy());
 * launcher.startListening();
 * }</pre>
 */
public final class AcpLauncher {

	private AcpLauncher() {
	}

	/** A builder of a v2-only connection, which accepts batches from the start. */
	private static <T> NdjsonLauncher.Builder<T> v2Builder() {
		return new Builder<T>().setBatches(() -> true);
	}

	/** An agent-side launcher: {@code agent} answers the client's requests read from {@code in}. */
	public static Launcher<AcpClientEndpoint> agent(AcpAgentServer agent, InputStream in, OutputStream out) {
		return new Builder<AcpClientEndpoint>().setLocalService(agent).setRemoteInterface(AcpClientEndpoint.class)
				.setInput(in).setOutput(out).create();
	}

	/**
	 * A client-side launcher: {@code client} answers the agent's requests read from {@code in}. Its
	 * proxy also implements {@link AcpAgentServerDrafts}: cast it to call the unstable methods.
	 */
	public static Launcher<AcpAgentServer> client(AcpClientEndpoint client, InputStream in, OutputStream out) {
		return clientBuilder(client).setInput(in).setOutput(out).create();
	}

	/**
	 * An agent-side launcher on a transport that frames messages itself (the remote transport's
	 * server, {@code acp-http-server}, makes one per connection): see {@link #agent(AcpAgentServer, InputStream, OutputStream)}.
	 */
	public static FramedLauncher<AcpClientEndpoint> agent(AcpAgentServer agent, MessageSink sink) {
		return new Builder<AcpClientEndpoint>().setLocalService(agent).setRemoteInterface(AcpClientEndpoint.class).create(sink);
	}

	/**
	 * A client-side launcher on a transport that frames messages itself (the remote transport's
	 * client, {@code acp-http}): see {@link #client(AcpClientEndpoint, InputStream, OutputStream)}.
	 */
	public static FramedLauncher<AcpAgentServer> client(AcpClientEndpoint client, MessageSink sink) {
		return clientBuilder(client).create(sink);
	}

	/**
	 * An agent-side launcher that serves ACP v1 and v2 on one connection: {@code initialize} picks the
	 * version (the highest both sides support, v1 by default) and every later message goes to that
	 * version's service alone. The launcher's proxy calls a v1 client; {@link #remoteV2} gives the v2
	 * one. Batches are accepted once {@code initialize} picked v2, never before and never on v1.
	 */
	public static Launcher<AcpClientEndpoint> agent(AcpAgentServer v1, AcpAgentServerV2 v2, InputStream in, OutputStream out) {
		return agentBuilder(v1, v2).setInput(in).setOutput(out).create();
	}

	/** As {@link #agent(AcpAgentServer, AcpAgentServerV2, InputStream, OutputStream)}, on a transport that frames messages itself. */
	public static FramedLauncher<AcpClientEndpoint> agent(AcpAgentServer v1, AcpAgentServerV2 v2, MessageSink sink) {
		return agentBuilder(v1, v2).create(sink);
	}

	/**
	 * The builder of {@link #agent(AcpAgentServer, AcpAgentServerV2, InputStream, OutputStream)}, to set
	 * the rest (message wrappers, executor, Gson) before {@code create}; its local service, and whether
	 * batches are accepted (once v2 was picked), are set when the launcher is created.
	 */
	public static Builder<AcpClientEndpoint> agentBuilder(AcpAgentServer v1, AcpAgentServerV2 v2) {
		return agentBuilder(() -> v1, () -> v2);
	}

	/**
	 * As {@link #agentBuilder(AcpAgentServer, AcpAgentServerV2)}, for services asked for when the
	 * launcher is created, on the thread that creates it: services costly to make are made there, while
	 * another thread answers the client's first line ({@link Builder#answerFirstInitialize}).
	 */
	public static Builder<AcpClientEndpoint> agentBuilder(Supplier<? extends AcpAgentServer> v1, Supplier<? extends AcpAgentServerV2> v2) {
		return new VersionedAgentBuilder(v1, v2);
	}

	/**
	 * The builder of a connection serving v1 and v2: its local service, a {@link VersionRouter} over the
	 * two services (LSP4J's reflection over both), is made with the launcher. An agent's router picks the
	 * version on the {@code initialize} it is sent; a client's, on the answer to the one it sends.
	 */
	private static class VersionedBuilder<T> extends Builder<T> {

		private final Supplier<?> v1;
		private final Supplier<?> v2;
		/** The interfaces the launcher's proxy implements, typed as the first. */
		private final List<Class<?>> proxied;
		/** The remote interfaces of both versions, whose answers the router reads as JSON. */
		private final List<Class<?>> remotes;
		/** The host's Gson configuration, which the router reads params with too (its stricter adapters); null for none. */
		private Consumer<GsonBuilder> hostGson;
		/** The router of the launcher created last. */
		VersionRouter router;

		VersionedBuilder(Supplier<?> v1, Supplier<?> v2, Class<T> remote, List<Class<?>> proxied, List<Class<?>> remotes) {
			this.v1 = v1;
			this.v2 = v2;
			this.proxied = proxied;
			this.remotes = remotes;
			setRemoteInterface(remote);
		}

		@Override
		public Builder<T> configureGson(Consumer<GsonBuilder> configureGson) {
			super.configureGson(configureGson);
			hostGson = configureGson;
			return this;
		}

		@Override
		public Launcher<T> create() {
			route(router());
			return super.create();
		}

		@Override
		public FramedLauncher<T> create(MessageSink sink) {
			route(router());
			return super.create(sink);
		}

		/** Serves the connection with {@code router}, which alone knows when v2 was picked and batches may come. */
		private void route(VersionRouter router) {
			this.router = router;
			setLocalService(router);
			setBatches(() -> router.version() == 2);
		}

		private VersionRouter router() {
			GsonBuilder gson = AcpGson.configure(new MessageJsonHandler(Map.of()).getDefaultGsonBuilder());
			if (hostGson != null) {
				hostGson.accept(gson);
			}
			return new VersionRouter(v1.get(), v2.get(), gson.disableHtmlEscaping().create(), remotes);
		}

		@Override
		protected T createProxy(RemoteEndpoint remoteEndpoint) {
			return TypedRemoteEndpoint.proxy(remoteEndpoint, proxied, remoteEndpoint.getJsonHandler().getGson());
		}
	}

	/** The agent side's {@link VersionedBuilder}, which answers the client's first line before the launcher is made. */
	private static final class VersionedAgentBuilder extends VersionedBuilder<AcpClientEndpoint> {

		VersionedAgentBuilder(Supplier<? extends AcpAgentServer> v1, Supplier<? extends AcpAgentServerV2> v2) {
			super(v1, v2, AcpClientEndpoint.class, List.of(AcpClientEndpoint.class), List.of(AcpClientEndpoint.class, AcpClientEndpointV2.class));
		}

		@Override
		public NdjsonLauncher.FirstRequest<Record> answerFirstInitialize(Function<? super InitializeRequest, ?> v1Answer,
				Function<? super io.github.acp4j.api.v2.types.InitializeRequest, ?> v2Answer) {
			// Picked as the router picks; the router picks the same again when the launcher reads the line.
			return answerFirstRequest("initialize", params -> VersionRouter.asksForV2(params) ? io.github.acp4j.api.v2.types.InitializeRequest.class
					: InitializeRequest.class, request -> request instanceof io.github.acp4j.api.v2.types.InitializeRequest v2Request
							? v2Answer.apply(v2Request) : v1Answer.apply((InitializeRequest) request));
		}
	}

	/**
	 * A client-side launcher that offers ACP v2 and falls back to v1 on the same connection:
	 * {@link VersionedClient#initialize} asks for v2, and the agent's answer picks the version. The
	 * agent's requests and notifications go to {@code v1} or {@code v2} as picked (to {@code v1} before
	 * the answer); {@link VersionedClient#agent()} and {@link VersionedClient#agentV2()} call the agent.
	 * Batches are accepted once v2 was picked, never before and never on v1.
	 *
	 * @param v1 answers a v1 agent
	 * @param v2 answers a v2 agent
	 * @return the connection; call {@link VersionedClient#launcher()}{@code .startListening()}, then
	 *         {@link VersionedClient#initialize}
	 */
	public static VersionedClient<Launcher<AcpAgentServer>> client(AcpClientEndpoint v1, AcpClientEndpointV2 v2, InputStream in,
			OutputStream out) {
		VersionedBuilder<AcpAgentServer> builder = clientBuilder(v1, v2);
		Launcher<AcpAgentServer> launcher = builder.setInput(in).setOutput(out).create();
		return new VersionedClient<>(launcher, builder.router);
	}

	/**
	 * As {@link #client(AcpClientEndpoint, AcpClientEndpointV2, InputStream, OutputStream)}, on a
	 * transport that frames messages itself (the remote transport's client, {@code acp-http}).
	 */
	public static VersionedClient<FramedLauncher<AcpAgentServer>> client(AcpClientEndpoint v1, AcpClientEndpointV2 v2, MessageSink sink) {
		VersionedBuilder<AcpAgentServer> builder = clientBuilder(v1, v2);
		FramedLauncher<AcpAgentServer> launcher = builder.create(sink);
		return new VersionedClient<>(launcher, builder.router);
	}

	private static VersionedBuilder<AcpAgentServer> clientBuilder(AcpClientEndpoint v1, AcpClientEndpointV2 v2) {
		VersionedBuilder<AcpAgentServer> builder = new VersionedBuilder<>(() -> v1, () -> v2, AcpAgentServer.class,
				VersionedClient.V1_AGENT, VersionedClient.BOTH_AGENTS);
		builder.setClassLoader(AcpAgentServer.class.getClassLoader());
		return builder;
	}

	/** The v2 client of a connection made by {@link #agent(AcpAgentServer, AcpAgentServerV2, InputStream, OutputStream)}. */
	public static AcpClientEndpointV2 remoteV2(Launcher<AcpClientEndpoint> launcher) {
		return TypedRemoteEndpoint.proxy(launcher.getRemoteEndpoint(), AcpClientEndpointV2.class,
				launcher.getRemoteEndpoint().getJsonHandler().getGson());
	}

	/** An ACP v2 agent-side launcher: {@code agent} answers the client's requests read from {@code in}. */
	public static Launcher<AcpClientEndpointV2> agentV2(AcpAgentServerV2 agent, InputStream in, OutputStream out) {
		return AcpLauncher.<AcpClientEndpointV2>v2Builder().setLocalService(agent).setRemoteInterface(AcpClientEndpointV2.class).setInput(in)
				.setOutput(out).create();
	}

	/** An ACP v2 agent-side launcher on a transport that frames messages itself. */
	public static FramedLauncher<AcpClientEndpointV2> agentV2(AcpAgentServerV2 agent, MessageSink sink) {
		return AcpLauncher.<AcpClientEndpointV2>v2Builder().setLocalService(agent).setRemoteInterface(AcpClientEndpointV2.class).create(sink);
	}

	/** An ACP v2 client-side launcher: {@code client} answers the agent's requests read from {@code in}. */
	public static Launcher<AcpAgentServerV2> clientV2(AcpClientEndpointV2 client, InputStream in, OutputStream out) {
		return AcpLauncher.<AcpAgentServerV2>v2Builder().setLocalService(client).setRemoteInterface(AcpAgentServerV2.class).setInput(in)
				.setOutput(out).create();
	}

	/** An ACP v2 client-side launcher on a transport that frames messages itself (the remote transport's client). */
	public static FramedLauncher<AcpAgentServerV2> clientV2(AcpClientEndpointV2 client, MessageSink sink) {
		return AcpLauncher.<AcpAgentServerV2>v2Builder().setLocalService(client).setRemoteInterface(AcpAgentServerV2.class).create(sink);
	}

	@SuppressWarnings({ "unchecked", "rawtypes" })
	private static NdjsonLauncher.Builder<AcpAgentServer> clientBuilder(AcpClientEndpoint client) {
		// LSP4J's proxy implements every remote interface (defined in this bundle's class loader); only the first is typed.
		Collection<Class<? extends AcpAgentServer>> agent = (Collection) List.of(AcpAgentServer.class,
				AcpAgentServerDrafts.class);
		return new Builder<AcpAgentServer>().setLocalService(client).setRemoteInterfaces(agent)
				.setClassLoader(AcpAgentServer.class.getClassLoader());
	}

	/**
	 * An NDJSON launcher builder with ACP's JSON mapping installed; a Gson configuration given to
	 * {@link #configureGson} is applied after it.
	 */
	public static class Builder<T> extends NdjsonLauncher.Builder<T> {

		/** A builder with ACP's JSON mapping; set the rest as on LSP4J's builder. */
		public Builder() {
			super.configureGson(AcpGson::configure);
		}

		@Override
		public Builder<T> configureGson(Consumer<GsonBuilder> configureGson) {
			super.configureGson(gson -> configureGson.accept(AcpGson.configure(gson)));
			return this;
		}

		/**
		 * Lets the client's first line be answered before the launcher is created, when it is an
		 * {@code initialize} (see {@link #answerFirstRequest(String, Class, Function)}): with the result
		 * of {@code v1}, or, on a builder that serves ACP v2 too ({@link #agentBuilder}) and a client
		 * that asks for v2, with the result of {@code v2}, the version picked as the launcher picks it.
		 *
		 * @param v1 the answer to a v1 {@code initialize}
		 * @param v2 the answer to a v2 {@code initialize}; not called by a builder that serves v1 alone
		 * @return what answers the line; its {@code answer()} gives the {@link InitializeRequest} or the
		 *         v2 {@link io.github.acp4j.api.v2.types.InitializeRequest} answered
		 */
		public NdjsonLauncher.FirstRequest<Record> answerFirstInitialize(Function<? super InitializeRequest, ?> v1,
				Function<? super io.github.acp4j.api.v2.types.InitializeRequest, ?> v2) {
			return answerFirstRequest("initialize", params -> InitializeRequest.class, request -> v1.apply((InitializeRequest) request));
		}
	}
}
