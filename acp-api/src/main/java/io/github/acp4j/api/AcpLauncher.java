package io.github.acp4j.api;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import com.google.gson.GsonBuilder;

import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;
import io.github.acp4j.jsonrpc.NdjsonLauncher;

/**
 * Wires one side of an ACP connection on the NDJSON transport, as LSP4J's {@code LSPLauncher} does for
 * LSP: {@link #agent} serves an {@link AcpAgentServer} (and {@link AcpAgentServerDrafts} when the
 * agent implements it) and calls the client through an {@link AcpClientEndpoint} proxy;
 * {@link #client} is the mirror image.
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
