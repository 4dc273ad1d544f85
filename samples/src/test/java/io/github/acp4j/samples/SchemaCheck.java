package io.github.acp4j.samples;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

/**
 * Checks recorded protocol lines against the ACP v1 schema: each line one JSON object, valid as a
 * whole message, and its params or result valid against the definition of its method (responses
 * are matched to their requests by id, from the other side's lines).
 */
final class SchemaCheck {

	private static final String LOCATION = "classpath:acp-schema/schema.json";

	private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
	private final Map<String, String> requestTypes = new HashMap<>();
	private final Map<String, String> responseTypes = new HashMap<>();
	private final Map<String, String> notificationTypes = new HashMap<>();

	SchemaCheck() throws IOException {
		try (Reader reader = new InputStreamReader(SchemaCheck.class.getResourceAsStream("/acp-schema/schema.json"),
				StandardCharsets.UTF_8)) {
			JsonObject defs = JsonParser.parseReader(reader).getAsJsonObject().getAsJsonObject("$defs");
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
		Map<String, String> methodsById = new HashMap<>();
		for (String line : counterpart) {
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			if (message.has("method") && message.has("id")) {
				methodsById.put(message.get("id").toString(), message.get("method").getAsString());
			}
		}
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
			String method = message.has("method") ? message.get("method").getAsString() : methodsById.get(String.valueOf(message.get("id")));
			String type = message.has("method") ? (message.has("id") ? requestTypes.get(method) : notificationTypes.get(method))
					: message.has("result") ? responseTypes.get(method) : null;
			JsonElement payload = message.has("params") ? message.get("params") : message.get("result");
			if (type != null && payload != null) {
				validate(problems, "#/$defs/" + type, payload, line);
			}
		}
		return problems;
	}

	private void validate(List<String> problems, String pointer, JsonElement json, String line) {
		Schema schema = registry.getSchema(SchemaLocation.of(LOCATION + pointer));
		schema.validate(json.toString(), InputFormat.JSON)
				.forEach(error -> problems.add((pointer.isEmpty() ? "message" : pointer) + ": " + error + " in " + line));
	}

	static List<String> lines(Path file) throws IOException {
		return Files.readAllLines(file).stream().filter(line -> !line.isBlank()).toList();
	}
}
