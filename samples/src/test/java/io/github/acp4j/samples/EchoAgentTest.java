package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.junit.jupiter.api.Test;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;

/** The echo agent streams a prompt's words back, each with one space after it, however they are spaced. */
class EchoAgentTest {

	@Test
	void eachWordComesBackWithOneSpaceAfterIt() throws Exception {
		List<String> chunks = new CopyOnWriteArrayList<>();
		AcpClientEndpoint client = (AcpClientEndpoint) Proxy.newProxyInstance(AcpClientEndpoint.class.getClassLoader(),
				new Class<?>[] { AcpClientEndpoint.class }, (InvocationHandler) (proxy, method, args) -> {
					if (method.getName().equals("sessionUpdate")) {
						chunks.add(((TextContent) ((AgentMessageChunk) ((SessionNotification) args[0]).update()).content()).text());
						return null;
					}
					if (method.isDefault()) {
						return InvocationHandler.invokeDefault(proxy, method, args);
					}
					throw new UnsupportedOperationException(method.getName());
				});
		PipedInputStream agentIn = new PipedInputStream(1 << 16);
		PipedInputStream clientIn = new PipedInputStream(1 << 16);
		PipedOutputStream toAgent = new PipedOutputStream(agentIn);
		PipedOutputStream toClient = new PipedOutputStream(clientIn);
		EchoAgent agent = new EchoAgent();
		Launcher<AcpClientEndpoint> agentSide = AcpLauncher.agent(agent, agentIn, toClient);
		agent.connect(agentSide.getRemoteProxy());
		agentSide.startListening();
		Launcher<AcpAgentServer> clientSide = AcpLauncher.client(client, clientIn, toAgent);
		clientSide.startListening();
		AcpAgentServer server = clientSide.getRemoteProxy();

		String sessionId = server.newSession(NewSessionRequest.of("/tmp", List.of())).get(30, TimeUnit.SECONDS).sessionId();
		StopReason stop = server.prompt(PromptRequest.of(sessionId, List.of(TextContent.of("  one  two three"), TextContent.of("four "))))
				.get(30, TimeUnit.SECONDS).stopReason();

		assertThat(stop).isEqualTo(StopReason.END_TURN);
		assertThat(chunks).containsExactly("one ", "two ", "three ", "four ");
	}
}
