package io.github.acp4j.agent;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * Runs the handlers of one session's requests one after another, in the order the requests arrived,
 * and those of different sessions side by side. A client may send {@code session/load} and then
 * {@code session/prompt}, or a prompt and then {@code session/cancel}, without waiting in between;
 * each must see the session the one before left.
 * <p>
 * A handler is the synchronous part of a request (a prompt's is starting its turn), so a running turn
 * holds up nothing. A request cancelled while it waits is not handled.
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
		CompletableFuture<T> answer = new CompletableFuture<>();
		CompletableFuture<Void> handled = new CompletableFuture<>();
		CompletableFuture<Void> previous = tails.put(sessionId, handled);
		Runnable done = () -> {
			tails.remove(sessionId, handled);
			handled.complete(null);
		};
		(previous == null ? IDLE : previous).thenRunAsync(() -> {
			try {
				if (!answer.isDone()) {
					answer.complete(handler.get());
				}
			} catch (RuntimeException | Error e) {
				answer.completeExceptionally(e);
			} finally {
				done.run();
			}
		}, executor).exceptionally(rejected -> { // the executor is shut down: the agent is exiting
			answer.completeExceptionally(rejected);
			done.run();
			return null;
		});
		return answer;
	}
}
