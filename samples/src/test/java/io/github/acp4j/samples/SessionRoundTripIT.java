package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * One session across two agent processes, driven by the official TypeScript SDK client: new,
 * prompt (thoughts, text, an allowed and a rejected write), close and list in the first process;
 * list, load and prompt again in the second. The replay shows what the live turn showed, and the
 * model is given the whole history.
 */
class SessionRoundTripIT {

	@TempDir
	Path work;
	final MockWebServer model = StrictModel.server();

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() {
		model.close();
	}

	private static MockResponse stream(String... events) {
		StringBuilder body = new StringBuilder();
		for (String event : events) {
			body.append("data: ").append(event).append("\n\n");
		}
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.body(body.append("data: [DONE]\n\n").toString()).build();
	}

	private static String writeCall(int index, String id, String path) {
		return "{\"index\":" + index + ",\"id\":\"" + id + "\",\"type\":\"function\",\"function\":{\"name\":\"write_file\","
				+ "\"arguments\":\"{\\\"path\\\":\\\"" + path + "\\\",\\\"content\\\":\\\"hi\\\"}\"}}";
	}

	@Test
	void aSessionSurvivesTheAgentProcess() throws Exception {
		model.enqueue(stream("{\"choices\":[{\"index\":0,\"delta\":{\"reasoning_content\":\"Two files, \"}}]}",
				"{\"choices\":[{\"index\":0,\"delta\":{\"reasoning_content\":\"one write each.\"}}]}",
				"{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"On \"}}]}",
				"{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"it.\",\"tool_calls\":[" + writeCall(0, "call_a", "a.txt") + ","
						+ writeCall(1, "call_b", "b.txt") + "]},\"finish_reason\":\"tool_calls\"}]}"));
		model.enqueue(stream("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Created a.txt; b.txt was refused.\"},"
				+ "\"finish_reason\":\"stop\"}]}"));
		model.enqueue(stream("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"I created a.txt.\"},\"finish_reason\":\"stop\"}]}"));
		Path home = Files.createDirectories(work.resolve("home"));
		Path project = Files.createDirectories(work.resolve("project")).toRealPath();
		Path record = work.resolve("agent-wrote.jsonl");
		Processes.Result result = Processes.run(project,
				Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "openai", "OPENAI_API_KEY", "sk-it-0123456789abcdef",
						"OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "OPENAI_MODEL", "gpt-it"),
				List.of("node", Processes.property("acp4j.node.dir").resolve("ts-session-check.mjs").toString(), "--record",
						record.toString(), "--", "java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp",
						"--stdio"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		JsonObject summary = JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
		JsonObject first = summary.getAsJsonObject("first");
		JsonObject second = summary.getAsJsonObject("second");
		String sessionId = first.get("sessionId").getAsString();

		assertThat(first.get("stopReason").getAsString()).isEqualTo("end_turn");
		assertThat(Files.readString(project.resolve("a.txt"))).isEqualTo("hi");
		assertThat(project.resolve("b.txt")).doesNotExist();
		JsonObject listedFirst = only(first.getAsJsonArray("listed"));
		assertThat(listedFirst.get("sessionId").getAsString()).isEqualTo(sessionId);
		assertThat(listedFirst.get("cwd").getAsString()).isEqualTo(project.toString());
		assertThat(listedFirst.get("title").getAsString()).isEqualTo("create a.txt and b.txt");
		assertThat(only(second.getAsJsonArray("listed")).get("sessionId").getAsString()).isEqualTo(sessionId);

		List<JsonObject> live = updates(first, first.get("liveUpdates").getAsInt());
		List<JsonObject> replay = updates(second, second.get("replayed").getAsInt());
		// The client shows its own prompt while the turn runs; the replay is all a loading client has.
		List<JsonObject> seen = new ArrayList<>(List.of(JsonParser.parseString(
				"{\"sessionUpdate\":\"user_message_chunk\",\"text\":\"create a.txt and b.txt\"}").getAsJsonObject()));
		seen.addAll(shown(live));
		assertThat(shown(replay)).isEqualTo(seen);
		assertThat(seen).extracting(u -> u.get("sessionUpdate").getAsString()).containsExactly("user_message_chunk",
				"agent_thought_chunk", "agent_message_chunk", "tool_call", "tool_call", "agent_message_chunk");
		assertThat(seen).filteredOn(u -> u.has("toolCallId")).extracting(u -> u.get("status").getAsString())
				.containsExactly("completed", "failed");

		assertThat(second.get("stopReason").getAsString()).isEqualTo("end_turn");
		model.takeRequest();
		model.takeRequest();
		JsonArray messages = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject()
				.getAsJsonArray("messages");
		List<String> history = new ArrayList<>();
		for (JsonElement message : messages) {
			JsonObject m = message.getAsJsonObject();
			history.add(m.get("role").getAsString() + ":" + (m.has("tool_call_id") ? m.get("tool_call_id").getAsString()
					: m.get("content").getAsString().lines().findFirst().orElse("")));
		}
		assertThat(history.subList(1, history.size())).containsExactly("user:create a.txt and b.txt", "assistant:On it.",
				"tool:call_a", "tool:call_b", "assistant:Created a.txt; b.txt was refused.", "user:what did you do?");

		List<String> lines = new ArrayList<>(SchemaCheck.lines(Path.of(record + ".1")));
		lines.addAll(SchemaCheck.lines(Path.of(record + ".2")));
		assertThat(new SchemaCheck().problems(lines, List.of())).isEmpty();
		assertThat(String.join("\n", lines)).doesNotContain("sk-it-0123456789abcdef");
	}

	private static JsonObject only(JsonArray sessions) {
		assertThat(sessions).hasSize(1);
		return sessions.get(0).getAsJsonObject();
	}

	private static List<JsonObject> updates(JsonObject phase, int count) {
		List<JsonObject> updates = new ArrayList<>();
		for (JsonElement update : phase.getAsJsonArray("updates")) {
			updates.add(update.getAsJsonObject());
		}
		return updates.subList(0, count);
	}

	/**
	 * What a user sees of a stream of updates: consecutive chunks of one kind joined, each tool
	 * call in its final state (title, kind, status, content), bookkeeping updates left out.
	 */
	private static List<JsonObject> shown(List<JsonObject> updates) {
		List<JsonObject> shown = new ArrayList<>();
		Map<String, JsonObject> calls = new LinkedHashMap<>();
		for (JsonObject update : updates) {
			String kind = update.get("sessionUpdate").getAsString();
			switch (kind) {
			case "user_message_chunk", "agent_message_chunk", "agent_thought_chunk" -> {
				String text = update.getAsJsonObject("content").get("text").getAsString();
				JsonObject last = shown.isEmpty() ? null : shown.get(shown.size() - 1);
				if (last != null && last.get("sessionUpdate").getAsString().equals(kind)) {
					last.addProperty("text", last.get("text").getAsString() + text);
				} else {
					JsonObject chunk = new JsonObject();
					chunk.addProperty("sessionUpdate", kind);
					chunk.addProperty("text", text);
					shown.add(chunk);
				}
			}
			case "tool_call", "tool_call_update" -> {
				JsonObject call = calls.computeIfAbsent(update.get("toolCallId").getAsString(), id -> {
					JsonObject created = new JsonObject();
					created.addProperty("sessionUpdate", "tool_call");
					shown.add(created);
					return created;
				});
				for (String field : List.of("toolCallId", "title", "kind", "status", "content")) {
					if (update.has(field) && !update.get(field).isJsonNull()) {
						call.add(field, update.get(field));
					}
				}
			}
			default -> {
				// usage, titles, modes and commands are not part of the conversation shown
			}
			}
		}
		return shown;
	}
}
