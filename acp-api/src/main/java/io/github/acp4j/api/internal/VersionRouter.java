package io.github.acp4j.api.internal;

import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethodProvider;
import org.eclipse.lsp4j.jsonrpc.services.GenericEndpoint;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Serves ACP v1 and v2 on one connection, as the TypeScript SDK's
 * {@code agentProtocolRouter().withV1().withV2()} does: {@code initialize} picks the version (the
 * highest both sides support; v1 when the client asks for 1, for anything but an integer, or when no
 * v2 service is given) and every message after it goes to that version's service alone. Before a
 * version is picked, messages go to the v1 service. The two versions share method names with
 * different types, so params reach this router as JSON and are read here as the picked version's
 * types: a v2 message on a v1 connection (and the reverse) is {@code -32601} when that version has no
 * such method and {@code -32602} when its params do not fit.
 */
public final class VersionRouter implements Endpoint, JsonRpcMethodProvider {

	private static final Logger LOG = Logger.getLogger(VersionRouter.class.getName());

	/** One version's service, its methods by name, and LSP4J's reflective endpoint over it. */
	private record Version(int number, Map<String, JsonRpcMethod> methods, Endpoint endpoint) {
		static Version of(int number, Object service) {
			return service == null ? null
					: new Version(number, ServiceEndpoints.getSupportedMethods(service.getClass()), new GenericEndpoint(service));
		}
	}

	private final Version v1;
	private final Version v2;
	private final Gson gson;
	private final Map<String, JsonRpcMethod> methods = new LinkedHashMap<>();
	/** The version {@code initialize} picked; null until it succeeded. Written on the reader thread. */
	private volatile Version picked;
	/**
	 * On a client's connection, the answer to the {@code initialize} it sent and what version that answer
	 * picks: read by the first message handled after the answer, which may come before the answer's
	 * future ran its callbacks on the sender's thread.
	 */
	private volatile CompletableFuture<?> sentInitialize;
	private volatile java.util.function.ToIntFunction<Object> versionOfAnswer;
	/** Whether this side sent an {@code initialize}: set before it is sent, so the answer's reader looks for it. */
	private volatile boolean negotiating;

	/**
	 * @param v1               the v1 service
	 * @param v2               the v2 service, or null to serve v1 alone
	 * @param gson             reads params as the picked version's types
	 * @param remoteInterfaces the client interfaces of both versions, whose answers are read as JSON
	 *                         here too (see {@link TypedRemoteEndpoint})
	 */
	public VersionRouter(Object v1, Object v2, Gson gson, List<Class<?>> remoteInterfaces) {
		this.v1 = Version.of(1, v1);
		this.v2 = Version.of(2, v2);
		this.gson = gson;
		declareAsJson(this.v1.methods());
		if (this.v2 != null) {
			declareAsJson(this.v2.methods());
		}
		remoteInterfaces.forEach(remote -> declareAsJson(ServiceEndpoints.getSupportedMethods(remote)));
	}

	private void declareAsJson(Map<String, JsonRpcMethod> declared) {
		for (JsonRpcMethod method : declared.values()) {
			methods.putIfAbsent(method.getMethodName(), method.isNotification() ? JsonRpcMethod.notification(method.getMethodName(), JsonElement.class)
					: JsonRpcMethod.request(method.getMethodName(), JsonElement.class, JsonElement.class));
		}
	}

	@Override
	public Map<String, JsonRpcMethod> supportedMethods() {
		return Map.copyOf(methods);
	}

	/** The version {@code initialize} picked, or 0 before it. */
	public int version() {
		Version version = picked();
		return version == null ? 0 : version.number();
	}

	/**
	 * Sends the {@code initialize} of this side (a client's connection) with {@code send} and picks the
	 * version from its answer: once the answer came, {@code versionOf} reads 1 or 2 (0: neither) from it,
	 * and every message handled after it goes to that version's service. Before it, messages go to the
	 * v1 service. A message read right after the answer waits for {@code send} to return, so it sees the
	 * answer even when the answer came before {@code send} returned.
	 *
	 * @return the answer
	 */
	public synchronized CompletableFuture<?> pickFrom(java.util.function.Supplier<CompletableFuture<?>> send,
			java.util.function.ToIntFunction<Object> versionOf) {
		negotiating = true;
		CompletableFuture<?> answer = send.get();
		versionOfAnswer = versionOf;
		sentInitialize = answer;
		answer.thenAccept(result -> picked());
		return answer;
	}

