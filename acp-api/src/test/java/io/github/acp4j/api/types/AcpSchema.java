package io.github.acp4j.api.types;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

/**
 * The ACP v1 schema the official TypeScript SDK 2.4.0 validates against: validation of JSON against
 * any of its definitions, and example instances built from the definitions themselves.
 */
final class AcpSchema {

	static final String STABLE = "acp-schema/schema.json";
	static final String UNSTABLE = "acp-schema/schema.unstable.json";

	private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
	private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();

	final JsonObject defs;
	private final String resource;

	AcpSchema(String resource) {
		this.resource = resource;
		try (InputStream in = AcpSchema.class.getClassLoader().getResourceAsStream(resource)) {
			this.defs = JsonParser.parseReader(new InputStreamReader(in, StandardCharsets.UTF_8)).getAsJsonObject()
					.getAsJsonObject("$defs");
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** The validation errors of {@code json} against {@code #/$defs/name}; empty when valid. */
	List<Error> validate(String name, JsonElement json) {
		Schema schema = SCHEMAS.computeIfAbsent(resource + "#" + name,
				key -> REGISTRY.getSchema(SchemaLocation.of("classpath:" + resource + "#/$defs/" + name)));
		return schema.validate(json.toString(), InputFormat.JSON);
	}

	JsonObject def(String name) {
		return defs.getAsJsonObject(name);
	}

	/** The top-level alternatives of a union definition (its oneOf or anyOf), "other" catch-alls left out. */
	List<JsonObject> variants(JsonObject schema) {
		List<JsonObject> result = new ArrayList<>();
		JsonArray alternatives = schema.has("oneOf") ? schema.getAsJsonArray("oneOf") : schema.getAsJsonArray("anyOf");
		if (alternatives == null) {
			return result;
		}
		for (JsonElement alternative : alternatives) {
			JsonObject object = alternative.getAsJsonObject();
			boolean nullOnly = "null".equals(string(object, "type"));
			if (!nullOnly && !"other".equals(string(object, "title"))) {
				result.add(object);
			}
		}
		return result;
	}

	/**
	 * An instance of a schema node: every optional property set when {@code full}, the first usable
	 * alternative of every union unless {@code variant} picks another at the top.
	 */
	JsonElement example(JsonObject schema, boolean full, int variant, int depth) {
		if (depth > 40) {
			return JsonNull.INSTANCE;
		}
		if (schema.has("$ref")) {
			return example(def(ref(schema)), full, variant, depth + 1);
		}
		if (schema.has("const")) {
			return schema.get("const");
		}
		List<JsonObject> alternatives = variants(schema);
		JsonElement base = null;
		if (schema.has("properties") || "object".equals(type(schema))) {
			base = object(schema, full, depth);
		} else if (type(schema) != null) {
			base = scalar(schema, full, depth);
		}
		if (schema.has("allOf")) {
			for (JsonElement part : schema.getAsJsonArray("allOf")) {
				base = merge(base, example(part.getAsJsonObject(), full, 0, depth + 1));
			}
		}
		if (!alternatives.isEmpty()) {
			JsonObject chosen = alternatives.get(Math.min(variant, alternatives.size() - 1));
			base = merge(base, example(chosen, full, 0, depth + 1));
		}
		return base == null ? any() : base;
	}

	private JsonElement object(JsonObject schema, boolean full, int depth) {
		JsonObject object = new JsonObject();
		JsonObject properties = schema.getAsJsonObject("properties");
		JsonArray required = schema.getAsJsonArray("required");
		if (properties != null) {
			for (Map.Entry<String, JsonElement> property : properties.entrySet()) {
				boolean isRequired = required != null && required.contains(new JsonPrimitive(property.getKey()));
				if (!full && !isRequired) {
					continue;
				}
				JsonElement value = "_meta".equals(property.getKey()) ? meta()
						: example(property.getValue().getAsJsonObject(), full, 0, depth + 1);
				if (!value.isJsonNull()) {
					object.add(property.getKey(), value);
				}
			}
		}
		JsonElement additional = schema.get("additionalProperties");
		if (full && (properties == null || properties.isEmpty()) && additional != null && additional.isJsonObject()
				&& !additional.getAsJsonObject().isEmpty()) {
			object.add("key", example(additional.getAsJsonObject(), full, 0, depth + 1));
		}
		return object;
	}

	private JsonElement scalar(JsonObject schema, boolean full, int depth) {
		switch (type(schema)) {
		case "array":
			JsonArray array = new JsonArray();
			JsonObject items = schema.getAsJsonObject("items");
			array.add(items == null ? new JsonPrimitive("item") : example(items, full, 0, depth + 1));
			return array;
		case "string":
			if (schema.has("enum")) {
				return schema.getAsJsonArray("enum").get(0);
			}
			String format = string(schema, "format");
			return new JsonPrimitive("uri".equals(format) ? "https://example.com/doc"
					: "date-time".equals(format) ? "2026-11-22T10:00:00Z" : "example <&> text");
		case "integer":
			return new JsonPrimitive(schema.has("minimum") ? Math.max(7, schema.get("minimum").getAsLong()) : 7);
		case "number":
			return new JsonPrimitive(2.5);
		case "boolean":
			return new JsonPrimitive(true);
		case "null":
			return JsonNull.INSTANCE;
		default:
			return any();
		}
	}

	/** Arbitrary JSON, for {@code rawInput} and the like: exercises numbers that must stay integral. */
	private static JsonElement any() {
		return JsonParser.parseString("{\"path\":\"src/Main.java\",\"line\":5,\"ratio\":0.5,\"tags\":[\"a\",true,null]}");
	}

	private static JsonElement meta() {
		return JsonParser.parseString("{\"trace\":\"abc\",\"count\":3}");
	}

	private static JsonElement merge(JsonElement base, JsonElement addition) {
		if (base == null || !base.isJsonObject() || !addition.isJsonObject()) {
			return base == null || (base.isJsonObject() && base.getAsJsonObject().isEmpty()) ? addition : base;
		}
		JsonObject merged = base.getAsJsonObject().deepCopy();
		addition.getAsJsonObject().entrySet().forEach(member -> merged.add(member.getKey(), member.getValue()));
		return merged;
	}

	/** The first non-null JSON type of a node, or null. */
	static String type(JsonObject schema) {
		JsonElement type = schema.get("type");
		if (type == null) {
			return null;
		}
		if (type.isJsonArray()) {
			for (JsonElement t : type.getAsJsonArray()) {
				if (!"null".equals(t.getAsString())) {
					return t.getAsString();
				}
			}
			return "null";
		}
		return type.getAsString();
	}

	static String ref(JsonObject schema) {
		String ref = schema.get("$ref").getAsString();
		return ref.substring(ref.lastIndexOf('/') + 1);
	}

	static String string(JsonObject object, String member) {
		JsonElement value = object.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}
}
