package io.github.acp4j.http.server;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

import org.eclipse.jetty.alpn.server.ALPNServerConnectionFactory;
import org.eclipse.jetty.http2.server.HTTP2CServerConnectionFactory;
import org.eclipse.jetty.http2.server.HTTP2ServerConnectionFactory;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.websocket.server.ServerWebSocketContainer;

import io.github.acp4j.http.AcpHttp;
import io.github.acp4j.http.server.internal.Access;
import io.github.acp4j.http.server.internal.AcpHandler;
import io.github.acp4j.http.server.internal.Admission;
import io.github.acp4j.http.server.internal.Descriptors;
import io.github.acp4j.http.server.internal.Limits;
import io.github.acp4j.http.server.internal.Registry;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;

/**
 * Serves a JSON-RPC endpoint at one path over Streamable HTTP (POST, GET as SSE, DELETE) and
 * WebSocket, as the ACP transport RFD defines them and the official TypeScript SDK implements them;
 * HTTP/1.1 and HTTP/2 (h2c, or h2 with TLS). Each connection gets a launcher of its own from the
 * endpoint function, as if it were a process on stdio: the launcher's
 * {@link FramedLauncher#startListening() listening} ends when the connection does.
 *
 * <pre>{@code
 * AcpHttpServer server = AcpHttpServer.builder(sink -> new AcpLauncher.Builder<AcpClientEndpoint>()
 *         .setLocalService(new MyAgent()).setRemoteInterface(AcpClientEndpoint.class).create(sink))
 *     .port(8080).bearerToken(token).start();
 * }</pre>
 *
 * <p>Secure by default: a bearer token is required unless {@link Builder#unauthenticated()} says
 * otherwise, and a request with an {@code Origin} header not {@linkplain Builder#allowOrigin allowed}
 * gets 403.
 */
public final class AcpHttpServer implements AutoCloseable {

	/** How long {@link #close()} lets the last messages be written before the sockets close. */
	private static final Duration DRAIN = Duration.ofSeconds(10);

	private final Server server;
	private final ServerConnector connector;
	private final Registry registry;
	private final String path;
	private final boolean tls;

	private AcpHttpServer(Server server, ServerConnector connector, Registry registry, String path, boolean tls) {
		this.server = server;
		this.connector = connector;
		this.registry = registry;
		this.path = path;
		this.tls = tls;
	}

	/** A server whose connections each get a launcher from {@code endpoint}, made with the sink they send through. */
	public static Builder builder(Function<MessageSink, FramedLauncher<?>> endpoint) {
		return new Builder(endpoint);
	}

	/** The endpoint's URL: {@code http://HOST:PORT/acp} (https with TLS), with the port bound. */
	public URI uri() {
		String host = connector.getHost();
		String literal = host.contains(":") ? "[" + host + "]" : host;
		return URI.create((tls ? "https" : "http") + "://" + literal + ":" + connector.getLocalPort() + path);
	}

	/** The connections open now. */
	public int connections() {
		return registry.size();
	}

	/**
	 * Ends every connection (each launcher's listening ends), lets what they were sent reach the
	 * clients that read it for a few seconds at most, and stops listening.
	 */
	@Override
	public void close() {
		registry.close(DRAIN);
		try {
			server.stop();
		} catch (Exception e) {
			throw new IllegalStateException("The server did not stop cleanly", e);
		}
	}

	/** Configures and starts a server. */
	public static final class Builder {

		private final Function<MessageSink, FramedLauncher<?>> endpoint;
		private String host = InetAddress.getLoopbackAddress().getHostAddress();
		private int port;
		private String path = "/acp";
		private String token;
		private boolean unauthenticated;
		private final Set<String> origins = new LinkedHashSet<>();
		private Path keyStore;
		private String keyStorePassword;
		private int maxMessageSize = AcpHttp.DEFAULT_MAX_MESSAGE_SIZE;
		private int maxConnections = 1024;
		private long maxBufferedBytes = 64L * 1024 * 1024;
		private Duration outputStallTimeout = Duration.ofSeconds(60);
		private Duration idleTimeout = Duration.ofSeconds(120);
		private Duration pingInterval = Duration.ofSeconds(15);
		private int maxPendingConnections = 256;
		private int maxPendingConnectionsPerPeer = 32;
		private Duration firstRequestTimeout = Duration.ofSeconds(10);
		private int reservedDescriptors = 256;
		private PeerFilter peerFilter;

