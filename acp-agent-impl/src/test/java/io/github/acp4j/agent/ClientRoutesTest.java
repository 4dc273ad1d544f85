package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.Terminal;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockWebServer;

/**
 * The editor routes of the file and shell tools: a client that advertises {@code fs} and
 * {@code terminal} gets the calls, one that does not leaves them to the local machine, and both
 * routes give the model the same results. Every terminal is released.
 */
class ClientRoutesTest {

	static final ClientCapabilities EDITOR = ClientCapabilities.builder().fs(FileSystemCapabilities.builder()
			.readTextFile(true).writeTextFile(true).build())
			.terminal(true).build();

	@TempDir
	Path sessions;
	@TempDir
	Path root;
	final MockWebServer model = StrictModel.server();
	final List<AgentHarness> harnesses = new ArrayList<>();

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() throws Exception {
		for (AgentHarness harness : harnesses) {
			harness.close();
		}
		model.close();
	}

	private AgentHarness agent(ClientCapabilities capabilities) throws Exception {
		AgentHarness harness = new AgentHarness(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 8, sessions, model, "sk-routes"));
		harnesses.add(harness);
		harness.initialize(capabilities);
		return harness;
	}

	private Path workspace(String name) throws Exception {
		Path workspace = Files.createDirectories(root.resolve(name)).toRealPath();
		Files.writeString(workspace.resolve("notes.txt"), "hello\n");
		return workspace;
	}

	/** Reads, writes, edits and runs a command; returns what the model was told. */
	private List<String> workOn(AgentHarness harness, Path workspace) throws Exception {
		String session = harness.newSession(workspace);
		model.enqueue(toolCall("c1", "read_file", "{\"path\":\"notes.txt\"}"));
		model.enqueue(toolCall("c2", "write_file", "{\"path\":\"b.txt\",\"content\":\"one\\ntwo\\n\"}"));
		model.enqueue(toolCall("c3", "edit_file", "{\"path\":\"b.txt\",\"old_string\":\"two\",\"new_string\":\"three\"}"));
		model.enqueue(toolCall("c4", "run_shell_command", "{\"command\":\"cat b.txt; echo err >&2; exit 3\"}"));
		model.enqueue(text("Done."));
		assertThat(await(harness.prompt(session, "work")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(Files.readString(workspace.resolve("b.txt"))).isEqualTo("one\nthree\n");
		List<String> results = new ArrayList<>();
		for (int i = 0; i < 5; i++) {
			String body = model.takeRequest().getBody().utf8();
			if (i == 4) {
				for (JsonElement message : JsonParser.parseString(body).getAsJsonObject().getAsJsonArray("messages")) {
					JsonObject m = message.getAsJsonObject();
					if (m.get("role").getAsString().equals("tool")) {
						results.add(m.get("content").getAsString());
					}
				}
			}
		}
		return results;
	}

	@Test
	void bothRoutesGiveTheModelTheSameResults() throws Exception {
		AgentHarness local = agent(ClientCapabilities.builder().build());
		List<String> fromDisk = workOn(local, workspace("local"));
		assertThat(local.editor.calls).isEmpty();

		AgentHarness editor = agent(EDITOR);
		Path workspace = workspace("editor");
		List<String> fromEditor = workOn(editor, workspace);

		assertThat(fromEditor).isEqualTo(fromDisk);
		assertThat(fromDisk).hasSize(4);
		assertThat(fromDisk.get(0)).isEqualTo("hello\n");
		assertThat(fromDisk.get(3)).isEqualTo("Exit code 3\none\nthree\nerr\n");
		assertThat(editor.editor.calls).containsExactly("fs/read_text_file " + workspace.resolve("notes.txt"),
				"fs/write_text_file " + workspace.resolve("b.txt"), "fs/read_text_file " + workspace.resolve("b.txt"),
				"fs/read_text_file " + workspace.resolve("b.txt"), "fs/write_text_file " + workspace.resolve("b.txt"),
				"terminal/create term-1", "terminal/wait_for_exit term-1", "terminal/output term-1", "terminal/release term-1");
		assertThat(editor.editor.openTerminals()).isZero();
		assertThat(editor.updates).map(n -> n.update()).filteredOn(ToolCallUpdate.class::isInstance)
				.map(ToolCallUpdate.class::cast).filteredOn(u -> u.content() != null)
				.anySatisfy(u -> assertThat(u.content()).containsExactly(Terminal.of("term-1")));
	}

	@Test
	void theModelReadsTheEditorsUnsavedBuffer() throws Exception {
		AgentHarness harness = agent(EDITOR);
		Path workspace = workspace("buffer");
		harness.editor.buffers.put(workspace.resolve("notes.txt").toString(), "not saved yet\n");
		String session = harness.newSession(workspace);
		model.enqueue(toolCall("c1", "read_file", "{\"path\":\"notes.txt\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "read notes"));
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("not saved yet").doesNotContain("hello");
	}

	/**
	 * An editor buffer of 40 MB, over the 32 MiB limit on one message: the read fails at once, the
	 * turn goes on, and the model, told to, reads it in parts.
	 */
	@Test
	void anAnswerOverTheSizeLimitFailsTheReadAtOnceAndTheModelReadsItInParts() throws Exception {
		AgentHarness harness = agent(EDITOR);
		Path workspace = workspace("huge");
		String log = workspace.resolve("huge.log").toString();
		StringBuilder buffer = new StringBuilder();
		for (int i = 1; buffer.length() < 40_000_000; i++) {
			buffer.append("line ").append(i).append(" of a big log\n");
		}
		harness.editor.buffers.put(log, buffer.toString());
		String session = harness.newSession(workspace);
		model.enqueue(toolCall("c1", "read_file", "{\"path\":\"huge.log\"}"));
		model.enqueue(toolCall("c2", "read_file", "{\"path\":\"huge.log\",\"offset\":3,\"limit\":2}"));
		model.enqueue(text("Read it in parts."));
		assertThat(await(harness.prompt(session, "read the log")).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		model.takeRequest();
		List<String> results = new ArrayList<>();
		for (JsonElement message : JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject()
				.getAsJsonArray("messages")) {
			if (message.getAsJsonObject().get("role").getAsString().equals("tool")) {
				results.add(message.getAsJsonObject().get("content").getAsString());
			}
		}
		assertThat(results).hasSize(2);
		assertThat(results.get(0)).contains(log + " is too large to read whole through the editor")
				.contains("over the 32 MiB limit on one message").contains("offset and limit").doesNotContain("Exception");
		assertThat(results.get(1)).contains("line 3 of a big log\nline 4 of a big log\n").contains("read on with offset=5")
				.doesNotContain("line 5 of");
		assertThat(harness.editor.calls).containsExactly("fs/read_text_file " + log, "fs/read_text_file " + log,
				"fs/read_text_file " + log);
	}

	@Test
	void eachCapabilityIsTakenOnItsOwn() throws Exception {
		AgentHarness harness = agent(ClientCapabilities.builder().fs(FileSystemCapabilities.builder().readTextFile(true)
				.build()).build());
		Path workspace = workspace("read-only-editor");
		String session = harness.newSession(workspace);
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"notes.txt\",\"content\":\"new\\n\"}"));
		model.enqueue(toolCall("c2", "run_shell_command", "{\"command\":\"cat notes.txt\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "write then run"));
		assertThat(Files.readString(workspace.resolve("notes.txt"))).isEqualTo("new\n");
		// Read through the editor: once for the diff the user is shown, once to check it is unchanged when written.
		assertThat(harness.editor.calls).containsExactly("fs/read_text_file " + workspace.resolve("notes.txt"),
				"fs/read_text_file " + workspace.resolve("notes.txt"));
	}

	@Test
	void aClientErrorFailsTheCallWithItsMessageAndNothingIsWrittenLocally() throws Exception {
		AgentHarness harness = agent(EDITOR);
		harness.editor.writeError = "the buffer is read-only";
		Path workspace = workspace("error");
		String session = harness.newSession(workspace);
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"b.txt\",\"content\":\"x\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "write"));
		assertThat(workspace.resolve("b.txt")).doesNotExist();
		ToolCallUpdate failed = lastUpdate(harness, session);
		assertThat(failed.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(failed.content().toString()).contains("the buffer is read-only");
	}

	@Test
	void theBoundaryAndThePermissionEngineDecideBeforeTheEditorIsAsked(@TempDir Path outside) throws Exception {
		AgentHarness harness = agent(EDITOR);
		Path workspace = workspace("boundary");
		Files.writeString(outside.resolve("secret.txt"), "secret");
		Files.createSymbolicLink(workspace.resolve("link"), outside);
		harness.permissionPolicy = request -> AgentHarness.allow("reject_once");
		String session = harness.newSession(workspace);
		model.enqueue(toolCall("c1", "read_file", "{\"path\":\"link/secret.txt\"}"));
		model.enqueue(toolCall("c2", "write_file", "{\"path\":\"../escape.txt\",\"content\":\"x\"}"));
		model.enqueue(toolCall("c3", "run_shell_command", "{\"command\":\"touch made.txt\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "try"));
		assertThat(harness.editor.calls).isEmpty();
		assertThat(workspace.resolve("made.txt")).doesNotExist();
	}

	@Test
	void aTimedOutCommandIsKilledThenReleased() throws Exception {
		AgentHarness harness = agent(EDITOR);
		String session = harness.newSession(workspace("timeout"));
		model.enqueue(toolCall("c1", "run_shell_command", "{\"command\":\"sleep 30\",\"timeout_seconds\":1}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "sleep"));
		assertThat(harness.editor.calls).containsExactly("terminal/create term-1", "terminal/wait_for_exit term-1",
				"terminal/kill term-1", "terminal/output term-1", "terminal/release term-1");
		assertThat(lastUpdate(harness, session).content().toString()).contains("timed out after 1 s");
		assertThat(harness.editor.openTerminals()).isZero();
	}

	@Test
	void aCancelledCommandIsKilledThenReleased() throws Exception {
		AgentHarness harness = agent(EDITOR);
		String session = harness.newSession(workspace("cancel"));
		model.enqueue(toolCall("c1", "run_shell_command", "{\"command\":\"sleep 30\"}"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "sleep");
		while (harness.editor.calls("terminal/wait_for_exit").isEmpty()) {
			Thread.sleep(10);
		}
		harness.agent.cancel(CancelNotification.of(session));
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		// The turn answers once the terminal is killed and released.
		assertThat(harness.editor.calls).containsExactly("terminal/create term-1", "terminal/wait_for_exit term-1",
				"terminal/kill term-1", "terminal/release term-1");
		assertThat(harness.editor.openTerminals()).isZero();
	}

	@Test
	void aTerminalCreatedWhileTheTurnIsCancelledIsStillKilledAndReleased() throws Exception {
		AgentHarness harness = agent(EDITOR);
		harness.editor.createAnswer = new CompletableFuture<>();
		String session = harness.newSession(workspace("cancel-during-create"));
		model.enqueue(toolCall("c1", "run_shell_command", "{\"command\":\"sleep 30\"}"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "sleep");
		while (harness.editor.calls("terminal/create").isEmpty()) {
			Thread.sleep(10);
		}
		harness.agent.cancel(CancelNotification.of(session));
		// Answered once the cancel ran (a session's requests are handled in order): the client answers after it.
		await(harness.agent.setSessionMode(SetSessionModeRequest.of(session, "workspace-write")));
		harness.editor.createAnswer.complete(null);
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(harness.editor.calls).containsExactly("terminal/create term-1", "terminal/kill term-1",
				"terminal/release term-1");
		assertThat(harness.editor.openTerminals()).isZero();
	}

	private static ToolCallUpdate lastUpdate(AgentHarness harness, String session) {
		List<SessionUpdate> updates = harness.updates(session);
		return updates.stream().filter(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.FAILED || u.status() == ToolCallStatus.COMPLETED).reduce((a, b) -> b)
				.orElseThrow();
	}
}
