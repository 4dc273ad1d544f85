package io.github.acp4j.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.UnknownContentBlock;
import io.github.acp4j.api.types.UnknownSessionUpdate;

/**
 * A proxy between an editor and an agent, built on the typed interfaces: what neither side's
 * library knows reaches the proxy's handlers as an unknown variant and leaves it unchanged.
 */
class UnknownVariantProxyTest {

	private final List<Object> handled = new CopyOnWriteArrayList<>();
	private OutputStream fromEditor;
	private BufferedReader toEditor;
	private OutputStream fromAgent;
	private BufferedReader toAgent;

	private AcpClientEndpoint editor;
	private AcpAgentServer agent;

	/** The proxy's side that the editor talks to: hands prompts on to the agent. */
	class EditorSide implements AcpAgentServer {
		@Override
		public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
			handled.add(request.prompt().get(0));
			return agent.prompt(request);
		}

		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			return agent.initialize(request);
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			return agent.newSession(request);
		}

		@Override
		public void cancel(CancelNotification notification) {
			agent.cancel(notification);
		}
	}

	/** The proxy's side that the agent talks to: hands updates on to the editor. */
	class AgentSide implements AcpClientEndpoint {
		@Override
		public void sessionUpdate(SessionNotification notification) {
			handled.add(notification.update());
			editor.sessionUpdate(notification);
		}

		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			return editor.requestPermission(request);
		}
	}

	@BeforeEach
	void wire() throws IOException {
		Pipe editorIn = Pipe.open();
		Pipe editorOut = Pipe.open();
		Pipe agentIn = Pipe.open();
		Pipe agentOut = Pipe.open();
		var facingEditor = AcpLauncher.agent(new EditorSide(), Channels.newInputStream(editorIn.source()), Channels.newOutputStream(editorOut.sink()));
		var facingAgent = AcpLauncher.client(new AgentSide(), Channels.newInputStream(agentIn.source()), Channels.newOutputStream(agentOut.sink()));
		editor = facingEditor.getRemoteProxy();
		agent = facingAgent.getRemoteProxy();
		facingEditor.startListening();
		facingAgent.startListening();
		fromEditor = Channels.newOutputStream(editorIn.sink());
		toEditor = new BufferedReader(new InputStreamReader(Channels.newInputStream(editorOut.source()), StandardCharsets.UTF_8));
		fromAgent = Channels.newOutputStream(agentIn.sink());
		toAgent = new BufferedReader(new InputStreamReader(Channels.newInputStream(agentOut.source()), StandardCharsets.UTF_8));
	}

	@Test
	void anUpdateOfAnUnknownKindReachesTheHandlerAndTheEditorUnchanged() throws IOException {
		String params = "{\"sessionId\":\"s-1\",\"update\":{\"sessionUpdate\":\"progress_report\",\"progress\":{\"done\":[]},\"_meta\":{\"n\":10}}}";

		assertForwardedUnchanged(fromAgent, "{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":" + params + "}", toEditor);
		assertThat(handled).singleElement().isInstanceOfSatisfying(UnknownSessionUpdate.class,
				update -> assertThat(update.sessionUpdate()).isEqualTo("progress_report"));
	}

	@Test
	void aPromptWithAnUnknownBlockReachesTheHandlerAndTheAgentUnchanged() throws IOException {
		String params = "{\"sessionId\":\"s-1\",\"prompt\":[{\"type\":\"video\",\"uri\":\"file:///a.mp4\",\"annotations\":{\"priority\":0.5}}]}";

		assertForwardedUnchanged(fromEditor, "{\"jsonrpc\":\"2.0\",\"id\":\"p-1\",\"method\":\"session/prompt\",\"params\":" + params + "}", toAgent);
		assertThat(handled).singleElement().isInstanceOfSatisfying(UnknownContentBlock.class,
				block -> assertThat(block.type()).isEqualTo("video"));
	}

	/** Sends {@code message} into one side of the proxy and reads the same method and params out of the other. */
	private static void assertForwardedUnchanged(OutputStream in, String message, BufferedReader out) throws IOException {
		in.write((message + "\n").getBytes(StandardCharsets.UTF_8));
		in.flush();
		JsonObject sent = JsonParser.parseString(message).getAsJsonObject();
		JsonObject forwarded = JsonParser.parseString(out.readLine()).getAsJsonObject();
		assertThat(forwarded.get("method")).isEqualTo(sent.get("method"));
		assertThat(forwarded.get("params")).isEqualTo(sent.get("params"));
	}
}
