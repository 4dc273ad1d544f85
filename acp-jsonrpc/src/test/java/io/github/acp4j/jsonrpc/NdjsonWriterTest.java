package io.github.acp4j.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.jsonrpc.internal.NdjsonMessageConsumer;

/**
 * The NDJSON writer's rules: an idle message leaves at once, messages gathered under load leave in
 * order as whole lines (also across threads: what one thread hands over after another leaves after it), and a peer that stops reading holds the producers at the bound without
 * losing anything.
 */
class NdjsonWriterTest {

	/** A guard against a hang, not a speed assertion. */
	private static final long GUARD_SECONDS = 30;

	private final MessageJsonHandler json = new MessageJsonHandler(Map.of());
	private final ExecutorService pool = Executors.newCachedThreadPool();

	@AfterEach
	void stop() {
		pool.shutdownNow();
	}

	private static NotificationMessage note(String thread, int sequence, String padding) {
		JsonObject params = new JsonObject();
		params.addProperty("thread", thread);
		params.addProperty("sequence", sequence);
		params.addProperty("padding", padding);
		NotificationMessage message = new NotificationMessage();
		message.setJsonrpc("2.0");
		message.setMethod("note");
		message.setParams(params);
		return message;
	}

	private static byte[] lineOf(MessageJsonHandler json, NotificationMessage message) {
		return (json.serialize(message) + "\n").getBytes(StandardCharsets.UTF_8);
	}

	@Test
	void anIdleMessageLeavesAtOnceWithoutAnotherMessageOrAFlushBehindIt() throws Exception {
		Pipe pipe = Pipe.open();
		NdjsonMessageConsumer writer = new NdjsonMessageConsumer(Channels.newOutputStream(pipe.sink()), json);
		BufferedReader peer = new BufferedReader(new InputStreamReader(Channels.newInputStream(pipe.source()), StandardCharsets.UTF_8));

		writer.consume(note("main", 0, ""));
		// Nothing else is written and nobody flushes or closes: the peer must still see the line.
		Future<String> first = pool.submit(peer::readLine);
		assertThat(first.get(GUARD_SECONDS, TimeUnit.SECONDS)).contains("\"sequence\":0");

		// Idle again (the line was read): the next message also leaves on its own.
		writer.consume(note("main", 1, ""));
		Future<String> second = pool.submit(peer::readLine);
		assertThat(second.get(GUARD_SECONDS, TimeUnit.SECONDS)).contains("\"sequence\":1");

		// An answer finding the writer idle is written by the answering thread itself.
		ResponseMessage answer = new ResponseMessage();
		answer.setJsonrpc("2.0");
		answer.setId(7);
		answer.setResult("done");
		writer.consume(answer);
		Future<String> third = pool.submit(peer::readLine);
		assertThat(third.get(GUARD_SECONDS, TimeUnit.SECONDS)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":\"done\"}");
	}

	@Test
	void linesFromManyThreadsStayWholeAndInEachThreadsOrder() throws Exception {
		int threads = 6;
		int perThread = 3000;
		Pipe pipe = Pipe.open();
		// A small bound, so that producers wait, batches form and big lines go alone.
		NdjsonMessageConsumer writer = new NdjsonMessageConsumer(Channels.newOutputStream(pipe.sink()), json, 4096);
		CountDownLatch start = new CountDownLatch(1);
		for (int t = 0; t < threads; t++) {
			String name = "t" + t;
			pool.execute(() -> {
				try {
					start.await();
				} catch (InterruptedException e) {
					return;
				}
				for (int i = 0; i < perThread; i++) {
					// Every 500th line is larger than the bound and than the pipe's buffer.
					String padding = i % 500 == 0 ? "x".repeat(100_000) : "é".repeat(i % 40);
					writer.consume(note(name, i, padding));
				}
			});
		}
		start.countDown();

		BufferedReader peer = new BufferedReader(new InputStreamReader(Channels.newInputStream(pipe.source()), StandardCharsets.UTF_8));
		Future<Map<String, Integer>> read = pool.submit(() -> {
			Map<String, Integer> last = new HashMap<>();
			for (int n = 0; n < threads * perThread; n++) {
				JsonObject message = JsonParser.parseString(peer.readLine()).getAsJsonObject();
				JsonObject params = message.getAsJsonObject("params");
				String thread = params.get("thread").getAsString();
				int sequence = params.get("sequence").getAsInt();
				assertThat(sequence).as(thread).isEqualTo(last.getOrDefault(thread, -1) + 1);
				String padding = params.get("padding").getAsString();
				assertThat(padding).isEqualTo(sequence % 500 == 0 ? "x".repeat(100_000) : "é".repeat(sequence % 40));
				last.put(thread, sequence);
			}
			return last;
		});
		assertThat(read.get(GUARD_SECONDS, TimeUnit.SECONDS)).hasSize(threads)
				.allSatisfy((thread, sequence) -> assertThat(sequence).isEqualTo(perThread - 1));
	}

