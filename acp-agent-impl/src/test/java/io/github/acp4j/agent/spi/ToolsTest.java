package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;
import com.networknt.schema.InputFormat;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.ToolKind;

class ToolsTest {

	enum Priority {
		HIGH, MEDIUM, LOW
	}

	record Entry(@Param("what to do") String content, @Param("how urgent") Priority priority,
			@Param("sub-steps") Optional<List<Step>> steps) {
	}

	record Step(@Param("the step") String title, @Param("minutes it takes") int minutes) {
	}

	public static final class Sample {
		final List<Object> calls = new ArrayList<>();

		@Tool(description = "Takes every kind of argument", kind = "think", permission = PermissionClass.NONE)
		public String everyKind(@Param("a text") String text, @Param("a count") int count, @Param("a big count") long big,
				@Param("a ratio") double ratio, @Param("a flag") boolean flag, @Param("a priority") Priority priority,
				@Param("some labels") List<String> labels, @Param("an entry") Entry entry,
				@Param("an optional limit") Optional<Integer> limit) {
			calls.add(List.of(text, count, big, ratio, flag, priority, labels, entry, limit));
			return "ok";
		}

		@Tool(name = "count_lines", description = "Counts a file's lines", kind = "read", permission = PermissionClass.READ)
		public Lines lines(@Param("the file") Path file, ToolContext context) throws IOException {
			calls.add(context.sessionId());
			return new Lines(file.getFileName().toString(), Files.readAllLines(file).size());
		}

		@Tool(description = "Fails", permission = PermissionClass.NONE)
		public ToolResult broken(@Param(value = "why", name = "reason") String why) {
			throw new IllegalStateException("it broke: " + why + "\n\tat a line the model has no use for");
		}
	}

	record Lines(String name, int lines) {
	}

	public static final class Waiting {
		@Tool(description = "Waits for someone", title = "Wait for {who} ({minutes} min)", permission = PermissionClass.NONE)
		public String waitFor(@Param("who") String who, @Param("how long") int minutes, ToolContext context) {
			context.cancellation().throwIfCancelled();
			return who + " is here";
		}
	}

	@TempDir
	Path workspace;

	private ToolContext context() {
		List<SessionUpdate> updates = new ArrayList<>();
		return ToolContext.builder("session-1", new Workspace(workspace, List.of()), null, null, updates::add, new Cancellation())
				.toolCallId("call-1").build();
	}

	private static io.github.acp4j.agent.spi.AgentTool tool(Object object, String name) {
		return Tools.toolsOf(object).stream().filter(tool -> tool.name().equals(name)).findFirst().orElseThrow();
	}

	private static JsonObject json(String text) {
		return JsonParser.parseString(text).getAsJsonObject();
	}

	@Test
	void derivesTheSchemaOfEverySupportedType() {
		io.github.acp4j.agent.spi.AgentTool tool = tool(new Sample(), "every_kind");

		assertThat(tool.kind()).isEqualTo(ToolKind.THINK);
		assertThat(tool.permissionClass()).isEqualTo(PermissionClass.NONE);
		assertThat(tool.parameters()).isEqualTo(json("""
				{"type":"object","properties":{
				 "text":{"type":"string","description":"a text"},
				 "count":{"type":"integer","description":"a count"},
				 "big":{"type":"integer","description":"a big count"},
				 "ratio":{"type":"number","description":"a ratio"},
				 "flag":{"type":"boolean","description":"a flag"},
				 "priority":{"type":"string","description":"a priority","enum":["HIGH","MEDIUM","LOW"]},
				 "labels":{"type":"array","description":"some labels","items":{"type":"string"}},
				 "entry":{"type":"object","properties":{
				   "content":{"type":"string","description":"what to do"},
				   "priority":{"type":"string","description":"how urgent","enum":["HIGH","MEDIUM","LOW"]},
				   "steps":{"type":"array","description":"sub-steps","items":{"type":"object","properties":{
				     "title":{"type":"string","description":"the step"},
				     "minutes":{"type":"integer","description":"minutes it takes"}},
				     "required":["title","minutes"],"additionalProperties":false}}},
				   "required":["content","priority"],"additionalProperties":false,"description":"an entry"},
				 "limit":{"type":"integer","description":"an optional limit"}},
				"required":["text","count","big","ratio","flag","priority","labels","entry"],"additionalProperties":false}
				"""));
	}

	@Test
	void everyDerivedSchemaIsAValidJsonSchemaOfAnObject() {
		SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
		com.networknt.schema.Schema meta = registry.getSchema(SchemaLocation.of("https://json-schema.org/draft/2020-12/schema"));
		for (io.github.acp4j.agent.spi.AgentTool tool : Tools.toolsOf(new Sample())) {
			assertThat(meta.validate(tool.parameters().toString(), InputFormat.JSON)).as(tool.name()).isEmpty();
			assertThat(tool.parameters().get("type").getAsString()).isEqualTo("object");
		}
	}

