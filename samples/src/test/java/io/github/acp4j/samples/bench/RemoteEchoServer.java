package io.github.acp4j.samples.bench;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.http.server.AcpHttpServer;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.samples.EchoAgent;

/**
 * The samples' {@link EchoAgent} served over Streamable HTTP and WebSocket at
 * {@code http://127.0.0.1:PORT/acp}, one agent per connection, as {@code ts-remote-echo-agent.mjs}
 * serves the TypeScript SDK's: the Java side of the remote benchmark ({@code remote-lean-client.mjs}).
 * PORT: the first argument (0, the default, takes a free one); {@code ACP_TOKEN}, when set, is required
 * as {@code Bearer TOKEN}. Prints {@code listening on URL} on stderr.
 */
public final class RemoteEchoServer {

	private RemoteEchoServer() {
	}

	public static void main(String[] args) throws Exception {
		// One builder for every connection: their launchers share the JSON mapping and method tables.
		AcpLauncher.Builder<AcpClientEndpoint> launchers = new AcpLauncher.Builder<>();
		launchers.setRemoteInterface(AcpClientEndpoint.class);
		AcpHttpServer.Builder builder = AcpHttpServer.builder(sink -> {
			EchoAgent agent = new EchoAgent();
			FramedLauncher<AcpClientEndpoint> launcher;
			synchronized (launchers) {
				launcher = launchers.setLocalService(agent).create(sink);
			}
			agent.connect(launcher.getRemoteProxy());
			return launcher;
		}).port(args.length > 0 ? Integer.parseInt(args[0]) : 0).maxConnections(4096);
		String token = System.getenv("ACP_TOKEN");
		if (token == null || token.isEmpty()) {
			builder.unauthenticated();
		} else {
			builder.bearerToken(token);
		}
		AcpHttpServer server = builder.start();
		System.err.println("listening on " + server.uri());
		Thread.currentThread().join();
	}
}
