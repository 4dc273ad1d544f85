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

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.AcpGson;

/**
 * Every tagged union the schema has reads a member of a kind this library does not know into its
 * {@code Unknown...} variant, hands it on and writes it back as read; every open enum keeps a value
 * it does not know. The unions and enums are the generator's, so a union the schema adds is covered
 * without a test change.
 */
class UnknownValuesTest {

	private static final Gson GSON = AcpGson.create();
	private static final String TYPES = "io.github.acp4j.api.types.";

	static TypesGenerator generator() throws IOException {
		Path schema = GeneratedTypesTest.SCHEMA;
		return new TypesGenerator(TypesGenerator.read(schema.resolve("schema.unstable.json")),
				TypesGenerator.read(schema.resolve("schema.json")), TypesGenerator.read(schema.resolve("legacy.json")));
	}

	static Stream<Arguments> unions() throws IOException {
		return generator().taggedUnions().entrySet().stream()
				.map(union -> Arguments.of(union.getKey(), union.getValue().get(0), union.getValue().get(1)));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("unions")
	void anUnknownKindIsHandedOnWholeAndWrittenBackAsRead(String union, String tagMember, String unknown) throws Exception {
		Class<?> unionType = Class.forName(TYPES + union);
		String json = "{\"" + tagMember + "\":\"from_the_future\",\"id\":\"x\",\"name\":\"n\",\"nested\":{\"a\":[1,2.5,null]},\"_meta\":{\"k\":true}}";
		List<Object> handled = new ArrayList<>();
		Consumer<Object> handler = handled::add;

		handler.accept(GSON.fromJson(json, unionType));
		Object read = handled.get(0);

		assertThat(read).isInstanceOf(Class.forName(TYPES + unknown));
		assertThat(read.getClass().getMethod(tagMember).invoke(read)).isEqualTo("from_the_future");
		assertThat(GSON.toJsonTree(read, unionType)).isEqualTo(JsonParser.parseString(json));
		JsonObject copy = (JsonObject) read.getClass().getMethod("json").invoke(read);
		copy.addProperty(tagMember, "changed");
		assertThat(GSON.toJsonTree(read, unionType)).isEqualTo(JsonParser.parseString(json));
	}

	@Test
	void everyUnionOfTheSchemaIsCovered() throws IOException {
		Map<String, List<String>> unions = generator().taggedUnions();
		assertThat(unions).containsKeys("SessionUpdate", "ContentBlock", "ToolCallContent", "McpServer", "RequestPermissionOutcome",
				"AuthMethod", "SessionConfigOption", "ElicitationPropertySchema", "MultiSelectItems");
	}

	static Stream<String> enums() throws IOException {
		return generator().enums().stream();
	}

	@ParameterizedTest
	@MethodSource("enums")
	void anUnknownEnumValueIsKeptAndWrittenBackAsRead(String name) throws Exception {
		Class<?> type = Class.forName(TYPES + name);
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
