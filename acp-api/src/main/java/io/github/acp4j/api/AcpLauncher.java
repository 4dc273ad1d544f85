package io.github.acp4j.api;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;

import com.google.gson.GsonBuilder;

import io.github.acp4j.api.internal.TypedRemoteEndpoint;
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
 * connection, {@code initialize} picking the version.
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
	 * one.
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
	 * the rest (message wrappers, executor, Gson) before {@code create}; its local service is set.
	 */
	public static Builder<AcpClientEndpoint> agentBuilder(AcpAgentServer v1, AcpAgentServerV2 v2) {
		VersionRouter router = new VersionRouter(v1, v2, AcpGson.create(), List.of(AcpClientEndpoint.class, AcpClientEndpointV2.class));
		Builder<AcpClientEndpoint> builder = new Builder<>() {
			@Override
			protected AcpClientEndpoint createProxy(RemoteEndpoint remoteEndpoint) {
				return TypedRemoteEndpoint.proxy(remoteEndpoint, AcpClientEndpoint.class, remoteEndpoint.getJsonHandler().getGson());
			}

			@Override
			public Builder<AcpClientEndpoint> configureGson(Consumer<GsonBuilder> configureGson) {
				super.configureGson(configureGson);
				// Params are read by the router, with the host's mapping too (its stricter adapters).
				GsonBuilder gson = new MessageJsonHandler(Map.of()).getDefaultGsonBuilder();
				configureGson.accept(AcpGson.configure(gson));
				router.gson(gson.disableHtmlEscaping().create());
				return this;
			}
		};
		builder.setLocalService(router).setRemoteInterface(AcpClientEndpoint.class);
		return builder;
	}

	/** The v2 client of a connection made by {@link #agent(AcpAgentServer, AcpAgentServerV2, InputStream, OutputStream)}. */
	public static AcpClientEndpointV2 remoteV2(Launcher<AcpClientEndpoint> launcher) {
		return TypedRemoteEndpoint.proxy(launcher.getRemoteEndpoint(), AcpClientEndpointV2.class,
				launcher.getRemoteEndpoint().getJsonHandler().getGson());
	}

	/** An ACP v2 agent-side launcher: {@code agent} answers the client's requests read from {@code in}. */
	public static Launcher<AcpClientEndpointV2> agentV2(AcpAgentServerV2 agent, InputStream in, OutputStream out) {
		return new Builder<AcpClientEndpointV2>().setLocalService(agent).setRemoteInterface(AcpClientEndpointV2.class).setInput(in)
				.setOutput(out).create();
	}

	/** An ACP v2 agent-side launcher on a transport that frames messages itself. */
	public static FramedLauncher<AcpClientEndpointV2> agentV2(AcpAgentServerV2 agent, MessageSink sink) {
		return new Builder<AcpClientEndpointV2>().setLocalService(agent).setRemoteInterface(AcpClientEndpointV2.class).create(sink);
	}

	/** An ACP v2 client-side launcher: {@code client} answers the agent's requests read from {@code in}. */
	public static Launcher<AcpAgentServerV2> clientV2(AcpClientEndpointV2 client, InputStream in, OutputStream out) {
		return new Builder<AcpAgentServerV2>().setLocalService(client).setRemoteInterface(AcpAgentServerV2.class).setInput(in)
				.setOutput(out).create();
	}

	/** An ACP v2 client-side launcher on a transport that frames messages itself (the remote transport's client). */
	public static FramedLauncher<AcpAgentServerV2> clientV2(AcpClientEndpointV2 client, MessageSink sink) {
		return new Builder<AcpAgentServerV2>().setLocalService(client).setRemoteInterface(AcpAgentServerV2.class).create(sink);
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
	}
}
