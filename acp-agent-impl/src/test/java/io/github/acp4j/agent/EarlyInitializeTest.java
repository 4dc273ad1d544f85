package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.inject.Guice;

import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.jsonrpc.NdjsonLauncher;

/**
 * The editor's {@code initialize}, answered before the agent and its connection are built, gets the
 * bytes the agent's connection writes; any other first line is left whole to the connection, and what
 * follows the line reaches it without waiting for more input.
 */
class EarlyInitializeTest {

	private static final String NEXT = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/list\",\"params\":{}}\n";

	@TempDir
	Path root;

	/** The early answer of the agent's connection on these streams. */
	private static NdjsonLauncher.FirstRequest<Record> firstRequest(InputStream in, OutputStream out) {
		return new FirstInitialize(in, out, false).firstRequest();
	}

	/** The demo agent's connections, storing in the test's directory. */
	private AgentConnections agent() {
		return Guice.createInjector(new AgentModule(AgentConfig.of(root.resolve("sessions")),
				Map.of("LLM_PROVIDER", "demo", "ACP4J_HOME", root.resolve("home").toString()))).getInstance(AgentConnections.class);
	}

	/** The line as the agent's connection answers it. */
	private String connectionAnswer(String line) throws Exception {
		return connectionAnswer(line, false);
	}

	/** The line as the agent's connection answers it; {@code v2}: with {@code --experimental-v2}. */
	private String connectionAnswer(String line, boolean v2) throws Exception {
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		agent().connect(new FirstInitialize(Channels.newInputStream(in.source()), Channels.newOutputStream(out.sink()), v2));
		OutputStream client = Channels.newOutputStream(in.sink());
		client.write(line.getBytes(StandardCharsets.UTF_8));
		client.flush();
		String answer = readLine(new BufferedReader(new InputStreamReader(Channels.newInputStream(out.source()), StandardCharsets.UTF_8)));
		client.close();
		return answer + "\n";
	}

	private static String readLine(BufferedReader answers) throws Exception {
		return CompletableFuture.supplyAsync(() -> {
			try {
				return answers.readLine();
			} catch (java.io.IOException e) {
				throw new java.io.UncheckedIOException(e);
			}
		}).get(30, TimeUnit.SECONDS);
	}

