package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

/** A line goes to the first request still wanting one: an abandoned question never takes the next prompt. */
class TerminalInputTest {

	private final PipedOutputStream keys = new PipedOutputStream();
	private final TerminalInput input;

	TerminalInputTest() throws IOException {
		input = new TerminalInput(new PipedInputStream(keys));
	}

	private void type(String text) throws IOException {
		keys.write(text.getBytes(StandardCharsets.UTF_8));
		keys.flush();
	}

	@Test
	void aLineTypedAfterAQuestionWasAbandonedGoesToTheNextRequest() throws Exception {
		CompletableFuture<Optional<String>> question = input.next();
		question.cancel(false); // Ctrl-C answered the question
		CompletableFuture<Optional<String>> prompt = input.next();
		type("2\n");
		assertThat(prompt.get(10, TimeUnit.SECONDS)).contains("2");
		assertThat(question).isCancelled();
	}

	@Test
	void linesTypedAheadWaitInOrderAndAGivenBackLineComesFirst() throws Exception {
		type("one\ntwo\n");
		CompletableFuture<Optional<String>> first = input.next();
		assertThat(first.get(10, TimeUnit.SECONDS)).contains("one");
		CompletableFuture<Optional<String>> second = input.next();
		assertThat(second.get(10, TimeUnit.SECONDS)).contains("two");
		input.unread("two");
		type("three\n");
		assertThat(input.next().get(10, TimeUnit.SECONDS)).contains("two");
		assertThat(input.next().get(10, TimeUnit.SECONDS)).contains("three");
	}

	@Test
	void theEndOfInputEndsEveryRequestNowAndLater() throws Exception {
		CompletableFuture<Optional<String>> waiting = input.next();
		keys.close();
		assertThat(waiting.get(10, TimeUnit.SECONDS)).isEmpty();
		assertThat(input.next().get(10, TimeUnit.SECONDS)).isEmpty();
	}

	@Test
	void keysTheTerminalDoesNotHandleAreNoPartOfALine() {
		// Ctrl-L to clear the screen, then the up arrow (normal and application mode), Home, a tab kept.
		assertThat(TerminalInput.printable("\fplease \u001b[Awrite\u001bOA it\u001b[1~\tnow\u007f")).isEqualTo("please write it\tnow");
		assertThat(TerminalInput.printable("/model gpt-4.1")).isEqualTo("/model gpt-4.1");
	}
}
