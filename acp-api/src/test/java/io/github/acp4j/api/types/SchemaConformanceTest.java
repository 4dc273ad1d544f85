package io.github.acp4j.api.types;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.api.AcpGson;

/**
 * Every type of the ACP v1 schema against the schema itself: each definition has a Java type; an
 * example of each (every optional field set, and only the required ones; every variant of every
 * union) validates, reads into Java, writes back to the same JSON and reads back equal; the schema's
 * enums are the Java enums; dropping a required field fails validation but not our reader.
 */
class SchemaConformanceTest {

	static final AcpSchema STABLE = new AcpSchema(AcpSchema.STABLE);
	static final AcpSchema UNSTABLE = new AcpSchema(AcpSchema.UNSTABLE);
	static final Gson GSON = AcpGson.create();

	/** Definitions without a Java type of their own, and why. */
	static final Map<String, String> NOT_TYPES = Map.ofEntries(
			Map.entry("AgentRequest", "JSON-RPC envelope: LSP4J's RequestMessage"),
			Map.entry("ClientRequest", "JSON-RPC envelope: LSP4J's RequestMessage"),
			Map.entry("AgentResponse", "JSON-RPC envelope: LSP4J's ResponseMessage"),
			Map.entry("ClientResponse", "JSON-RPC envelope: LSP4J's ResponseMessage"),
			Map.entry("AgentNotification", "JSON-RPC envelope: LSP4J's NotificationMessage"),
			Map.entry("ClientNotification", "JSON-RPC envelope: LSP4J's NotificationMessage"),
			Map.entry("ExtRequest", "extension methods are interfaces of their own"),
			Map.entry("ExtResponse", "extension methods are interfaces of their own"),
			Map.entry("ExtNotification", "extension methods are interfaces of their own"),
			Map.entry("Error", "LSP4J's ResponseError"),
			Map.entry("ErrorCode", "int constants in JsonRpcErrors and AcpErrors"),
			Map.entry("RequestId", "JsonPrimitive: a string or a number, echoed as received"),
			Map.entry("ProtocolVersion", "Integer, read strictly by ProtocolVersionAdapter"),
			Map.entry("ElicitationContentValue", "JsonElement values of CreateElicitationResponse.content"),
			Map.entry("ElicitationFormMode", "flattened into CreateElicitationRequest"),
			Map.entry("ElicitationUrlMode", "flattened into CreateElicitationRequest"),
			Map.entry("ElicitationSessionScope", "flattened into CreateElicitationRequest"),
			Map.entry("ElicitationRequestScope", "flattened into CreateElicitationRequest"),
			Map.entry("ElicitationAcceptAction", "flattened into CreateElicitationResponse"));

	/** Definitions whose Java type is exercised through a union instead of alone. */
	static final Set<String> THROUGH_UNIONS = Set.of("ContentChunk", "SessionConfigSelect", "SessionConfigBoolean");

	static boolean isStringAlias(JsonObject def) {
		return "string".equals(AcpSchema.type(def)) && !def.has("oneOf") && !def.has("anyOf") && !def.has("properties");
	}

	static Class<?> javaType(String name) throws ClassNotFoundException {
		return Class.forName("io.github.acp4j.api.types." + name);
	}

	@Test
	void everyDefinitionHasAJavaType() {
		List<String> missing = new ArrayList<>();
		for (String name : STABLE.defs.keySet()) {
			if (isStringAlias(STABLE.def(name)) || NOT_TYPES.containsKey(name)) {
				continue;
			}
			try {
				javaType(name);
			} catch (ClassNotFoundException e) {
				missing.add(name);
			}
		}
		assertThat(missing).as("schema definitions without a Java type").isEmpty();
		assertThat(STABLE.defs.keySet()).containsAll(NOT_TYPES.keySet());
	}

	static Stream<Arguments> examples() {
		List<Arguments> cases = new ArrayList<>();
		addExamples(cases, STABLE, STABLE.defs.keySet());
		addExamples(cases, UNSTABLE, List.of("ForkSessionRequest", "ForkSessionResponse", "SessionForkCapabilities"));
		return cases.stream();
	}

