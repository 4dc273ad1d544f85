package io.github.acp4j.jsonrpc;

import java.util.concurrent.CompletableFuture;

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
}
