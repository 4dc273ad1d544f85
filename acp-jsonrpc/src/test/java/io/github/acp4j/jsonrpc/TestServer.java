package io.github.acp4j.jsonrpc;

import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

/** The service the transport tests talk to. */
public interface TestServer {

	record Greeting(String name, Integer times) {
	}

	record Reply(String text) {
	}

	record Note(String thread, long sequence) {
	}

	/** Params whose type adapter fails as one linked against a missing class does. */
	record Unlinkable() {
	}

	@JsonRequest
	CompletableFuture<Reply> greet(Greeting greeting);

	/** Answers only when cancelled. */
	@JsonRequest
	CompletableFuture<Reply> wait(Greeting greeting);

	@JsonRequest
	CompletableFuture<Reply> fail(Greeting greeting);

	/** Never called: its params cannot be read. */
	@JsonRequest
	default CompletableFuture<Reply> link(Unlinkable unlinkable) {
		throw new AssertionError("link was called");
	}

	@JsonNotification
	void note(Note note);

	/** Greets at once, waits as {@code waits} says, fails {@code fail} and hands notes to {@code notes}. */
	class Plain implements TestServer {

		private final Function<Greeting, CompletableFuture<Reply>> waits;
		private final Consumer<Note> notes;

		public Plain(Function<Greeting, CompletableFuture<Reply>> waits, Consumer<Note> notes) {
			this.waits = waits;
			this.notes = notes;
		}

		@Override
		public CompletableFuture<Reply> greet(Greeting greeting) {
			return CompletableFuture.completedFuture(new Reply("hello " + greeting.name()));
		}

		@Override
		public CompletableFuture<Reply> wait(Greeting greeting) {
			return waits.apply(greeting);
		}

		@Override
		public CompletableFuture<Reply> fail(Greeting greeting) {
			return CompletableFuture.failedFuture(new IllegalStateException("boom"));
		}

		@Override
		public void note(Note note) {
			notes.accept(note);
		}
	}
}
