package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SessionRequestQueueTest {

	final ExecutorService executor = Executors.newCachedThreadPool();
	final SessionRequestQueue queue = new SessionRequestQueue(executor);
	final CountDownLatch release = new CountDownLatch(1);
	final List<String> handled = new CopyOnWriteArrayList<>();

	@AfterEach
	void stop() {
		release.countDown();
		executor.shutdownNow();
	}

	/** A handler that holds its session until {@link #release} opens. */
	private String blocking(String name) {
		try {
			release.await(AgentHarness.TIMEOUT, TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		handled.add(name);
		return name;
	}

	private String quick(String name) {
		handled.add(name);
		return name;
	}

	@Test
	void aSessionsRequestsAreHandledInTheOrderTheyArrived() throws Exception {
		CompletableFuture<String> first = queue.submit("s", () -> blocking("first"));
		CompletableFuture<String> second = queue.submit("s", () -> quick("second"));
		CompletableFuture<String> third = queue.submit("s", () -> quick("third"));
		release.countDown();
		assertThat(await(third)).isEqualTo("third");
		assertThat(await(first)).isEqualTo("first");
		assertThat(await(second)).isEqualTo("second");
		assertThat(handled).containsExactly("first", "second", "third");
	}

	@Test
	void anotherSessionDoesNotWait() throws Exception {
		CompletableFuture<String> held = queue.submit("a", () -> blocking("a"));
		assertThat(await(queue.submit("b", () -> quick("b")))).isEqualTo("b");
		assertThat(held).isNotDone();
		release.countDown();
		assertThat(await(held)).isEqualTo("a");
	}

	@Test
	void aSetUpHoldsItsSessionUntilItAnswersButNoThread() throws Exception {
		// One thread: were the set-up holding it, nothing else could run.
		ExecutorService one = Executors.newSingleThreadExecutor();
		try {
			SessionRequestQueue queue = new SessionRequestQueue(one);
			CompletableFuture<String> servers = new CompletableFuture<>();
			CompletableFuture<String> load = queue.submitAsync("s", () -> servers.thenApply(this::quick));
			CompletableFuture<String> prompt = queue.submit("s", () -> quick("prompt"));
			assertThat(await(queue.submit("other", () -> quick("other")))).isEqualTo("other");
			assertThat(load).isNotDone();
			assertThat(prompt).isNotDone();
			servers.complete("load");
			assertThat(await(prompt)).isEqualTo("prompt");
			assertThat(handled).containsExactly("other", "load", "prompt");
		} finally {
			one.shutdownNow();
		}
	}

	@Test
	void aRequestCancelledWhileItWaitsIsNotHandled() throws Exception {
		CompletableFuture<String> held = queue.submit("s", () -> blocking("held"));
		CompletableFuture<String> cancelled = queue.submit("s", () -> quick("cancelled"));
		cancelled.cancel(false);
		CompletableFuture<String> next = queue.submit("s", () -> quick("next"));
		release.countDown();
		await(held);
		await(next);
		assertThat(handled).containsExactly("held", "next");
	}

	@Test
	void aFailedHandlerFailsOnlyItsOwnAnswer() throws Exception {
		CompletableFuture<String> failed = queue.submit("s", () -> {
			throw new IllegalStateException("broken");
		});
		CompletableFuture<String> next = queue.submit("s", () -> quick("next"));
		assertThatThrownBy(() -> await(failed)).isInstanceOf(ExecutionException.class)
				.hasCauseInstanceOf(IllegalStateException.class);
		assertThat(await(next)).isEqualTo("next");
	}

	@Test
	void afterShutdownARequestFailsInsteadOfWaitingForever() {
		CompletableFuture<String> held = queue.submit("s", () -> blocking("held"));
		CompletableFuture<String> queued = queue.submit("s", () -> quick("queued"));
		executor.shutdown();
		release.countDown();
		assertThatThrownBy(() -> await(queued)).isInstanceOf(ExecutionException.class)
				.hasCauseInstanceOf(RejectedExecutionException.class);
		assertThat(held).succeedsWithin(AgentHarness.TIMEOUT, TimeUnit.SECONDS).isEqualTo("held");
		assertThat(handled).containsExactly("held");
	}
}