	private static void addExamples(List<Arguments> cases, AcpSchema schema, Iterable<String> names) {
		for (String name : names) {
			JsonObject def = schema.def(name);
			if (isStringAlias(def) || NOT_TYPES.containsKey(name) || THROUGH_UNIONS.contains(name) || isEnum(def)) {
				continue;
			}
			int variants = Math.max(1, schema.variants(def).size());
			for (int variant = 0; variant < variants; variant++) {
				for (boolean full : new boolean[] { true, false }) {
					cases.add(Arguments.of(schema, name, schema.example(def, full, variant, 0), (full ? "full" : "minimal")
							+ (variants > 1 ? " variant " + variant : "")));
				}
			}
		}
	}

	@ParameterizedTest(name = "{1} {3}")
	@MethodSource("examples")
	void roundTripsThroughJavaAndValidates(AcpSchema schema, String name, JsonElement example, String label) throws Exception {
		assertThat(schema.validate(name, example)).as("the example itself: " + example).isEmpty();
		Class<?> type = javaType(name);
		Object java = GSON.fromJson(example, type);
		JsonElement written = GSON.toJsonTree(java, type);
		assertThat(written).as("Java -> JSON of " + example).isEqualTo(example);
		assertThat(schema.validate(name, written)).isEmpty();
		assertThat(GSON.fromJson(written, type)).isEqualTo(java);
	}

	static boolean isEnum(JsonObject def) {
		JsonArray alternatives = def.has("oneOf") ? def.getAsJsonArray("oneOf") : def.getAsJsonArray("anyOf");
		if (alternatives == null) {
			return false;
		}
		for (JsonElement alternative : alternatives) {
			JsonObject object = alternative.getAsJsonObject();
			if (!"string".equals(AcpSchema.type(object)) || object.has("properties")) {
				return false;
			}
		}
		return true;
	}

	/** The schema's const values of an enum definition. */
	static Set<String> constants(JsonObject def) {
		Set<String> values = new HashSet<>();
		JsonArray alternatives = def.has("oneOf") ? def.getAsJsonArray("oneOf") : def.getAsJsonArray("anyOf");
		for (JsonElement alternative : alternatives) {
			if (alternative.getAsJsonObject().has("const")) {
				values.add(alternative.getAsJsonObject().get("const").getAsString());
			}
		}
		return values;
	}

	@Test
	void everyEnumHasExactlyTheSchemasValues() throws Exception {
		int checked = 0;
		for (String name : STABLE.defs.keySet()) {
			JsonObject def = STABLE.def(name);
			if (!isEnum(def) || NOT_TYPES.containsKey(name)) {
				continue;
			}
			Class<?> type = javaType(name);
			Set<String> java = new HashSet<>();
			// An open set: a constant of its own type per known value.
			for (Field field : type.getFields()) {
				if (Modifier.isStatic(field.getModifiers()) && field.getType() == type) {
					java.add((String) type.getMethod("value").invoke(field.get(null)));
				}
			}
			assertThat(java).as(name).isEqualTo(constants(def));
			checked++;
		}
		assertThat(checked).isGreaterThanOrEqualTo(12);
	}

	static Stream<Arguments> requiredFields() {
		List<Arguments> cases = new ArrayList<>();
		for (String name : STABLE.defs.keySet()) {
			JsonObject def = STABLE.def(name);
			if (!def.has("required") || !def.has("properties") || NOT_TYPES.containsKey(name) || THROUGH_UNIONS.contains(name)
					|| !STABLE.variants(def).isEmpty()) {
				continue;
			}
			for (JsonElement field : def.getAsJsonArray("required")) {
				cases.add(Arguments.of(name, field.getAsString()));
			}
		}
		return cases.stream();
	}

	@ParameterizedTest(name = "{0} without {1}")
	@MethodSource("requiredFields")
	void aMissingRequiredFieldFailsValidationButNotTheReader(String name, String field) throws Exception {
		JsonObject example = STABLE.example(STABLE.def(name), true, 0, 0).getAsJsonObject();
		example.remove(field);
		assertThat(STABLE.validate(name, example)).as("validation without " + field).isNotEmpty();
		Class<?> type = javaType(name);
		assertThatCode(() -> GSON.fromJson(example, type)).doesNotThrowAnyException();
	}
}
