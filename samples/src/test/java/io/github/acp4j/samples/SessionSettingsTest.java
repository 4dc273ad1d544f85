package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ModelInfo;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigOptionCategory;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.api.types.SessionMode;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionModelState;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModeResponse;
import io.github.acp4j.api.types.SetSessionModelRequest;
import io.github.acp4j.api.types.SetSessionModelResponse;

/** /mode, /model and /config: the options of ACP v1 where the agent has them, else its older modes and models. */
class SessionSettingsTest {

	/** An agent that records what it was asked to set and answers with its options changed. */
	static final class Agent implements AcpAgentServer, AcpAgentServerDrafts {
		final List<String> asked = new ArrayList<>();

		@Override
		public CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
			asked.add("set_config_option " + request.configId() + "=" + request.value());
			return CompletableFuture.completedFuture(SetSessionConfigOptionResponse.of(List.of(mode(request.value().getAsString()))));
		}

		@Override
		public CompletableFuture<SetSessionModeResponse> setSessionMode(SetSessionModeRequest request) {
			asked.add("set_mode " + request.modeId());
			return CompletableFuture.completedFuture(SetSessionModeResponse.of());
		}

		@Override
		public CompletableFuture<SetSessionModelResponse> setSessionModel(SetSessionModelRequest request) {
			asked.add("set_model " + request.modelId());
			return CompletableFuture.completedFuture(SetSessionModelResponse.of());
		}

		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public void cancel(CancelNotification notification) {
		}
	}

	static SessionConfigOption mode(String current) {
		return SessionConfigSelect.builder("mode", "Mode", current, SessionConfigSelectOptions.of(List.of(
				SessionConfigSelectOption.of("default", "Default"), SessionConfigSelectOption.of("auto-edit", "Auto Edit"),
				SessionConfigSelectOption.of("yolo", "YOLO")))).category(SessionConfigOptionCategory.MODE).build();
	}

	private final Agent agent = new Agent();
	private final SessionSettings settings = new SessionSettings(agent, "s1");

	@Test
	void theModeOptionIsSetByValueOrNameAndItsAnswerKept() throws Exception {
		settings.started(NewSessionResponse.builder("s1").configOptions(List.of(mode("default")))
				.modes(SessionModeState.of("default", List.of(SessionMode.of("default", "Default")))).build());
		assertThat(settings.mode()).isEqualTo("Default");
		assertThat(settings.change(SessionConfigOptionCategory.MODE, null, "auto edit").get(10, TimeUnit.SECONDS))
				.isEqualTo("Auto Edit");
		assertThat(settings.change(SessionConfigOptionCategory.MODE, null, "yolo").get(10, TimeUnit.SECONDS)).isEqualTo("YOLO");
		assertThat(agent.asked).containsExactly("set_config_option mode=\"auto-edit\"", "set_config_option mode=\"yolo\"");
		assertThat(settings.mode()).isEqualTo("YOLO");
		assertThat(settings.describe(null, null)).containsExactly("Mode (mode): YOLO", "    default  Default",
				"    auto-edit  Auto Edit", "  * yolo  YOLO");
		settings.currentMode("default"); // the agent's own switch
		assertThat(settings.mode()).isEqualTo("Default");
	}

	@Test
	void anAgentWithOnlyTheOlderStateIsAskedWithItsOwnMethods() throws Exception {
		settings.started(NewSessionResponse.builder("s1")
				.modes(SessionModeState.of("plan", List.of(SessionMode.of("plan", "Plan"), SessionMode.of("build", "Build"))))
				.models(SessionModelState.of("m1", List.of(ModelInfo.of("m1", "Small"), ModelInfo.of("m2", "Large")))).build());
		assertThat(settings.change(SessionConfigOptionCategory.MODE, null, "build").get(10, TimeUnit.SECONDS)).isEqualTo("Build");
		assertThat(settings.change(SessionConfigOptionCategory.MODEL, null, "large").get(10, TimeUnit.SECONDS)).isEqualTo("Large");
		assertThat(agent.asked).containsExactly("set_mode build", "set_model m2");
		assertThat(settings.mode()).isEqualTo("Build");
		assertThat(settings.model()).isEqualTo("Large");
	}

	@Test
	void aNameThatIsNoSingleChoiceOrAMissingSettingIsRefusedWithWhy() {
		settings.started(NewSessionResponse.builder("s1").configOptions(List.of(mode("default"))).build());
		assertThatThrownBy(() -> settings.change(SessionConfigOptionCategory.MODE, null, "o").get(10, TimeUnit.SECONDS))
				.hasMessageContaining("no single value named o");
		assertThatThrownBy(() -> settings.change(SessionConfigOptionCategory.MODEL, null, "x").get(10, TimeUnit.SECONDS))
				.hasMessageContaining("The agent offers no model to choose.");
		assertThat(agent.asked).isEmpty();
	}
}
