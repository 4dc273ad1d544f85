package io.github.acp4j.api.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.compat.CompiledCallers;

/**
 * The rule that lets the types grow: code compiled against the types of today's schema runs
 * unchanged against the types of a newer schema that adds an optional field to a record and a
 * member to a union, as long as it uses the factories, builders, accessors and {@code instanceof}.
 * The newer schema is today's with those additions; it regenerates without hand edits.
 */
class CompatibilityTest {

	/** A caller as a plugin author writes it. */
	private static final String CALLER = """
			package caller;

			import com.google.gson.Gson;
			import io.github.acp4j.api.AcpGson;
			import io.github.acp4j.api.types.*;

			public class Caller {
				public static String run() {
					Gson gson = AcpGson.create();
					ToolCall call = ToolCall.builder("c1", "Read").kind(ToolKind.READ).status(ToolCallStatus.PENDING).build();
					ToolCall renamed = call.toBuilder().title("Read a file").build();
					SessionUpdate chunk = AgentMessageChunk.of(TextContent.of("hi"));
					ContentBlock video = gson.fromJson("{\\"type\\":\\"video\\",\\"uri\\":\\"file:///v.mp4\\"}", ContentBlock.class);
					return describe(renamed) + " | " + describe(chunk) + " | " + describe(video) + " | " + gson.toJson(renamed)
							+ " | " + gson.toJson(video, ContentBlock.class) + " | " + ToolCall.of("c2", "t").kind();
				}

				static String describe(Object value) {
					if (value instanceof ToolCall call) {
						return "tool " + call.toolCallId() + " " + call.title() + " " + call.kind().value() + " " + call.status();
					} else if (value instanceof AgentMessageChunk chunk && chunk.content() instanceof TextContent text) {
						return "says " + text.text();
					} else if (value instanceof TextContent text) {
						return "text " + text.text();
					}
					return "something else";
				}
			}
			""";

	/** A caller that uses the canonical constructor, which the rule does not cover. */
	private static final String POSITIONAL = """
			package caller;

			import io.github.acp4j.api.types.*;

			public class Positional {
				public static String run() {
					return new ToolCall("c1", "Read", null, null, null, null, null, null, null, null).title();
				}
			}
			""";

	static Path oldTypes;
	static Path newTypes;
	static Path callers;

	@BeforeAll
	static void compile(@TempDir Path dir) throws IOException {
		Path schema = GeneratedTypesTest.SCHEMA;
		JsonObject unstable = TypesGenerator.read(schema.resolve("schema.unstable.json"));
		JsonObject stable = TypesGenerator.read(schema.resolve("schema.json"));
		JsonObject legacy = TypesGenerator.read(schema.resolve("legacy.json"));
		oldTypes = compileTypes(new TypesGenerator(unstable, stable, legacy).generate(), dir.resolve("old"));
		newTypes = compileTypes(new TypesGenerator(newer(unstable), stable, legacy).generate(), dir.resolve("new"));
		callers = dir.resolve("callers");
		CompiledCallers.compile(callers, classpath(oldTypes),
				Map.of("caller/Caller.java", CALLER, "caller/Positional.java", POSITIONAL));
	}

	/** Today's schema plus an optional field of ToolCall and a video member of ContentBlock. */
	static JsonObject newer(JsonObject schema) {
		JsonObject newer = schema.deepCopy();
		JsonObject defs = newer.getAsJsonObject("$defs");
		defs.getAsJsonObject("ToolCall").getAsJsonObject("properties").add("priority",
				JsonParser.parseString("{\"description\":\"How urgent the call is.\",\"type\":[\"string\",\"null\"]}"));
		defs.add("VideoContent", JsonParser.parseString("{\"description\":\"A video.\",\"type\":\"object\","
				+ "\"properties\":{\"uri\":{\"type\":\"string\"}},\"required\":[\"uri\"]}"));
		JsonArray blocks = defs.getAsJsonObject("ContentBlock").getAsJsonArray("oneOf");
		blocks.add(JsonParser.parseString("{\"description\":\"Video.\",\"type\":\"object\",\"properties\":{\"type\":{\"type\":\"string\","
				+ "\"const\":\"video\"}},\"required\":[\"type\"],\"allOf\":[{\"$ref\":\"#/$defs/VideoContent\"}]}"));
		return newer;
	}

	@Test
	void theNewerSchemaAddsTheFieldAndTheMember() throws IOException {
		SortedMap<String, String> files = new TypesGenerator(newer(TypesGenerator.read(GeneratedTypesTest.SCHEMA.resolve("schema.unstable.json"))),
				TypesGenerator.read(GeneratedTypesTest.SCHEMA.resolve("schema.json")), null).generate();
		assertThat(files.get("io/github/acp4j/api/types/ToolCall.java")).contains("public Builder priority(String priority)");
		assertThat(files.get("io/github/acp4j/api/types/VideoContent.java")).contains("implements ContentBlock");
		assertThat(files.get("io/github/acp4j/api/adapters/ContentBlockAdapter.java")).contains("variant(\"video\", VideoContent.class)");
	}

	@Test
	void aCallerCompiledAgainstTheOldTypesRunsAgainstTheNewOnesWithTheSameResult() throws Exception {
		String old = run(oldTypes, "caller.Caller");
		String next = run(newTypes, "caller.Caller");

		assertThat(old).startsWith("tool c1 Read a file read pending | says hi | something else | ");
		assertThat(next).isEqualTo(old);
	}

	@Test
	void theCanonicalConstructorIsWhatBreaks() throws Exception {
		assertThat(run(oldTypes, "caller.Positional")).isEqualTo("Read");
		assertThatThrownBy(() -> run(newTypes, "caller.Positional")).hasRootCauseInstanceOf(NoSuchMethodError.class);
	}

	private static String run(Path types, String caller) throws Exception {
		List<Path> classpath = new ArrayList<>(List.of(types, callers));
		classpath.addAll(classpath(null));
		return CompiledCallers.run(classpath, caller);
	}

	/** acp-api's hand-written classes, Gson and LSP4J, behind the given generated types. */
	private static List<Path> classpath(Path types) {
		List<Path> entries = new ArrayList<>();
		if (types != null) {
			entries.add(types);
		}
		entries.addAll(CompiledCallers.locations(AcpGson.class, Gson.class, ProtocolDraft.class));
		return entries;
	}

	private static Path compileTypes(Map<String, String> sources, Path dir) throws IOException {
		return CompiledCallers.compile(dir, classpath(null), sources);
	}
}
