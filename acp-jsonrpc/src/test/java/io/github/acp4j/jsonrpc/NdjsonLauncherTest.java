package io.github.acp4j.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;


import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonDeserializer;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.jsonrpc.internal.NdjsonMessageProducer;

class NdjsonLauncherTest {

	private static final String NEXT_REQUEST = "{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"greet\",\"params\":{\"name\":\"next\"}}";
	private static final String NEXT_REPLY = "{\"jsonrpc\":\"2.0\",\"id\":99,\"result\":{\"text\":\"hello next\"}}";

	/** A note thread that makes the handler fail as code linked against a missing class does. */
	private static final String UNLINKABLE = "unlinkable";
	private static final String MISSING_CLASS = "com/google/gson/Strictness";

	private final List<CompletableFuture<TestServer.Reply>> waiting = new CopyOnWriteArrayList<>();
	private final List<TestServer.Note> notes = new CopyOnWriteArrayList<>();
	private RawPeer peer;
	private Launcher<TestServer> launcher;
	private Future<Void> listening;

	/** Answers {@code greet} itself; a {@code greet} for "relay" asks the peer first and composes. */
	class Service implements TestServer {
		@Override
		public CompletableFuture<Reply> greet(Greeting greeting) {
			if ("relay".equals(greeting.name())) {
				return launcher.getRemoteProxy().greet(new Greeting("from-service", 1))
						.thenApply(reply -> new Reply("relayed " + reply.text()));
			}
			int times = greeting.times() == null ? 1 : greeting.times();
			return CompletableFuture.completedFuture(new Reply(("hello " + greeting.name() + " ").repeat(times).strip()));
		}

		@Override
		public CompletableFuture<Reply> wait(Greeting greeting) {
			CompletableFuture<Reply> future = new CompletableFuture<>();
			waiting.add(future);
			return future;
		}

		@Override
		public CompletableFuture<Reply> fail(Greeting greeting) {
			return CompletableFuture.failedFuture(new IllegalStateException("boom\n\tat com.example.Secret.method(Secret.java:1)"));
		}

		@Override
		public void note(Note note) {
			if (UNLINKABLE.equals(note.thread())) {
				throw new NoClassDefFoundError(MISSING_CLASS);
			}
			notes.add(note);
		}
	}

	@BeforeEach
	void start() throws Exception {
		peer = new RawPeer();
		launcher = new NdjsonLauncher.Builder<TestServer>().setLocalService(new Service())
				.setRemoteInterface(TestServer.class).setInput(peer.launcherInput).setOutput(peer.launcherOutput)
				.setMaxMessageSize(1024).configureGson(gson -> gson.registerTypeAdapter(TestServer.Unlinkable.class,
						(JsonDeserializer<TestServer.Unlinkable>) (json, type, context) -> {
							throw new NoClassDefFoundError(MISSING_CLASS);
						}))
				.create();
		listening = launcher.startListening();
	}

	@AfterEach
	void stop() throws Exception {
		peer.close();
	}

	private void assertReply(String expected) throws InterruptedException {
		assertThat(peer.next()).isEqualTo(JsonParser.parseString(expected));
	}

	private void assertStillWorks() throws InterruptedException {
		peer.send(NEXT_REQUEST);
		assertReply(NEXT_REPLY);
	}

	private JsonObject error(JsonObject reply) {
		return reply.getAsJsonObject("error");
	}

