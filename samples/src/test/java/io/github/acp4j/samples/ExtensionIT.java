package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * The agent jar with the example extension jar ({@code target/acp4j-extension-example.jar}) against an
 * OpenAI-compatible mock: the extension's {@code @Tool} methods are offered with derived schemas that
 * are valid function definitions, run through the permission engine (asked for the write, not for
 * the read), a bad argument fails the call and the turn goes on, and broken jars are reported and
 * left out while the agent starts.
 */
class ExtensionIT {

	private static final Pattern FUNCTION_NAME = Pattern.compile("[a-zA-Z0-9_-]{1,64}");
	private static final String ALLOW = "{\"outcome\":{\"outcome\":\"selected\",\"optionId\":\"allow_once\"}}";

	@TempDir
	Path work;
	Path home;
	Path project;
	final MockWebServer model = StrictModel.server();

	@BeforeEach
	void start() throws Exception {
		model.start();
		home = Files.createDirectories(work.resolve("home"));
		project = Files.createDirectories(work.resolve("project"));
		Files.writeString(project.resolve("notes.txt"), "one two three\nfour\n");
	}

	@AfterEach
	void stop() {
		model.close();
	}

	private Map<String, String> environment() {
		return Map.of("LLM_PROVIDER", "openai", "OPENAI_API_KEY", "sk-ext-0123456789", "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST,
				"OPENAI_MODEL", "gpt-it");
	}

	private static MockResponse call(String id, String name, String arguments) {
		JsonObject function = new JsonObject();
		function.addProperty("name", name);
		function.addProperty("arguments", arguments);
		return stream("{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"" + id
				+ "\",\"type\":\"function\",\"function\":" + function + "}]},\"finish_reason\":\"tool_calls\"}]}");
	}

	private static MockResponse text(String text) {
		return stream("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"" + text + "\"},\"finish_reason\":\"stop\"}]}");
	}

	private static MockResponse stream(String event) {
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.body("data: " + event + "\n\ndata: [DONE]\n\n").build();
	}

	private static String prompt(String session, String text) {
		return "{\"sessionId\":\"" + session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"" + text + "\"}]}";
	}

	private String newSession(AgentProcess agent) throws IOException {
		assertThat(agent.request("initialize", "{\"protocolVersion\":1}").has("result")).isTrue();
		return agent.request("session/new", "{\"cwd\":\"" + project + "\",\"mcpServers\":[]}").getAsJsonObject("result")
				.get("sessionId").getAsString();
	}

	private JsonObject nextModelRequest() throws InterruptedException {
		RecordedRequest request = model.takeRequest(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS);
		assertThat(request).isNotNull();
		return JsonParser.parseString(request.getBody().utf8()).getAsJsonObject();
	}

	/** The last message of a request to the model: the tool result the agent sent back. */
	private static String lastToolResult(JsonObject request) {
		List<JsonElement> messages = request.getAsJsonArray("messages").asList();
		JsonObject last = messages.get(messages.size() - 1).getAsJsonObject();
		assertThat(last.get("role").getAsString()).isEqualTo("tool");
		return last.get("content").getAsString();
	}

	private List<JsonObject> toolCallUpdates(AgentProcess agent, String status) {
		List<JsonObject> updates = new ArrayList<>();
		for (JsonObject notification : agent.notifications) {
			JsonObject update = notification.getAsJsonObject("params").getAsJsonObject("update");
			if (update.get("sessionUpdate").getAsString().equals("tool_call_update") && update.has("status")
					&& update.get("status").getAsString().equals(status)) {
				updates.add(update);
			}
		}
		return updates;
	}

