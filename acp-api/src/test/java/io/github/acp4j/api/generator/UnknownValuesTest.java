package io.github.acp4j.api.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.SessionNotification;

/**
 * Every tagged union the schema has reads a member of a kind this library does not know into its
 * {@code Unknown...} variant, hands it on and writes it back as read; every open enum keeps a value
 * it does not know. The unions and enums are the generator's, so a union the schema adds is covered
 * without a test change.
 */
class UnknownValuesTest {

	private static final Gson GSON = AcpGson.create();

	static TypesGenerator generator() throws IOException {
		Path schema = GeneratedTypesTest.SCHEMA;
		return new TypesGenerator(TypesGenerator.read(schema.resolve("schema.unstable.json")),
				TypesGenerator.read(schema.resolve("schema.json")), TypesGenerator.read(schema.resolve("legacy.json")));
	}

	static TypesGenerator generatorV2() throws IOException {
		Path schema = GeneratedTypesTest.SCHEMA_V2;
		return new TypesGenerator(TypesGenerator.V2_TYPES, TypesGenerator.V2_ADAPTERS, TypesGenerator.read(schema.resolve("schema.unstable.json")),
				TypesGenerator.read(schema.resolve("schema.json")), null);
	}

	/** The package prefix of the types of each version's generator. */
	static Map<String, TypesGenerator> generators() throws IOException {
		return Map.of(TypesGenerator.TYPES + ".", generator(), TypesGenerator.V2_TYPES + ".", generatorV2());
	}

	static Stream<Arguments> unions() throws IOException {
		return generators().entrySet().stream().flatMap(g -> g.getValue().taggedUnions().entrySet().stream()
				.map(union -> Arguments.of(g.getKey() + union.getKey(), union.getValue().get(0), g.getKey() + union.getValue().get(1))));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("unions")
	void anUnknownKindIsHandedOnWholeAndWrittenBackAsRead(String union, String tagMember, String unknown) throws Exception {
		Class<?> unionType = Class.forName(union);
		String json = "{\"" + tagMember + "\":\"from_the_future\",\"id\":\"x\",\"name\":\"n\",\"gone\":null,"
				+ "\"nested\":{\"a\":[1,2.5,null],\"b\":null},\"_meta\":{\"k\":true,\"n\":null}}";
		List<Object> handled = new ArrayList<>();
		Consumer<Object> handler = handled::add;

		handler.accept(GSON.fromJson(json, unionType));
		Object read = handled.get(0);

		assertThat(read).isInstanceOf(Class.forName(unknown));
		assertThat(read.getClass().getMethod(tagMember).invoke(read)).isEqualTo("from_the_future");
		assertThat(GSON.toJson(read, unionType)).as("written back byte for byte, null members included").isEqualTo(json);
		JsonObject copy = (JsonObject) read.getClass().getMethod("json").invoke(read);
		copy.addProperty(tagMember, "changed");
		assertThat(GSON.toJsonTree(read, unionType)).isEqualTo(JsonParser.parseString(json));
	}

	@ParameterizedTest
	@ValueSource(strings = {
			// An untagged union's member that is none of its variants.
			"{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"available_commands_update\",\"availableCommands\":"
					+ "[{\"name\":\"c\",\"description\":\"d\",\"input\":{\"type\":\"structured\",\"fields\":[],\"x\":null}}]}}",
			"{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"user_message_chunk\",\"content\":{\"type\":\"resource\","
					+ "\"resource\":{\"uri\":\"file:///a\",\"stream\":\"s1\"}}}}",
			// Nulls inside _meta and raw values, which Gson leaves out unless told.
			"{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"t\",\"title\":\"x\","
					+ "\"rawInput\":{\"path\":null,\"n\":[null]},\"_meta\":{\"k\":null}},\"_meta\":{\"trace\":null}}" })
	void aNotificationWithWhatThisLibraryDoesNotKnowIsWrittenBackAsRead(String json) {
		SessionNotification read = GSON.fromJson(json, SessionNotification.class);

		assertThat(GSON.toJson(read)).isEqualTo(json);
	}

	@Test
	void everyUnionOfTheSchemaIsCovered() throws IOException {
		Map<String, List<String>> unions = generator().taggedUnions();
		assertThat(unions).containsKeys("SessionUpdate", "ContentBlock", "ToolCallContent", "McpServer", "RequestPermissionOutcome",
				"AuthMethod", "SessionConfigOption", "ElicitationPropertySchema", "MultiSelectItems");
	}

	static Stream<String> enums() throws IOException {
		return generators().entrySet().stream().flatMap(g -> g.getValue().enums().stream().map(name -> g.getKey() + name));
	}

	@ParameterizedTest
	@MethodSource("enums")
	void anUnknownEnumValueIsKeptAndWrittenBackAsRead(String name) throws Exception {
		Class<?> type = Class.forName(name);
		Object unknown = GSON.fromJson("\"from_the_future\"", type);

		assertThat(type.getMethod("isKnown").invoke(unknown)).isEqualTo(false);
		assertThat(unknown).hasToString("from_the_future").isEqualTo(type.getMethod("of", String.class).invoke(null, "from_the_future"));
		assertThat(GSON.toJsonTree(unknown)).isEqualTo(new JsonPrimitive("from_the_future"));
		for (var field : type.getFields()) {
			if (field.getType() == type) {
				Object known = field.get(null);
				JsonElement written = GSON.toJsonTree(known);
				assertThat(type.getMethod("isKnown").invoke(known)).isEqualTo(true);
				assertThat(GSON.fromJson(written, type)).isSameAs(known);
			}
		}
	}
}
