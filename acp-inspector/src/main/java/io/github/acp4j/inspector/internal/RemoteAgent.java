package io.github.acp4j.inspector.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;

import io.github.acp4j.http.AcpHttp;
import io.github.acp4j.http.client.AcpHttpClient;

/**
 * The proxy in front of a remote agent over WebSocket: each line the client writes is sent as one
 * text message, each message the agent sends is written as one line. The lines are shown as they
 * pass on standard input and output.
 */
public final class RemoteAgent {

	private RemoteAgent() {
	}

	/**
	 * Relays between the client on {@code in}/{@code out} and the agent at {@code uri} (with
	 * {@code token} as its bearer token, when given) until either side ends; 0 when the connection
	 * ended, 1 when the client wrote a line longer than the transport takes.
	 *
	 * @throws IOException when the agent cannot be reached
	 */
	public static int proxy(URI uri, String token, InputStream in, OutputStream out, Recording recording, PrintStream err)
			throws IOException, InterruptedException {
		LineTap fromAgent = recording.tap(Entry.AGENT);
		CompletableFuture<Void> ended = new CompletableFuture<>();
		AcpHttpClient.Builder builder = AcpHttpClient.webSocket(uri);
		if (token != null && !token.isBlank()) {
			builder.bearerToken(token);
		}
		AcpHttpClient.Relay relay = builder.relay(text -> {
			byte[] line = (text + "\n").getBytes(StandardCharsets.UTF_8);
			synchronized (out) {
				try {
					out.write(line);
					out.flush();
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
				fromAgent.accept(line, 0, line.length);
			}
		}, () -> ended.complete(null));
		Thread client = new Thread(() -> {
			try {
				send(in, relay, recording.tap(Entry.CLIENT));
			} catch (IOException e) {
				err.println("acp4j inspect: " + e.getMessage());
			} finally {
				relay.close();
			}
		}, "acp4j-inspect-client");
		client.setDaemon(true);
		client.start();
		try {
			ended.get();
		} catch (java.util.concurrent.ExecutionException e) {
			return 1;
		}
		return 0;
	}

	/** Sends each line of {@code in} as one message, until {@code in} ends. */
	private static void send(InputStream in, AcpHttpClient.Relay relay, LineTap tap) throws IOException {
		byte[] buffer = new byte[64 * 1024];
		ByteArrayOutputStream line = new ByteArrayOutputStream();
		try {
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				tap.accept(buffer, 0, read);
				int start = 0;
				for (int i = 0; i < read; i++) {
					if (buffer[i] == '\n') {
						line.write(buffer, start, i - start);
						relay.send(line.toString(StandardCharsets.UTF_8));
						line.reset();
						start = i + 1;
					}
				}
				line.write(buffer, start, read - start);
				if (line.size() > AcpHttp.DEFAULT_MAX_MESSAGE_SIZE) {
					throw new IOException("the client wrote a line longer than " + AcpHttp.DEFAULT_MAX_MESSAGE_SIZE
							+ " bytes, more than one WebSocket message takes");
				}
			}
		} finally {
			tap.end();
		}
	}
}