		private Builder(Function<MessageSink, FramedLauncher<?>> endpoint) {
			this.endpoint = Objects.requireNonNull(endpoint, "endpoint");
		}

		/** The address to bind; loopback by default. */
		public Builder host(String host) {
			this.host = Objects.requireNonNull(host, "host");
			return this;
		}

		/** The port to bind; 0 (the default) takes a free one. */
		public Builder port(int port) {
			this.port = port;
			return this;
		}

		/** The endpoint's path; {@code /acp} by default. */
		public Builder path(String path) {
			this.path = Objects.requireNonNull(path, "path");
			return this;
		}

		/** The token every request and upgrade must carry as {@code Authorization: Bearer TOKEN} (401 without it). */
		public Builder bearerToken(String token) {
			if (token == null || token.isBlank()) {
				throw new IllegalArgumentException("the bearer token must not be empty");
			}
			this.token = token;
			return this;
		}

		/** Lets requests in without a token: for a server only a trusted proxy reaches, which authenticates itself. */
		public Builder unauthenticated() {
			this.unauthenticated = true;
			return this;
		}

		/** An {@code Origin} (such as {@code https://ide.example.com}) whose requests are let in; any other gets 403. */
		public Builder allowOrigin(String origin) {
			origins.add(Objects.requireNonNull(origin, "origin"));
			return this;
		}

		/** Serves https and wss with the key and certificate of a PKCS#12 key store. */
		public Builder tls(Path keyStore, String password) {
			this.keyStore = Objects.requireNonNull(keyStore, "keyStore");
			this.keyStorePassword = password;
			return this;
		}

		/** The longest message a client may send, in bytes; 32 MiB by default. */
		public Builder maxMessageSize(int bytes) {
			this.maxMessageSize = positive(bytes, "maxMessageSize");
			return this;
		}

		/** Connections at once; 1024 by default, 503 beyond. */
		public Builder maxConnections(int connections) {
			this.maxConnections = positive(connections, "maxConnections");
			return this;
		}

		/** Output one connection may hold for a client that reads slower than it is written; 64 MiB by default. */
		public Builder maxBufferedBytes(long bytes) {
			this.maxBufferedBytes = positive(bytes, "maxBufferedBytes");
			return this;
		}

		/** How long output may wait with nothing taken by the client before the connection ends; 60 s by default. */
		public Builder outputStallTimeout(Duration timeout) {
			this.outputStallTimeout = timeout;
			return this;
		}

		/**
		 * How long a connection may go without a sign of its client before it ends; 120 s by default. A
		 * live client gives one at every ping (WebSocket) or keeps a stream open (Streamable HTTP), so
		 * this ends only connections whose client is gone, never one in the middle of a silent turn.
		 */
		public Builder idleTimeout(Duration timeout) {
			this.idleTimeout = timeout;
			return this;
		}

		/** How often a connection is pinged, or an open SSE stream sent a keep-alive comment; 15 s by default. */
		public Builder pingInterval(Duration interval) {
			this.pingInterval = interval;
			return this;
		}

		/**
		 * TCP connections at once that have made no authenticated request yet: 256 in all by default, and
		 * 32 from one peer (an IPv4 address, an IPv6 /64, or this machine's loopback); past either, the
		 * oldest such connection (of that peer, or of all) is closed to let the new one in.
		 */
		public Builder maxPendingConnections(int total, int perPeer) {
			this.maxPendingConnections = positive(total, "maxPendingConnections");
			this.maxPendingConnectionsPerPeer = positive(perPeer, "maxPendingConnectionsPerPeer");
			return this;
		}

