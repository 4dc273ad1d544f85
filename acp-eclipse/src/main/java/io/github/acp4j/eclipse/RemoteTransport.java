package io.github.acp4j.eclipse;

import java.net.URI;

import io.github.acp4j.http.client.AcpHttpClient;

/** How the view reaches a remote agent: the two transports of the ACP transport RFD that acp-http's client speaks. */
public enum RemoteTransport {
	/** One WebSocket ({@code ws}, {@code wss}, {@code http} or {@code https} URL). */
	WEBSOCKET("WebSocket"),
	/** POST for what the view sends, SSE streams for what it receives ({@code http} or {@code https} URL only). */
	STREAMABLE_HTTP("Streamable HTTP");

	private final String label;

	RemoteTransport(String label) {
		this.label = label;
	}

	/** The name the dialog and the preference page show. */
	public String label() {
		return label;
	}

	/** acp-http's client of {@code uri} over this transport. */
	AcpHttpClient.Builder client(URI uri) {
		return this == WEBSOCKET ? AcpHttpClient.webSocket(uri) : AcpHttpClient.streamableHttp(uri);
	}
}
