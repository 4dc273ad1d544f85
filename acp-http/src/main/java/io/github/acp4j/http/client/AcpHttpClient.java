package io.github.acp4j.http.client;

import java.io.IOException;
import java.net.CookieManager;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

import io.github.acp4j.http.AcpHttp;
import io.github.acp4j.http.internal.HttpTransport;
import io.github.acp4j.http.internal.Transport;
import io.github.acp4j.http.internal.WebSocketTransport;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;

/**
 * Reaches a JSON-RPC endpoint served over WebSocket or Streamable HTTP, as the ACP transport RFD
 * defines them, with the JDK's HTTP client: cookies set by the server are kept and sent back for the
 * connection's life (load balancers use them for affinity). The endpoint on this side is a
 * {@link FramedLauncher}, made with the sink it sends through:
 *
 * <pre>{@code
 * AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection = AcpHttpClient.webSocket(uri)
 *     .bearerToken(token)
 *     .connect(sink -> new AcpLauncher.Builder<AcpAgentServer>().setLocalService(myClient)
 *         .setRemoteInterface(AcpAgentServer.class).create(sink));
 * AcpAgentServer agent = connection.launcher().getRemoteProxy();
 * }</pre>
 */
public final class AcpHttpClient {

	private AcpHttpClient() {
	}

	/** A client of the endpoint at {@code uri} over WebSocket ({@code http}, {@code https}, {@code ws} or {@code wss}). */
	public static Builder webSocket(URI uri) {
		return new Builder(uri, true);
	}

	/** A client of the endpoint at {@code uri} over Streamable HTTP: POST for what it sends, SSE streams for what it receives. */
	public static Builder streamableHttp(URI uri) {
		return new Builder(uri, false);
	}

	/** An open connection and its launcher. */
	public static final class Connection<L extends FramedLauncher<?>> implements AutoCloseable {

		private final L launcher;
		private final Transport transport;

		Connection(L launcher, Transport transport) {
			this.launcher = launcher;
			this.transport = transport;
		}

		/** The launcher that speaks on this connection. */
		public L launcher() {
			return launcher;
		}

		/** The server's {@code Acp-Connection-Id} once known (over Streamable HTTP, once {@code initialize} is answered), else null. */
		public String connectionId() {
			return transport.connectionId();
		}

		/** Ends the connection (DELETE over Streamable HTTP, a close over WebSocket); the launcher's listening ends. */
		@Override
		public void close() {
			transport.close();
		}
	}

	/** An open connection that passes messages' text both ways unread (see {@link Builder#relay}). */
	public static final class Relay implements AutoCloseable {

		private final Transport transport;

		Relay(Transport transport) {
			this.transport = transport;
		}

		/** Sends one message's text as it is; does not wait for the server. */
		public void send(String json) throws IOException {
			transport.send(json);
		}

		/** Ends the connection; the end is reported as the server's would be. */
		@Override
		public void close() {
			transport.close();
		}
	}

	/** Configures a connection. */
	public static final class Builder {

		private final URI uri;
		private final boolean webSocket;
		private final Map<String, String> headers = new LinkedHashMap<>();
		private HttpClient http;
		private int maxMessageSize = AcpHttp.DEFAULT_MAX_MESSAGE_SIZE;
		private Duration connectTimeout = Duration.ofSeconds(30);

		Builder(URI uri, boolean webSocket) {
			this.uri = Objects.requireNonNull(uri, "uri");
			this.webSocket = webSocket;
		}

		/** Sends {@code Authorization: Bearer TOKEN} with every request. */
		public Builder bearerToken(String token) {
			return header("Authorization", "Bearer " + token);
		}

		/** Sends a header with every request and the WebSocket upgrade. */
		public Builder header(String name, String value) {
			headers.put(name, value);
			return this;
		}

		/**
		 * The JDK client to use (its TLS settings, proxy, executor); by default one of this connection's
		 * own, with its own cookie store.
		 */
		public Builder httpClient(HttpClient client) {
			this.http = client;
			return this;
		}

		/** The longest message accepted from the server; 32 MiB by default. */
		public Builder maxMessageSize(int bytes) {
			if (bytes <= 0) {
				throw new IllegalArgumentException("maxMessageSize must be positive: " + bytes);
			}
			this.maxMessageSize = bytes;
			return this;
		}

		/** How long opening the connection may take; 30 s by default. */
		public Builder connectTimeout(Duration timeout) {
			this.connectTimeout = Objects.requireNonNull(timeout, "timeout");
			return this;
		}

		/**
		 * Opens the connection with the launcher {@code endpoint} makes. Over WebSocket this waits for the
		 * upgrade; over Streamable HTTP nothing is sent before the launcher's first message, which must
		 * be {@code initialize}.
		 *
		 * @throws IOException when the server cannot be reached or refuses the upgrade
		 */
		public <L extends FramedLauncher<?>> Connection<L> connect(Function<MessageSink, L> endpoint) throws IOException {
			Transport transport = transport();
			L launcher = endpoint.apply(transport::send);
			transport.start(launcher, connectTimeout);
			return new Connection<>(launcher, transport);
		}

		/**
		 * Opens a connection with no launcher: each message's text from the server goes to
		 * {@code receiver} as it arrived, and {@code onEnd} runs once the connection ends. For a proxy
		 * or an inspector, which passes messages on and must not re-encode them.
		 *
		 * @throws IOException when the server cannot be reached or refuses the upgrade
		 */
		public Relay relay(Consumer<String> receiver, Runnable onEnd) throws IOException {
			Transport transport = transport();
			transport.start(receiver, onEnd, connectTimeout);
			return new Relay(transport);
		}

		private Transport transport() {
			HttpClient client = http != null ? http
					: HttpClient.newBuilder().cookieHandler(new CookieManager()).connectTimeout(connectTimeout).build();
			return webSocket ? new WebSocketTransport(client, uri, headers, maxMessageSize)
					: new HttpTransport(client, uri, headers, maxMessageSize);
		}
	}
}
