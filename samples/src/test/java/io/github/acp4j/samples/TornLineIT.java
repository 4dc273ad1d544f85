package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
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

	private static final Map<String, String> DEMO = Map.of("LLM_PROVIDER", "demo");

	@TempDir
	Path work;

	@Test
	void thePromptAfterATornLineIsLoadedByTheNextProcess() throws Exception {
		Path project = Files.createDirectories(work.resolve("project")).toRealPath();
		Path home = Files.createDirectories(work.resolve("home"));
		String cwd = "\"cwd\":\"" + project + "\",\"mcpServers\":[]";
		String id;
		try (AgentProcess first = new AgentProcess(project, home, DEMO)) {
			first.request("initialize", "{\"protocolVersion\":1}");
			id = first.request("session/new", "{" + cwd + "}").getAsJsonObject("result").get("sessionId").getAsString();
			prompt(first, id, "the first prompt");
			assertThat(first.exit()).isZero();
		}
		// What a process killed in the middle of a write leaves: the start of a record, no line end.
		Path file;
		try (Stream<Path> files = Files.walk(home.resolve("sessions"))) {
			file = files.filter(p -> p.getFileName().toString().equals(id + ".jsonl")).findFirst().orElseThrow();
		}
		Files.writeString(file, "{\"type\":\"message\",\"message\":{\"role\":\"assistant\",\"text\":\"cut he", StandardOpenOption.APPEND);

		try (AgentProcess second = new AgentProcess(project, home, DEMO)) {
			second.request("initialize", "{\"protocolVersion\":1}");
			assertThat(second.request("session/load", "{\"sessionId\":\"" + id + "\"," + cwd + "}").has("result")).isTrue();
			prompt(second, id, "the next prompt");
			assertThat(second.exit()).isZero();
		}

		try (AgentProcess third = new AgentProcess(project, home, DEMO)) {
			third.request("initialize", "{\"protocolVersion\":1}");
			assertThat(third.request("session/load", "{\"sessionId\":\"" + id + "\"," + cwd + "}").has("result")).isTrue();
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
