package io.github.acp4j.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.services.JsonDelegate;

import io.github.acp4j.agent.handlers.InitializeHandler;
import io.github.acp4j.agent.v2.V2Agent;
import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.AgentaoAgentExtensions;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.jsonrpc.NdjsonLauncher;
import io.opentelemetry.api.OpenTelemetry;

/**
 * A connection on two streams whose first line, the client's {@code initialize}, may be answered
 * before the agent exists ({@link #answer()}): its answer is static, so an editor waits neither for
 * the agent's injector nor for LSP4J's set-up. {@link AgentConnections#connect(FirstInitialize)} then
 * connects it as any other; the connection reads the answered line first, without answering it
 * again, so that the agent learns the client's capabilities before anything else. This is the only
 * part of a start that stands in front of the agent.
 */
public final class FirstInitialize {

	private final boolean experimentalV2;
	private final AcpLauncher.Builder<AcpClientEndpoint> builder;
	/** The connection's services, set by {@link #create} before the builder asks for them. */
	private volatile AcpAgentServer v1;
	private volatile AcpAgentServerV2 v2;
	/** See {@link #firstRequest()}; guarded by this object. */
	private NdjsonLauncher.FirstRequest<Record> first;

	/**
	 * @param experimentalV2 whether a client may pick ACP v2 (Preview) at {@code initialize}
	 *                       ({@code --experimental-v2})
	 */
	public FirstInitialize(InputStream in, OutputStream out, boolean experimentalV2) {
		this.experimentalV2 = experimentalV2;
		this.builder = experimentalV2 ? AcpLauncher.agentBuilder(() -> v1, () -> v2) : new AcpLauncher.Builder<>();
		builder.setRemoteInterface(AcpClientEndpoint.class).setInput(in).setOutput(out).configureGson(AgentConnections::configureGson);
	}

	/**
	 * Reads the client's first line and, when it is {@code initialize}, answers it in the version the
	 * connection would pick; call it at most once, before {@link AgentConnections#connect(FirstInitialize)}.
	 *
	 * @return whether the line was {@code initialize} and is answered; else the connection reads it
	 * @throws IOException when reading or writing failed; what was read and not answered is left to the
	 *                     connection, which then meets the same streams
	 */
	public boolean answer() throws IOException {
		return firstRequest().answer() != null;
	}

	/** The builder's hook that answers the first line, made once: it takes over the builder's input. */
	synchronized NdjsonLauncher.FirstRequest<Record> firstRequest() {
		if (first == null) {
			InitializeHandler initialize = new InitializeHandler();
			first = builder.answerFirstInitialize(initialize::handle,
					v2Request -> V2Agent.initializeAnswer(initialize.handle(V2Agent.v1Initialize(v2Request))));
		}
		return first;
	}

	boolean servesV2() {
		return experimentalV2;
	}

	/**
	 * The connection's launcher, serving {@code agent} (and {@code v2Agent}, when v2 is served), its
	 * requests traced with {@code telemetry} unless null.
	 */
	Launcher<AcpClientEndpoint> create(AgentServer agent, V2Agent v2Agent, OpenTelemetry telemetry) {
		builder.setWrittenListener(agent::written);
		if (telemetry != null) {
			builder.setOpenTelemetry(telemetry);
		}
		return launch(agent, v2Agent);
	}

	private Launcher<AcpClientEndpoint> launch(AcpAgentServer v1Service, AcpAgentServerV2 v2Service) {
		this.v1 = v1Service;
		this.v2 = v2Service;
		if (!experimentalV2) {
			builder.setLocalService(v1Service);
		}
		return builder.create();
	}

	/**
	 * Serves the connection of an agent that could not be wired (its log file cannot be written, an
	 * extension fails): the first {@code initialize} keeps its answer, every other request is answered
	 * with an internal error that says why ({@code acp4j could not start: ...}). The result completes
	 * when the input ends.
	 */
	public CompletableFuture<Void> refuse(Throwable why) {
		Throwable cause = JsonRpcErrors.unwrap(why);
		String reason = "acp4j could not start: " + (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage());
		AcpAgentServer v1Refusing = (AcpAgentServer) refusing(reason, AcpAgentServer.class, AcpAgentServerDrafts.class,
				AgentaoAgentExtensions.class);
		return (CompletableFuture<Void>) launch(v1Refusing, (AcpAgentServerV2) refusing(reason, AcpAgentServerV2.class)).startListening();
	}

	/** A service of {@code interfaces} that answers every request with an internal error saying {@code reason}. */
	private static Object refusing(String reason, Class<?>... interfaces) {
		return Proxy.newProxyInstance(FirstInitialize.class.getClassLoader(), interfaces, (proxy, method, args) -> {
			if (method.getDeclaringClass() == Object.class) {
				return switch (method.getName()) {
				case "equals" -> proxy == args[0];
				case "hashCode" -> System.identityHashCode(proxy);
				default -> "acp4j, not started";
				};
			}
			if (method.isAnnotationPresent(JsonDelegate.class)) {
				return proxy;
			}
			// A notification has no answer to carry the reason.
			return method.getReturnType() == CompletableFuture.class ? CompletableFuture.failedFuture(JsonRpcErrors.internalError(reason)) : null;
		});
	}
}
