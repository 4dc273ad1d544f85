package io.github.acp4j.agent;

import com.google.inject.Singleton;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.InitializeRequest;

/** The client on the other end: its proxy, and what it told us at {@code initialize}. */
@Singleton
public final class ClientConnection {

	private volatile AcpClientEndpoint client;
	private volatile InitializeRequest initialize;

	/** Called once the launcher made the client's proxy. */
	public void connect(AcpClientEndpoint client) {
		this.client = client;
	}

	public AcpClientEndpoint client() {
		return client;
	}

	void initialized(InitializeRequest request) {
		this.initialize = request;
	}

	/** Whether {@code initialize} was answered. */
	public boolean isInitialized() {
		return initialize != null;
	}

	/** What the client advertised, never null once initialized. */
	public ClientCapabilities capabilities() {
		InitializeRequest request = initialize;
		return request == null || request.clientCapabilities() == null ? ClientCapabilities.builder().build()
				: request.clientCapabilities();
	}
}