	@Test
	void theExtensionsToolsAreOfferedAskedForAndRun() throws Exception {
		model.enqueue(call("call_count", "count_words", "{\"file\":\"notes.txt\"}"));
		model.enqueue(text("Four words."));
		model.enqueue(call("call_todo", "add_todo", "{\"todo\":{\"title\":\"ship it\",\"priority\":\"HIGH\",\"tags\":[\"release\"]}}"));
		model.enqueue(text("Added."));
		model.enqueue(call("call_bad", "add_todo", "{\"todo\":{\"title\":\"later\",\"priority\":\"URGENT\"}}"));
		model.enqueue(text("That priority does not exist."));
		try (AgentProcess agent = new AgentProcess(project, home, environment(), "--extension",
				Processes.property("acp4j.extension.jar").toString())) {
			agent.answers.put("session/request_permission", ALLOW);
			String session = newSession(agent);

			// A read: runs without asking.
			assertThat(agent.request("session/prompt", prompt(session, "count the words of notes.txt")).getAsJsonObject("result")
					.get("stopReason").getAsString()).isEqualTo("end_turn");
			JsonObject first = nextModelRequest();
			assertOfferedAsValidFunctions(first, "count_words", "add_todo");
			assertThat(lastToolResult(nextModelRequest())).isEqualTo("{\"file\":\"notes.txt\",\"lines\":2,\"words\":4}");
			assertThat(agent.requests).isEmpty();

			// A write: asked for, then run.
			assertThat(agent.request("session/prompt", prompt(session, "add a todo")).getAsJsonObject("result").get("stopReason")
					.getAsString()).isEqualTo("end_turn");
			nextModelRequest();
			assertThat(lastToolResult(nextModelRequest())).isEqualTo("Added: - [ ] ship it (high) #release");
			assertThat(agent.requests).singleElement().satisfies(request -> assertThat(request.get("method").getAsString())
					.isEqualTo("session/request_permission"));
			assertThat(Files.readString(project.resolve("TODO.md"))).isEqualTo("- [ ] ship it (high) #release\n");

			// A bad argument: the call fails with a message for the model, nobody is asked, the turn goes on.
			assertThat(agent.request("session/prompt", prompt(session, "add another")).getAsJsonObject("result").get("stopReason")
					.getAsString()).isEqualTo("end_turn");
			nextModelRequest();
			assertThat(lastToolResult(nextModelRequest()))
					.contains("Argument 'todo.priority' must be one of HIGH, MEDIUM, LOW, not \"URGENT\"");
			assertThat(agent.requests).hasSize(1);
			assertThat(toolCallUpdates(agent, "failed")).singleElement()
					.satisfies(update -> assertThat(update.toString()).contains("must be one of HIGH, MEDIUM, LOW"));
			assertThat(Files.readString(project.resolve("TODO.md"))).doesNotContain("later");
		}
	}

	/** Each named tool is offered as an OpenAI function definition whose parameters are a valid JSON schema of an object. */
	private static void assertOfferedAsValidFunctions(JsonObject request, String... names) {
		Schema meta = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
				.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
		List<String> offered = new ArrayList<>();
		for (JsonElement element : request.getAsJsonArray("tools")) {
			JsonObject tool = element.getAsJsonObject();
			assertThat(tool.get("type").getAsString()).isEqualTo("function");
			JsonObject function = tool.getAsJsonObject("function");
			String name = function.get("name").getAsString();
			offered.add(name);
			assertThat(name).matches(FUNCTION_NAME);
			assertThat(function.get("description").getAsString()).isNotBlank();
			JsonObject parameters = function.getAsJsonObject("parameters");
			assertThat(parameters.get("type").getAsString()).as(name).isEqualTo("object");
			assertThat(meta.validate(parameters.toString(), InputFormat.JSON)).as(name).isEmpty();
		}
		assertThat(offered).contains(names);
		JsonObject todo = request.getAsJsonArray("tools").asList().stream().map(JsonElement::getAsJsonObject)
				.map(tool -> tool.getAsJsonObject("function")).filter(function -> function.get("name").getAsString().equals("add_todo"))
				.findFirst().orElseThrow().getAsJsonObject("parameters").getAsJsonObject("properties").getAsJsonObject("todo");
		assertThat(todo.getAsJsonObject("properties").getAsJsonObject("priority").getAsJsonArray("enum").toString())
				.isEqualTo("[\"HIGH\",\"MEDIUM\",\"LOW\"]");
		assertThat(todo.getAsJsonArray("required").toString()).isEqualTo("[\"title\",\"priority\"]");
	}