	@Test
	void aMessageHandedOverAfterAnotherThreadsLeavesAfterIt() throws Exception {
		int turns = 2000;
		Pipe pipe = Pipe.open();
		NdjsonMessageConsumer writer = new NdjsonMessageConsumer(Channels.newOutputStream(pipe.sink()), json);
		BufferedReader peer = new BufferedReader(new InputStreamReader(Channels.newInputStream(pipe.source()), StandardCharsets.UTF_8));
		// As in a prompt turn: its thread sends updates, then another thread answers the prompt. The
		// updates go through the writer thread, an answer finding the writer idle is written by the
		// answering thread itself: it must still not overtake the updates handed over before it.
		SynchronousQueue<Integer> updated = new SynchronousQueue<>();
		Future<?> updates = pool.submit(() -> {
			for (int i = 0; i < turns; i++) {
				writer.consume(note("turn", i, ""));
				updated.put(i);
			}
			return null;
		});
		Future<?> answers = pool.submit(() -> {
			for (int i = 0; i < turns; i++) {
				ResponseMessage answer = new ResponseMessage();
				answer.setJsonrpc("2.0");
				answer.setId(updated.take());
				answer.setResult("done");
				writer.consume(answer);
			}
			return null;
		});
		Future<?> read = pool.submit(() -> {
			int notes = 0;
			int answered = 0;
			for (int n = 0; n < 2 * turns; n++) {
				JsonObject message = JsonParser.parseString(peer.readLine()).getAsJsonObject();
				if (message.has("id")) {
					assertThat(message.get("id").getAsInt()).as("the answer after its update").isEqualTo(answered++).isLessThan(notes);
				} else {
					assertThat(message.getAsJsonObject("params").get("sequence").getAsInt()).isEqualTo(notes++);
				}
			}
			return null;
		});
		updates.get(GUARD_SECONDS, TimeUnit.SECONDS);
		answers.get(GUARD_SECONDS, TimeUnit.SECONDS);
		read.get(GUARD_SECONDS, TimeUnit.SECONDS);
	}

	@Test
	void noProducerStartsAThreadAndAfterCloseEachProducerWritesItsOwnMessages() throws Exception {
		Pipe pipe = Pipe.open();
		NdjsonMessageConsumer writer = new NdjsonMessageConsumer(Channels.newOutputStream(pipe.sink()), json);
		BufferedReader peer = new BufferedReader(new InputStreamReader(Channels.newInputStream(pipe.source()), StandardCharsets.UTF_8));
		// Told, on the creating thread, of every thread a producer that carries it creates.
		List<String> started = new CopyOnWriteArrayList<>();
		InheritableThreadLocal<String> producer = new InheritableThreadLocal<>() {
			@Override
			protected String childValue(String parent) {
				started.add(parent + " started a thread");
				return null;
			}
		};
		// Like the connection's reader thread: it hands over notifications and answers.
		Future<?> produced = pool.submit(() -> {
			producer.set("producer");
			try {
				for (int i = 0; i < 50; i++) {
					writer.consume(note("producer", i, ""));
				}
				ResponseMessage answer = new ResponseMessage();
				answer.setJsonrpc("2.0");
				answer.setId(1);
				answer.setResult("done");
				writer.consume(answer);
			} finally {
				producer.remove();
			}
		});
		Future<Integer> read = pool.submit(() -> {
			int lines = 0;
			while (lines < 51 && peer.readLine() != null) {
				lines++;
			}
			return lines;
		});
		produced.get(GUARD_SECONDS, TimeUnit.SECONDS);
		assertThat(read.get(GUARD_SECONDS, TimeUnit.SECONDS)).isEqualTo(51);
		assertThat(started).isEmpty();

		// The input ended: the writer thread goes, and what is handed over later still leaves.
		writer.close();
		writer.consume(note("main", 50, ""));
		writer.consume(note("main", 51, ""));
		Future<String> late = pool.submit(() -> peer.readLine() + "\n" + peer.readLine());
		assertThat(late.get(GUARD_SECONDS, TimeUnit.SECONDS)).contains("\"sequence\":50").contains("\"sequence\":51");
	}

