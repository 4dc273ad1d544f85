package io.github.acp4j.http.server;

import java.io.IOException;
import java.util.function.UnaryOperator;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.jsonrpc.FramedLauncher;

/** Starts servers of {@link EchoService}s for the tests. */
final class TestServers {

	static final String TOKEN = "test-token-0123456789";

	private TestServers() {
	}

	static AcpHttpServer start(UnaryOperator<AcpHttpServer.Builder> options) throws IOException {
		return options.apply(AcpHttpServer.builder(sink -> {
			EchoService service = new EchoService();
			FramedLauncher<AcpClientEndpoint> launcher = new AcpLauncher.Builder<AcpClientEndpoint>().setLocalService(service)
					.setRemoteInterface(AcpClientEndpoint.class).create(sink);
			service.client = launcher.getRemoteProxy();
			service.launcher = launcher;
			return launcher;
		}).bearerToken(TOKEN)).start();
	}
}