	@Test
	void convertsArgumentsBeforeTheMethodRuns() throws Exception {
		Sample sample = new Sample();
		io.github.acp4j.agent.spi.AgentTool tool = tool(sample, "every_kind");

		ToolResult result = tool.prepare(json("""
				{"text":"hi","count":3,"big":5000000000,"ratio":0.5,"flag":true,"priority":"LOW","labels":["a","b"],
				 "entry":{"content":"write","priority":"HIGH","steps":[{"title":"one","minutes":2}]}}
				"""), context()).run(context());

		assertThat(result.forModel()).isEqualTo("ok");
		assertThat(sample.calls).containsExactly(List.of("hi", 3, 5_000_000_000L, 0.5, true, Priority.LOW, List.of("a", "b"),
				new Entry("write", Priority.HIGH, Optional.of(List.of(new Step("one", 2)))), Optional.empty()));
	}

	@Test
	void aBadArgumentFailsTheCallWithAMessageForTheModel() {
		io.github.acp4j.agent.spi.AgentTool tool = tool(new Sample(), "every_kind");
		String valid = "\"text\":\"hi\",\"big\":1,\"ratio\":1,\"flag\":true,\"priority\":\"LOW\",\"labels\":[],"
				+ "\"entry\":{\"content\":\"c\",\"priority\":\"LOW\"}";

		Map<String, String> cases = Map.of(
				"{" + valid + "}", "Missing required argument 'count'",
				"{" + valid + ",\"count\":1.5}", "Argument 'count' must be a whole number between",
				"{" + valid + ",\"count\":3000000000}", "Argument 'count' must be a whole number between",
				// Beyond what Gson turns into a BigDecimal: the same message, not the parser's.
				"{" + valid + ",\"count\":1e100000}", "Argument 'count' must be a whole number between",
				"{" + valid + ",\"count\":\"3\"}", "Argument 'count' must be a whole number",
				"{" + valid + ",\"count\":1,\"extra\":1}", "Unknown argument 'extra'; the arguments are text, count,",
				"{" + valid.replace("\"LOW\",\"labels\"", "\"URGENT\",\"labels\"") + ",\"count\":1}",
				"Argument 'priority' must be one of HIGH, MEDIUM, LOW, not \"URGENT\"",
				"{" + valid.replace("\"labels\":[]", "\"labels\":[1]") + ",\"count\":1}", "Argument 'labels[0]' must be a string, not 1",
				"{" + valid.replace("\"content\":\"c\",", "") + ",\"count\":1}", "Missing required argument 'entry.content'");
		cases.forEach((arguments, message) -> assertThatThrownBy(() -> tool.prepare(json(arguments), context()))
				.as(arguments).isInstanceOf(ToolException.class).hasMessageStartingWith(message));
	}

	@Test
	void aPathIsResolvedInTheWorkspaceShownAsTheLocationAndTheResultRenderedAsJson() throws Exception {
		Files.writeString(workspace.resolve("notes.txt"), "a\nb\nc\n");
		Sample sample = new Sample();
		io.github.acp4j.agent.spi.AgentTool tool = tool(sample, "count_lines");

		io.github.acp4j.agent.spi.AgentTool.Call call = tool.prepare(json("{\"file\":\"notes.txt\"}"), context());
		ToolResult result = call.run(context());

		assertThat(call.insideWorkspace()).isTrue();
		assertThat(call.title()).isEqualTo("count_lines notes.txt");
		assertThat(call.locations()).singleElement()
				.satisfies(location -> assertThat(location.path()).isEqualTo(workspace.toRealPath().resolve("notes.txt").toString()));
		assertThat(result.forModel()).isEqualTo("{\"name\":\"notes.txt\",\"lines\":3}");
		assertThat(result.rawOutput()).isEqualTo(json("{\"name\":\"notes.txt\",\"lines\":3}"));
		assertThat(sample.calls).containsExactly("session-1");
		assertThat(tool.prepare(json("{\"file\":\"../outside.txt\"}"), context()).insideWorkspace()).isFalse();
	}

