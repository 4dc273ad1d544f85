package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.CompactionCapabilities;
import io.github.acp4j.api.types.CompactionStatus;
import io.github.acp4j.api.types.CompactionSummaryChunk;
import io.github.acp4j.api.types.CompactionUpdate;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UnstructuredCommandInput;
import io.github.acp4j.api.types.UserMessageChunk;
import mockwebserver3.MockWebServer;

/** The built-in and custom slash commands, through the real agent against an OpenAI-compatible mock. */
class SlashCommandsTest {

	@TempDir
	Path root;
	final MockWebServer model = StrictModel.server();
	Path home;
	Path cwd;
	Path sessions;
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		model.start();
		home = Files.createDirectories(root.resolve("home"));
		cwd = Files.createDirectories(root.resolve("project"));
		sessions = root.resolve("sessions");
		harness = agent();
		harness.initialize();
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	private AgentHarness agent() throws Exception {
		return new AgentHarness(new AgentModule(AgentConfig.builder(sessions).maxTurnRequests(4).contextWindow(128_000).build(),
				Map.of("OPENAI_API_KEY", "sk-commands-test", "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "ACP4J_HOME",
						home.toString())));
	}

	/** The messages of the next request the model received, as role: text lines, the system prompt left out. */
	private List<String> conversation() throws Exception {
		JsonArray messages = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject().getAsJsonArray("messages");
		return messages.asList().stream().map(JsonElement::getAsJsonObject).filter(m -> !m.get("role").getAsString().equals("system"))
				.map(m -> m.get("role").getAsString() + ": " + (m.get("content").isJsonNull() ? "" : m.get("content").getAsString()))
				.toList();
	}

	private static String said(List<SessionUpdate> updates) {
		return updates.stream().filter(AgentMessageChunk.class::isInstance)
				.map(u -> ((TextContent) ((AgentMessageChunk) u).content()).text()).collect(Collectors.joining());
	}

	/** What a loading client is shown of the session's {@code index}th stored message. */
	private List<SessionUpdate> storedReplay(String session, int index) {
		return new JsonlSessionStore(sessions).read(session).orElseThrow().messages().get(index).replay();
	}

	/** A prompt the model answers with {@code answer}, awaited. */
	private void exchange(String session, String prompt, String answer) throws Exception {
		model.enqueue(text(answer));
		await(harness.prompt(session, prompt));
	}

	private static UserMessageChunk typed(String text) {
		return UserMessageChunk.of(TextContent.of(text));
	}

	@Test
	void aNewSessionIsToldItsCommandsBuiltInFirstThenTheUsersByName() throws Exception {
		Path commands = Files.createDirectories(cwd.resolve(".acp4j/commands"));
		Files.writeString(commands.resolve("review.md"), "---\ndescription: Review the staged change\nargument-hint: \"what to look at\"\n---\n"
				+ "Review the staged change, starting with $ARGUMENTS.\n");
		Files.writeString(commands.resolve("explain.md"), "# Explain the build\n\nExplain how this project is built.\n");
		Files.writeString(commands.resolve("init.md"), "A file cannot take a built-in name.");
		Files.writeString(commands.resolve("compact.md"), "Nor this one.");
		Files.writeString(commands.resolve("not a name.md"), "Ignored: the name has spaces.");
		String session = harness.newSession(cwd);

		List<AvailableCommand> offered = harness.commands(session, 1).get(0).availableCommands();
		assertThat(offered).extracting(AvailableCommand::name).containsExactly("compact", "clear", "init", "explain", "review");
		assertThat(offered.get(0).input()).isEqualTo(UnstructuredCommandInput.of("what the summary should keep above all"));
		assertThat(offered.get(3).description()).isEqualTo("Explain the build");
		assertThat(offered.get(3).input()).isNull();
		assertThat(offered.get(4).description()).isEqualTo("Review the staged change");
		assertThat(offered.get(4).input()).isEqualTo(UnstructuredCommandInput.of("what to look at"));
	}

	@Test
	void aCommandFileAddedLaterIsOfferedAtTheNextPromptAndAnUnchangedListIsNotSentAgain() throws Exception {
		String session = harness.newSession(cwd);
		assertThat(harness.commands(session, 1)).hasSize(1);
		model.enqueue(text("ok"));
		await(harness.prompt(session, "hello"));
		Files.createDirectories(cwd.resolve(".acp4j/commands"));
		Files.writeString(cwd.resolve(".acp4j/commands/deploy.md"), "Deploy to $ARGUMENTS.");
		model.enqueue(text("ok"));
		await(harness.prompt(session, "/deploy staging"));
		assertThat(conversation()).containsExactly("user: hello");
		assertThat(conversation()).last().isEqualTo("user: Deploy to staging.");
		List<AvailableCommandsUpdate> sent = harness.commands(session, 2);
		assertThat(sent).hasSize(2);
		assertThat(sent.get(1).availableCommands()).extracting(AvailableCommand::name).containsExactly("compact", "clear", "init", "deploy");
	}