	@Test
	void answersARequestOnOneLine() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"<acp>&\",\"times\":2}}");
		String line = peer.nextLine();
		assertThat(line).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"hello <acp>& hello <acp>&\"}}");
	}

	@Test
	void notJsonIsAParseErrorWithNullId() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":");
		JsonObject reply = peer.next();
		assertThat(reply.get("id").isJsonNull()).isTrue();
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32700);
		assertThat(error(reply).has("data")).isFalse();
		assertStillWorks();
	}

	@Test
	void lenientJsonIsRejected() throws Exception {
		peer.send("{jsonrpc:'2.0', id:1, method:'greet'}");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32700);
		peer.send("hello");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32700);
		peer.send("{} {}");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32700);
		assertStillWorks();
	}

	@Test
	void aParseErrorSaysWhereTheLineWentWrongWithoutTheParsersJavaAdvice() throws Exception {
		for (String line : List.of("{not json", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":", "{jsonrpc:'2.0'}", "hello", "{\"a\":1 x}")) {
			peer.send(line);
			String message = error(peer.next()).get("message").getAsString();
			assertThat(message).as(line).startsWith("Parse error: ").contains("at line 1 column ").doesNotContain("JsonReader")
					.doesNotContain("Strictness").doesNotContain("http").doesNotContain(" path ");
		}
		assertStillWorks();
	}

	@Test
	void batchesAndNonObjectsAreInvalidRequestsWithNullId() throws Exception {
		for (String line : List.of("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\"}]", "[]", "5", "\"text\"", "null", "true")) {
			peer.send(line);
			JsonObject reply = peer.next();
			assertThat(reply.get("id").isJsonNull()).as(line).isTrue();
			assertThat(error(reply).get("code").getAsInt()).as(line).isEqualTo(-32600);
		}
		assertStillWorks();
	}

	@Test
	void objectsThatAreNoMessageAreInvalidRequestsWithTheirId() throws Exception {
		Map<String, String> cases = new HashMap<>();
		cases.put("{\"jsonrpc\":\"2.0\",\"id\":7}", "7");
		cases.put("{\"jsonrpc\":\"1.0\",\"id\":8,\"method\":\"greet\",\"params\":{\"name\":\"x\"}}", "8");
		cases.put("{\"id\":\"nine\",\"method\":\"greet\",\"params\":{\"name\":\"x\"}}", "\"nine\"");
		cases.put("{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":42}", "10");
		cases.put("{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"greet\",\"params\":\"x\"}", "11");
		cases.put("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"greet\"}", "null");
		cases.put("{\"jsonrpc\":\"2.0\"}", "null");
		for (Map.Entry<String, String> entry : cases.entrySet()) {
			peer.send(entry.getKey());
			JsonObject reply = peer.next();
			assertThat(reply.get("id")).as(entry.getKey()).isEqualTo(JsonParser.parseString(entry.getValue()));
			assertThat(error(reply).get("code").getAsInt()).as(entry.getKey()).isEqualTo(-32600);
			assertThat(error(reply).get("message").getAsString()).as(entry.getKey()).startsWith("Invalid request");
		}
		assertStillWorks();
	}

	@Test
	void unknownMethodsAreMethodNotFoundIncludingDollarRequests() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"nope\",\"params\":{}}");
		JsonObject reply = peer.next();
		assertThat(reply.get("id").getAsInt()).isEqualTo(1);
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32601);
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"$/something\"}");
		reply = peer.next();
		assertThat(reply.get("id").getAsInt()).isEqualTo(2);
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32601);
		// An unknown notification is ignored.
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"nope\",\"params\":{}}");
		assertStillWorks();
	}

	/**
	 * A vendor's notifications (claude's _auth/status_update, qwen's qwen/notify/...) and requests the
	 * service does not know are not a host's business: nothing reaches its default logging (INFO and
	 * up); a host that asks for FINE on LSP4J's endpoint logger reads each method once, never a line
	 * per message.
	 */
	@Test
	void unknownMethodsAreLoggedOncePerMethodAtFineOnLsp4jsLogger() throws Exception {
		List<LogRecord> records = new CopyOnWriteArrayList<>();
		Logger logger = Logger.getLogger(org.eclipse.lsp4j.jsonrpc.services.GenericEndpoint.class.getName());
		Level level = logger.getLevel();
		logger.setLevel(Level.ALL);
		logger.setFilter(record -> records.add(record) && false);
		try {
			for (int i = 0; i < 3; i++) {
				peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"_auth/status_update\",\"params\":{\"n\":" + i + "}}");
				peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"qwen/notify/usage\",\"params\":{}}");
				peer.send("{\"jsonrpc\":\"2.0\",\"id\":" + (40 + i) + ",\"method\":\"_vendor/ask\",\"params\":{}}");
				assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32601);
			}
			assertStillWorks();
		} finally {
			logger.setFilter(null);
			logger.setLevel(level);
		}
		assertThat(records).allSatisfy(record -> assertThat(record.getLevel()).isEqualTo(Level.FINE));
		assertThat(records).extracting(LogRecord::getMessage).hasSize(3)
				.anySatisfy(message -> assertThat(message).contains("_auth/status_update"))
				.anySatisfy(message -> assertThat(message).contains("qwen/notify/usage"))
				.anySatisfy(message -> assertThat(message).contains("_vendor/ask"));
	}

	@Test
	void mistypedParamsAreInvalidParams() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"greet\",\"params\":{\"name\":{\"nested\":true}}}");
		JsonObject reply = peer.next();
		assertThat(reply.get("id").getAsInt()).isEqualTo(3);
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32602);
		assertThat(error(reply).get("message").getAsString()).startsWith("Invalid params for greet:").doesNotContain("\n");
		assertThat(error(reply).has("data")).isFalse();
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"greet\",\"params\":{\"name\":\"x\",\"times\":\"many\"}}");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32602);
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"greet\"}");
		assertReply("{\"jsonrpc\":\"2.0\",\"id\":5,\"error\":{\"code\":-32602,\"message\":\"Invalid params for greet: params are required\"}}");
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"greet\",\"params\":null}");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32602);
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"greet\",\"params\":[{\"name\":\"in an array\"}]}");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32602);
		// A notification with bad params is dropped, not answered.
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"sequence\":\"x\"}}");
		assertStillWorks();
		assertThat(notes).isEmpty();
	}

	@Test
	void blankLinesAreSkippedAndCarriageReturnsTolerated() throws Exception {
		peer.sendRaw("\n\n   \n\r\n");
		peer.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"greet\",\"params\":{\"name\":\"crlf\"}}\r\n");
		assertReply("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{\"text\":\"hello crlf\"}}");
		assertThat(peer.hasUnread()).isFalse();
	}

	@Test
	void anOversizedLineIsAnsweredWithItsIdAndSkipped() throws Exception {
		// 1 KiB limit; this line is 8 MiB and is never held whole.
		sendLong("{\"jsonrpc\":\"2.0\",\"id\":\"big\",\"method\":\"greet\",\"params\":{\"name\":\"", 8, "\"}}");
		JsonObject reply = peer.next();
		assertThat(reply.get("id").getAsString()).isEqualTo("big");
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32600);
		assertThat(error(reply).get("message").getAsString()).contains("exceeds the limit of 1024 bytes");
		assertStillWorks();
	}

	/** A line of {@code start}, {@code megabytes} MiB of x and {@code end}, never built whole. */
	private void sendLong(String start, int megabytes, String end) {
		peer.sendRaw(start);
		peer.sendRepeated("x".repeat(8192).getBytes(StandardCharsets.US_ASCII), 128L * megabytes);
		peer.sendRaw(end + "\n");
	}

	/** An answer of over {@code megabytes} MiB to the request with {@code id}: its {@code result} after the id. */
	private void sendOversizedAnswer(String id, int megabytes) {
		sendLong("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"text\":\"", megabytes, "\"}}");
	}

	@Test
	void anOversizedAnswerFailsItsRequestAtOnceAndIsNeverAnswered() throws Exception {
		CompletableFuture<TestServer.Reply> answer = launcher.getRemoteProxy().wait(new TestServer.Greeting("peer", null));
		JsonObject request = peer.next();
		sendOversizedAnswer(request.get("id").toString(), 8);
		assertThat(answer).failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class)
				.havingCause().isInstanceOfSatisfying(MessageTooLargeException.class, tooLarge -> {
					assertThat(tooLarge.method()).isEqualTo("wait");
					assertThat(tooLarge.size()).isGreaterThan(8L * 1024 * 1024);
					assertThat(tooLarge.limit()).isEqualTo(1024);
					assertThat(tooLarge.getResponseError().getCode()).isEqualTo(-32600);
					assertThat(tooLarge.getMessage()).startsWith("The answer to wait was ").endsWith("over the 1 KiB limit on one message");
				});
		// Nothing went back for the answer: the next line is the answer to the next request.
		assertStillWorks();
		assertThat(peer.hasUnread()).isFalse();
	}

	/**
	 * A peer that writes the id last (a serializer that keeps the order it was given) is still heard:
	 * the id comes from the end of the skipped line, and the request fails at once, with its error or
	 * its result (before, the request waited forever: the turn reading an editor's 40 MB buffer hung).
	 */
	@ParameterizedTest
	@ValueSource(strings = { "\"result\":{\"text\":\"%s\"},\"id\":%s}", "\"error\":{\"code\":-32000,\"message\":\"%s\"},\"id\":%s}",
			"\"result\":{\"text\":\"%s\\\"}\"} , \"id\" : %s , \"jsonrpc\":\"2.0\" }\r" })
	void anOversizedAnswerWhoseIdComesLastFailsItsRequestAtOnce(String layout) throws Exception {
		CompletableFuture<TestServer.Reply> answer = launcher.getRemoteProxy().wait(new TestServer.Greeting("peer", null));
		String id = peer.next().get("id").toString();
		String[] parts = String.format(layout, "\u0000", id).split("\u0000");
		sendLong("{\"jsonrpc\":\"2.0\"," + parts[0], 2, parts[1]);
		assertThat(answer).failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class)
				.havingCause().isInstanceOfSatisfying(MessageTooLargeException.class, tooLarge -> assertThat(tooLarge.method()).isEqualTo("wait"));
		assertStillWorks();
		assertThat(peer.hasUnread()).isFalse();
	}

	@Test
	void anOversizedAnswerThatAnswersNothingOrDoesNotTellIsOnlyLogged() throws Exception {
		sendOversizedAnswer("12345", 2);
		// A result first, its id after the cut, for no request; and an id inside the result, not the answer's.
		sendLong("{\"jsonrpc\":\"2.0\",\"result\":{\"text\":\"", 2, "\"},\"id\":3}");
		sendLong("{\"jsonrpc\":\"2.0\",\"result\":{\"text\":\"", 2, "\",\"id\":1}}");
		// No member that tells, before the cut.
		sendLong("{\"jsonrpc\":\"2.0\",\"id\":4,\"x\":\"", 2, "\",\"result\":{}}");
		assertStillWorks();
		assertThat(peer.hasUnread()).isFalse();
	}

	@Test
	void anOversizedRequestWhoseIdComesAfterItsParamsIsAnsweredWithThatId() throws Exception {
		sendLong("{\"jsonrpc\":\"2.0\",\"method\":\"greet\",\"params\":{\"name\":\"", 2, "\"},\"id\":5}");
		JsonObject reply = peer.next();
		assertThat(reply.get("id").getAsInt()).isEqualTo(5);
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32600);
		// An id inside the params is not the request's.
		sendLong("{\"jsonrpc\":\"2.0\",\"method\":\"greet\",\"params\":{\"name\":\"", 2, "\",\"id\":6}}");
		reply = peer.next();
		assertThat(reply.get("id").isJsonNull()).isTrue();
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32600);
		assertStillWorks();
	}

	@Test
	void aRequestToANotificationIsMethodNotFoundAndNeverReachesTheHandler() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":40,\"method\":\"note\",\"params\":{\"thread\":\"main\",\"sequence\":1}}");
		assertReply("{\"jsonrpc\":\"2.0\",\"id\":40,\"error\":{\"code\":-32601,"
				+ "\"message\":\"Method not found: note is a notification; send it without an id\"}}");
		assertThat(notes).isEmpty();
		// And a notification of a request method is no request.
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"wait\",\"params\":{\"name\":\"x\"}}");
		assertStillWorks();
		assertThat(waiting).isEmpty();
	}

	@Test
	void anErrorWithJavaTextFromAnotherHandlerGoesOutWithoutIt() throws Exception {
		peer.close();
		peer = new RawPeer();
		// LSP4J's own handler puts the stack trace in data and the handler may name an exception.
		launcher = new NdjsonLauncher.Builder<TestServer>().setLocalService(new Service()).setRemoteInterface(TestServer.class)
				.setInput(peer.launcherInput).setOutput(peer.launcherOutput)
				.setExceptionHandler(failure -> {
					ResponseError error = RemoteEndpoint.DEFAULT_EXCEPTION_HANDLER.apply(failure);
					error.setMessage("Handler failed: " + failure);
					return error;
				}).create();
		launcher.startListening();
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"fail\",\"params\":{\"name\":\"x\"}}");
		assertReply("{\"jsonrpc\":\"2.0\",\"id\":6,\"error\":{\"code\":-32603,\"message\":\"Handler failed (the details are in the log)\"}}");
	}

	@Test
	void anEscapedLoneSurrogateIsValidJsonAndGetsAnAnswerWithItsIdOnOneValidLine() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"greet\",\"params\":{\"name\":\"a\\ud800b\\udc00\"}}");
		// What cannot be UTF-8 goes out as "?" (String.getBytes), so the answer is valid even for a peer that refuses lone surrogates.
		assertThat(peer.nextLine()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"text\":\"hello a?b?\"}}");
		// A pair is one character; anything lenient next to a lone surrogate is still refused.
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"greet\",\"params\":{\"name\":\"\\ud83d\\ude00\"}}");
		assertThat(peer.nextLine()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":8,\"result\":{\"text\":\"hello \ud83d\ude00\"}}");
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"greet\",\"params\":{\"name\":\"\\ud800\",\"times\":NULL}}");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32700);
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":10,\"method\":\"greet\",\"params\":{\"name\":\"\\ud800\\'\"}}");
		assertThat(error(peer.next()).get("code").getAsInt()).isEqualTo(-32700);
		assertStillWorks();
	}

	@Test
	void idsAreEchoedExactly() throws Exception {
		for (String id : List.of("9223372036854775807", "9007199254740993", "-1", "0", "\"abc\"", "\"\"", "\"42\"", "null")) {
			peer.send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"greet\",\"params\":{\"name\":\"id\"}}");
			assertThat(peer.nextLine()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{\"text\":\"hello id\"}}");
		}
	}

	@Test
	void aNullIdErrorFromThePeerIsLoggedAndTheConnectionGoesOn() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32700,\"message\":\"Parse error\"}}");
		assertStillWorks();
	}

	@Test
	void failuresAreOneLineInternalErrorsWithoutStackTraces() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"fail\",\"params\":{\"name\":\"x\"}}");
		assertReply("{\"jsonrpc\":\"2.0\",\"id\":6,\"error\":{\"code\":-32603,"
				+ "\"message\":\"Internal error: the request failed; the details are in the log\"}}");
	}

	@Test
	void anIncomingCancelAnswersTheRequestWithRequestCancelled() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":\"w1\",\"method\":\"wait\",\"params\":{\"name\":\"x\"}}");
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":12,\"method\":\"wait\",\"params\":{\"name\":\"y\"}}");
		assertStillWorks(); // both waits are registered once this is answered
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancel_request\",\"params\":{\"requestId\":12}}");
		JsonObject reply = peer.next();
		assertThat(reply.get("id").getAsInt()).isEqualTo(12);
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32800);
		assertThat(waiting.get(1).isCancelled()).isTrue();
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancel_request\",\"params\":{\"requestId\":\"w1\"}}");
		reply = peer.next();
		assertThat(reply.get("id").getAsString()).isEqualTo("w1");
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32800);
	}

	@Test
	void lspsCancelSpellingCancelsToo() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":13,\"method\":\"wait\",\"params\":{\"name\":\"z\"}}");
		assertStillWorks();
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":13}}");
		JsonObject reply = peer.next();
		assertThat(reply.get("id").getAsInt()).isEqualTo(13);
		assertThat(error(reply).get("code").getAsInt()).isEqualTo(-32800);
		assertThat(waiting.get(0).isCancelled()).isTrue();
		// ACP's member name under LSP's method is no cancellation.
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":14,\"method\":\"wait\",\"params\":{\"name\":\"w\"}}");
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"requestId\":14}}");
		assertStillWorks();
		assertThat(waiting.get(1).isCancelled()).isFalse();
	}

	@Test
	void cancellingAnOutgoingRequestSendsCancelRequest() throws Exception {
		CompletableFuture<TestServer.Reply> answer = launcher.getRemoteProxy().wait(new TestServer.Greeting("peer", null));
		JsonObject request = peer.next();
		assertThat(request.get("method").getAsString()).isEqualTo("wait");
		assertThat(request.get("id").getAsJsonPrimitive().isNumber()).isTrue();
		answer.cancel(true);
		assertReply("{\"jsonrpc\":\"2.0\",\"method\":\"$/cancel_request\",\"params\":{\"requestId\":" + request.get("id") + "}}");
		// The peer's late -32800 answer is accepted quietly.
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":" + request.get("id") + ",\"error\":{\"code\":-32800,\"message\":\"cancelled\"}}");
		assertStillWorks();
	}

	@Test
	void aHandlerComposesARequestToThePeerWithoutBlockingTheReader() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":20,\"method\":\"greet\",\"params\":{\"name\":\"relay\"}}");
		JsonObject outgoing = peer.next();
		assertThat(outgoing.get("method").getAsString()).isEqualTo("greet");
		// The reader thread is free: it answers another request while the first one waits.
		assertStillWorks();
		peer.send("{\"jsonrpc\":\"2.0\",\"id\":" + outgoing.get("id") + ",\"result\":{\"text\":\"hi from peer\"}}");
		assertReply("{\"jsonrpc\":\"2.0\",\"id\":20,\"result\":{\"text\":\"relayed hi from peer\"}}");
	}

	@Test
	void concurrentSendersNeverInterleaveAndKeepTheirOrder() throws Exception {
		int threads = 8;
		int perThread = 2000;
		ExecutorService pool = Executors.newFixedThreadPool(threads);
		CountDownLatch start = new CountDownLatch(1);
		try {
			for (int t = 0; t < threads; t++) {
				String name = "t" + t;
				pool.execute(() -> {
					try {
						start.await();
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
						return;
					}
					for (int i = 0; i < perThread; i++) {
						launcher.getRemoteProxy().note(new TestServer.Note(name, i));
					}
				});
			}
			start.countDown();
			Map<String, Long> last = new HashMap<>();
			for (int i = 0; i < threads * perThread; i++) {
				JsonObject message = peer.next();
				assertThat(message.get("method").getAsString()).isEqualTo("note");
				JsonObject params = message.getAsJsonObject("params");
				String thread = params.get("thread").getAsString();
				long sequence = params.get("sequence").getAsLong();
				assertThat(sequence).as(thread).isEqualTo(last.getOrDefault(thread, -1L) + 1);
				last.put(thread, sequence);
			}
			assertThat(last).hasSize(threads).allSatisfy((thread, sequence) -> assertThat(sequence).isEqualTo(perThread - 1));
		} finally {
			pool.shutdownNow();
		}
	}

	@Test
	void endOfInputEndsListeningAndFailsPendingRequests() throws Exception {
		CompletableFuture<TestServer.Reply> pending = launcher.getRemoteProxy().wait(new TestServer.Greeting("peer", null));
		peer.next();
		peer.closeInput();
		assertThat(listening.get(10, TimeUnit.SECONDS)).isNull();
		assertThat(pending).failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class)
				.havingCause().isInstanceOf(ConnectionClosedException.class)
				.withMessage("The connection closed before wait was answered");
		assertThat(launcher.getRemoteProxy().greet(new TestServer.Greeting("late", null)))
				.failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class);
	}

	@Test
	void anErrorInATypeAdapterOnTheReaderThreadIsLoggedAndEndsTheConnection() throws Exception {
		assertAnErrorEndsTheConnectionLoudly(
				"{\"jsonrpc\":\"2.0\",\"id\":30,\"method\":\"link\",\"params\":{}}");
	}

	@Test
	void anErrorInAHandlerOnTheReaderThreadIsLoggedAndEndsTheConnection() throws Exception {
		assertAnErrorEndsTheConnectionLoudly(
				"{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"thread\":\"" + UNLINKABLE + "\",\"sequence\":1}}");
	}

	/**
	 * The line makes the reader thread throw an Error: it is logged, our pending request fails, the
	 * peer's request is left to the peer (it sees the output end), and listening fails with the Error.
	 */
	private void assertAnErrorEndsTheConnectionLoudly(String line) throws Exception {
		List<LogRecord> records = new CopyOnWriteArrayList<>();
		// The reader's own logger (a filter applies where the record is logged).
		Logger logger = Logger.getLogger(NdjsonMessageProducer.class.getName());
		logger.setFilter(record -> records.add(record));
		try {
			CompletableFuture<TestServer.Reply> ours = launcher.getRemoteProxy().wait(new TestServer.Greeting("peer", null));
			peer.next();
			peer.send("{\"jsonrpc\":\"2.0\",\"id\":\"theirs\",\"method\":\"wait\",\"params\":{\"name\":\"x\"}}");
			peer.send(line);

			assertThat(peer.outputEnds()).as("the launcher closes its output").isTrue();
			assertThat(ours).failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class)
					.withCauseInstanceOf(JsonRpcException.class);
			assertThatThrownBy(() -> listening.get(10, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
					.hasCauseInstanceOf(NoClassDefFoundError.class);
			assertThat(records).anySatisfy(record -> {
				assertThat(record.getLevel()).isEqualTo(Level.SEVERE);
				assertThat(record.getThrown()).isInstanceOf(NoClassDefFoundError.class).hasMessage(MISSING_CLASS);
			});
		} finally {
			logger.setFilter(null);
		}
	}

	@Test
	void notificationsReachTheService() throws Exception {
		peer.send("{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"thread\":\"main\",\"sequence\":9007199254740993}}");
		assertStillWorks();
		assertThat(notes).containsExactly(new TestServer.Note("main", 9007199254740993L));
	}
}