	@Test
	void aPeerThatStopsReadingHoldsProducersAtTheBoundAndLosesNothingWhenItResumes() throws Exception {
		int total = 2000;
		byte[] line = lineOf(json, note("main", 1000, ""));
		int bound = 10 * line.length;
		StalledPeer peer = new StalledPeer();
		NdjsonMessageConsumer writer = new NdjsonMessageConsumer(peer, json, bound);
		AtomicInteger handedOver = new AtomicInteger();
		Thread producer = new Thread(() -> {
			for (int i = 1000; i < 1000 + total; i++) {
				writer.consume(note("main", i, ""));
				handedOver.incrementAndGet();
			}
		}, "producer");
		producer.start();

		// The first write reaches the peer and stays there; then the producer fills the bound and waits.
		assertThat(peer.firstWrite.await(GUARD_SECONDS, TimeUnit.SECONDS)).isTrue();
		int atTheBound = peer.stalledBytes / line.length + bound / line.length;
		while (handedOver.get() < atTheBound || producer.getState() != Thread.State.WAITING) {
			assertThat(handedOver.get()).as("messages handed over while the peer reads nothing").isLessThanOrEqualTo(atTheBound);
			Thread.onSpinWait();
		}
		assertThat(peer.written()).as("nothing but the first write reached the peer").hasSize(peer.stalledBytes);

		peer.resume();
		producer.join(TimeUnit.SECONDS.toMillis(GUARD_SECONDS));
		assertThat(handedOver.get()).isEqualTo(total);
		writer.awaitWritten();
		String[] lines = peer.written().split("\n");
		assertThat(lines).hasSize(total);
		for (int i = 0; i < total; i++) {
			assertThat(JsonParser.parseString(lines[i]).getAsJsonObject().getAsJsonObject("params").get("sequence").getAsInt())
					.isEqualTo(1000 + i);
		}
	}

	/** A peer that takes the first write and then stops reading until {@link #resume()}. */
	private static final class StalledPeer extends OutputStream {
		final CountDownLatch firstWrite = new CountDownLatch(1);
		private final CountDownLatch resumed = new CountDownLatch(1);
		private final List<byte[]> writes = new ArrayList<>();
		volatile int stalledBytes;

		@Override
		public void write(int b) {
			write(new byte[] { (byte) b }, 0, 1);
		}

		@Override
		public void write(byte[] bytes, int offset, int length) {
			synchronized (writes) {
				writes.add(java.util.Arrays.copyOfRange(bytes, offset, offset + length));
			}
			if (firstWrite.getCount() > 0) {
				stalledBytes = length;
				firstWrite.countDown();
				try {
					resumed.await();
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			}
		}

		void resume() {
			resumed.countDown();
		}

		String written() throws IOException {
			java.io.ByteArrayOutputStream all = new java.io.ByteArrayOutputStream();
			synchronized (writes) {
				for (byte[] write : writes) {
					all.write(write);
				}
			}
			return all.toString(StandardCharsets.UTF_8);
		}
	}

	/** A record with what JSON escapes, a union-like member and an absent one. */
	record Chunk(String text, Map<String, Object> meta, String absent) {
	}

	/** Notifications are written as LSP4J's message adapter writes them, whatever their params. */
	@Test
	void aNotificationIsWrittenAsLsp4jWritesIt() {
		MessageJsonHandler custom = new MessageJsonHandler(Map.of(), gson -> gson.registerTypeAdapter(Chunk.class,
				(com.google.gson.JsonSerializer<Chunk>) (chunk, type, context) -> new com.google.gson.JsonPrimitive("custom")));
		JsonObject object = new JsonObject();
		object.addProperty("n", 1);
		com.google.gson.JsonArray array = new com.google.gson.JsonArray();
		array.add("a");
		Map<String, Object> meta = new HashMap<>();
		meta.put("k", List.of(1, "\u00e9\n\"<&>\u2028"));
		List<Object> params = new ArrayList<>(List.of(new Chunk("w \ud83d\ude00 \"q\"\t", meta, null), object, array, "text", 7, List.of(1, 2),
				new int[] { 1 }, true));
		params.add(null);
		for (MessageJsonHandler handler : List.of(json, custom)) {
			for (Object param : params) {
				for (String jsonrpc : new String[] { "2.0", null }) {
					NotificationMessage message = new NotificationMessage();
					message.setJsonrpc(jsonrpc);
					message.setMethod("session/update");
					message.setParams(param);
					java.io.ByteArrayOutputStream written = new java.io.ByteArrayOutputStream();
					NdjsonMessageConsumer writer = new NdjsonMessageConsumer(written, handler);

					writer.consume(message);
					writer.awaitWritten();

					assertThat(written.toString(StandardCharsets.UTF_8)).as("%s", param)
							.isEqualTo(new String(lineOf(handler, message), StandardCharsets.UTF_8));
				}
			}
		}
	}

