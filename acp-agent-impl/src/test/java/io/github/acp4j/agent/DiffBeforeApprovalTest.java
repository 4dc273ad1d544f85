package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * An edit's permission request shows the change as a diff, worked out from the text the write will
 * replace, so that what the user approves is what is written: a file changed while the question
 * waits is not written, and the model is told why; a large file shows the changed region, never the
 * whole file.
 */
class DiffBeforeApprovalTest {

	@TempDir
	Path root;
	Path workspace;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;
	String session;

	@BeforeEach
	void start() throws Exception {
		model.start();
		workspace = Files.createDirectories(root.resolve("workspace")).toRealPath();
	}

	@AfterEach
	void stop() throws Exception {
		try (AgentHarness agent = harness; MockWebServer server = model) {
			// both closed, the agent first
		}
	}

	private void open(ClientCapabilities capabilities) throws Exception {
		harness = new AgentHarness(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 4,
				Files.createDirectories(root.resolve("sessions")), model, "sk-diffs-0123456789"));
		harness.initialize(capabilities);
		session = harness.newSession(workspace);
	}

	/** Has the model make one call and then answer; returns the tool result the model was sent. */
	private String call(String tool, JsonObject arguments) throws Exception {
		model.enqueue(toolCall("c1", tool, arguments.toString()));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(session, "go")).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		return toolResult(model.takeRequest());
	}

	private static String toolResult(RecordedRequest request) {
		JsonArray messages = JsonParser.parseString(request.getBody().utf8()).getAsJsonObject().getAsJsonArray("messages");
		for (JsonElement message : messages) {
			if (message.getAsJsonObject().get("role").getAsString().equals("tool")) {
				return message.getAsJsonObject().get("content").getAsString();
			}
		}
		throw new AssertionError("no tool result in " + messages);
	}

	private static JsonObject write(String path, String content) {
		JsonObject arguments = new JsonObject();
		arguments.addProperty("path", path);
		arguments.addProperty("content", content);
		return arguments;
	}

	private static JsonObject edit(String path, String oldString, String newString) {
		JsonObject arguments = new JsonObject();
		arguments.addProperty("path", path);
		arguments.addProperty("old_string", oldString);
		arguments.addProperty("new_string", newString);
		return arguments;
	}

	private static List<Diff> diffs(List<ToolCallContent> content) {
		return content == null ? List.of() : content.stream().filter(Diff.class::isInstance).map(Diff.class::cast).toList();
	}

	private static String texts(List<ToolCallContent> content) {
		return content == null ? "" : content.stream().filter(Content.class::isInstance).map(c -> ((Content) c).content())
				.filter(TextContent.class::isInstance).map(t -> ((TextContent) t).text()).collect(Collectors.joining("\n"));
	}

	/** The question's tool call as it went over the wire. */
	private JsonObject askedOnTheWire() {
		return harness.received.stream().filter(m -> m.has("method") && m.get("method").getAsString().equals("session/request_permission"))
				.map(m -> m.getAsJsonObject("params").getAsJsonObject("toolCall")).findFirst().orElseThrow();
	}

	/** The user answers "allow" once {@code file} holds {@code text}, written while the question waited. */
	private void allowOnceAfterWriting(Path file, String text) {
		harness.permissionPolicy = request -> {
			try {
				Files.writeString(file, text);
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
			return AgentHarness.allow("allow_once");
		};
	}

	private ToolCall shown() {
		return harness.updates(session).stream().filter(ToolCall.class::isInstance).map(ToolCall.class::cast).findFirst().orElseThrow();
	}

	private ToolCallUpdate last() {
		return harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.COMPLETED || u.status() == ToolCallStatus.FAILED).reduce((a, b) -> b)
				.orElseThrow();
	}

	@ParameterizedTest
	@ValueSource(strings = { "allow_once", "allow_always" })
	void aWriteOverAFileIsAskedWithItsDiffAndWritesWhatWasShown(String answer) throws Exception {
		open(ClientCapabilities.builder().build());
		Path file = workspace.resolve("notes.txt");
		Files.writeString(file, "one\ntwo\n");
		harness.permissionPolicy = request -> AgentHarness.allow(answer);
		call("write_file", write("notes.txt", "one\nthree\n"));
		Diff asked = diffs(harness.permissionRequests.get(0).toolCall().content()).get(0);
		assertThat(asked.path()).isEqualTo(file.toString());
		assertThat(asked.oldText()).isEqualTo("one\ntwo\n");
		assertThat(asked.newText()).isEqualTo("one\nthree\n");
		JsonObject wire = askedOnTheWire().getAsJsonArray("content").get(0).getAsJsonObject();
		assertThat(wire.get("type").getAsString()).isEqualTo("diff");
		assertThat(diffs(shown().content())).containsExactly(asked);
		assertThat(Files.readString(file)).isEqualTo("one\nthree\n");
		assertThat(last().status()).isEqualTo(ToolCallStatus.COMPLETED);
		assertThat(diffs(last().content())).containsExactly(asked);
	}

	@Test
	void aNewFilesDiffHasNoOldText() throws Exception {
		open(ClientCapabilities.builder().build());
		assertThat(call("write_file", write("src/new.txt", "hello\n"))).startsWith("Created src/new.txt");
		JsonObject wire = askedOnTheWire().getAsJsonArray("content").get(0).getAsJsonObject();
		assertThat(wire.get("type").getAsString()).isEqualTo("diff");
		assertThat(wire.get("newText").getAsString()).isEqualTo("hello\n");
		assertThat(wire.has("oldText") && !wire.get("oldText").isJsonNull()).isFalse();
		assertThat(askedOnTheWire().getAsJsonArray("locations").get(0).getAsJsonObject().get("line").getAsLong()).isEqualTo(1);
		assertThat(Files.readString(workspace.resolve("src/new.txt"))).isEqualTo("hello\n");
	}

	@Test
	void anEditIsAskedWithItsDiff() throws Exception {
		open(ClientCapabilities.builder().build());
		Path file = workspace.resolve("Main.java");
		Files.writeString(file, "class Main {\n  int x = 1;\n}\n");
		call("edit_file", edit("Main.java", "int x = 1;", "int x = 2;"));
		Diff asked = diffs(harness.permissionRequests.get(0).toolCall().content()).get(0);
		assertThat(asked.oldText()).isEqualTo("class Main {\n  int x = 1;\n}\n");
		assertThat(asked.newText()).isEqualTo("class Main {\n  int x = 2;\n}\n");
		assertThat(harness.permissionRequests.get(0).toolCall().locations()).containsExactly(ToolCallLocation.builder(
				file.toRealPath().toString()).line(2L).build());
		assertThat(Files.readString(file)).isEqualTo(asked.newText());
	}

	@Test
	void aFileChangedWhileTheQuestionWaitsIsNotWrittenAndTheModelIsTold() throws Exception {
		open(ClientCapabilities.builder().build());
		Path file = workspace.resolve("notes.txt");
		Files.writeString(file, "one\ntwo\n");
		allowOnceAfterWriting(file, "one\ntwo\nwritten by the user meanwhile\n");
		String told = call("edit_file", edit("notes.txt", "two", "three"));
		assertThat(Files.readString(file)).isEqualTo("one\ntwo\nwritten by the user meanwhile\n");
		assertThat(last().status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(told).contains("changed after this change was worked out and shown to the user").contains("read the file again");
	}

	@Test
	void aFileCreatedWhileTheQuestionWaitsIsNotOverwritten() throws Exception {
		open(ClientCapabilities.builder().build());
		Path file = workspace.resolve("new.txt");
		allowOnceAfterWriting(file, "the user's\n");
		assertThat(call("write_file", write("new.txt", "the model's\n"))).contains("was created after this change was worked out");
		assertThat(Files.readString(file)).isEqualTo("the user's\n");
	}

	@Test
	void aBufferTheEditorChangedWhileTheQuestionWaitsIsNotWritten() throws Exception {
		open(ClientCapabilities.builder().fs(FileSystemCapabilities.builder().readTextFile(true).writeTextFile(true).build()).build());
		Path file = workspace.resolve("notes.txt");
		Files.writeString(file, "one\ntwo\n");
		harness.permissionPolicy = request -> {
			harness.editor.buffers.put(file.toString(), "one\ntwo\nunsaved\n");
			return AgentHarness.allow("allow_once");
		};
		assertThat(call("edit_file", edit("notes.txt", "two", "three"))).contains("changed after this change was worked out");
		assertThat(diffs(harness.permissionRequests.get(0).toolCall().content()).get(0).oldText()).isEqualTo("one\ntwo\n");
		assertThat(harness.editor.calls).noneMatch(call -> call.startsWith("fs/write_text_file"));
	}

	@Test
	void aLargeFileIsShownByItsChangedLinesWithContext() throws Exception {
		open(ClientCapabilities.builder().build());
		Path file = workspace.resolve("big.txt");
		String text = IntStream.range(0, 100_000).mapToObj(n -> "line " + n + "\n").collect(Collectors.joining());
		Files.writeString(file, text);
		call("edit_file", edit("big.txt", "line 50000\n", "line fifty thousand\n"));
		List<ToolCallContent> content = harness.permissionRequests.get(0).toolCall().content();
		Diff asked = diffs(content).get(0);
		assertThat(asked.oldText()).isEqualTo("line 49997\nline 49998\nline 49999\nline 50000\nline 50001\nline 50002\nline 50003\n");
		assertThat(asked.newText()).isEqualTo("line 49997\nline 49998\nline 49999\nline fifty thousand\nline 50001\nline 50002\nline 50003\n");
		assertThat(texts(content)).contains("lines 49998 to 50004 of 100000");
		// The diff starts at line 49998 of the file, not at its line 1: the location says where the change is.
		assertThat(harness.permissionRequests.get(0).toolCall().locations()).extracting(ToolCallLocation::line).containsExactly(50001L);
		assertThat(askedOnTheWire().toString().length()).isLessThan(10_000);
		assertThat(Files.readString(file)).isEqualTo(text.replace("line 50000\n", "line fifty thousand\n"));
		assertThat(diffs(last().content())).containsExactly(asked);
	}

	@Test
	void aLargeChangeIsCutAtTheBound() throws Exception {
		open(ClientCapabilities.builder().build());
		String text = IntStream.range(0, 6_000).mapToObj(n -> "new line " + n + "\n").collect(Collectors.joining());
		call("write_file", write("huge.txt", text));
		List<ToolCallContent> content = harness.permissionRequests.get(0).toolCall().content();
		Diff asked = diffs(content).get(0);
		assertThat(asked.oldText()).isNull();
		assertThat(asked.newText()).startsWith("new line 0\n").hasSizeLessThanOrEqualTo(32 * 1024);
		assertThat(texts(content)).contains("The change itself is longer than shown");
		assertThat(Files.readString(workspace.resolve("huge.txt"))).isEqualTo(text);
	}
}
