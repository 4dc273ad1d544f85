package io.github.acp4j.http;

/** The names the remote ACP transport (Streamable HTTP and WebSocket on one {@code /acp} path) puts on the wire. */
public final class AcpHttp {

	/** The header that names the connection, given in the answer to {@code initialize} or the WebSocket upgrade. */
	public static final String CONNECTION_ID = "Acp-Connection-Id";
	/** The header that names the session of a session-scoped POST or GET. */
	public static final String SESSION_ID = "Acp-Session-Id";
	/** The media type of a POST body. */
	public static final String JSON = "application/json";
	/** The media type of a GET stream. */
	public static final String EVENT_STREAM = "text/event-stream";
	/** The default limit on one message, in either direction: 32 MiB, as the stdio transport's. */
	public static final int DEFAULT_MAX_MESSAGE_SIZE = 32 * 1024 * 1024;

	private AcpHttp() {
	}
}
