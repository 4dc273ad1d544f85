package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.SystemPrompt;
import io.github.acp4j.api.types.SystemPromptMode;
import io.github.acp4j.api.types.TextContent;
import mockwebserver3.MockWebServer;

/**
 * A client's {@code systemPrompt} on session/new, load, resume and fork: {@code append} adds to the
 * built-in instructions, {@code override} replaces them (AGENTS.md still applies), a bad one is
 * -32602 and creates or loads nothing, and it is saved with the session.
 */
class ClientSystemPromptTest {

	private static final String BUILT_IN = "You are acp4j, a coding agent";

	@TempDir
	Path root;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;
	Path cwd;

	@BeforeEach
	void start() throws Exception {
		model.start();
		cwd = Files.createDirectories(root.resolve("work"));
		Files.writeString(cwd.resolve("AGENTS.md"), "PROJECT-RULE");
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.maxTurnRequests(4).contextWindow(128_000).build(), Map.of("OPENAI_API_KEY", "sk-system-prompt-test", "OPENAI_BASE_URL",
						model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "ACP4J_HOME", root.resolve("home").toString())));
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	private static SystemPrompt prompt(SystemPromptMode mode, ContentBlock... content) {
		return SystemPrompt.of(mode, List.of(content));
	}

	private String newSession(SystemPrompt systemPrompt) throws Exception {
		return await(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of()).systemPrompt(systemPrompt).build()))
				.sessionId();
	}

	/** The system message of the model's request for one prompt of {@code session}. */
	private String systemMessage(String session) throws Exception {
		model.enqueue(text("ok"));
		await(harness.prompt(session, "hello"));
		JsonObject request = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
		JsonObject first = request.getAsJsonArray("messages").get(0).getAsJsonObject();
		assertThat(first.get("role").getAsString()).isEqualTo("system");
		return first.get("content").getAsString();
	}

	@Test
	void initializeAdvertisesTheCapabilityWithOverride() throws Exception {
		InitializeResponse answer = await(harness.agent.initialize(InitializeRequest.builder(1).build()));
		assertThat(answer.agentCapabilities().sessionCapabilities().systemPrompt()).isNotNull();
		assertThat(answer.agentCapabilities().sessionCapabilities().systemPrompt().mode().override()).isNotNull();
	}

	@Test
	void appendAddsToTheBuiltInInstructionsAndOverrideReplacesThemButNotAgentsMd() throws Exception {
		harness.initialize();
		String plain = newSession(null);
		assertThat(systemMessage(plain)).startsWith(BUILT_IN).contains("PROJECT-RULE").doesNotContain("# Instructions from the user's editor");

		String appended = newSession(prompt(SystemPromptMode.APPEND, TextContent.of("Answer in haiku."), TextContent.of("Sign as Basho.")));
		assertThat(systemMessage(appended)).startsWith(BUILT_IN)
				.containsSubsequence("# Instructions from the user's editor", "Answer in haiku.\n\nSign as Basho.", "PROJECT-RULE");

		String overridden = newSession(prompt(SystemPromptMode.OVERRIDE, TextContent.of("You are Basho, a poet.")));
		assertThat(systemMessage(overridden)).startsWith("You are Basho, a poet.").doesNotContain(BUILT_IN)
				.contains("The working directory is " + cwd).contains("PROJECT-RULE");
	}

	@Test
	void acpxsSystemPromptUnderMetaIsTakenAsClaudeAgentAcpTakesIt() throws Exception {
		harness.initialize();
		String replaced = await(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of())
				.meta(JsonParser.parseString("{\"systemPrompt\":\"You are Basho.\"}")).build())).sessionId();
		assertThat(systemMessage(replaced)).startsWith("You are Basho.").doesNotContain(BUILT_IN).contains("PROJECT-RULE");
		String appended = await(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of())
				.meta(JsonParser.parseString("{\"systemPrompt\":{\"append\":\"Answer in haiku.\"}}")).build())).sessionId();
		assertThat(systemMessage(appended)).startsWith(BUILT_IN).contains("Answer in haiku.");
		// The schema's field wins over the convention; another shape under _meta is not the convention.
		String both = await(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of())
				.systemPrompt(prompt(SystemPromptMode.APPEND, TextContent.of("FROM-THE-FIELD")))
				.meta(JsonParser.parseString("{\"systemPrompt\":\"FROM-META\"}")).build())).sessionId();
		assertThat(systemMessage(both)).contains("FROM-THE-FIELD").doesNotContain("FROM-META");
		String other = await(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of())
				.meta(JsonParser.parseString("{\"systemPrompt\":42}")).build())).sessionId();
		assertThat(systemMessage(other)).startsWith(BUILT_IN);
	}

	@Test
	void aBadSystemPromptIsInvalidParamsAndCreatesOrLoadsNothing() throws Exception {
		harness.initialize();
		String huge = "x".repeat(10 * 1024 * 1024);
		List<SystemPrompt> bad = List.of(prompt(SystemPromptMode.of("replace"), TextContent.of("hi")),
				prompt(SystemPromptMode.of("_custom"), TextContent.of("hi")),
				prompt(SystemPromptMode.APPEND),
				prompt(SystemPromptMode.APPEND, TextContent.of("hi"), ImageContent.of("aGVsbG8=", "image/png")),
				prompt(SystemPromptMode.APPEND, TextContent.of("  ")),
				prompt(SystemPromptMode.OVERRIDE, TextContent.of(huge)));
		for (SystemPrompt systemPrompt : bad) {
			ResponseErrorException refused = error(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of())
					.systemPrompt(systemPrompt).build()));
			assertThat(refused.getResponseError().getCode()).isEqualTo(-32602);
			assertThat(refused.getResponseError().getMessage()).startsWith("systemPrompt").doesNotContain("xxxx");
		}
		assertThat(await(harness.agent.listSessions(ListSessionsRequest.builder().build())).sessions()).isEmpty();
		assertThat(error(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of())
				.systemPrompt(prompt(SystemPromptMode.OVERRIDE, TextContent.of(huge))).build())).getResponseError().getMessage())
				.contains("longer than 200000 characters");

		String session = newSession(null);
		systemMessage(session);
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));
		harness.updates.clear();
		for (SystemPrompt systemPrompt : bad) {
			assertThat(error(harness.agent.loadSession(LoadSessionRequest.builder(List.of(), cwd.toString(), session)
					.systemPrompt(systemPrompt).build())).getResponseError().getCode()).isEqualTo(-32602);
			assertThat(error(harness.agent.resumeSession(ResumeSessionRequest.builder(session, cwd.toString()).mcpServers(List.of())
					.systemPrompt(systemPrompt).build())).getResponseError().getCode()).isEqualTo(-32602);
			assertThat(error(harness.drafts.forkSession(ForkSessionRequest.builder(session, cwd.toString()).mcpServers(List.of())
					.systemPrompt(systemPrompt).build())).getResponseError().getCode()).isEqualTo(-32602);
		}
		assertThat(harness.updates).as("nothing was replayed").isEmpty();
		assertThat(error(harness.prompt(session, "still closed?")).getResponseError().getCode()).as("not loaded").isEqualTo(-32002);
		try (Stream<Path> files = Files.walk(root.resolve("sessions"))) {
			assertThat(files.filter(Files::isRegularFile).filter(file -> file.toString().endsWith(".jsonl"))).hasSize(1);
		}
	}

	@Test
	void theSystemPromptIsSavedWithTheSessionAndALaterOneReplacesIt() throws Exception {
		harness.initialize();
		String session = newSession(prompt(SystemPromptMode.APPEND, TextContent.of("Answer in haiku.")));
		systemMessage(session);
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));

		// Loaded without one: the saved one applies.
		await(harness.agent.loadSession(LoadSessionRequest.builder(List.of(), cwd.toString(), session).build()));
		assertThat(systemMessage(session)).startsWith(BUILT_IN).contains("Answer in haiku.");
		String fork = await(harness.drafts.forkSession(ForkSessionRequest.builder(session, cwd.toString()).mcpServers(List.of())
				.build())).sessionId();
		assertThat(systemMessage(fork)).contains("Answer in haiku.");
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));

		// Resumed with another one: it replaces the saved one, and is saved in its place.
		await(harness.agent.resumeSession(ResumeSessionRequest.builder(session, cwd.toString()).mcpServers(List.of())
				.systemPrompt(prompt(SystemPromptMode.OVERRIDE, TextContent.of("You are Basho."))).build()));
		assertThat(systemMessage(session)).startsWith("You are Basho.").doesNotContain("haiku");
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));
		await(harness.agent.resumeSession(ResumeSessionRequest.builder(session, cwd.toString()).mcpServers(List.of()).build()));
		assertThat(systemMessage(session)).startsWith("You are Basho.");

		// The fork kept its own, in its own file.
		await(harness.agent.closeSession(CloseSessionRequest.of(fork)));
		await(harness.agent.resumeSession(ResumeSessionRequest.builder(fork, cwd.toString()).mcpServers(List.of()).build()));
		assertThat(systemMessage(fork)).contains("Answer in haiku.");
	}
}