	@Test
	void aPathThatLeadsElsewhereOnceJudgedIsRefused(@TempDir Path outside) throws Exception {
		Files.createDirectory(workspace.resolve("dir"));
		Files.writeString(workspace.resolve("dir/notes.txt"), "inside\n");
		Files.writeString(outside.resolve("notes.txt"), "outside\n");
		io.github.acp4j.agent.spi.AgentTool tool = tool(new Sample(), "count_lines");
		io.github.acp4j.agent.spi.AgentTool.Call call = tool.prepare(json("{\"file\":\"dir/notes.txt\"}"), context());

		Files.delete(workspace.resolve("dir/notes.txt"));
		Files.delete(workspace.resolve("dir"));
		Files.createSymbolicLink(workspace.resolve("dir"), outside);

		assertThatThrownBy(() -> call.run(context())).isInstanceOf(ToolException.class)
				.hasMessage("'dir/notes.txt' changed since the call was checked (a link now leads elsewhere); nothing was done");
	}

	@Test
	void aFailingMethodFailsTheCallWithOneLine() throws Exception {
		io.github.acp4j.agent.spi.AgentTool tool = tool(new Sample(), "broken");
		io.github.acp4j.agent.spi.AgentTool.Call call = tool.prepare(json("{\"reason\":\"disk\"}"), context());

		assertThatThrownBy(() -> call.run(context())).isInstanceOf(ToolException.class).hasMessage("broken failed: it broke: disk");
	}

	@Test
	void theModuleAddsTheToolsToTheAgentsSet() {
		var tools = Guice.createInjector(Tools.from(new Sample()))
				.getInstance(Key.get(new TypeLiteral<java.util.Set<io.github.acp4j.agent.spi.AgentTool>>() {
				}));

		assertThat(tools).extracting(io.github.acp4j.agent.spi.AgentTool::name).containsExactlyInAnyOrder("broken", "count_lines",
				"every_kind");
	}

	public static final class NoTools {
		public String notATool() {
			return "";
		}
	}

	public static final class Undescribed {
		@Tool(description = "d", permission = PermissionClass.NONE)
		public String run(String what) {
			return what;
		}
	}

	public static final class Unsupported {
		@Tool(description = "d", permission = PermissionClass.NONE)
		public String run(@Param("a map") Map<String, String> map) {
			return "";
		}
	}

	public static final class BadKind {
		@Tool(description = "d", kind = "exec", permission = PermissionClass.NONE)
		public String run() {
			return "";
		}
	}

	public static final class ExtensionKind {
		@Tool(description = "d", kind = "_example.com/deploy", permission = PermissionClass.NONE)
		public String run() {
			return "";
		}
	}

	public static final class BadName {
		@Tool(name = "has spaces", description = "d", permission = PermissionClass.NONE)
		public String run() {
			return "";
		}
	}

	public static final class Hidden {
		@Tool(description = "d", permission = PermissionClass.NONE)
		String run() {
			return "";
		}
	}

	@Test
	void aToolTheModelCouldNotCallIsRefusedWhenItIsRegistered() {
		assertThatThrownBy(() -> Tools.from(new NoTools())).hasMessageEndingWith("NoTools has no @Tool method");
		assertThatThrownBy(() -> Tools.from(new Undescribed())).hasMessageContaining("describe it with @Param");
		assertThatThrownBy(() -> Tools.from(new Unsupported()))
				.hasMessageContaining("java.util.Map<java.lang.String, java.lang.String> is not a supported argument type");
		assertThatThrownBy(() -> Tools.from(new BadName())).hasMessageContaining("'has spaces' is not a tool name models accept");
		assertThatThrownBy(() -> Tools.from(new Hidden())).hasMessageContaining("a @Tool method must be public");
		assertThatThrownBy(() -> Tools.from(new BadKind())).hasMessageContaining("'exec' is not an ACP tool kind");
		assertThatThrownBy(() -> Tools.from(new ExtensionKind())).hasMessageContaining("'_example.com/deploy' is not an ACP tool kind");
		assertThatThrownBy(() -> Tools.from(new Sample(), new Sample())).hasMessage("two tools are named 'broken'");
	}

	@Test
	void aTitleTemplateShowsTheArgumentsAsWritten() throws Exception {
		AgentTool.Call call = tool(new Waiting(), "wait_for").prepare(json("{\"who\":\"Ada\",\"minutes\":5}"), context());
		assertThat(call.title()).isEqualTo("Wait for Ada (5 min)");
		assertThat(call.run(context()).forModel()).isEqualTo("Ada is here");
	}

	@Test
	void aCancelledTurnIsNoFailureOfTheTool() throws Exception {
		ToolContext cancelled = context();
		cancelled.cancellation().cancel();
		AgentTool.Call call = tool(new Waiting(), "wait_for").prepare(json("{\"who\":\"Ada\",\"minutes\":5}"), cancelled);
		assertThatThrownBy(() -> call.run(cancelled)).isInstanceOf(java.util.concurrent.CancellationException.class);
	}
}
