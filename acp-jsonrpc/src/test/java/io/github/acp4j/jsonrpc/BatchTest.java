package io.github.acp4j.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** JSON-RPC 2.0 batches, on a connection that accepts them once switched on. */
class BatchTest {

	private static final String NEXT_REQUEST = "{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"greet\",\"params\":{\"name\":\"next\"}}";
	private static final String NEXT_REPLY = "{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":{\"text\":\"hello next\"}}";

	/** The futures of {@code wait} requests, by the name they were sent with. */
	private final Map<String, CompletableFuture<TestServer.Reply>> waiting = new ConcurrentHashMap<>();
	private final List<TestServer.Note> notes = new CopyOnWriteArrayList<>();
	private final AtomicBoolean batches = new AtomicBoolean(true);
	private RawPeer peer;
	private Launcher<TestServer> launcher;

	/** The future of the {@code wait} request sent with {@code name}, which the test may complete before the request arrives. */
	private CompletableFuture<TestServer.Reply> waitingFor(String name) {
		return waiting.computeIfAbsent(name, key -> new CompletableFuture<>());
	}

	@BeforeEach
	void start() throws Exception {
		peer = new RawPeer();
		launcher = builder().setInput(peer.launcherInput).setOutput(peer.launcherOutput).create();
		launcher.startListening();
	}

	private NdjsonLauncher.Builder<TestServer> builder() {
		return new NdjsonLauncher.Builder<TestServer>().setLocalService(new TestServer.Plain(greeting -> waitingFor(greeting.name()), notes::add)).setRemoteInterface(TestServer.class)
				.setMaxMessageSize(256 * 1024).setBatches(batches::get);
	}

	@AfterEach
	void stop() throws Exception {
		peer.close();
	}

	private static String greet(Object id, String name) {
		return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"greet\",\"params\":{\"name\":\"" + name + "\"}}";
	}

	private static String request(Object id, String method, String name) {
		return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{\"name\":\"" + name + "\"}}";
	}

	private static String note(long sequence) {
		return "{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"thread\":\"t\",\"sequence\":" + sequence + "}}";
	}

	private static String cancel(Object id) {
		return "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancel_request\",\"params\":{\"requestId\":" + id + "}}";
	}

	private static String batch(String... entries) {
		return "[" + String.join(",", entries) + "]";
	}

	private JsonArray nextArray() throws InterruptedException {
		JsonElement line = JsonParser.parseString(peer.nextLine());
		assertThat(line.isJsonArray()).as("one array of answers: %s", line).isTrue();
		return line.getAsJsonArray();
	}

	/** The answers by their id's JSON text ("null" for an entry that was no request). */
	private static Map<String, List<JsonObject>> byId(JsonArray answers) {
		List<JsonObject> all = new ArrayList<>();
		answers.forEach(answer -> all.add(answer.getAsJsonObject()));
		return all.stream().collect(Collectors.groupingBy(answer -> answer.get("id").toString()));
	}

	private static int code(JsonObject answer) {
		return answer.getAsJsonObject("error").get("code").getAsInt();
	}

	private void assertStillWorks() throws InterruptedException {
		peer.send(NEXT_REQUEST);
		assertThat(peer.next()).isEqualTo(JsonParser.parseString(NEXT_REPLY));
	}

	@Test
	void theAnswersOfABatchLeaveAsOneArrayOnOneLineAndNotificationsAreNotAnswered() throws Exception {
		peer.send(batch(greet(1, "a"), note(7), greet("\"two\"", "b")));

		JsonArray answers = nextArray();
		assertThat(answers).containsExactlyInAnyOrder(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"hello a\"}}"),
				JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":\"two\",\"result\":{\"text\":\"hello b\"}}"));
		assertThat(notes).containsExactly(new TestServer.Note("t", 7));
		assertStillWorks();
	}

	/**
	 * The written listener hears of a batch's answers once their array was written: a notification it
	 * sends about an answer (as an agent sends a new session's commands) comes after the array, never
	 * before it; and of a message alone once that was written.
	 */
	@Test
	void theWrittenListenerHearsOfABatchsAnswersAfterTheirArray() throws Exception {
		peer.close();
		peer = new RawPeer();
		Launcher<TestServer>[] own = new Launcher[1];
		own[0] = builder().setWrittenListener(message -> {
			if (message instanceof ResponseMessage answer) {
				own[0].getRemoteProxy().note(new TestServer.Note("after " + answer.getId(), 0));
			}
		}).setInput(peer.launcherInput).setOutput(peer.launcherOutput).create();
		own[0].startListening();

		peer.send(batch(greet(1, "a"), greet(2, "b")));
		JsonArray answers = nextArray();
		List<String> after = List.of(peer.nextLine(), peer.nextLine());
		peer.send(greet(3, "c"));
		JsonElement alone = JsonParser.parseString(peer.nextLine());
		String afterAlone = peer.nextLine();

		assertThat(answers).hasSize(2);
		assertThat(after).allMatch(line -> line.contains("\"method\":\"note\"")).anyMatch(line -> line.contains("after 1"))
				.anyMatch(line -> line.contains("after 2"));
		assertThat(alone.getAsJsonObject().get("id").getAsInt()).isEqualTo(3);
		assertThat(afterAlone).contains("after 3");
	}