	@Test
	void brokenExtensionJarsAreReportedAndTheAgentStartsWithoutThem() throws Exception {
		Path garbage = Files.writeString(work.resolve("garbage.jar"), "not a jar");
		Path missingClass = work.resolve("missing-class.jar");
		try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(missingClass))) {
			jar.putNextEntry(new JarEntry("META-INF/services/com.google.inject.Module"));
			jar.write("com.example.NotThere\n".getBytes(StandardCharsets.UTF_8));
		}
		Path extensions = Files.createDirectories(home.resolve("extensions"));
		Files.copy(Processes.property("acp4j.extension.jar"), extensions.resolve("example.jar"));
		model.enqueue(call("call_count", "count_words", "{\"file\":\"notes.txt\"}"));
		model.enqueue(text("Four words."));
		Path stderr = work.resolve("stderr.txt");
		try (AgentProcess agent = new AgentProcess(project, home, environment(), ProcessBuilder.Redirect.to(stderr.toFile()),
				"--extension", garbage.toString(), "--extension", missingClass.toString(), "--extension",
				work.resolve("absent.jar").toString())) {
			String session = newSession(agent);
			assertThat(agent.request("session/prompt", prompt(session, "count")).getAsJsonObject("result").get("stopReason")
					.getAsString()).isEqualTo("end_turn");
			nextModelRequest();
			assertThat(lastToolResult(nextModelRequest())).isEqualTo("{\"file\":\"notes.txt\",\"lines\":2,\"words\":4}");
		}
		String reported = Files.readString(stderr);
		assertThat(reported).contains("acp4j: extension " + garbage + " not loaded: ")
				.contains("acp4j: extension " + missingClass + " not loaded: ").contains("com.example.NotThere")
				.contains("acp4j: extension " + work.resolve("absent.jar") + " not loaded: ");
		assertThat(Files.readString(home.resolve("logs/agent.log"))).contains(garbage + " not loaded");
	}

	@Test
	void theExtensionsProviderAnswersWhenLlmProviderNamesIt() throws Exception {
		model.enqueue(text("Hello from the example provider."));
		Map<String, String> environment = Map.of("LLM_PROVIDER", "example", "EXAMPLE_API_KEY", "ex-key-0123456789",
				"EXAMPLE_BASE_URL", model.url("/v1").toString(), "EXAMPLE_MODELS", StrictModel.NO_LIST);
		try (AgentProcess agent = new AgentProcess(project, home, environment, "--extension",
				Processes.property("acp4j.extension.jar").toString())) {
			String session = newSession(agent);
			assertThat(agent.request("session/prompt", prompt(session, "hi")).getAsJsonObject("result").get("stopReason")
					.getAsString()).isEqualTo("end_turn");
			RecordedRequest request = model.takeRequest(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS);
			assertThat(request.getHeaders().get("Authorization")).isEqualTo("Bearer ex-key-0123456789");
			assertThat(JsonParser.parseString(request.getBody().utf8()).getAsJsonObject().get("model").getAsString())
					.isEqualTo("example-1");
			assertThat(agent.notifications).anySatisfy(n -> assertThat(n.toString()).contains("agent_message_chunk")
					.contains("Hello from the example provider."));
		}
	}

	@Test
	void withoutExtensionsTheAgentOffersOnlyItsOwnTools() throws Exception {
		model.enqueue(text("Hello."));
		try (AgentProcess agent = new AgentProcess(project, home, environment())) {
			String session = newSession(agent);
			agent.request("session/prompt", prompt(session, "hi"));
			assertThat(nextModelRequest().getAsJsonArray("tools").toString()).doesNotContain("count_words");
		}
	}
}
