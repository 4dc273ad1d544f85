package io.github.acp4j.jsonrpc.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

/**
 * The JSON-RPC 2.0 batches of one connection (read by {@link MessageReader}). It is the last
 * consumer before the writer: the answers to a batch's entries stop here until the batch's last
 * answer is made, then leave together as one JSON array, written by the thread that made the last
 * one. Everything before it (the endpoint, the message wrappers, a tracer) sees each answer as it is
 * made, as it sees any answer. Once the connection has ended, what a batch still waited for is
 * dropped, never written.
 */
public final class Batches implements MessageConsumer {

	private static final Logger LOG = Logger.getLogger(Batches.class.getName());

	private final MessageConsumer writer;
	private final BooleanSupplier accepted;
	/** The batch of each request handed on and not answered yet, by identity: two requests may be equal. */
	private final Map<RequestMessage, Batch> waiting = Collections.synchronizedMap(new IdentityHashMap<>());
	/** Whether a batch was ever read: until then no answer looks for its batch. */
	private volatile boolean opened;
	private volatile boolean closed;

	/**
	 * @param writer   where messages are written
	 * @param accepted whether an array is read as a batch now (asked at each one)
	 */
	public Batches(MessageConsumer writer, BooleanSupplier accepted) {
		this.writer = writer;
		this.accepted = accepted;
	}

	boolean accepted() {
		return accepted.getAsBoolean();
	}

	Batch open() {
		opened = true;
		return new Batch();
	}

	/** The answer to be made for {@code request}, received in a batch still waiting for it; else null. */
	ResponseMessage answerTo(RequestMessage request) {
		Batch batch = opened ? waiting.get(request) : null;
		return batch == null ? null : new Answer(batch, request);
	}

	/** An answer this side makes itself for an entry of {@code batch} (an invalid one): counted, then to be sent as any answer. */
	ResponseMessage answerOf(Batch batch) {
		batch.expect(null);
		return new Answer(batch, null);
	}

	@Override
	public void consume(Message message) {
		if (message instanceof Answer answer) {
			answer.arrived();
		} else {
			writer.consume(message);
		}
	}

	/** Tells {@code listener} of {@code written}, a message just written: of each answer it holds when it is a batch's. */
	public static void forEachWritten(Message written, Consumer<? super Message> listener) {
		if (written instanceof Answers answers) {
			answers.answers().forEach(listener);
		} else {
			listener.accept(written);
		}
	}

	/** The connection ended: what batches wait for is dropped as it is made. */
	public void close() {
		closed = true;
	}

	private void write(List<ResponseMessage> answers) {
		if (closed) {
			LOG.fine("Dropped the answers of a batch: the connection ended");
			return;
		}
		try {
			writer.consume(new Answers(answers));
		} catch (RuntimeException e) {
			// The thread that made the last answer may be any handler's: it must not fail for the write.
			LOG.log(Level.WARNING, "Could not send the answers of a batch", e);
		}
	}

	/** One batch read: the answers made so far and how many are still to come. */
	final class Batch {

		// Guarded by this.
		private final List<ResponseMessage> answers = new ArrayList<>();
		private int awaited;
		private boolean sealed;

		/** Counts an answer to come; the answer to {@code request} (when not null) is to stop here. */
		synchronized void expect(RequestMessage request) {
			awaited++;
			if (request != null) {
				waiting.put(request, this);
			}
		}

		/** Every entry has been handed on: the answers leave once the last is in (none are sent for none). */
		void seal() {
			List<ResponseMessage> done;
			synchronized (this) {
				sealed = true;
				done = takeIfDone();
			}
			if (done != null) {
				write(done);
			}
		}

		private void answered(ResponseMessage answer) {
			List<ResponseMessage> done;
			synchronized (this) {
				answers.add(answer);
				awaited--;
				done = takeIfDone();
			}
			if (done != null) {
				write(done);
			}
		}

		private List<ResponseMessage> takeIfDone() {
			if (!sealed || awaited > 0 || answers.isEmpty()) {
				return null;
			}
			List<ResponseMessage> done = List.copyOf(answers);
			answers.clear();
			return done;
		}
	}

	/** An answer held by its batch; the answer to a request counts once, however many LSP4J makes for it. */
	final class Answer extends ResponseMessage {

		private final transient Batch batch;
		/** The request answered, or null for an answer this side made for an invalid entry. */
		private final transient RequestMessage request;

		Answer(Batch batch, RequestMessage request) {
			this.batch = batch;
			this.request = request;
		}

		void arrived() {
			if (request == null ? !closed : waiting.remove(request) != null) {
				batch.answered(this);
			}
		}
	}

	/** The answers of one batch, which the writer writes as one JSON array. */
	static final class Answers extends Message {

		private final transient List<ResponseMessage> answers;

		Answers(List<ResponseMessage> answers) {
			this.answers = answers;
		}

		List<ResponseMessage> answers() {
			return answers;
		}
	}
}
