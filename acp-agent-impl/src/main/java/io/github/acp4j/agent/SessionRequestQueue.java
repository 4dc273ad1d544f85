package io.github.acp4j.agent;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Runs the handlers of one session's requests one after another, in the order the requests arrived,
 * and those of different sessions side by side. A client may send {@code session/load} and then
 * {@code session/prompt}, or a prompt and then {@code session/cancel}, without waiting in between;
 * each must see the session the one before left.
 * <p>
 * A handler is the synchronous part of a request (a prompt's is starting its turn), so a running turn
 * holds up nothing; a set-up ({@code session/load}, {@code session/resume}) answers later, when its MCP
 * servers have started, and the session's next request waits for that answer, on no thread. A request
 * cancelled while it waits is not handled.
 */
final class SessionRequestQueue {

	private static final CompletableFuture<Void> IDLE = CompletableFuture.completedFuture(null);

	private final Executor executor;
	/** Per session, what completes when its last queued handler has run; empty when none waits. */
	private final Map<String, CompletableFuture<Void>> tails = new ConcurrentHashMap<>();

	SessionRequestQueue(Executor executor) {
		this.executor = executor;
	}

	/** Runs {@code handler} once the handlers queued before it for {@code sessionId} have run. */
	<T> CompletableFuture<T> submit(String sessionId, Supplier<T> handler) {
		return submitAsync(sessionId, () -> CompletableFuture.completedFuture(handler.get()));
	}

	/** Like {@link #submit}, for a handler that answers later: the session's next request waits for the answer. */
	<T> CompletableFuture<T> submitAsync(String sessionId, Supplier<CompletableFuture<T>> handler) {
		CompletableFuture<T> answer = new CompletableFuture<>();
		CompletableFuture<Void> handled = new CompletableFuture<>();
		CompletableFuture<Void> previous = tails.put(sessionId, handled);
		Runnable done = () -> {
			tails.remove(sessionId, handled);
			handled.complete(null);
		};
		(previous == null ? IDLE : previous).thenRunAsync(() -> {
			if (answer.isDone()) {
				done.run();
				return;
			}
			CompletableFuture<T> result;
			try {
				result = handler.get();
			} catch (RuntimeException | Error e) {
				result = CompletableFuture.failedFuture(e);
			}
			result.whenComplete((value, error) -> {
				if (error != null) {
					answer.completeExceptionally(JsonRpcErrors.unwrap(error));
				} else {
					answer.complete(value);
				}
				done.run();
			});
		}, executor).exceptionally(rejected -> { // the executor is shut down: the agent is exiting
			answer.completeExceptionally(rejected);
			done.run();
			return null;
		});
		return answer;
	}
}
