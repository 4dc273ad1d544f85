package io.github.acp4j.http.server.internal;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.jetty.server.ConnectionMetaData;
import org.eclipse.jetty.server.Request;

import io.github.acp4j.http.server.PeerFilter;

/**
 * Who may use the server: a request whose {@code Origin} is not allowed is refused (a web page may
 * not drive the agent: DNS rebinding, cross-site WebSocket hijacking), and one without the bearer
 * token is refused. The token is compared in constant time, through its digest, so that neither its
 * content nor its length shows in the time taken. A {@link PeerFilter} then judges each TCP connection
 * once.
 */
public final class Access {

	private static final String BEARER = "bearer ";
	/**
	 * The WebSocket subprotocol a browser offers its token in, since its WebSocket cannot send
	 * {@code Authorization}: {@code acp.bearer.TOKEN}, beside {@link #PROTOCOL}.
	 */
	static final String BEARER_PROTOCOL = "acp.bearer.";
	/** The subprotocol the server accepts when the client offers it with its token, so that the token is not echoed. */
	static final String PROTOCOL = "acp";

	private final byte[] tokenDigest;
	/** The filter's verdict, kept on the connection it judged. */
	private static final String PEER_VERDICT = Access.class.getName() + ".peer";

	private final Set<String> origins;
	private final PeerFilter peers;

	/**
	 * @param token the bearer token, or null to let every request in
	 * @param peers judges each connection, or null to let every one in
	 */
	public Access(String token, Set<String> origins, PeerFilter peers) {
		this.tokenDigest = token == null ? null : digest(token);
		this.origins = Set.copyOf(origins);
		this.peers = peers;
	}

	/**
	 * Whether the connection {@code request} came on may use the server: the filter is asked at the
	 * connection's first request (after the token, so that no one without it makes the agent look)
	 * and its answer kept on the connection for the others.
	 */
	boolean allowsPeer(Request request) {
		ConnectionMetaData connection = request.getConnectionMetaData();
		if (peers == null || !(connection.getRemoteSocketAddress() instanceof InetSocketAddress remote)
				|| !(connection.getLocalSocketAddress() instanceof InetSocketAddress local)) {
			return true; // the server has TCP connectors only
		}
		Object verdict = connection.getAttribute(PEER_VERDICT);
		if (verdict == null) {
			verdict = peers.allows(remote, local);
			connection.setAttribute(PEER_VERDICT, verdict);
		}
		return (Boolean) verdict;
	}

	/** Whether a request with this {@code Origin} header (null: none) may go on. */
	boolean allowsOrigin(String origin) {
		return origin == null || origins.contains(origin);
	}

	/** Whether a request with this {@code Authorization} header (null: none) may go on. */
	boolean authorizes(String authorization) {
		if (tokenDigest == null) {
			return true;
		}
		if (authorization == null || authorization.length() < BEARER.length()
				|| !authorization.substring(0, BEARER.length()).toLowerCase(Locale.ROOT).equals(BEARER)) {
			return false;
		}
		return MessageDigest.isEqual(tokenDigest, digest(authorization.substring(BEARER.length()).strip()));
	}

	/** Whether one of the WebSocket subprotocols a client offered is {@link #BEARER_PROTOCOL} with the token. */
	boolean authorizesProtocols(List<String> offered) {
		if (tokenDigest == null) {
			return true;
		}
		boolean authorized = false;
		for (String protocol : protocols(offered)) {
			// Every offered one is compared, so that the time taken does not tell which matched.
			if (protocol.startsWith(BEARER_PROTOCOL)
					& MessageDigest.isEqual(tokenDigest, digest(protocol.substring(Math.min(protocol.length(), BEARER_PROTOCOL.length()))))) {
				authorized = true;
			}
		}
		return authorized;
	}

	/**
	 * The subprotocol to accept of those offered: {@link #PROTOCOL} if offered, else none (null), never
	 * the token's, which would echo it (a browser that offered only that one then fails the connection,
	 * as it should: it is told to offer both).
	 */
	static String acceptedProtocol(List<String> offered) {
		return protocols(offered).contains(PROTOCOL) ? PROTOCOL : null;
	}

	/** The subprotocols of {@code Sec-WebSocket-Protocol} headers, each of which may list several. */
	private static List<String> protocols(List<String> headers) {
		List<String> all = new ArrayList<>();
		if (headers != null) {
			for (String header : headers) {
				for (String protocol : header.split(",")) {
					if (!protocol.isBlank()) {
						all.add(protocol.strip());
					}
				}
			}
		}
		return all;
	}

	private static byte[] digest(String token) {
		try {
			return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every JDK has SHA-256", e);
		}
	}
}
