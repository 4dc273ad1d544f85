package io.github.acp4j.samples;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

/**
 * Checks recorded protocol lines against an ACP schema (v1, or v2): each line one JSON object, valid as a
 * whole message, and its params or result valid against the definition of its method (responses
 * are matched to their requests by id, from the other side's lines).
 */
final class SchemaCheck {

	/** ACP v1's schema. */
	static final String V1 = "acp-schema/schema.json";
	/** ACP v2's schema (Preview). */
	static final String V2 = "acp-schema-v2/schema.json";

	private final String location;

	private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
	private final Map<String, String> requestTypes = new HashMap<>();
	private final Map<String, String> responseTypes = new HashMap<>();
	private final Map<String, String> notificationTypes = new HashMap<>();
	private final JsonObject defs;

	/** A check against ACP v1's schema. */
	SchemaCheck() throws IOException {
		this(V1);
	}

	/** A check against the schema at {@code resource} on the class path ({@link #V1}, {@link #V2}). */
	SchemaCheck(String resource) throws IOException {
		location = "classpath:" + resource;
		try (Reader reader = new InputStreamReader(SchemaCheck.class.getResourceAsStream("/" + resource),
				StandardCharsets.UTF_8)) {
			defs = JsonParser.parseReader(reader).getAsJsonObject().getAsJsonObject("$defs");
			for (String name : defs.keySet()) {
				JsonElement method = defs.getAsJsonObject(name).get("x-method");
				if (method == null) {
					continue;
				}
				if (name.endsWith("Request")) {
					requestTypes.put(method.getAsString(), name);
				} else if (name.endsWith("Response")) {
					responseTypes.put(method.getAsString(), name);
				} else if (name.endsWith("Notification")) {
					notificationTypes.put(method.getAsString(), name);
				}
			}
		}
	}

	/**
	 * The problems of every line in {@code lines}; {@code counterpart} holds the other side's lines,
	 * whose requests the responses answer. Empty when all is valid.
	 */
	List<String> problems(List<String> lines, List<String> counterpart) {
		Map<String, String> methodsById = methodsById(counterpart);
		List<String> problems = new ArrayList<>();
		for (String line : lines) {
			JsonObject message;
			try {
				message = JsonParser.parseString(line).getAsJsonObject();
			} catch (RuntimeException e) {
				problems.add("not a JSON object: " + line);
				continue;
			}
			validate(problems, "", message, line);
			Payload payload = payload(message, methodsById);
			if (payload.type() != null && payload.json() != null) {
				validate(problems, "#/$defs/" + payload.type(), payload.json(), line);
			}
		}
		return problems;
	}

	/**
	 * The root keys of the params and results in {@code lines} that their definition does not name
	 * (its {@code properties}, through {@code $ref}, {@code allOf}, {@code anyOf} and {@code oneOf}),
	 * but {@code _meta}: ACP forbids custom root fields, and the schema, having no
	 * {@code additionalProperties: false}, lets them validate. Extension methods ({@code _...}) are
	 * not checked.
	 */
	List<String> unknownRootKeys(List<String> lines, List<String> counterpart) {
		Map<String, String> methodsById = methodsById(counterpart);
		List<String> unknown = new ArrayList<>();
		for (String line : lines) {
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			Payload payload = payload(message, methodsById);
			if (payload.type() == null || payload.json() == null || !payload.json().isJsonObject()) {
				continue;
			}
			unknownKeys(payload.type(), payload.json().getAsJsonObject())
					.forEach(key -> unknown.add(payload.method() + " " + (message.has("method") ? "params" : "result") + ": " + key));
		}
		return unknown;
	}

	/** The keys of {@code object} that the definition {@code type} does not name, but {@code _meta}, as {@link #unknownRootKeys}. */
	List<String> unknownKeys(String type, JsonObject object) {
		Set<String> allowed = new HashSet<>(Set.of("_meta"));
		properties(defs.get(type), allowed, new HashSet<>());
		return object.keySet().stream().filter(key -> !allowed.contains(key)).toList();
	}

	private void properties(JsonElement node, Set<String> allowed, Set<String> seen) {
		if (!(node instanceof JsonObject object)) {
			return;
		}
		if (object.get("$ref") instanceof JsonPrimitive ref && ref.getAsString().startsWith("#/$defs/")
				&& seen.add(ref.getAsString())) {
			properties(defs.get(ref.getAsString().substring("#/$defs/".length())), allowed, seen);
		}
		if (object.get("properties") instanceof JsonObject properties) {
			allowed.addAll(properties.keySet());
		}
		for (String composition : List.of("allOf", "anyOf", "oneOf")) {
			if (object.get(composition) instanceof JsonArray branches) {
				branches.forEach(branch -> properties(branch, allowed, seen));
			}
		}
	}

	/** A message's method, the definition its params or result has (null for none), and that params or result. */
	private record Payload(String method, String type, JsonElement json) {
	}

	private Payload payload(JsonObject message, Map<String, String> methodsById) {
		String method = message.has("method") ? message.get("method").getAsString() : methodsById.get(String.valueOf(message.get("id")));
		String type = message.has("method") ? (message.has("id") ? requestTypes.get(method) : notificationTypes.get(method))
				: message.has("result") ? responseTypes.get(method) : null;
		return new Payload(method, type, message.has("params") ? message.get("params") : message.get("result"));
	}

	private static Map<String, String> methodsById(List<String> counterpart) {
		Map<String, String> methodsById = new HashMap<>();
		for (String line : counterpart) {
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			if (message.has("method") && message.has("id")) {
				methodsById.put(message.get("id").toString(), message.get("method").getAsString());
			}
		}
		return methodsById;
	}

	private void validate(List<String> problems, String pointer, JsonElement json, String line) {
		Schema schema = registry.getSchema(SchemaLocation.of(location + pointer));
		schema.validate(json.toString(), InputFormat.JSON)
				.forEach(error -> problems.add((pointer.isEmpty() ? "message" : pointer) + ": " + error + " in " + line));
	}

	static List<String> lines(Path file) throws IOException {
		return Files.readAllLines(file).stream().filter(line -> !line.isBlank()).toList();
	}
}
