package io.github.acp4j.agent.v2;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.agent.handlers.AuthMethods;
import io.github.acp4j.api.types.AuthCapabilities;
import io.github.acp4j.api.types.AuthenticateRequest;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ElicitationCapabilities;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LogoutRequest;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.CancelTerminalRequest;
import io.github.acp4j.api.v2.types.CancelTerminalResponse;
import io.github.acp4j.api.v2.types.CancelToolCallRequest;
import io.github.acp4j.api.v2.types.CancelToolCallResponse;
import io.github.acp4j.api.v2.types.CloseSessionRequest;
import io.github.acp4j.api.v2.types.CloseSessionResponse;
import io.github.acp4j.api.v2.types.DeleteSessionRequest;
import io.github.acp4j.api.v2.types.DeleteSessionResponse;
import io.github.acp4j.api.v2.types.AgentCapabilities;
import io.github.acp4j.api.v2.types.AuthMethod;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.ListSessionsRequest;
import io.github.acp4j.api.v2.types.ListSessionsResponse;
import io.github.acp4j.api.v2.types.LoginAuthRequest;
import io.github.acp4j.api.v2.types.LoginAuthResponse;
import io.github.acp4j.api.v2.types.LogoutAuthRequest;
import io.github.acp4j.api.v2.types.LogoutAuthResponse;
import io.github.acp4j.api.v2.types.McpCapabilities;
import io.github.acp4j.api.v2.types.McpHttpCapabilities;
import io.github.acp4j.api.v2.types.McpStdioCapabilities;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptCapabilities;
import io.github.acp4j.api.v2.types.PromptEmbeddedContextCapabilities;
import io.github.acp4j.api.v2.types.PromptImageCapabilities;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.ReplayFromStart;
import io.github.acp4j.api.v2.types.ResumeSessionRequest;
import io.github.acp4j.api.v2.types.ResumeSessionResponse;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.v2.types.SessionAdditionalDirectoriesCapabilities;
import io.github.acp4j.api.v2.types.SessionCapabilities;
import io.github.acp4j.api.v2.types.SessionConfigOption;
import io.github.acp4j.api.v2.types.SessionDeleteCapabilities;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The agent in ACP v2 (Preview), on the same sessions and turns as v1: each v2 request is answered
 * by the connection's agent, its params and answer in v2's types; what the sessions report reaches
 * the client through the connection's {@link V2Presenter}, which {@code initialize} puts in place. A
 * prompt is acknowledged once accepted, with the id of the user message it is inserted as (the
 * session's, in every replay too); {@code session/resume} with {@code replayFrom} replays the session
 * and its current state before it answers; the mode is the {@code mode} config option; the client is
 * told of no file system or terminals, so commands run locally.
 */
public final class V2Agent implements AcpAgentServerV2 {

	private final TurnHost v1;
	private volatile V2Presenter presenter;

	/** @param v1 the connection's v1 agent */
	public V2Agent(TurnHost v1) {
		this.v1 = v1;
	}

	/** The builder of a connection that speaks v1, or v2 when the client asks for it at {@code initialize}. */
	public AcpLauncher.Builder<AcpClientEndpoint> builder() {
		return AcpLauncher.agentBuilder(v1, this);
	}

	/**
	 * Makes the connection's v2 presenter on {@code launcher}'s connection, for {@code initialize} to
	 * put in place when the client picks v2; returns the connection's v1 client, the agent's until then.
	 */
	public AcpClientEndpoint client(Launcher<AcpClientEndpoint> launcher) {
		presenter = new V2Presenter(launcher.getRemoteProxy(), AcpLauncher.remoteV2(launcher));
		return launcher.getRemoteProxy();
	}

	private static <T> T convert(Object value, Class<T> type) {
		return V2Presenter.convert(value, type);
	}

	private static JsonObject json(Object value) {
		return V2Presenter.GSON.toJsonTree(value).getAsJsonObject();
	}

	/** The v1 call's answer converted, its errors as they are. */
	private static <A, T> CompletableFuture<T> answer(CompletableFuture<A> v1Answer, Function<? super A, T> convert) {
		return v1Answer.thenApply(convert);
	}

	/** As {@link #answer}, for an answer that may have something to follow it (see {@link TurnHost#answeredAs}). */
	private <A, T> CompletableFuture<T> answerFollowed(CompletableFuture<A> v1Answer, Function<? super A, T> convert) {
		return v1Answer.thenCompose(answer -> v1.answeredAs(answer, convert.apply(answer)));
	}

	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		v1.presentWith(presenter);
		return v1.initialize(v1Initialize(request)).thenApply(V2Agent::initializeAnswer);
	}

	/**
	 * The {@code initialize} the v1 agent learns of a v2 client: one with no file system or terminals
	 * (it runs everything itself) that may answer questions in forms (elicitation, the same capability
	 * in both versions) and run terminal authentication if it enabled it ({@code auth.terminal: {}}
	 * in v2, {@code true} in v1).
	 */
	public static io.github.acp4j.api.types.InitializeRequest v1Initialize(InitializeRequest request) {
		ClientCapabilities.Builder v1Capabilities = ClientCapabilities.builder();
		if (request.capabilities() != null && request.capabilities().elicitation() != null) {
			v1Capabilities.elicitation(convert(request.capabilities().elicitation(), ElicitationCapabilities.class));
		}
		if (request.capabilities() != null && request.capabilities().auth() != null && request.capabilities().auth().terminal() != null) {
			v1Capabilities.auth(AuthCapabilities.builder().terminal(true).build());
		}
		return io.github.acp4j.api.types.InitializeRequest.builder(1).clientCapabilities(v1Capabilities.build()).build();
	}

	/**
	 * A v2 client's {@code initialize} answer, from the v1 agent's answer to {@link #v1Initialize}: the
	 * session methods, prompts with images and embedded context, MCP over stdio and HTTP, delete,
	 * additional directories; the v1 answer's authentication methods, each with its {@code type} and
	 * its id as {@code methodId}.
	 */
	public static InitializeResponse initializeAnswer(io.github.acp4j.api.types.InitializeResponse v1Response) {
		SessionCapabilities session = SessionCapabilities.builder()
				.prompt(PromptCapabilities.builder().image(PromptImageCapabilities.of()).embeddedContext(PromptEmbeddedContextCapabilities.of()).build())
				.mcp(McpCapabilities.builder().stdio(McpStdioCapabilities.of()).http(McpHttpCapabilities.of()).build())
				.delete(SessionDeleteCapabilities.of()).additionalDirectories(SessionAdditionalDirectoriesCapabilities.of()).build();
		List<AuthMethod> methods = v1Response.authMethods() == null ? List.of()
				: v1Response.authMethods().stream().map(V2Agent::authMethod).toList();
		return InitializeResponse.builder(2, convert(v1Response.agentInfo(), Implementation.class))
				.capabilities(AgentCapabilities.builder().session(session).build()).authMethods(methods).build();
	}

	/** A v1 authentication method as v2's: {@code id} is {@code methodId}, and {@code type} is always there. */
	private static AuthMethod authMethod(io.github.acp4j.api.types.AuthMethod v1Method) {
		JsonObject method = V2Presenter.GSON.toJsonTree(v1Method, io.github.acp4j.api.types.AuthMethod.class).getAsJsonObject();
		method.add("methodId", method.remove("id"));
		if (!method.has("type")) {
			method.addProperty("type", "agent");
		}
		return V2Presenter.GSON.fromJson(method, AuthMethod.class);
	}

	/** {@code authenticate} of v1: {@code demo} is accepted, any other id is -32602 (see {@link AuthMethods}). */
	@Override
	public CompletableFuture<LoginAuthResponse> login(LoginAuthRequest request) {
		return answer(v1.authenticate(convert(request, AuthenticateRequest.class)), done -> LoginAuthResponse.of());
	}

	/** {@code logout} of v1: nothing to log out of; succeeds. */
	@Override
	public CompletableFuture<LogoutAuthResponse> logout(LogoutAuthRequest request) {
		return answer(v1.logout(LogoutRequest.of()), done -> LogoutAuthResponse.of());
	}

	/**
	 * A v2 session request as v1's: {@code mcpServers} is optional in v2 and required in v1; a stdio
	 * server is tagged {@code type: stdio} in v2 and untagged in v1, whose {@code args} and {@code env}
	 * it requires.
	 */
	private static JsonObject sessionParams(Object request) {
		JsonObject params = json(request);
		if (!params.has("mcpServers")) {
			params.add("mcpServers", new JsonArray());
		}
		for (JsonElement server : params.getAsJsonArray("mcpServers")) {
			if (server instanceof JsonObject stdio && stdio.get("type") instanceof JsonPrimitive type && "stdio".equals(type.getAsString())) {
				stdio.remove("type");
				for (String list : List.of("args", "env")) {
					if (!(stdio.get(list) instanceof JsonArray)) {
						stdio.add(list, new JsonArray());
					}
				}
			}
		}
		params.remove("replayFrom");
		return params;
	}

	/** A v1 session answer's options as v2's, each with its {@code configId}; the modes are the {@code mode} option, models are v1's. */
	private static List<SessionConfigOption> options(List<io.github.acp4j.api.types.SessionConfigOption> v1Options) {
		return v1Options == null ? null : V2Presenter.configOptions(v1Options);
	}

	private static ResumeSessionResponse resumed(List<io.github.acp4j.api.types.SessionConfigOption> v1Options, JsonElement meta) {
		return ResumeSessionResponse.builder().configOptions(options(v1Options)).meta(meta).build();
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return answerFollowed(v1.newSession(V2Presenter.GSON.fromJson(sessionParams(request), io.github.acp4j.api.types.NewSessionRequest.class)),
				v1Answer -> NewSessionResponse.builder(v1Answer.sessionId()).configOptions(options(v1Answer.configOptions())).meta(v1Answer.meta())
						.build());
	}

	@Override
	public CompletableFuture<ResumeSessionResponse> resumeSession(ResumeSessionRequest request) {
		if (request.replayFrom() == null) {
			return answer(v1.resumeSession(V2Presenter.GSON.fromJson(sessionParams(request), io.github.acp4j.api.types.ResumeSessionRequest.class)),
					v1Answer -> resumed(v1Answer.configOptions(), v1Answer.meta()));
		}
		if (!(request.replayFrom() instanceof ReplayFromStart)) {
			return CompletableFuture.failedFuture(JsonRpcErrors.invalidParams(
					"replayFrom.type " + json(request).getAsJsonObject("replayFrom").get("type") + " is not supported; use {\"type\": \"start\"}"));
		}
		// A load replays the history, then the session's current state, before it answers.
		return answer(v1.loadSession(V2Presenter.GSON.fromJson(sessionParams(request), LoadSessionRequest.class)),
				v1Answer -> resumed(v1Answer.configOptions(), v1Answer.meta()));
	}

	@Override
	public CompletableFuture<ListSessionsResponse> listSessions(ListSessionsRequest request) {
		return answer(v1.listSessions(convert(request, io.github.acp4j.api.types.ListSessionsRequest.class)),
				v1Answer -> convert(v1Answer, ListSessionsResponse.class));
	}

	@Override
	public CompletableFuture<DeleteSessionResponse> deleteSession(DeleteSessionRequest request) {
		return answer(v1.deleteSession(convert(request, io.github.acp4j.api.types.DeleteSessionRequest.class)),
				v1Answer -> DeleteSessionResponse.of());
	}

	@Override
	public CompletableFuture<CloseSessionResponse> closeSession(CloseSessionRequest request) {
		return answer(v1.closeSession(convert(request, io.github.acp4j.api.types.CloseSessionRequest.class)),
				v1Answer -> CloseSessionResponse.of());
	}

	@Override
	public CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
		return answer(v1.setSessionConfigOption(convert(request, io.github.acp4j.api.types.SetSessionConfigOptionRequest.class)),
				v1Answer -> SetSessionConfigOptionResponse.builder(options(v1Answer.configOptions())).meta(v1Answer.meta()).build());
	}

	/**
	 * Starts the turn as v1 does and answers once it was accepted, with the id of the user message the
	 * prompt is inserted as; the turn's end is its idle state update. A prompt refused (a turn already
	 * running, an unknown session, a bad block) is that error, and nothing is reported for it.
	 */
	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		return v1.startPrompt(convert(request, io.github.acp4j.api.types.PromptRequest.class))
				.thenApply(started -> PromptResponse.of(started.userMessageId()));
	}

	@Override
	public void cancel(CancelSessionNotification notification) {
		v1.cancel(CancelNotification.of(notification.sessionId()));
	}

	@Override
	public CompletableFuture<CancelToolCallResponse> cancelToolCall(CancelToolCallRequest request) {
		return v1.cancelToolCall(request.sessionId(), request.toolCallId()).thenApply(cancelled -> {
			if (!cancelled) {
				throw JsonRpcErrors.invalidParams("Tool call " + request.toolCallId() + " cannot be cancelled: it is unknown or not running");
			}
			return CancelToolCallResponse.of();
		});
	}

	/**
	 * Stops the command of a display terminal: a terminal is its command's tool call, whose cancel
	 * kills the command; the terminal's last update has its exit status, and the turn goes on. A
	 * terminal unknown, exited or of another session is {@code -32602}.
	 */
	@Override
	public CompletableFuture<CancelTerminalResponse> cancelTerminal(CancelTerminalRequest request) {
		return v1.cancelTerminal(request.sessionId(), request.terminalId()).thenApply(cancelled -> {
			if (!cancelled) {
				throw notCancellable(request.terminalId());
			}
			return CancelTerminalResponse.of();
		});
	}

	private static RuntimeException notCancellable(String terminalId) {
		return JsonRpcErrors.invalidParams("Terminal " + terminalId + " cannot be cancelled: it is unknown or its command has exited");
	}
}