	/**
	 * Responses are written as LSP4J's message adapter writes them, whatever their result and id
	 * (ids as the reader keeps them: their exact text), errors and null results included; an id
	 * that is no JSON number is refused as LSP4J refuses it.
	 */
	@Test
	void aResponseIsWrittenAsLsp4jWritesIt() throws IOException {
		MessageJsonHandler custom = new MessageJsonHandler(Map.of(), gson -> gson.registerTypeAdapter(Chunk.class,
				(com.google.gson.JsonSerializer<Chunk>) (chunk, type, context) -> new com.google.gson.JsonPrimitive("custom")));
		JsonObject object = new JsonObject();
		object.addProperty("n", 1);
		List<Object> results = new ArrayList<>(List.of(new Chunk("w \ud83d\ude00 \"q\"\t", Map.of("k", List.of(1, "\u2028")), null),
				object, "text", 7, 2.5, List.of(1, "two"), new int[] { 1 }, true, new JsonObject()));
		results.add(null);
		List<org.eclipse.lsp4j.jsonrpc.messages.Either<String, Number>> ids = new ArrayList<>();
		ids.add(org.eclipse.lsp4j.jsonrpc.messages.Either.forLeft("a \"b\" \u00e9"));
		ids.add(org.eclipse.lsp4j.jsonrpc.messages.Either.forRight(5));
		ids.add(org.eclipse.lsp4j.jsonrpc.messages.Either.forRight(Long.MIN_VALUE));
		ids.add(org.eclipse.lsp4j.jsonrpc.messages.Either.forRight(new java.math.BigDecimal("1.50")));
		for (String text : new String[] { "12", "-3", "0", "-0", "1.50", "1e3", "-2E-7", "12345678901234567890", "007", "-", "1x" }) {
			com.google.gson.stream.JsonReader reader = new com.google.gson.stream.JsonReader(new java.io.StringReader("\"" + text + "\""));
			ids.add(org.eclipse.lsp4j.jsonrpc.messages.Either.forRight(com.google.gson.ToNumberPolicy.LAZILY_PARSED_NUMBER.readNumber(reader)));
		}
		ids.add(null);
		for (MessageJsonHandler handler : List.of(json, custom)) {
			for (Object result : results) {
				for (org.eclipse.lsp4j.jsonrpc.messages.Either<String, Number> id : ids) {
					ResponseMessage message = new ResponseMessage();
					message.setJsonrpc("2.0");
					message.setRawId(id);
					message.setResult(result);
					assertWrittenAsLsp4jWritesIt(handler, message);
				}
			}
			ResponseMessage error = new ResponseMessage();
			error.setRawId(org.eclipse.lsp4j.jsonrpc.messages.Either.forRight(3));
			error.setError(new org.eclipse.lsp4j.jsonrpc.messages.ResponseError(-32602, "bad", Map.of("why", "because")));
			assertWrittenAsLsp4jWritesIt(handler, error);
		}
	}

	private static void assertWrittenAsLsp4jWritesIt(MessageJsonHandler handler, ResponseMessage message) {
		String expected;
		try {
			expected = handler.serialize(message) + "\n";
		} catch (RuntimeException refused) {
			NdjsonMessageConsumer writer = new NdjsonMessageConsumer(OutputStream.nullOutputStream(), handler);
			org.assertj.core.api.Assertions.assertThatThrownBy(() -> writer.consume(message)).as("%s", message)
					.isInstanceOf(refused.getClass());
			return;
		}
		java.io.ByteArrayOutputStream written = new java.io.ByteArrayOutputStream();
		NdjsonMessageConsumer writer = new NdjsonMessageConsumer(written, handler);
		writer.consume(message);
		writer.awaitWritten();
		assertThat(written.toString(StandardCharsets.UTF_8)).as("%s", message).isEqualTo(expected);
	}

	/** A Gson with a strictness of its own writes through LSP4J, which refuses what that strictness refuses. */
	@Test
	void aNotificationFollowsTheStrictnessOfTheGson() {
		MessageJsonHandler strict = new MessageJsonHandler(Map.of(),
				gson -> gson.setStrictness(com.google.gson.Strictness.LEGACY_STRICT).serializeSpecialFloatingPointValues());
		JsonObject params = new JsonObject();
		params.addProperty("v", Double.NaN);
		NotificationMessage message = new NotificationMessage();
		message.setJsonrpc("2.0");
		message.setMethod("note");
		message.setParams(params);
		NdjsonMessageConsumer writer = new NdjsonMessageConsumer(OutputStream.nullOutputStream(), strict);

		org.assertj.core.api.Assertions.assertThatThrownBy(() -> strict.serialize(message)).isInstanceOf(IllegalArgumentException.class);
		org.assertj.core.api.Assertions.assertThatThrownBy(() -> writer.consume(message)).isInstanceOf(IllegalArgumentException.class);
	}
}
