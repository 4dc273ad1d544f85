package io.github.acp4j.http.server;

import java.net.InetSocketAddress;

/**
 * Who may use the server by where the connection comes from, beyond the bearer token: an agent
 * refuses the processes it started itself, which can read what its user can.
 */
@FunctionalInterface
public interface PeerFilter {

	/**
	 * Whether the client at {@code remote}, connected to the server's {@code local} address, may use
	 * the server. Asked once per TCP connection, once its first request carried the token, on a
	 * server thread; a connection refused gets 403 and is closed.
	 */
	boolean allows(InetSocketAddress remote, InetSocketAddress local);
}
