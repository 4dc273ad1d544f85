package io.github.acp4j.http.server.internal;

import java.time.Duration;

/**
 * What one server allows each connection.
 *
 * @param maxMessageSize     the longest incoming message, in bytes (413 over HTTP, close 1009 over WebSocket)
 * @param maxConnections     connections at once (503 beyond)
 * @param maxBufferedBytes   output a connection may hold for a client that reads slower than it is
 *                           written; the connection ends beyond it
 * @param outputStallTimeout how long output may wait with no byte taken by the client before the
 *                           connection ends
 * @param idleTimeout        how long a connection may go without a sign of its client (a WebSocket
 *                           frame or pong; an HTTP request or an open stream) before it ends
 * @param pingInterval       how often an open connection is pinged (WebSocket) or sent a keep-alive
 *                           comment (an SSE stream), so that a live client answers and proxies keep it
 */
public record Limits(int maxMessageSize, int maxConnections, long maxBufferedBytes, Duration outputStallTimeout,
		Duration idleTimeout, Duration pingInterval) {
}
