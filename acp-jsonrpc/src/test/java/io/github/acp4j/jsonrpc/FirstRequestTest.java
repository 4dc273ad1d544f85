package io.github.acp4j.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The input's first line answered before the launcher exists ({@link NdjsonLauncher.Builder#answerFirstRequest}):
 * the launcher then reads it first, as any request, so that its service learns of it, and the peer
 * gets its answer once.
 */
class FirstRequestTest {

	private static final String EARLY = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"early\"}}";
	private static final String NEXT = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"greet\",\"params\":{\"name\":\"next\"}}";

	/** What the service was asked, in order. */
	private final List<String> greeted = new CopyOnWriteArrayList<>();
	private RawPeer peer;
	private NdjsonLauncher.Builder<TestServer> builder;

	/** Answers {@code greet} as "hello NAME" and records the name. */
	private final class Service implements TestServer {
		@Override
		public CompletableFuture<Reply> greet(Greeting greeting) {
			greeted.add(greeting.name());
			return CompletableFuture.completedFuture(new Reply("hello " + greeting.name()));
		}

		@Override
		public CompletableFuture<Reply> wait(Greeting greeting) {
			return new CompletableFuture<>();
		}

		@Override
		public CompletableFuture<Reply> fail(Greeting greeting) {
			return CompletableFuture.failedFuture(new IllegalStateException("fail"));
		}

		@Override
		public void note(Note note) {
			// not used here
		}
	}

	@BeforeEach
	void start() throws Exception {
		peer = new RawPeer();
		builder = new NdjsonLauncher.Builder<TestServer>().setLocalService(new Service()).setRemoteInterface(TestServer.class)
				.setInput(peer.launcherInput).setOutput(peer.launcherOutput);
	}

	@AfterEach
	void stop() throws Exception {
		peer.close();
	}

	/** Every line the launcher writes until its input ends. */
	private List<String> linesUntilTheEnd() throws Exception {
		Launcher<TestServer> launcher = builder.create();
		Future<Void> listening = launcher.startListening();
		peer.closeInput();
		listening.get(10, TimeUnit.SECONDS); // a guard against a hang
		peer.launcherOutput.close();
		assertThat(peer.outputEnds()).isTrue();
		List<String> lines = new ArrayList<>();
		while (peer.hasUnread()) {
			lines.add(peer.nextLine());
		}
		return lines;
	}

	@Test
	void theServiceLearnsOfTheRequestAnsweredFirstAndThePeerGetsOneAnswer() throws Exception {
		peer.send(EARLY);
		peer.send(NEXT);
		NdjsonLauncher.FirstRequest<TestServer.Greeting> first = builder.answerFirstRequest("greet", TestServer.Greeting.class,
				greeting -> new TestServer.Reply("early " + greeting.name()));

		assertThat(first.answer()).isEqualTo(new TestServer.Greeting("early", null));

		assertThat(linesUntilTheEnd()).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"early early\"}}",
				"{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"text\":\"hello next\"}}");
		assertThat(greeted).containsExactly("early", "next");
	}

	@Test
	void theParamsAreReadAsTheTypeTheyTellAndNoTypeLeavesTheLineToTheLauncher() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"late\",\"times\":1}}");
		NdjsonLauncher.FirstRequest<TestServer.Greeting> first = builder.answerFirstRequest("greet",
				params -> params.has("times") ? null : TestServer.Greeting.class, greeting -> new TestServer.Reply("early"));

		assertThat(first.answer()).isNull();

		assertThat(linesUntilTheEnd()).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"hello late\"}}");
		assertThat(greeted).containsExactly("late");
	}

	/** The launcher reads the answered line with its own id, which a later request may use again once answered. */
	@Test
	void aLaterRequestWithTheSameIdIsAnswered() throws Exception {
		peer.send(EARLY);
		peer.send(NEXT.replace("\"id\":2", "\"id\":1"));
		NdjsonLauncher.FirstRequest<TestServer.Greeting> first = builder.answerFirstRequest("greet", TestServer.Greeting.class,
				greeting -> new TestServer.Reply("hello " + greeting.name()));

		assertThat(first.answer()).isNotNull();

		assertThat(linesUntilTheEnd()).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"hello early\"}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"hello next\"}}");
	}
}
