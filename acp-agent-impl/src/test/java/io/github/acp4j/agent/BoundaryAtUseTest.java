package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.TIMEOUT;
import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Module;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.NoteTools;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.Tools;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockWebServer;

/**
 * The workspace boundary is checked when a file tool opens its file, not only when the call is
 * prepared: a directory inside the workspace that becomes a link to one outside while the user is
 * being asked leads nowhere outside, for local files and for the client's {@code fs/*} alike. The
 * permission request shows the resolved path the tool will use.
 */
class BoundaryAtUseTest {

	@TempDir
	Path root;
	Path workspace;
	Path outside;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		Files.createDirectories(root.resolve("workspace/link"));
		workspace = root.resolve("workspace").toRealPath();
		outside = Files.createDirectories(root.resolve("outside")).toRealPath();
		model.start();
		Files.writeString(workspace.resolve("link/notes.txt"), "inside notes\n");
		Files.writeString(outside.resolve("notes.txt"), "outside secret notes\n");
	}

	@AfterEach
	void stop() throws Exception {
		try (AgentHarness agent = harness; MockWebServer server = model) {
			// both closed, the agent first
		}
	}

	/**
	 * The agent under workspace-write whose every tool call, reads included, waits for the user (a
	 * host's engine may ask about anything), so that the workspace can change while it waits.
	 */
	private String session(boolean clientFiles) throws Exception {
		return session(clientFiles, binder -> { });
	}

	/** The same, with an extension's module installed. */
	private String session(boolean clientFiles, Module extension) throws Exception {
		PermissionEngine asksEverything = new PermissionEngine() {
			@Override
			public Verdict check(PermissionPreset preset, AgentTool tool, AgentTool.Call call, ToolCallUpdate toolCall, ToolContext context)
					throws InterruptedException {
				try {
					RequestPermissionResponse answer = context.client()
							.requestPermission(RequestPermissionRequest.of(context.sessionId(), toolCall, List.of())).get();
					return answer.outcome() instanceof SelectedPermissionOutcome ? Verdict.ALLOWED : Verdict.denied("no");
				} catch (ExecutionException e) {
					return Verdict.denied("failed");
				}
			}

			@Override
			public void forget(String sessionId) {
			}
		};
		harness = new AgentHarness(Modules.override(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 4,
				Files.createDirectories(root.resolve("sessions")), model, "sk-boundary-at-use-0000"))
				.with(binder -> binder.bind(PermissionEngine.class).toInstance(asksEverything), extension));
		harness.permissionPolicy = request -> null;
		harness.initialize(clientFiles ? ClientCapabilities.builder().fs(FileSystemCapabilities.builder()
				.readTextFile(true).writeTextFile(true).build()).build()
				: ClientCapabilities.builder().build());
		return harness.newSession(workspace);
	}

	/**
	 * Has the model call {@code tool}; while the permission request waits, {@code link} becomes a
	 * link to the directory outside; then the user allows. Returns the call's last update.
	 */
	private ToolCallUpdate swapWhileAsked(String session, String tool, String arguments) throws Exception {
		return swapWhileAsked(session, tool, arguments, "link/notes.txt");
	}

	/** The same, for a call whose location is {@code location} (relative to the workspace). */
	private ToolCallUpdate swapWhileAsked(String session, String tool, String arguments, String location) throws Exception {
		return swapWhileAsked(session, tool, arguments, location, () -> {
			try (Stream<Path> files = Files.list(workspace.resolve("link"))) {
				for (Path file : files.toList()) {
					Files.delete(file);
				}
			}
			Files.delete(workspace.resolve("link"));
			Files.createSymbolicLink(workspace.resolve("link"), outside);
		});
	}

	/** What changes the workspace while the user is asked. */
	@FunctionalInterface
	private interface Swap {
		void run() throws Exception;
	}

	/** The same, with {@code swap} made while the permission request waits. */
	private ToolCallUpdate swapWhileAsked(String session, String tool, String arguments, String location, Swap swap) throws Exception {
		model.enqueue(toolCall("c1", tool, arguments));
		model.enqueue(text("done"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "go");
		CompletableFuture<RequestPermissionResponse> pending = harness.pendingPermissions.poll(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).as("the permission request").isNotNull();
		RequestPermissionRequest asked = harness.permissionRequests.get(0);
		assertThat(asked.toolCall().locations()).extracting(ToolCallLocation::path)
				.containsExactly(workspace.resolve(location).toString());
		swap.run();
		pending.complete(AgentHarness.allow("allow_once"));
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		return harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.FAILED || u.status() == ToolCallStatus.COMPLETED).reduce((a, b) -> b)
				.orElseThrow();
	}

	/** What the model was told about the call, from the second request to it. */
	private String toldTheModel() throws InterruptedException {
		return model.takeRequest().getBody().utf8();
	}

	/** The result of the call as the second request to the model carries it. */
	private String toolResult() throws InterruptedException {
		JsonArray messages = JsonParser.parseString(toldTheModel()).getAsJsonObject().getAsJsonArray("messages");
		JsonObject last = messages.get(messages.size() - 1).getAsJsonObject();
		assertThat(last.get("role").getAsString()).isEqualTo("tool");
		return last.get("content").toString();
	}

	@ParameterizedTest(name = "client fs: {0}")
	@ValueSource(booleans = { false, true })
	void aWriteAllowedBeforeTheDirectoryBecameALinkOutsideWritesNothingOutside(boolean clientFiles) throws Exception {
		changesNothingOutside(clientFiles, "write_file", "{\"path\":\"link/notes.txt\",\"content\":\"pwned\"}");
	}

	@ParameterizedTest(name = "client fs: {0}")
	@ValueSource(booleans = { false, true })
	void anEditAllowedBeforeTheDirectoryBecameALinkOutsideChangesNothingOutside(boolean clientFiles) throws Exception {
		Files.writeString(workspace.resolve("link/notes.txt"), "outside secret notes\n");
		changesNothingOutside(clientFiles, "edit_file", "{\"path\":\"link/notes.txt\",\"old_string\":\"secret\",\"new_string\":\"pwned\"}");
	}

	private void changesNothingOutside(boolean clientFiles, String tool, String arguments) throws Exception {
		String session = session(clientFiles);
		Map<Path, String> before = SecurityBoundaryTest.snapshot(outside);
		ToolCallUpdate last = swapWhileAsked(session, tool, arguments);
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.toString()).contains("outside the workspace");
		assertThat(SecurityBoundaryTest.snapshot(outside)).isEqualTo(before);
		assertThat(harness.editor.calls).noneMatch(call -> call.contains(outside.toString()));
	}

	@ParameterizedTest(name = "client fs: {0}")
	@ValueSource(booleans = { false, true })
	void aReadAllowedBeforeTheDirectoryBecameALinkOutsideReadsNothingOutside(boolean clientFiles) throws Exception {
		String session = session(clientFiles);
		ToolCallUpdate last = swapWhileAsked(session, "read_file", "{\"path\":\"link/notes.txt\"}");
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.toString()).contains("outside the workspace").doesNotContain("outside secret");
		assertThat(toldTheModel()).doesNotContain("outside secret");
		assertThat(harness.editor.calls).noneMatch(call -> call.contains(outside.toString()));
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "list_directory:{\"path\":\"link\"}", "glob:{\"pattern\":\"*\",\"path\":\"link\"}",
			"grep:{\"pattern\":\"secret|notes\",\"path\":\"link\"}" })
	void aListingOrSearchAllowedBeforeTheDirectoryBecameALinkOutsideShowsNothingOutside(String call) throws Exception {
		Files.writeString(outside.resolve("secret.txt"), "outside secret\n");
		String session = session(false);
		ToolCallUpdate last = swapWhileAsked(session, call.substring(0, call.indexOf(':')), call.substring(call.indexOf(':') + 1), "link");
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.toString()).contains("outside the workspace").doesNotContain("secret");
		assertThat(toolResult()).contains("outside the workspace").doesNotContain("secret");
	}

	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "list_directory:{}", "glob:{\"pattern\":\"**/*\"}", "grep:{\"pattern\":\"secret\"}",
			"grep:{\"pattern\":\"secret\",\"include\":\"*.txt\"}" })
	void aWalkOfTheWorkspaceNeverGoesThroughALinkToADirectoryOutside(String call) throws Exception {
		Files.writeString(outside.resolve("secret.txt"), "outside secret\n");
		Files.writeString(workspace.resolve("link/inside.txt"), "inside notes\n");
		Files.createSymbolicLink(workspace.resolve("out"), outside);
		Files.createSymbolicLink(workspace.resolve("link/deeper"), outside);
		String session = session(false);
		harness.permissionPolicy = request -> AgentHarness.allow("allow_once");
		model.enqueue(toolCall("c1", call.substring(0, call.indexOf(':')), call.substring(call.indexOf(':') + 1)));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(session, "go")).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		assertThat(toolResult()).doesNotContain("outside secret").doesNotContain("secret.txt").doesNotContain("out/")
				.doesNotContain("deeper/");
		assertThat(StrictModel.of(model).refused()).isEmpty();
	}

	/**
	 * An extension's tool that takes a {@link io.github.acp4j.agent.spi.WorkspaceFile} is held to the
	 * boundary as the built-ins are: the directory on the path, or the file itself, swapped for a link
	 * out of the workspace while the user is asked, and the read, stream or write refuses it.
	 */
	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "read_note:directory", "stream_note:directory", "write_note:directory", "read_note:file",
			"stream_note:file", "write_note:file" })
	void anExtensionsFileToolAllowedBeforeThePathBecameALinkOutsideTouchesNothingOutside(String call) throws Exception {
		String tool = call.substring(0, call.indexOf(':'));
		String session = session(false, Tools.from(new NoteTools()));
		Map<Path, String> before = SecurityBoundaryTest.snapshot(outside);
		Swap swap = () -> {
			Files.delete(workspace.resolve("link/notes.txt"));
			Files.createSymbolicLink(workspace.resolve("link/notes.txt"), outside.resolve("notes.txt"));
		};
		String arguments = "{\"file\":\"link/notes.txt\"" + (tool.equals("write_note") ? ",\"text\":\"pwned\"}" : "}");
		ToolCallUpdate last = call.endsWith(":file") ? swapWhileAsked(session, tool, arguments, "link/notes.txt", swap)
				: swapWhileAsked(session, tool, arguments);
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.toString()).contains("outside the workspace").doesNotContain("outside secret");
		assertThat(toolResult()).contains("outside the workspace").doesNotContain("outside secret");
		assertThat(SecurityBoundaryTest.snapshot(outside)).isEqualTo(before);
	}
}