	@Test
	void aCustomCommandSendsItsBodyWithTheArgumentsAndTheWorkingDirectoryWinsOverHome() throws Exception {
		Files.createDirectories(home.resolve("commands"));
		Files.writeString(home.resolve("commands/review.md"), "HOME VERSION $ARGUMENTS");
		Files.writeString(home.resolve("commands/standup.md"), "Summarise what changed since yesterday.");
		Path commands = Files.createDirectories(cwd.resolve(".acp4j/commands"));
		Files.writeString(commands.resolve("review.md"), "---\ndescription: Review\n---\nReview $ARGUMENTS, then review $ARGUMENTS again.\n");
		String session = harness.newSession(cwd);
		assertThat(harness.commands(session, 1).get(0).availableCommands()).extracting(AvailableCommand::name)
				.containsExactly("compact", "clear", "init", "review", "standup");

		model.enqueue(text("reviewed"));
		assertThat(await(harness.prompt(session, "/review   src/Main.java\n")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(conversation()).containsExactly("user: Review src/Main.java, then review src/Main.java again.");
		assertThat(storedReplay(session, 0)).containsExactly(typed("/review   src/Main.java\n"));

		// Without $ARGUMENTS in the body, the arguments follow it.
		model.enqueue(text("ok"));
		await(harness.prompt(session, "/standup only the backend"));
		assertThat(conversation()).last().isEqualTo("user: Summarise what changed since yesterday.\n\nonly the backend");
	}

	@Test
	void aPromptStartingWithAnUnknownCommandGoesToTheModelUnchanged() throws Exception {
		String session = harness.newSession(cwd);
		model.enqueue(text("ok"));
		await(harness.prompt(session, "/etc/hosts is what file?"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "/nosuchcommand do it"));
		assertThat(conversation()).containsExactly("user: /etc/hosts is what file?");
		assertThat(conversation()).containsExactly("user: /etc/hosts is what file?", "assistant: ok", "user: /nosuchcommand do it");
	}

	@Test
	void initAsksTheModelToWriteAgentsMdAndShowsWhatTheUserTyped() throws Exception {
		String session = harness.newSession(cwd);
		model.enqueue(text("written"));
		await(harness.prompt(session, "/init mention the CI"));
		List<String> sent = conversation();
		assertThat(sent).singleElement().asString().startsWith("user: " + SlashCommands.INIT_PROMPT + " (" + cwd + ")")
				.contains("write_file or edit_file").endsWith("The user adds: mention the CI");
		assertThat(storedReplay(session, 0)).containsExactly(typed("/init mention the CI"));
	}

	@Test
	void clearStartsOverForTheModelAndForALoadInANewAgent() throws Exception {
		String session = harness.newSession(cwd);
		model.enqueue(text("Hello Ada."));
		await(harness.prompt(session, "My name is Ada."));
		conversation();

		assertThat(await(harness.prompt(session, "/clear")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(said(harness.updates(session))).endsWith("The conversation starts over: the model no longer sees what was "
				+ "said before. The session keeps its mode, model and permissions.");
		assertThat(model.getRequestCount()).as("/clear asks the model nothing").isEqualTo(1);

		model.enqueue(text("I do not know."));
		await(harness.prompt(session, "What is my name?"));
		assertThat(conversation()).containsExactly("user: What is my name?");
		harness.close();

		harness = agent();
		harness.initialize();
		await(harness.agent.loadSession(LoadSessionRequest.of(List.of(), cwd.toString(), session)));
		assertThat(harness.updates(session)).filteredOn(u -> !(u instanceof SessionInfoUpdate))
				.containsExactly(typed("What is my name?"), AgentMessageChunk.of(TextContent.of("I do not know.")));
		assertThat(harness.commands(session, 1)).hasSize(1);
		model.enqueue(text("Still no idea."));
		await(harness.prompt(session, "Think again."));
		assertThat(conversation()).containsExactly("user: What is my name?", "assistant: I do not know.", "user: Think again.");
	}

	@Test
	void compactSummarisesWithTheFocusAndTheNextRequestAndALoadInANewAgentCarryTheSummary() throws Exception {
		harness.close();
		harness = agent();
		harness.initialize(ClientCapabilities.builder().session(ClientSessionCapabilities.builder()
				.compaction(CompactionCapabilities.of()).build()).build());
		String session = harness.newSession(cwd);
		exchange(session, "The numbers are 4, 8 and 15.", "Noted.");
		exchange(session, "Add 16, 23 and 42.", "Noted too.");
		conversation();
		conversation();

		String summary = "The user gave the numbers 4, 8, 15, 16, 23 and 42.";
		model.enqueue(text(summary));
		int from = harness.updates(session).size();
		assertThat(await(harness.prompt(session, "/compact keep the numbers")).stopReason()).isEqualTo(StopReason.END_TURN);
		JsonObject asked = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
		String request = asked.getAsJsonArray("messages").toString();
		assertThat(request).contains("Focus on: keep the numbers").contains("The numbers are 4, 8 and 15.")
				.contains("Add 16, 23 and 42.").doesNotContain("/compact");
		assertThat(asked.get("tools")).as("a summary request offers no tools").isNull();
		// Shown as any compaction is to a client that takes compaction updates.
		List<SessionUpdate> shown = harness.updates(session).subList(from, harness.updates(session).size());
		assertThat(shown).filteredOn(CompactionUpdate.class::isInstance).extracting(u -> ((CompactionUpdate) u).status())
				.containsExactly(CompactionStatus.IN_PROGRESS, CompactionStatus.COMPLETED);
		assertThat(shown).filteredOn(CompactionSummaryChunk.class::isInstance).isNotEmpty();
		assertThat(said(shown)).isEmpty();

		exchange(session, "Which numbers?", "4, 8, 15, 16, 23, 42.");
		List<String> next = conversation();
		assertThat(next).hasSize(2);
		assertThat(next.get(0)).startsWith("user: This session continues an earlier conversation").endsWith(summary);
		assertThat(next.get(1)).isEqualTo("user: Which numbers?");
		harness.close();

		harness = agent();
		harness.initialize();
		await(harness.agent.loadSession(LoadSessionRequest.of(List.of(), cwd.toString(), session)));
		assertThat(harness.updates(session)).as("a load still shows what the user saw").contains(typed("The numbers are 4, 8 and 15."),
				typed("Which numbers?"));
		exchange(session, "Sure?", "Yes.");
		List<String> loaded = conversation();
		assertThat(loaded).hasSize(4);
		assertThat(loaded.get(0)).endsWith(summary);
		assertThat(loaded.subList(1, 4)).containsExactly("user: Which numbers?", "assistant: 4, 8, 15, 16, 23, 42.", "user: Sure?");
	}

	@Test
	void compactWithNothingToSummariseSaysSoAndAsksTheModelNothing() throws Exception {
		String session = harness.newSession(cwd);
		assertThat(await(harness.prompt(session, "/compact")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(said(harness.updates(session))).isEqualTo("[Nothing to compact yet: The conversation has no message to summarise.]\n");
		assertThat(model.getRequestCount()).isZero();

		// The next prompt is an ordinary first one.
		exchange(session, "Hello", "Hi.");
		assertThat(conversation()).containsExactly("user: Hello");
	}

	@Test
	void compactOfAClientWithoutCompactionUpdatesOrNoticesTellsTheOutcomeAsAMessage() throws Exception {
		String session = harness.newSession(cwd);
		exchange(session, "Hi, I am Ada.", "Hello.");
		model.enqueue(text("Ada said hello."));
		int from = harness.updates(session).size();
		await(harness.prompt(session, "/compact"));
		List<SessionUpdate> shown = harness.updates(session).subList(from, harness.updates(session).size());
		assertThat(shown).noneMatch(u -> u instanceof CompactionUpdate || u instanceof CompactionSummaryChunk);
		assertThat(said(shown)).startsWith("[Conversation compacted: The conversation was summarised");
	}

	@Test
	void theDemoModelWritesAnAgentsMdOutlineThroughTheWriteTool() throws Exception {
		Files.writeString(cwd.resolve("pom.xml"), "<project/>");
		try (AgentHarness demo = new AgentHarness(new AgentModule(AgentConfig.of(sessions), Map.of("LLM_PROVIDER", "demo",
				"ACP4J_HOME", home.toString())))) {
			demo.initialize();
			String session = demo.newSession(cwd);
			assertThat(await(demo.prompt(session, "/init")).stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(demo.permissionRequests).singleElement().satisfies(asked -> assertThat(asked.toolCall().title()).contains("AGENTS.md"));
			assertThat(Files.readString(cwd.resolve("AGENTS.md"))).startsWith("# AGENTS.md").contains("pom.xml");

			// It does not overwrite one that exists.
			await(demo.prompt(session, "/init"));
			assertThat(demo.permissionRequests).hasSize(1);
			assertThat(said(demo.updates(session))).endsWith("AGENTS.md exists already. The offline demo model does not rewrite it; "
					+ "a real model reads it and updates it.");
		}
	}
}
