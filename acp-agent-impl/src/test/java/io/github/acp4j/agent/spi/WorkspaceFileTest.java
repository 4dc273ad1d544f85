package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * An extension's tool that takes a {@link WorkspaceFile} opens it as the built-in file tools do: at
 * the moment of use, through directory handles from the workspace root, never following a link. A
 * directory on the path or the file itself swapped for a link out of the workspace after the call was
 * checked (while the user was asked) is refused, and so is one swapped while the method runs, between
 * the last look at the path and the open.
 */
class WorkspaceFileTest {

	@TempDir
	Path root;
	Path workspace;
	Path outside;
	ToolContext context;

	@BeforeEach
	void files() throws Exception {
		workspace = Files.createDirectories(root.resolve("workspace")).toRealPath();
		outside = Files.createDirectories(root.resolve("outside")).toRealPath();
		Files.createDirectories(workspace.resolve("dir"));
		Files.writeString(workspace.resolve("dir/notes.txt"), "inside\n");
		Files.writeString(outside.resolve("notes.txt"), "outside secret\n");
		context = ToolContext.builder("s", new Workspace(workspace, List.of()), null, null, update -> { }, new Cancellation())
				.toolCallId("call_1").build();
	}

	private static AgentTool tool(String name) {
		return Tools.toolsOf(new NoteTools()).stream().filter(tool -> tool.name().equals(name)).findFirst().orElseThrow();
	}

	private AgentTool.Call prepare(String tool, String arguments) throws Exception {
		return tool(tool).prepare(JsonParser.parseString(arguments).getAsJsonObject(), context);
	}

	@Test
	void aFileArgumentIsAStringAsDescribedShownAsTheCallsLocationAndReadWrittenInside() throws Exception {
		JsonObject schema = tool("write_note").parameters();
		assertThat(schema.getAsJsonObject("properties").get("file"))
				.isEqualTo(JsonParser.parseString("{\"type\":\"string\",\"description\":\"The note\"}"));

		AgentTool.Call write = prepare("write_note", "{\"file\":\"dir/new.txt\",\"text\":\"written\\n\"}");
		assertThat(write.title()).isEqualTo("write_note dir/new.txt");
		assertThat(write.locations()).singleElement()
				.satisfies(location -> assertThat(location.path()).isEqualTo(workspace.resolve("dir/new.txt").toString()));
		assertThat(write.insideWorkspace()).isTrue();
		assertThat(write.run(context).forModel()).isEqualTo("written");

		assertThat(prepare("read_note", "{\"file\":\"dir/new.txt\"}").run(context).forModel()).isEqualTo("written\n");
		assertThat(prepare("stream_note", "{\"file\":\"dir/notes.txt\"}").run(context).forModel()).isEqualTo("inside\n");
		assertThat(prepare("read_note", "{\"file\":\"../outside/notes.txt\"}").insideWorkspace()).isFalse();
	}

	/** Swapped between the question and the call: the directory on the path, or the file itself, now a link out. */
	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "read_note:directory", "stream_note:directory", "write_note:directory", "read_note:file",
			"stream_note:file", "write_note:file" })
	void aPathSwappedForALinkOutAfterTheCallWasCheckedIsRefused(String call) throws Exception {
		String tool = call.substring(0, call.indexOf(':'));
		AgentTool.Call checked = prepare(tool, "{\"file\":\"dir/notes.txt\"" + (tool.equals("write_note") ? ",\"text\":\"pwned\"}" : "}"));
		assertThat(checked.insideWorkspace()).isTrue();
		if (call.endsWith(":directory")) {
			Files.delete(workspace.resolve("dir/notes.txt"));
			Files.delete(workspace.resolve("dir"));
			Files.createSymbolicLink(workspace.resolve("dir"), outside);
		} else {
			Files.delete(workspace.resolve("dir/notes.txt"));
			Files.createSymbolicLink(workspace.resolve("dir/notes.txt"), outside.resolve("notes.txt"));
		}

		assertThatThrownBy(() -> checked.run(context)).isInstanceOf(ToolException.class).hasMessageContaining("outside the workspace")
				.hasMessageNotContaining("secret");
		assertThat(outside.resolve("notes.txt")).hasContent("outside secret");
	}

	/**
	 * A process flips the directory on the path between itself and a link out of the workspace while the
	 * tool reads again and again, each call checked while the directory was itself: whatever the
	 * scheduling, none reads the file outside. Bounded by a count of calls. (Writes, which create a
	 * missing directory, would race the flipper itself; {@code TextFilesTest} races them on a name.)
	 */
	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "stream_note", "read_note" })
	void aDirectoryFlippedToALinkOutWhileTheToolRunsNeverLetsItOut(String tool) throws Exception {
		String arguments = "{\"file\":\"dir/notes.txt\"}";
		AtomicBoolean stop = new AtomicBoolean();
		AtomicInteger flips = new AtomicInteger();
		ExecutorService racer = Executors.newSingleThreadExecutor();
		Future<?> flipping = racer.submit(() -> {
			Path dir = workspace.resolve("dir");
			Path aside = workspace.resolve("aside");
			while (!stop.get()) {
				Files.move(dir, aside);
				Files.createSymbolicLink(dir, outside);
				Files.delete(dir);
				Files.move(aside, dir);
				flips.incrementAndGet();
			}
			return null;
		});
		int ran = 0;
		try {
			for (int i = 0; i < 100_000 && (ran < 200 || flips.get() < 200); i++) {
				AgentTool.Call call;
				try {
					call = prepare(tool, arguments);
				} catch (ToolException missing) {
					continue;
				}
				if (!call.insideWorkspace()) {
					continue; // checked while the link was there: a call the user would have been asked about as outside
				}
				try {
					assertThat(call.run(context).forModel()).doesNotContain("secret");
					ran++;
				} catch (ToolException refused) {
					// refused: the path led out, or was missing, when it was opened
				}
			}
		} finally {
			stop.set(true);
			flipping.get(20, TimeUnit.SECONDS);
			racer.shutdown();
		}
		assertThat(flips.get()).as("the racer ran").isPositive();
		assertThat(ran).as("some calls went ahead").isPositive();
		assertThat(outside.resolve("notes.txt")).hasContent("outside secret");
	}
}
