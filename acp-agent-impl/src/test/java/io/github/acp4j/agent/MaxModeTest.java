package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionConfigSelectOption;
import io.github.acp4j.api.types.SessionConfigSelectOptions;
import io.github.acp4j.api.types.SessionMode;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code --max-mode}: no session runs above the operator's maximum, whatever a client asks or a stored
 * session says, and the modes offered leave out what is above it.
 */
class MaxModeTest {

	private static final String REFUSAL = "The mode full-access is not allowed: the operator's --max-mode allows at most workspace-write";

	@TempDir
	Path root;

	private AgentHarness agent(PermissionPreset max) throws Exception {
		return agent(PermissionPreset.WORKSPACE_WRITE, max);
	}

	private AgentHarness agent(PermissionPreset preset, PermissionPreset max) throws Exception {
		return agent(preset, max, SandboxMode.AUTO);
	}

	private AgentHarness agent(PermissionPreset preset, PermissionPreset max, SandboxMode sandbox) throws Exception {
		AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions")).defaultPreset(preset)
				.maxPreset(max).sandbox(sandbox).build(), Map.of("LLM_PROVIDER", "demo")));
		harness.initialize();
		return harness;
	}

	private NewSessionResponse newSession(AgentHarness harness) throws Exception {
		return await(harness.agent.newSession(NewSessionRequest.of(workspace().toString(), List.of())));
	}

	private Path workspace() throws Exception {
		return Files.createDirectories(root.resolve("workspace"));
	}

	private static List<String> modeValues(List<SessionConfigOption> options) {
		return values(options, "mode");
	}

	private static List<String> values(List<SessionConfigOption> options, String id) {
		SessionConfigSelect mode = (SessionConfigSelect) options.stream().filter(option -> option.id().equals(id)).findFirst()
				.orElseThrow();
		return ((SessionConfigSelectOptions.Ungrouped) mode.options()).options().stream().map(SessionConfigSelectOption::value).toList();
	}

	@Test
	void theModesOfferedStopAtTheMaximum() throws Exception {
		try (AgentHarness harness = agent(PermissionPreset.WORKSPACE_WRITE)) {
			NewSessionResponse session = newSession(harness);
			assertThat(session.modes().availableModes()).extracting(SessionMode::id).containsExactly("read-only", "workspace-write", "plan");
			assertThat(modeValues(session.configOptions())).containsExactly("read-only", "workspace-write", "plan");
		}
	}

	@Test
	void aModeAboveTheMaximumIsRefusedBySetModeAndByTheConfigOption() throws Exception {
		try (AgentHarness harness = agent(PermissionPreset.WORKSPACE_WRITE)) {
			String id = newSession(harness).sessionId();
			ResponseErrorException byMode = error(harness.agent.setSessionMode(SetSessionModeRequest.of(id, "full-access")));
			assertThat(byMode.getResponseError().getCode()).isEqualTo(JsonRpcErrors.INVALID_PARAMS);
			assertThat(byMode.getResponseError().getMessage()).isEqualTo(REFUSAL);
			ResponseErrorException byOption = error(harness.agent.setSessionConfigOption(
					SetSessionConfigOptionRequest.of(id, "mode", new JsonPrimitive("full-access"))));
			assertThat(byOption.getResponseError().getCode()).isEqualTo(JsonRpcErrors.INVALID_PARAMS);
			assertThat(byOption.getResponseError().getMessage()).isEqualTo(REFUSAL);
			// What the maximum allows still changes.
			assertThat(await(harness.agent.setSessionMode(SetSessionModeRequest.of(id, "plan"))).modeId()).isEqualTo("plan");
		}
	}

	/**
	 * A sandbox weaker than the operator's is refused under --max-mode, and not offered: a command run
	 * unsandboxed would read the agent's token and escape the cap.
	 */
	@Test
	void aSandboxWeakerThanTheOperatorsIsRefusedUnderTheMaximum() throws Exception {
		try (AgentHarness harness = agent(PermissionPreset.WORKSPACE_WRITE, PermissionPreset.WORKSPACE_WRITE, SandboxMode.REQUIRED)) {
			NewSessionResponse session = newSession(harness);
			assertThat(values(session.configOptions(), "sandbox")).containsExactly("required");
			for (String weaker : List.of("off", "auto")) {
				ResponseErrorException refused = error(harness.agent.setSessionConfigOption(
						SetSessionConfigOptionRequest.of(session.sessionId(), "sandbox", new JsonPrimitive(weaker))));
				assertThat(refused.getResponseError().getCode()).isEqualTo(JsonRpcErrors.INVALID_PARAMS);
				assertThat(refused.getResponseError().getMessage()).isEqualTo("The sandbox " + weaker
						+ " is not allowed: with --max-mode workspace-write the operator's --sandbox required is the weakest");
			}
			assertThat(values(await(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session.sessionId(),
					"sandbox", new JsonPrimitive("required")))).configOptions(), "sandbox")).containsExactly("required");
		}
		try (AgentHarness harness = agent(PermissionPreset.WORKSPACE_WRITE, PermissionPreset.WORKSPACE_WRITE, SandboxMode.AUTO)) {
			NewSessionResponse session = newSession(harness);
			assertThat(values(session.configOptions(), "sandbox")).containsExactly("auto", "required");
		}
	}

	/** Without a cap (stdio's default), the client may still turn the sandbox off. */
	@Test
	void withoutAMaximumTheSandboxCanBeTurnedOff() throws Exception {
		try (AgentHarness harness = agent(PermissionPreset.WORKSPACE_WRITE, PermissionPreset.FULL_ACCESS, SandboxMode.REQUIRED)) {
			String id = newSession(harness).sessionId();
			assertThat(values(await(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(id, "sandbox",
					new JsonPrimitive("off")))).configOptions(), "sandbox")).containsExactly("auto", "required", "off");
		}
	}

	/** A session saved full-access by an agent that allowed it opens at the maximum in one that does not. */
	@Test
	void aStoredSessionAboveTheMaximumIsLoweredToIt() throws Exception {
		String id;
		try (AgentHarness unrestricted = agent(PermissionPreset.FULL_ACCESS)) {
			id = newSession(unrestricted).sessionId();
			await(unrestricted.agent.setSessionMode(SetSessionModeRequest.of(id, "full-access")));
		}
		try (AgentHarness restricted = agent(PermissionPreset.WORKSPACE_WRITE)) {
			var loaded = await(restricted.agent.loadSession(LoadSessionRequest.of(List.of(), workspace().toString(), id)));
			assertThat(loaded.modes().currentModeId()).isEqualTo("workspace-write");
			assertThat(loaded.modes().availableModes()).extracting(SessionMode::id).doesNotContain("full-access");
		}
	}

	/** A host's default above its maximum (the launcher refuses such a --mode). */
	@Test
	void aDefaultModeAboveTheMaximumIsLoweredToIt() throws Exception {
		try (AgentHarness harness = agent(PermissionPreset.FULL_ACCESS, PermissionPreset.WORKSPACE_WRITE)) {
			assertThat(newSession(harness).modes().currentModeId()).isEqualTo("workspace-write");
		}
	}
}
