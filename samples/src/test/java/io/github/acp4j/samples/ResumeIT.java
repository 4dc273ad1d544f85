package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * {@code --resume} across processes: a hit restores and replays the stored session once; a corrupt
 * file, an id already open on the connection and an empty store each start a fresh session with a
 * warning in the log.
 */
class ResumeIT {

	private static final Map<String, String> DEMO = Map.of("LLM_PROVIDER", "demo");

	@TempDir
	Path work;
	Path project;
	Path home;
	String stored;

	@BeforeEach
	void storeOneSession() throws Exception {
		project = Files.createDirectories(work.resolve("project")).toRealPath();
		home = Files.createDirectories(work.resolve("home"));
		try (AgentProcess agent = new AgentProcess(project, home, DEMO)) {
			agent.request("initialize", "{\"protocolVersion\":1}");
			stored = newSession(agent);
			JsonObject answer = agent.request("session/prompt", "{\"sessionId\":\"" + stored
					+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"hello there\"}]}");
			assertThat(answer.getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			assertThat(agent.exit()).isZero();
		}
	}

	private String newSession(AgentProcess agent) throws Exception {
		return agent.request("session/new", "{\"cwd\":\"" + project + "\",\"mcpServers\":[]}").getAsJsonObject("result")
				.get("sessionId").getAsString();
	}

	private static List<String> replayed(AgentProcess agent, String sessionId) {
		return agent.notifications.stream().map(n -> n.getAsJsonObject("params"))
				.filter(p -> p.get("sessionId").getAsString().equals(sessionId))
				.map(p -> p.getAsJsonObject("update").get("sessionUpdate").getAsString()).toList();
	}

	private String log() throws Exception {
		return Files.readString(home.resolve("logs/agent.log"));
	}

	@Test
	void aPrefixRestoresAndReplaysOnceThenSessionsStartBlank() throws Exception {
		try (AgentProcess agent = new AgentProcess(project, home, DEMO, "--resume", stored.substring(0, 6))) {
			agent.request("initialize", "{\"protocolVersion\":1}");
			assertThat(newSession(agent)).isEqualTo(stored);
			assertThat(replayed(agent, stored)).startsWith("user_message_chunk", "agent_message_chunk");
			String later = newSession(agent);
			assertThat(later).isNotEqualTo(stored);
			assertThat(replayed(agent, later)).doesNotContain("user_message_chunk", "agent_message_chunk");
		}
	}

	@Test
	void aCorruptFileStartsAFreshSession() throws Exception {
		Path file;
		try (Stream<Path> files = Files.walk(home.resolve("sessions"))) {
			file = files.filter(p -> p.getFileName().toString().startsWith(stored)).findFirst().orElseThrow();
		}
		Files.writeString(file, "{\"type\":\"header\",\"garbage");
		try (AgentProcess agent = new AgentProcess(project, home, DEMO, "--resume", stored)) {
			agent.request("initialize", "{\"protocolVersion\":1}");
			String fresh = newSession(agent);
			assertThat(fresh).isNotEqualTo(stored);
			assertThat(replayed(agent, fresh)).doesNotContain("user_message_chunk", "agent_message_chunk");
			assertThat(agent.exit()).isZero();
		}
		assertThat(log()).contains("--resume " + stored).contains("starting a new session");
	}

	@Test
	void anIdAlreadyOpenStartsAFreshSession() throws Exception {
		try (AgentProcess agent = new AgentProcess(project, home, DEMO, "--resume", stored)) {
			agent.request("initialize", "{\"protocolVersion\":1}");
			assertThat(agent.request("session/load", "{\"sessionId\":\"" + stored + "\",\"cwd\":\"" + project
					+ "\",\"mcpServers\":[]}").has("result")).isTrue();
			String fresh = newSession(agent);
			assertThat(fresh).isNotEqualTo(stored);
			assertThat(agent.exit()).isZero();
		}
		assertThat(log()).contains("--resume could not restore " + stored).contains("starting a new session");
	}

	@Test
	void anEmptyStoreStartsAFreshSession() throws Exception {
		Path empty = Files.createDirectories(work.resolve("empty-home"));
		try (AgentProcess agent = new AgentProcess(project, empty, DEMO, "--resume")) {
			agent.request("initialize", "{\"protocolVersion\":1}");
			assertThat(newSession(agent)).isNotEqualTo(stored);
			assertThat(agent.exit()).isZero();
		}
		assertThat(Files.readString(empty.resolve("logs/agent.log"))).contains("--resume (latest) found no single stored session");
	}
}
