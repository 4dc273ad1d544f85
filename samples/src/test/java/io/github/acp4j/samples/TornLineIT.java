package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * A torn last line across three agent processes: the first dies in the middle of writing a record,
 * the second loads the session and is sent a prompt, the third loads it and is shown that prompt
 * (before, the prompt was glued to the torn line and skipped with it).
 */
class TornLineIT {

	@TempDir
	Path work;
	Path project;
	Path home;

	/** An agent process on the demo model, initialized. */
	private AgentProcess agent() throws Exception {
		AgentProcess agent = new AgentProcess(project, home, SessionLockIT.DEMO);
		agent.request("initialize", "{\"protocolVersion\":1}");
		return agent;
	}

	private String open(AgentProcess agent, String method, String sessionId) throws Exception {
		JsonObject answer = agent.request(method, "{" + (sessionId == null ? "" : "\"sessionId\":\"" + sessionId + "\",")
				+ "\"cwd\":\"" + project + "\",\"mcpServers\":[]}");
		assertThat(answer.has("result")).as(method + ": " + answer).isTrue();
		return sessionId != null ? sessionId : answer.getAsJsonObject("result").get("sessionId").getAsString();
	}

	@Test
	void thePromptAfterATornLineIsLoadedByTheNextProcess() throws Exception {
		project = Files.createDirectories(work.resolve("project")).toRealPath();
		home = Files.createDirectories(work.resolve("home"));
		String id;
		try (AgentProcess first = agent()) {
			id = open(first, "session/new", null);
			prompt(first, id, "the first prompt");
			assertThat(first.exit()).isZero();
		}
		// What a process killed in the middle of a write leaves: the start of a record, no line end.
		Path file;
		try (Stream<Path> files = Files.walk(home.resolve("sessions"))) {
			file = files.filter(p -> p.getFileName().toString().equals(id + ".jsonl")).findFirst().orElseThrow();
		}
		Files.writeString(file, "{\"type\":\"message\",\"message\":{\"role\":\"assistant\",\"text\":\"cut he", StandardOpenOption.APPEND);

		try (AgentProcess second = agent()) {
			open(second, "session/load", id);
			prompt(second, id, "the next prompt");
			assertThat(second.exit()).isZero();
		}

		try (AgentProcess third = agent()) {
			open(third, "session/load", id);
			assertThat(userMessages(third)).containsExactly("the first prompt", "the next prompt");
			assertThat(third.exit()).isZero();
		}
		assertThat(Files.readAllLines(file)).noneMatch(line -> line.contains("cut he"));
	}

	private static void prompt(AgentProcess agent, String id, String text) throws Exception {
		JsonObject answer = agent.request("session/prompt", "{\"sessionId\":\"" + id + "\",\"prompt\":[{\"type\":\"text\",\"text\":\""
				+ text + "\"}]}");
		assertThat(answer.getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
	}

	/** The texts of the user messages a load replayed. */
	private static List<String> userMessages(AgentProcess agent) {
		return agent.notifications.stream().map(n -> n.getAsJsonObject("params").getAsJsonObject("update"))
				.filter(update -> update.get("sessionUpdate").getAsString().equals("user_message_chunk"))
				.map(update -> update.getAsJsonObject("content").get("text").getAsString()).toList();
	}
}