	/** The version picked, reading the answer to a sent {@code initialize} if it came; null before. */
	private Version picked() {
		Version version = picked;
		if (version != null || !negotiating) {
			return version;
		}
		synchronized (this) {
			CompletableFuture<?> answer = sentInitialize;
			if (picked == null && answer != null && answer.isDone() && !answer.isCompletedExceptionally()) {
				int number = versionOfAnswer.applyAsInt(answer.join());
				picked = number == 2 && v2 != null ? v2 : number == 1 ? v1 : null;
			}
			return picked;
		}
	}

	@Override
	public CompletableFuture<?> request(String method, Object parameter) {
		Version version = picked();
		boolean picking = version == null && method.equals("initialize");
		if (version == null) {
			version = picking ? pick(parameter) : v1;
		}
		JsonRpcMethod declared = version.methods().get(method);
		if (declared == null || declared.isNotification()) {
			return CompletableFuture.failedFuture(JsonRpcErrors.error(JsonRpcErrors.METHOD_NOT_FOUND, declared == null
					? "Unsupported request method: " + method + " (not in ACP v" + version.number() + ")"
					: "Method not found: " + method + " is a notification; send it without an id"));
		}
		Object typed;
		try {
			typed = typed(parameter, declared);
		} catch (JsonParseException | IllegalStateException | NumberFormatException e) {
			return CompletableFuture.failedFuture(JsonRpcErrors.invalidParams("Invalid params for " + method + " in ACP v" + version.number()));
		}
		CompletableFuture<?> answer = version.endpoint().request(method, typed);
		if (!picking) {
			return answer;
		}
		Version chosen = version;
		return answer.thenApply(result -> {
			picked = chosen;
			return result;
		});
	}

	@Override
	public void notify(String method, Object parameter) {
		Version picked = picked();
		Version version = picked != null ? picked : v1;
		JsonRpcMethod declared = version.methods().get(method);
		if (declared == null || !declared.isNotification()) {
			LOG.log(Level.FINE, "Ignored notification {0}: not a notification of ACP v{1}", new Object[] { method, version.number() });
			return;
		}
		Object typed;
		try {
			typed = typed(parameter, declared);
		} catch (JsonParseException | IllegalStateException | NumberFormatException e) {
			LOG.log(Level.FINE, "Ignored notification {0}: its params are not ACP v{1}''s", new Object[] { method, version.number() });
			return;
		}
		version.endpoint().notify(method, typed);
	}

	/** The v2 service when the client asks for 2 or more and there is one, else the v1 service. */
	private Version pick(Object parameter) {
		return v2 != null && parameter instanceof JsonObject params && asksForV2(params) ? v2 : v1;
	}

	/** Whether {@code initialize} params ask for ACP v2 or later: an integer {@code protocolVersion} of 2 or more. */
	public static boolean asksForV2(JsonObject params) {
		if (params.get("protocolVersion") instanceof JsonPrimitive version && version.isNumber()) {
			double requested = version.getAsDouble();
			return requested >= 2 && requested == Math.rint(requested);
		}
		return false;
	}

	/**
	 * The params as the picked version's type. Params left out are read as {@code {}}, as JSON-RPC lets a
	 * request leave them out: a method whose params are all optional ({@code session/list}) takes it,
	 * and any other says which field it requires.
	 */
	private Object typed(Object parameter, JsonRpcMethod declared) {
		Type[] types = declared.getParameterTypes();
		if (types.length == 0) {
			return null;
		}
		JsonElement json = parameter == null || parameter instanceof JsonNull ? new JsonObject() : (JsonElement) parameter;
		return gson.fromJson(json, types[0]);
	}
}
