package io.github.acp4j.http.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;

/** Starts servers of {@link EchoService}s for the tests. */
final class TestServers {

	static final String TOKEN = "test-token-0123456789";

	private TestServers() {
	}

	/**
	 * A PKCS#12 key store at {@code keyStore} (password {@code secret}) with a self-signed certificate for
	 * {@code localhost} and 127.0.0.1, which no JVM trusts by default.
	 */
	static Path selfSignedKeyStore(Path keyStore) throws IOException, InterruptedException {
		Process keytool = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "keytool").toString(), "-genkeypair",
				"-alias", "acp", "-keyalg", "EC", "-groupname", "secp256r1", "-dname", "CN=localhost", "-ext", "SAN=ip:127.0.0.1",
				"-validity", "2", "-storetype", "PKCS12", "-keystore", keyStore.toString(), "-storepass", "secret", "-keypass", "secret")
				.redirectErrorStream(true).start();
		keytool.getInputStream().transferTo(OutputStream.nullOutputStream());
		if (!keytool.waitFor(60, TimeUnit.SECONDS) || keytool.exitValue() != 0) {
			throw new IOException("keytool could not make " + keyStore);
		}
		return keyStore;
	}

	/** Waits, as a guard against hangs only, until {@code condition} holds. */
	static boolean eventually(BooleanSupplier condition) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		while (!condition.getAsBoolean()) {
			if (System.nanoTime() > deadline) {
				return false;
			}
			Thread.sleep(20);
		}
		return true;
	}

	/** A server whose connections speak ACP v1 or v2, as their {@code initialize} asks; the v2 services record their calls in {@code calls}. */
	static AcpHttpServer startV1AndV2(UnaryOperator<AcpHttpServer.Builder> options, List<String> calls) throws IOException {
		return start(options, (service, sink) -> AcpLauncher.agentBuilder(service, new EchoServiceV2(calls)).create(sink));
	}

	static AcpHttpServer start(UnaryOperator<AcpHttpServer.Builder> options) throws IOException {
		return start(options, (service, sink) -> new AcpLauncher.Builder<AcpClientEndpoint>().setLocalService(service)
				.setRemoteInterface(AcpClientEndpoint.class).create(sink));
	}

	private static AcpHttpServer start(UnaryOperator<AcpHttpServer.Builder> options,
			BiFunction<EchoService, MessageSink, FramedLauncher<AcpClientEndpoint>> launchers) throws IOException {
		return options.apply(AcpHttpServer.builder(sink -> {
			EchoService service = new EchoService();
			FramedLauncher<AcpClientEndpoint> launcher = launchers.apply(service, sink);
			service.client = launcher.getRemoteProxy();
			service.launcher = launcher;
			return launcher;
		}).bearerToken(TOKEN)).start();
	}
}
