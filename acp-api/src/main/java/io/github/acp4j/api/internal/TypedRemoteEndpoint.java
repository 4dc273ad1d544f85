package io.github.acp4j.api.internal;

import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.Endpoint;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;

/**
 * The peer of a {@link VersionRouter}'s connection as one version's interface: what the peer answers
 * arrives as JSON (the two versions share method names with different result types) and is read here
 * as the type that version's interface declares. Cancelling an answer's future cancels the request.
 */
public final class TypedRemoteEndpoint implements Endpoint {

	private final Endpoint remote;
	private final Gson gson;
	private final Map<String, Type> results = new HashMap<>();

	/**
	 * @param remote          the connection's remote endpoint
	 * @param remoteInterface the interface of one version the proxy implements
	 * @param gson            reads the answers
	 */
	public TypedRemoteEndpoint(Endpoint remote, Class<?> remoteInterface, Gson gson) {
		this(remote, List.of(remoteInterface), gson);
	}

	/**
	 * @param remote           the connection's remote endpoint
	 * @param remoteInterfaces the interfaces of one version the proxy implements
	 * @param gson             reads the answers
	 */
	public TypedRemoteEndpoint(Endpoint remote, List<Class<?>> remoteInterfaces, Gson gson) {
		this.remote = remote;
		this.gson = gson;
		for (Class<?> remoteInterface : remoteInterfaces) {
			for (JsonRpcMethod method : ServiceEndpoints.getSupportedMethods(remoteInterface).values()) {
				results.putIfAbsent(method.getMethodName(), method.getReturnType());
			}
		}
	}

	/** A proxy of {@code remoteInterface} over {@code remote}. */
	public static <T> T proxy(Endpoint remote, Class<T> remoteInterface, Gson gson) {
		return ServiceEndpoints.toServiceObject(new TypedRemoteEndpoint(remote, remoteInterface, gson), remoteInterface);
	}

	/** A proxy of {@code remoteInterfaces} over {@code remote}, typed as the first of them. */
	@SuppressWarnings("unchecked")
	public static <T> T proxy(Endpoint remote, List<Class<?>> remoteInterfaces, Gson gson) {
		return (T) ServiceEndpoints.toServiceObject(new TypedRemoteEndpoint(remote, remoteInterfaces, gson), remoteInterfaces,
				remoteInterfaces.get(0).getClassLoader());
	}

	@Override
	public CompletableFuture<?> request(String method, Object parameter) {
		CompletableFuture<?> sent = remote.request(method, parameter);
		Type type = results.get(method);
		CompletableFuture<Object> typed = new CompletableFuture<>() {
			@Override
			public boolean cancel(boolean mayInterruptIfRunning) {
				sent.cancel(mayInterruptIfRunning);
				return super.cancel(mayInterruptIfRunning);
			}
		};
		sent.whenComplete((result, failure) -> {
			if (failure != null) {
				typed.completeExceptionally(failure);
				return;
			}
			try {
				typed.complete(result instanceof JsonElement json && type != null && type != JsonElement.class ? gson.fromJson(json, type) : result);
			} catch (JsonParseException | IllegalStateException | NumberFormatException e) {
				typed.completeExceptionally(new JsonParseException("The peer's answer to " + method + " is not what ACP says", e));
			}
		});
		return typed;
	}

	@Override
	public void notify(String method, Object parameter) {
		remote.notify(method, parameter);
	}
}