	@Test
	void anArrayIsRefusedAsBeforeWhileTheSwitchSaysNo() throws Exception {
		batches.set(false);
		peer.send(batch(greet(1, "a")));
		assertThat(peer.nextLine()).isEqualTo(
				"{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid request: batches are not supported\"}}");

		batches.set(true);
		peer.send(batch(greet(2, "b")));
		assertThat(nextArray()).containsExactly(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"text\":\"hello b\"}}"));
	}

	/** The answer to {@code line}: one error of {@code code} with {@code id: null}, no array; the connection goes on. */
	private JsonObject assertOneError(String line, int code) throws InterruptedException {
		peer.send(line);
		JsonObject answer = peer.next();
		assertThat(answer.get("id").isJsonNull()).isTrue();
		assertThat(code(answer)).isEqualTo(code);
		assertStillWorks();
		return answer;
	}

	@Test
	void anEmptyBatchIsOneInvalidRequestWithNullIdAndNoArray() throws Exception {
		assertOneError("[ ]", -32600);
	}

	@Test
	void aBatchOfNotificationsAndAnswersAloneWritesNothing() throws Exception {
		peer.send(batch(note(1), note(2), "{\"jsonrpc\":\"2.0\",\"id\":12345,\"result\":{\"text\":\"for no request\"}}"));

		// The next line is the answer to the request after the batch: nothing was written for the batch.
		assertStillWorks();
		assertThat(notes).extracting(TestServer.Note::sequence).containsExactly(1L, 2L);
	}

	@Test
	void aBatchOfAThousandRequestsIsAnsweredWithOneArrayOfAThousand() throws Exception {
		int count = 1000;
		peer.send(batch(IntStream.range(0, count).mapToObj(i -> greet(i, "n" + i)).toArray(String[]::new)));

		JsonArray answers = nextArray();
		assertThat(answers).hasSize(count);
		assertThat(byId(answers)).hasSize(count).allSatisfy((id, answer) -> assertThat(answer).singleElement()
				.satisfies(one -> assertThat(one.getAsJsonObject("result").get("text").getAsString()).isEqualTo("hello n" + id)));
		assertStillWorks();
	}

	@Test
	void anInvalidEntryGetsItsOwnInvalidRequestWithNullIdAndTheRestGoesOn() throws Exception {
		peer.send(batch(greet(1, "a"), "5", "{\"jsonrpc\":\"2.0\",\"id\":3}", "{\"jsonrpc\":\"1.0\",\"id\":4,\"method\":\"greet\"}",
				greet(2, "b")));

		Map<String, List<JsonObject>> answers = byId(nextArray());
		assertThat(answers.keySet()).containsExactlyInAnyOrder("1", "2", "null");
		assertThat(answers.get("null")).hasSize(3).allSatisfy(answer -> {
			assertThat(code(answer)).isEqualTo(-32600);
			assertThat(answer.getAsJsonObject("error").get("message").getAsString()).startsWith("Invalid request");
		});
		assertThat(answers.get("1")).singleElement().satisfies(answer -> assertThat(answer.has("result")).isTrue());
		assertThat(answers.get("2")).singleElement().satisfies(answer -> assertThat(answer.has("result")).isTrue());
	}

	@Test
	void errorsOfTheBatchsRequestsAreAmongItsAnswers() throws Exception {
		peer.send(batch(request(1, "fail", "x"), request(2, "nope", "x"), "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"greet\",\"params\":{\"name\":{}}}",
				greet(4, "ok")));

		Map<String, List<JsonObject>> answers = byId(nextArray());
		assertThat(code(answers.get("1").get(0))).isEqualTo(-32603);
		assertThat(answers.get("1").get(0).toString()).doesNotContain("boom").doesNotContain("IllegalState");
		assertThat(code(answers.get("2").get(0))).isEqualTo(-32601);
		assertThat(code(answers.get("3").get(0))).isEqualTo(-32602);
		assertThat(answers.get("4").get(0).has("result")).isTrue();
	}

	@Test
	void aBatchThatIsNoJsonIsOneParseError() throws Exception {
		assertOneError("[" + greet(1, "a") + ",", -32700);
	}

	@Test
	void answersCompletedOutOfOrderOnOtherThreadsLeaveTogetherOnceTheLastIsInWithoutHoldingTheReader() throws Exception {
		peer.send(batch(request(1, "wait", "w1"), greet(2, "quick"), request(3, "wait", "w3"), request(4, "wait", "w4")));
		// The reader goes on while the batch waits: a request after it is answered first.
		assertStillWorks();

		completeOnAnotherThread("w4", "four");
		completeOnAnotherThread("w1", "one");
		assertStillWorks();
		completeOnAnotherThread("w3", "three");

		JsonArray answers = nextArray();
		assertThat(answers).extracting(answer -> answer.getAsJsonObject().get("id").getAsInt()).containsExactly(2, 4, 1, 3);
		assertThat(answers.get(1).getAsJsonObject().getAsJsonObject("result").get("text").getAsString()).isEqualTo("four");
	}

	private void completeOnAnotherThread(String name, String text) throws Exception {
		Thread thread = new Thread(() -> waitingFor(name).complete(new TestServer.Reply(text)));
		thread.start();
		thread.join(TimeUnit.SECONDS.toMillis(10));
	}

	@Test
	void aCancelledRequestOfABatchIsAnsweredRequestCancelledInTheArray() throws Exception {
		peer.send(batch(request(5, "wait", "w5"), request(6, "wait", "w6"), cancel(6)));
		peer.send(cancel(5));

		Map<String, List<JsonObject>> answers = byId(nextArray());
		assertThat(answers.keySet()).containsExactlyInAnyOrder("5", "6");
		assertThat(answers.values()).allSatisfy(answer -> assertThat(code(answer.get(0))).isEqualTo(-32800));
		assertThat(waiting.values()).allSatisfy(future -> assertThat(future).isCancelled());
	}

	@Test
	void aRepeatedIdInOneBatchIsAnInvalidEntryAndTheFirstRequestIsAnswered() throws Exception {
		peer.send(batch(greet(1, "first"), greet(1, "second"), greet("\"1\"", "string")));

		Map<String, List<JsonObject>> answers = byId(nextArray());
		assertThat(answers.get("1")).singleElement()
				.satisfies(answer -> assertThat(answer.getAsJsonObject("result").get("text").getAsString()).isEqualTo("hello first"));
		assertThat(answers.get("\"1\"")).hasSize(1);
		assertThat(answers.get("null")).singleElement().satisfies(answer -> {
			assertThat(code(answer)).isEqualTo(-32600);
			assertThat(answer.getAsJsonObject("error").get("message").getAsString()).contains("id 1");
		});
	}

	@Test
	void aBatchEntryWithTheIdOfAStandaloneRequestInFlightGetsItsAnswerInTheArrayAndTheOtherAlone() throws Exception {
		peer.send(request(7, "wait", "alone"));
		peer.send(batch(request(7, "wait", "batched"), greet(8, "b")));
		waitingFor("batched").complete(new TestServer.Reply("in the batch"));

		JsonArray answers = nextArray();
		assertThat(byId(answers).get("7")).singleElement()
				.satisfies(answer -> assertThat(answer.getAsJsonObject("result").get("text").getAsString()).isEqualTo("in the batch"));

		waitingFor("alone").complete(new TestServer.Reply("alone"));
		assertThat(peer.next()).isEqualTo(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"text\":\"alone\"}}"));
		assertStillWorks();
	}

	@Test
	void aBatchOfAnswersCompletesThePendingRequests() throws Exception {
		CompletableFuture<TestServer.Reply> first = launcher.getRemoteProxy().greet(new TestServer.Greeting("x", 1));
		CompletableFuture<TestServer.Reply> second = launcher.getRemoteProxy().greet(new TestServer.Greeting("y", 1));
		String firstId = peer.next().get("id").toString();
		String secondId = peer.next().get("id").toString();

		peer.send(batch("{\"jsonrpc\":\"2.0\",\"id\":" + secondId + ",\"result\":{\"text\":\"to y\"}}",
				"{\"jsonrpc\":\"2.0\",\"id\":" + firstId + ",\"error\":{\"code\":-32603,\"message\":\"no\"}}"));

		assertThat(second.get(10, TimeUnit.SECONDS).text()).isEqualTo("to y");
		assertThat(first).failsWithin(10, TimeUnit.SECONDS);
		assertStillWorks();
	}

	@Test
	void aBatchOfRequestsOverTheLimitIsOneInvalidRequestWithNullId() throws Exception {
		JsonObject answer = assertOneError("[" + greet(1, "x".repeat(300 * 1024)) + "]", -32600);

		assertThat(answer.getAsJsonObject("error").get("message").getAsString()).startsWith("Batch of ");
	}

	@Test
	void aFramedBatchIsAnsweredWithOneText() {
		List<String> sent = new CopyOnWriteArrayList<>();
		FramedLauncher<TestServer> framed = builder().create((MessageSink) sent::add);
		assertThat(framed.acceptsBatches()).isTrue();

		framed.receive(batch(greet(1, "a"), note(2), greet(3, "c")));

		assertThat(sent).containsExactly("[{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"hello a\"}},"
				+ "{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"text\":\"hello c\"}}]");
	}

	@Test
	void theAnswersABatchWaitsForWhenTheConnectionEndsAreNeverSent() {
		List<String> sent = new CopyOnWriteArrayList<>();
		FramedLauncher<TestServer> framed = builder().create((MessageSink) sent::add);
		framed.receive(batch(request(1, "wait", "late"), greet(2, "b")));
		framed.close();

		waitingFor("late").complete(new TestServer.Reply("too late"));

		assertThat(sent).isEmpty();
	}
}
