package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.http.client.AcpHttpClient;
import io.github.acp4j.jsonrpc.FramedLauncher;

/**
 * What the Java client tells its user when it cannot talk to the server: the reason in words (nothing
 * listens, the token is wrong), over both transports, never "null" nor a Java class name.
 */
class ClientFailuresTest {

	private static AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connect(AcpHttpClient.Builder client) throws IOException {
		return client.connect(sink -> new AcpLauncher.Builder<AcpAgentServer>().setLocalService(new AcpClientEndpoint() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				throw new AssertionError("no permission is asked");
			}

			@Override
			public void sessionUpdate(SessionNotification notification) {
				// none come before initialize is answered
			}
		}).setRemoteInterface(AcpAgentServer.class).create(sink));
	}

	/** A URL where nothing listens: a port taken and given back. */
	private static URI nothingListens() throws IOException {
		try (ServerSocket socket = new ServerSocket(0)) {
			return URI.create("http://127.0.0.1:" + socket.getLocalPort() + "/acp");
		}
	}

	/** The message of the error that answers {@code initialize}. */
	private static String initializeError(AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection) {
		AcpAgentServer agent = connection.launcher().getRemoteProxy();
		Throwable failure = catchThrowable(() -> agent.initialize(InitializeRequest.of(1)).get(30, TimeUnit.SECONDS));
		assertThat(failure).isInstanceOf(ExecutionException.class).hasCauseInstanceOf(ResponseErrorException.class);
		return failure.getCause().getMessage();
	}

	@Test
	void aWebSocketToWhereNothingListensSaysSo() throws Exception {
		URI uri = nothingListens();

		assertThatThrownBy(() -> connect(AcpHttpClient.webSocket(uri))).isInstanceOf(IOException.class)
				.hasMessageContaining("connection refused").hasMessageNotContaining("null").hasMessageNotContaining("Exception");
	}

	@Test
	void streamableHttpToWhereNothingListensAnswersInitializeWithTheReason() throws Exception {
		String message = initializeError(connect(AcpHttpClient.streamableHttp(nothingListens())));

		assertThat(message).contains("connection refused").doesNotContain("null").doesNotContain("Exception");
	}

	@Test
	void aServerCertificateTheJvmDoesNotTrustIsNamedWithoutJavasWords(@TempDir Path work) throws Exception {
		Path keyStore = TestServers.selfSignedKeyStore(work.resolve("server.p12"));
		try (AcpHttpServer server = TestServers.start(options -> options.tls(keyStore, "secret"))) {
			assertThatThrownBy(() -> connect(AcpHttpClient.webSocket(server.uri()).bearerToken(TestServers.TOKEN)))
					.hasMessageContaining("certificate is not trusted").hasMessageNotContaining("Exception").hasMessageNotContaining("sun.");

			String message = initializeError(connect(AcpHttpClient.streamableHttp(server.uri()).bearerToken(TestServers.TOKEN)));

			assertThat(message).contains("certificate is not trusted").doesNotContain("Exception").doesNotContain("sun.");
		}
	}

	@Test
	void aWrongTokenIsNamedOverBothTransports() throws Exception {
		AcpHttpServer server = TestServers.start(options -> options);
		try {
			assertThatThrownBy(() -> connect(AcpHttpClient.webSocket(server.uri()).bearerToken("wrong")))
					.hasMessageContaining("HTTP 401").hasMessageContaining("token is missing or wrong");

			String message = initializeError(connect(AcpHttpClient.streamableHttp(server.uri()).bearerToken("wrong")));

			assertThat(message).contains("HTTP 401").contains("token is missing or wrong");
		} finally {
			server.close();
		}
	}
}
