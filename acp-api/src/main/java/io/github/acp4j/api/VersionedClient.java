package io.github.acp4j.api;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.internal.TypedRemoteEndpoint;
import io.github.acp4j.api.internal.VersionRouter;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.v2.AcpAgentServerV2;

/**
 * A client's connection that offers ACP v2 and falls back to v1 on the same connection, made by
 * {@link AcpLauncher#client(AcpClientEndpoint, io.github.acp4j.api.v2.AcpClientEndpointV2, java.io.InputStream, java.io.OutputStream)}:
 * the client-side counterpart of the agent's version router.
 *
 * <p>{@link #initialize} sends one {@code initialize} with {@code protocolVersion: 2}, carrying the v2
 * request's fields and the v1 request's ({@code clientInfo}, {@code clientCapabilities}) beside them,
 * so an agent of either version reads what it knows. An agent that answers {@code protocolVersion: 2}
 * with v2's {@code info} makes the connection v2; one that answers 1, or with a v1-shaped answer
 * ({@code agentInfo} or {@code agentCapabilities}, no {@code info}), makes it v1. From then on the
 * agent's messages go to the picked version's client endpoint, and the client calls {@link #agent()}
 * (v1) or {@link #agentV2()} (v2).
 *
 * <pre>{@code
 * VersionedClient<Launcher<AcpAgentServer>> connection = AcpLauncher.client(myV1Client, myV2Client, in, out);
 * connection.launcher().startListening();
 * connection.initialize(v1Request, v2Request).thenAccept(answer -> ...answer.version()...);
 * }</pre>
 *
 * @param <L> the launcher: an NDJSON one, or a {@link io.github.acp4j.jsonrpc.FramedLauncher}
 */
public final class VersionedClient<L extends Launcher<AcpAgentServer>> {

	/** The interfaces of the v1 proxy. */
	static final List<Class<?>> V1_AGENT = List.of(AcpAgentServer.class, AcpAgentServerDrafts.class);
	/** The agent's interfaces of both versions, whose answers are read as JSON first. */
	static final List<Class<?>> BOTH_AGENTS = List.of(AcpAgentServer.class, AcpAgentServerDrafts.class, AcpAgentServerV2.class);

	/**
	 * The agent's answer to {@link #initialize}: the version it picked, and the answer as that version's
	 * type (the other one is null).
	 *
	 * @param version 1 or 2
	 * @param v1      the answer of a v1 agent, else null
	 * @param v2      the answer of a v2 agent, else null
	 */
	public record Initialized(int version, InitializeResponse v1, io.github.acp4j.api.v2.types.InitializeResponse v2) {
	}

	private final L launcher;
	private final VersionRouter router;
	private final Gson gson;
	private final AcpAgentServerV2 agentV2;

	VersionedClient(L launcher, VersionRouter router) {
		this.launcher = launcher;
		this.router = router;
		this.gson = launcher.getRemoteEndpoint().getJsonHandler().getGson();
		this.agentV2 = TypedRemoteEndpoint.proxy(launcher.getRemoteEndpoint(), AcpAgentServerV2.class, gson);
	}

	/** The launcher: start it with {@code startListening()} before {@link #initialize}. */
	public L launcher() {
		return launcher;
	}

	/** The agent as ACP v1 (its proxy also implements {@link AcpAgentServerDrafts}); for a v1 connection. */
	public AcpAgentServer agent() {
		return launcher.getRemoteProxy();
	}

	/** The agent as ACP v2; for a v2 connection. */
	public AcpAgentServerV2 agentV2() {
		return agentV2;
	}

	/** The version the agent's answer to {@link #initialize} picked: 1 or 2, or 0 before it. */
	public int version() {
		return router.version();
	}

	/**
	 * Sends {@code initialize}, offering v2: the fields of {@code v2} with the v1 fields of {@code v1}
	 * beside them (its {@code protocolVersion} aside). The answer picks the version, before any message
	 * the agent sends after it is handled.
	 *
	 * @param v1 what a v1 agent is told (its {@code clientInfo} and {@code clientCapabilities})
	 * @param v2 what a v2 agent is told; its {@code protocolVersion} is sent (2)
	 * @return the answer; it fails with the agent's error, or with {@code -32600} when the answer is of
	 *         no version this client speaks
	 */
	public CompletableFuture<Initialized> initialize(InitializeRequest v1, io.github.acp4j.api.v2.types.InitializeRequest v2) {
		JsonObject params = gson.toJsonTree(v2).getAsJsonObject();
		for (Map.Entry<String, JsonElement> field : gson.toJsonTree(v1).getAsJsonObject().entrySet()) {
			if (!params.has(field.getKey())) {
				params.add(field.getKey(), field.getValue());
			}
		}
		CompletableFuture<?> answer = router.pickFrom(() -> launcher.getRemoteEndpoint().request("initialize", params), VersionedClient::versionOf);
		return answer.thenApply(result -> {
			int version = versionOf(result);
			try {
				return switch (version) {
				case 1 -> new Initialized(1, gson.fromJson((JsonElement) result, InitializeResponse.class), null);
				case 2 -> new Initialized(2, null, gson.fromJson((JsonElement) result, io.github.acp4j.api.v2.types.InitializeResponse.class));
				default -> throw notSpoken("The agent's answer to initialize is of no ACP version this client speaks (1 or 2): " + result);
				};
			} catch (JsonParseException | IllegalStateException | NumberFormatException e) {
				throw notSpoken("The agent's answer to initialize is not what ACP v" + version + " says");
			}
		});
	}

	private static CompletionException notSpoken(String message) {
		return new CompletionException(new ResponseErrorException(new ResponseError(-32600, message, null)));
	}

	/**
	 * The version an answer to {@code initialize} picks: 2 for {@code protocolVersion: 2} with an
	 * {@code info} and no v1 fields, 1 for {@code protocolVersion: 1} or a v1-shaped answer, else 0.
	 */
	static int versionOf(Object answer) {
		if (!(answer instanceof JsonObject json) || !(json.get("protocolVersion") instanceof JsonPrimitive number) || !number.isNumber()) {
			return 0;
		}
		double version = number.getAsDouble();
		boolean v1Shaped = json.has("agentInfo") || json.has("agentCapabilities");
		if (version == 1 || version == 2 && v1Shaped && !json.has("info")) {
			return 1;
		}
		return version == 2 ? 2 : 0;
	}
}
