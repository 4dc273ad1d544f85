package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.util.List;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.http.AcpHttp;

/** https with a PKCS#12 key store: HTTP/2 by ALPN, and nothing but TLS on the port. */
class TlsTest {

	@TempDir
	Path work;

	@Test
	void servesHttp2OverTlsWithTheKeyStoresCertificate() throws Exception {
		Path keyStore = TestServers.selfSignedKeyStore(work.resolve("server.p12"));
		KeyStore trusted = KeyStore.getInstance("PKCS12");
		try (InputStream in = Files.newInputStream(keyStore)) {
			trusted.load(in, "secret".toCharArray());
		}
		TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
		trust.init(trusted);
		SSLContext ssl = SSLContext.getInstance("TLS");
		ssl.init(null, trust.getTrustManagers(), null);
		HttpClient http = HttpClient.newBuilder().sslContext(ssl).version(HttpClient.Version.HTTP_2).build();

		try (AcpHttpServer server = TestServers.start(options -> options.tls(keyStore, "secret"))) {
			HttpResponse<String> initialized = http.send(HttpRequest.newBuilder(server.uri())
					.header("Authorization", "Bearer " + TestServers.TOKEN).header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}"))
					.build(), HttpResponse.BodyHandlers.ofString());

			assertThat(server.uri().getScheme()).isEqualTo("https");
			assertThat(initialized.statusCode()).isEqualTo(200);
			assertThat(initialized.version()).isEqualTo(HttpClient.Version.HTTP_2);
			assertThat(initialized.headers().firstValue(AcpHttp.CONNECTION_ID)).isPresent();
			assertThat(List.of(server.connections())).containsExactly(1);
		}
	}
}