		/**
		 * How long a new TCP connection may take to make its first authenticated request, headers
		 * included, before it is closed; 10 s by default. A request that fails authentication ends its
		 * connection too.
		 */
		public Builder firstRequestTimeout(Duration timeout) {
			this.firstRequestTimeout = Objects.requireNonNull(timeout, "timeout");
			return this;
		}

		/**
		 * File descriptors the server leaves to the rest of the process (its files, its child
		 * processes): connections are refused before fewer than this many would be free; 256 by default.
		 */
		public Builder reservedDescriptors(int descriptors) {
			this.reservedDescriptors = positive(descriptors, "reservedDescriptors");
			return this;
		}

		/** Judges each TCP connection once its first request carried the token; one it refuses gets 403. None by default. */
		public Builder peerFilter(PeerFilter filter) {
			this.peerFilter = Objects.requireNonNull(filter, "filter");
			return this;
		}

		private static <N extends Number> N positive(N value, String name) {
			if (value.longValue() <= 0) {
				throw new IllegalArgumentException(name + " must be positive: " + value);
			}
			return value;
		}

		/** Binds and starts the server. */
		public AcpHttpServer start() throws IOException {
			if (token == null && !unauthenticated) {
				throw new IllegalStateException("set a bearer token, or call unauthenticated() for a server behind an authenticating proxy");
			}
			Limits limits = new Limits(maxMessageSize, maxConnections, maxBufferedBytes, outputStallTimeout, idleTimeout, pingInterval);
			QueuedThreadPool threads = new QueuedThreadPool();
			threads.setName("acp-http");
			threads.setDaemon(true);
			Server server = new Server(threads);
			HttpConfiguration config = new HttpConfiguration();
			config.setSendServerVersion(false);
			config.setSendXPoweredBy(false);
			ServerConnector connector;
			if (keyStore != null) {
				config.addCustomizer(new SecureRequestCustomizer());
				SslContextFactory.Server ssl = new SslContextFactory.Server();
				ssl.setKeyStorePath(keyStore.toString());
				ssl.setKeyStoreType("PKCS12");
				ssl.setKeyStorePassword(keyStorePassword);
				HttpConnectionFactory http1 = new HttpConnectionFactory(config);
				ALPNServerConnectionFactory alpn = new ALPNServerConnectionFactory();
				alpn.setDefaultProtocol(http1.getProtocol());
				connector = new ServerConnector(server, new SslConnectionFactory(ssl, alpn.getProtocol()), alpn,
						new HTTP2ServerConnectionFactory(config), http1);
			} else {
				connector = new ServerConnector(server, new HttpConnectionFactory(config), new HTTP2CServerConnectionFactory(config));
			}
			connector.setHost(host);
			connector.setPort(port);
			// Our own checks end connections whose client is gone; Jetty's only those that went silent for longer.
			connector.setIdleTimeout(Math.max(idleTimeout.toMillis(), 4 * pingInterval.toMillis()));
			server.addConnector(connector);
			Admission admission = new Admission(Descriptors.connectionsAllowed(maxConnections + maxPendingConnections, reservedDescriptors),
					maxPendingConnections, maxPendingConnectionsPerPeer, firstRequestTimeout.toNanos(), connector::getConnectedEndPoints);
			connector.addBean(admission);
			ServerWebSocketContainer webSockets = ServerWebSocketContainer.ensure(server);
			webSockets.setMaxTextMessageSize(maxMessageSize);
			webSockets.setMaxBinaryMessageSize(maxMessageSize);
			webSockets.setIdleTimeout(Duration.ofMillis(connector.getIdleTimeout()));
			Registry registry = new Registry(limits);
			registry.everyTick(() -> admission.sweep(System.nanoTime()));
			server.setHandler(new AcpHandler(path, new Access(unauthenticated ? null : token, origins, peerFilter), registry, admission,
					endpoint, webSockets));
			try {
				server.start();
			} catch (IOException e) {
				registry.close();
				throw e;
			} catch (Exception e) {
				registry.close();
				throw new IOException("The server could not start: " + e.getMessage(), e);
			}
			return new AcpHttpServer(server, connector, registry, path, keyStore != null);
		}
	}
}