	@ParameterizedTest
	@ValueSource(strings = { "1", "\"a\\\"b\\u00e9\"", "9007199254740993", "-0", "1.5e3" })
	void anInitializeGetsTheConnectionsAnswer(String id) throws Exception {
		String line = "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"initialize\",\"params\":{\"protocolVersion\":1,"
				+ "\"clientCapabilities\":{\"fs\":{\"readTextFile\":true,\"writeTextFile\":true},\"terminal\":true},"
				+ "\"clientInfo\":{\"name\":\"zed\",\"version\":\"1\"},\"_meta\":{\"k\":null}},\"extra\":[1]}\n";
		ByteArrayOutputStream written = new ByteArrayOutputStream();
		NdjsonLauncher.FirstRequest<Record> first = firstRequest(new ByteArrayInputStream((line + NEXT).getBytes(StandardCharsets.UTF_8)), written);
		InputStream input = first.input();

		InitializeRequest answered = (InitializeRequest) first.answer();

		assertThat(answered).isNotNull();
		assertThat(answered.clientCapabilities().terminal()).isTrue();
		assertThat(written.toString(StandardCharsets.UTF_8)).isEqualTo(connectionAnswer(line));
		assertThat(new String(input.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(NEXT);
	}

	/**
	 * With {@code --experimental-v2} the first {@code initialize} is answered early too, in the version
	 * the connection would pick: v2 for a client asking for 2 or more, v1 otherwise.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "{\"protocolVersion\":2,\"info\":{\"name\":\"c\",\"version\":\"1\"}}", "{\"protocolVersion\":3}",
			"{\"protocolVersion\":1,\"clientCapabilities\":{\"terminal\":true}}", "{\"protocolVersion\":0}" })
	void underV2AnInitializeGetsTheAnswerOfTheVersionTheConnectionPicks(String params) throws Exception {
		String line = "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"initialize\",\"params\":" + params + "}\n";
		ByteArrayOutputStream written = new ByteArrayOutputStream();
		FirstInitialize first = new FirstInitialize(new ByteArrayInputStream((line + NEXT).getBytes(StandardCharsets.UTF_8)), written, true);

		assertThat(first.answer()).isTrue();

		assertThat(written.toString(StandardCharsets.UTF_8)).isEqualTo(connectionAnswer(line, true));
	}

	/**
	 * The connection reads the line answered early first, without answering it again: the version it
	 * picked holds (a v1 method on a v2 connection is unknown), and the client gets one answer.
	 */
	@Test
	void theConnectionGoesOnInTheVersionTheEarlyAnswerPicked() throws Exception {
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		OutputStream client = Channels.newOutputStream(in.sink());
		client.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":2}}\n"
				+ "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/set_mode\",\"params\":{\"sessionId\":\"s\",\"modeId\":\"plan\"}}\n")
				.getBytes(StandardCharsets.UTF_8));
		client.flush();
		FirstInitialize first = new FirstInitialize(Channels.newInputStream(in.source()), Channels.newOutputStream(out.sink()), true);
		assertThat(first.firstRequest().answer()).isInstanceOf(io.github.acp4j.api.v2.types.InitializeRequest.class);
		agent().connect(first);
		BufferedReader answers = new BufferedReader(new InputStreamReader(Channels.newInputStream(out.source()), StandardCharsets.UTF_8));

		String initialized = readLine(answers);
		String setMode = readLine(answers);

		assertThat(initialized).startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":2,");
		assertThat(setMode).as("answered once, then the v1 method is unknown in v2")
				.startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"error\":{\"code\":-32601,");
		client.close();
	}

	@ParameterizedTest
	@ValueSource(strings = {
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"session/list\",\"params\":{}}", // not initialize
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{}}", // no protocolVersion
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"1\"}}", // a string
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1,\"clientCapabilities\":7}}",
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":[1]}",
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}",
			"{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}",
			"{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}",
			"{\"jsonrpc\":\"2.0\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}", // a notification
			"{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}",
			"{'jsonrpc':'2.0','id':1,'method':'initialize','params':{'protocolVersion':1}}", // not strict JSON
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}} {}",
			"[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}]",
			"",
			"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}" })
	void anyOtherFirstLineIsLeftWholeToTheConnection(String line) throws Exception {
		byte[] input = (line + "\n" + NEXT).getBytes(StandardCharsets.UTF_8);
		assertLeftWhole(input);
	}

	@Test
	void bytesThatAreNoUtf8AndALineWithoutItsEndAreLeftWhole() throws Exception {
		assertLeftWhole(new byte[] { '{', (byte) 0xC3, '}', '\n' });
		assertLeftWhole("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}".getBytes(StandardCharsets.UTF_8));
		assertLeftWhole(new byte[0]);
		byte[] spaces = new byte[70 * 1024];
		java.util.Arrays.fill(spaces, (byte) ' ');
		assertLeftWhole(spaces);
	}

	private static void assertLeftWhole(byte[] bytes) throws Exception {
		ByteArrayOutputStream written = new ByteArrayOutputStream();
		NdjsonLauncher.FirstRequest<Record> first = firstRequest(new ByteArrayInputStream(bytes), written);
		InputStream input = first.input();

		assertThat(first.answer()).isNull();

		assertThat(written.size()).isZero();
		assertThat(input.readAllBytes()).isEqualTo(bytes);
	}

	/** The line after initialize is read at once, though the editor has not closed its end. */
	@Test
	void whatFollowsTheLineIsReadWithoutWaitingForMore() throws Exception {
		Pipe pipe = Pipe.open();
		OutputStream editor = Channels.newOutputStream(pipe.sink());
		editor.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n" + NEXT)
				.getBytes(StandardCharsets.UTF_8));
		editor.flush();
		NdjsonLauncher.FirstRequest<Record> first = firstRequest(Channels.newInputStream(pipe.source()), OutputStream.nullOutputStream());
		InputStream input = first.input();

		assertThat(first.answer()).isNotNull();
		byte[] next = new byte[1024];
		int read = CompletableFuture.supplyAsync(() -> {
			try {
				return input.read(next, 0, next.length);
			} catch (java.io.IOException e) {
				throw new java.io.UncheckedIOException(e);
			}
		}).get(30, TimeUnit.SECONDS);

		assertThat(new String(next, 0, read, StandardCharsets.UTF_8)).isEqualTo(NEXT);
		editor.close();
	}

	/** A terminal gives one end of input, once: the connection meets the one the first read took. */
	@Test
	void anEndOfInputTheFirstReadMetIsMetAgain() throws Exception {
		InputStream once = new InputStream() {
			private boolean ended;

			@Override
			public int read() {
				throw new AssertionError("read byte by byte");
			}

			@Override
			public int read(byte[] bytes, int offset, int length) {
				if (ended) {
					throw new AssertionError("read again after the end of input");
				}
				ended = true;
				return -1;
			}
		};
		NdjsonLauncher.FirstRequest<Record> first = firstRequest(once, OutputStream.nullOutputStream());
		InputStream input = first.input();

		assertThat(first.answer()).isNull();

		assertThat(input.read(new byte[16], 0, 16)).isEqualTo(-1);
		assertThat(input.read()).isEqualTo(-1);
	}

	/** Writing the answer fails: what follows the line is still given back to the connection. */
	@Test
	void whatFollowsTheLineIsGivenBackWhenTheAnswerCannotBeWritten() throws Exception {
		OutputStream closed = new OutputStream() {
			@Override
			public void write(int b) throws java.io.IOException {
				throw new java.io.IOException("stdout closed");
			}

			@Override
			public void write(byte[] bytes, int offset, int length) throws java.io.IOException {
				throw new java.io.IOException("stdout closed");
			}
		};

		NdjsonLauncher.FirstRequest<Record> first = firstRequest(new ByteArrayInputStream(
				("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n" + NEXT)
						.getBytes(StandardCharsets.UTF_8)), closed);
		InputStream input = first.input();

		org.assertj.core.api.Assertions.assertThatThrownBy(first::answer)
				.isInstanceOf(java.io.IOException.class);
		assertThat(new String(input.readAllBytes(), StandardCharsets.UTF_8)).isEqualTo(NEXT);
	}
}
