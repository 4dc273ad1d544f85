package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.StrictModel.Api;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.NoticeCapabilities;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigOptionCategory;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.StopReason;
import mockwebserver3.MockWebServer;

/**
 * The {@code thought_level} option: {@code reasoning_effort} for OpenAI, an extended-thinking budget
 * for Anthropic, nothing for {@code default}; saved with the session; a model that refuses it is
 * asked again without it, with one notice; a switch to a provider without levels sets it back.
 */
class ThoughtLevelTest {

	@TempDir
	Path root;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() throws Exception {
		if (harness != null) {
			harness.close();
		}
		model.close();
	}

	private String session(Api api, String modelName) throws Exception {
		Map<String, String> environment = new HashMap<>(ModelStreams.environment(api, model));
		environment.put(api == Api.OPENAI ? "OPENAI_MODEL" : "ANTHROPIC_MODEL", modelName);
		environment.put("ACP4J_HOME", root.resolve("home").toString());
		harness = new AgentHarness(new AgentModule(new AgentConfig(PermissionPreset.WORKSPACE_WRITE, null, 4, 128_000,
				root.resolve("sessions"), null), environment));
		harness.initialize(ClientCapabilities.builder()
				.session(ClientSessionCapabilities.builder().notices(NoticeCapabilities.of()).build()).build());
		return harness.newSession(root);
	}

	private static SessionConfigSelect thoughtLevel(List<SessionConfigOption> options) {
		return options.stream().filter(option -> option instanceof SessionConfigSelect select && select.id().equals("thought_level"))
				.map(SessionConfigSelect.class::cast).findFirst().orElseThrow();
	}

	private List<SessionConfigOption> set(String session, String configId, String value) throws Exception {
		return await(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session, configId, new JsonPrimitive(value))))
				.configOptions();
	}

	/** The body of the model's request for one prompt of {@code session}, answered with text. */
	private JsonObject request(Api api, String session) throws Exception {
		model.enqueue(ModelStreams.text(api, "ok"));
		assertThat(await(harness.prompt(session, "think")).stopReason()).isEqualTo(StopReason.END_TURN);
		return JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
	}

	@Test
	void everySessionHasTheOptionAndOpenAiRequestsCarryReasoningEffort() throws Exception {
		String session = session(Api.OPENAI, "o4-mini");
		SessionConfigSelect option = thoughtLevel(set(session, "mode", "workspace-write"));
		assertThat(option.category()).isEqualTo(SessionConfigOptionCategory.THOUGHT_LEVEL);
		assertThat(option.currentValue()).isEqualTo("default");
		assertThat(((SessionConfigSelectOptions.Ungrouped) option.options()).options()).extracting(SessionConfigSelectOption::value)
				.containsExactly("default", "low", "medium", "high");
		assertThat(request(Api.OPENAI, session).has("reasoning_effort")).as("default sends nothing").isFalse();

		assertThat(thoughtLevel(set(session, "thought_level", "high")).currentValue()).isEqualTo("high");
		assertThat(request(Api.OPENAI, session).get("reasoning_effort").getAsString()).isEqualTo("high");
		assertThat(StrictModel.of(model).refused()).isEmpty();

		assertThat(error(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session, "thought_level",
				new JsonPrimitive("extreme")))).getResponseError().getMessage())
				.isEqualTo("thought_level extreme is not one the model openai/o4-mini has: default, low, medium, high");
	}

	@Test
	void anthropicRequestsCarryAThinkingBudgetBelowMaxTokens() throws Exception {
		String session = session(Api.ANTHROPIC, "claude-sonnet-4-5");
		assertThat(request(Api.ANTHROPIC, session).has("thinking")).isFalse();
		for (String level : List.of("low", "medium", "high")) {
			set(session, "thought_level", level);
			JsonObject body = request(Api.ANTHROPIC, session);
			JsonObject thinking = body.getAsJsonObject("thinking");
			assertThat(thinking.get("type").getAsString()).isEqualTo("enabled");
			assertThat(thinking.get("budget_tokens").getAsInt()).isGreaterThanOrEqualTo(1024);
			assertThat(body.get("max_tokens").getAsInt()).isGreaterThan(thinking.get("budget_tokens").getAsInt());
		}
		assertThat(StrictModel.of(model).refused()).as("the strict model took every request").isEmpty();
	}

	@Test
	void aModelThatRefusesTheLevelIsAskedAgainWithoutItAndTheUserIsToldOnce() throws Exception {
		String session = session(Api.OPENAI, "gpt-4o");
		set(session, "thought_level", "medium");
		model.enqueue(ModelStreams.text(Api.OPENAI, "answered"));
		assertThat(await(harness.prompt(session, "think")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject().get("reasoning_effort")
				.getAsString()).isEqualTo("medium");
		assertThat(JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject().has("reasoning_effort")).isFalse();
		assertThat(StrictModel.of(model).refused()).hasSize(1);

		// The next turn goes without it at once, and says nothing more.
		assertThat(request(Api.OPENAI, session).has("reasoning_effort")).isFalse();
		assertThat(harness.updates(session)).filteredOn(Notice.class::isInstance).hasSize(1).first()
				.satisfies(notice -> assertThat(((Notice) notice).description()).contains("gpt-4o").contains("medium"));
		assertThat(StrictModel.of(model).refused()).hasSize(1);
	}

	@Test
	void theLevelIsSavedWithTheSessionAndASwitchToAProviderWithoutLevelsSetsItBack() throws Exception {
		String session = session(Api.OPENAI, "o4-mini");
		set(session, "thought_level", "low");
		request(Api.OPENAI, session);
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));
		LoadSessionResponse loaded = await(harness.agent.loadSession(LoadSessionRequest.builder(List.of(), root.toString(), session).build()));
		assertThat(thoughtLevel(loaded.configOptions()).currentValue()).isEqualTo("low");
		assertThat(request(Api.OPENAI, session).get("reasoning_effort").getAsString()).isEqualTo("low");

		// The offline demo model has no levels: the option says so and offers default alone.
		SessionConfigSelect option = thoughtLevel(set(session, "model", "demo/scripted"));
		assertThat(option.currentValue()).isEqualTo("default");
		assertThat(((SessionConfigSelectOptions.Ungrouped) option.options()).options()).extracting(SessionConfigSelectOption::value)
				.containsExactly("default");
		assertThat(error(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session, "thought_level",
				new JsonPrimitive("high")))).getResponseError().getCode()).isEqualTo(-32602);
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));
		loaded = await(harness.agent.loadSession(LoadSessionRequest.builder(List.of(), root.toString(), session).build()));
		assertThat(thoughtLevel(loaded.configOptions()).currentValue()).isEqualTo("default");
	}
}
