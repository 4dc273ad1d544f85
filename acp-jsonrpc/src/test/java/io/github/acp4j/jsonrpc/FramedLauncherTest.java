package io.github.acp4j.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The launcher on a transport that frames messages itself: the stdio launcher's reading and writing, one text per message. */
class FramedLauncherTest {

	private final List<String> sent = new CopyOnWriteArrayList<>();
	private final List<CompletableFuture<TestServer.Reply>> waiting = new CopyOnWriteArrayList<>();
	private FramedLauncher<TestServer> launcher;

	class Service extends TestServer.Plain {
		Service() {
			super(greeting -> {
				CompletableFuture<Reply> future = new CompletableFuture<>();
				waiting.add(future);
				return future;
			}, note -> {
			});
		}
	}

	@BeforeEach
	void launch() {
		launcher = new NdjsonLauncher.Builder<TestServer>().setLocalService(new Service()).setRemoteInterface(TestServer.class)
				.create((MessageSink) sent::add);
	}

	@Test
	void answersEachMessageAsOneTextWithItsExactId() {
		launcher.receive("{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"method\":\"greet\",\"params\":{\"name\":\"ws\"}}");
		launcher.receive("{\"jsonrpc\":\"2.0\",\"id\":\"s\",\n \"method\":\"greet\",\"params\":{\"name\":\"pretty\"}}");

		assertThat(sent).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"result\":{\"text\":\"hello ws\"}}",
				"{\"jsonrpc\":\"2.0\",\"id\":\"s\",\"result\":{\"text\":\"hello pretty\"}}");
	}

	@Test
	void answersWhatIsNoMessageAsStdioDoes() {
		launcher.receive("{not json");
		launcher.receive("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"a\"}}]");
		launcher.receive("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"greet\",\"params\":{\"name\":{}}}");

		assertThat(sent).hasSize(3);
		assertThat(sent.get(0)).contains("\"id\":null").contains("-32700");
		assertThat(sent.get(1)).contains("\"id\":null").contains("-32600").contains("batches");
		assertThat(sent.get(2)).contains("\"id\":2").contains("-32602");
	}

	@Test
	void cancelsWithCancelRequest() {
		launcher.receive("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"wait\",\"params\":{\"name\":\"a\"}}");
		launcher.receive("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancel_request\",\"params\":{\"requestId\":5}}");

		assertThat(waiting).singleElement().satisfies(future -> assertThat(future).isCancelled());
		assertThat(sent).singleElement().asString().contains("\"id\":5").contains("-32800");
	}

	@Test
	void closingFailsWhatThePeerDidNotAnswerAndIgnoresLaterMessages() throws Exception {
		CompletableFuture<TestServer.Reply> asked = launcher.getRemoteProxy().greet(new TestServer.Greeting("peer", 1));
		assertThat(sent).singleElement().asString().contains("\"method\":\"greet\"");

		launcher.close();
		launcher.receive("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"late\"}}");

		assertThat(launcher.startListening().get(1, TimeUnit.SECONDS)).isNull();
		assertThatThrownBy(() -> asked.get(1, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class);
		assertThat(sent).hasSize(1);
	}

	@Test
	void launchersOfOneBuilderShareItsMappingAndKeepTheirOwnServicesAndPendingRequests() throws Exception {
		NdjsonLauncher.Builder<TestServer> builder = new NdjsonLauncher.Builder<TestServer>().setRemoteInterface(TestServer.class);
		List<String> firstSent = new CopyOnWriteArrayList<>();
		List<String> secondSent = new CopyOnWriteArrayList<>();
		FramedLauncher<TestServer> first = builder.setLocalService(new Service()).create((MessageSink) firstSent::add);
		FramedLauncher<TestServer> second = builder.setLocalService(new Service() {
			@Override
			public CompletableFuture<Reply> greet(Greeting greeting) {
				return CompletableFuture.completedFuture(new Reply("second " + greeting.name()));
			}
		}).create((MessageSink) secondSent::add);

		CompletableFuture<TestServer.Reply> asked = first.getRemoteProxy().greet(new TestServer.Greeting("peer", 1));
		second.receive("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"greet\",\"params\":{\"name\":\"b\"}}");
		first.receive("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"typed\"}}");
		first.receive("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"greet\",\"params\":{\"name\":\"a\"}}");

		assertThat(asked.get(1, TimeUnit.SECONDS)).isEqualTo(new TestServer.Reply("typed"));
		assertThat(firstSent).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"peer\",\"times\":1}}",
				"{\"jsonrpc\":\"2.0\",\"id\":8,\"result\":{\"text\":\"hello a\"}}");
		assertThat(secondSent).containsExactly("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"text\":\"second b\"}}");
	}

	@Test
	void aSinkThatFailsFailsTheSender() {
		FramedLauncher<TestServer> failing = new NdjsonLauncher.Builder<TestServer>().setLocalService(new Service())
				.setRemoteInterface(TestServer.class).create(json -> {
					throw new IOException("gone");
				});

		assertThat(catchThrowable(() -> failing.getRemoteProxy().greet(new TestServer.Greeting("x", 1)).get(1, TimeUnit.SECONDS)))
				.hasRootCauseInstanceOf(IOException.class);
	}
}
