package io.github.acp4j.agent;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The MCP server side the tests run, written from the MCP specification independently of the
 * agent's client: {@code echo}, {@code env}, {@code grow} (adds a tool and announces it),
 * {@code slow} (waits until cancelled), {@code crash}, {@code flood} (adds 200 tools and announces
 * them), {@code huge} (answers over the 32 MiB limit on one message) and {@code noisy} (writes
 * {@code count} lines to its stderr and sends as many log notifications before it answers),
 * {@code fail} (answers a result with {@code isError}) and {@code refuse} (answers a JSON-RPC
 * error); it also
 * declares {@code scalar}, whose input schema is not an object, as a careless server
 * might. Each call is appended to a log file.
 */
final class TestMcpTools {

	private final Path log;
	private final Runnable crash;
	private volatile boolean grown;
	private volatile boolean flooded;
	private final Map<String, CountDownLatch> running = new ConcurrentHashMap<>();

	TestMcpTools(Path log, Runnable crash) {
		this.log = log;
		this.crash = crash;
	}

	/** The answer to a request, or null for a notification; {@code notify} sends the server's own notifications. */
	JsonObject handle(JsonObject message, Consumer<JsonObject> notify) {
		String method = message.get("method").getAsString();
		JsonObject params = message.has("params") && message.get("params").isJsonObject() ? message.getAsJsonObject("params")
				: new JsonObject();
		if (method.equals("tools/call") && params.get("name").getAsString().equals("slow")) {
			running.put(message.get("id").getAsString(), new CountDownLatch(1));
			record("call slow " + message.get("id").getAsString());
		}
		record(method + (method.equals("tools/call") ? " " + params.get("name").getAsString() : ""));
		if (params.get("_meta") instanceof JsonObject meta && meta.has("traceparent")) {
			record("_meta.traceparent " + meta.get("traceparent").getAsString());
		}
		if (!message.has("id")) {
			if (method.equals("notifications/cancelled")) {
				CountDownLatch call = running.get(params.get("requestId").getAsString());
				if (call != null) {
					record("cancelled " + params.get("requestId").getAsString());
					call.countDown();
				}
			}
			return null;
		}
		JsonElement id = message.get("id");
		switch (method) {
		case "initialize":
			return result(id, JsonParser.parseString("{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{\"tools\":"
					+ "{\"listChanged\":true}},\"serverInfo\":{\"name\":\"tester\",\"version\":\"1\"}}").getAsJsonObject());
		case "tools/list":
			return result(id, tools());
		case "tools/call":
			return call(id, params, notify);
		case "ping":
			return result(id, new JsonObject());
		default:
			return error(id, -32601, "Method not found: " + method);
		}
	}

	private JsonObject tools() {
		JsonArray tools = new JsonArray();
		tools.add(tool("echo", "Echoes text", "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}},"
				+ "\"required\":[\"text\"]}"));
		tools.add(tool("env", "Reads an environment variable", "{\"type\":\"object\",\"properties\":{\"name\":{\"type\":\"string\"}}}"));
		tools.add(tool("grow", "Adds a tool", "{\"type\":\"object\"}"));
		tools.add(tool("slow", "Waits until cancelled", "{\"type\":\"object\"}"));
		tools.add(tool("crash", "Stops the server", "{\"type\":\"object\"}"));
		tools.add(tool("flood", "Adds 200 tools", "{\"type\":\"object\"}"));
		tools.add(tool("huge", "Answers 33 MiB", "{\"type\":\"object\"}"));
		tools.add(tool("noisy", "Floods stderr and the log", "{\"type\":\"object\",\"properties\":{\"count\":{\"type\":\"integer\"}}}"));
		tools.add(tool("fail", "Answers a result with isError", "{\"type\":\"object\"}"));
		tools.add(tool("refuse", "Answers a JSON-RPC error", "{\"type\":\"object\"}"));
		// Model APIs refuse a request with such a schema: the agent must leave the tool out.
		tools.add(tool("scalar", "Takes a bare string", "{\"type\":\"string\"}"));
		if (grown) {
			tools.add(tool("extra", "Appeared later", "{\"type\":\"object\"}"));
		}
		for (int i = 0; flooded && i < 200; i++) {
			tools.add(tool("more" + i, "One of many", "{\"type\":\"object\"}"));
		}
		JsonObject result = new JsonObject();
		result.add("tools", tools);
		return result;
	}

	private JsonObject call(JsonElement id, JsonObject params, Consumer<JsonObject> notify) {
		String name = params.get("name").getAsString();
		JsonObject arguments = params.has("arguments") ? params.getAsJsonObject("arguments") : new JsonObject();
		switch (name) {
		case "echo":
			return text(id, "echo: " + arguments.get("text").getAsString(), false);
		case "env":
			String value = System.getenv(arguments.get("name").getAsString());
			return text(id, value == null ? "(unset)" : value, false);
		case "grow":
		case "flood":
			grown |= name.equals("grow");
			flooded |= name.equals("flood");
			JsonObject changed = new JsonObject();
			changed.addProperty("jsonrpc", "2.0");
			changed.addProperty("method", "notifications/tools/list_changed");
			notify.accept(changed);
			return text(id, name.equals("grow") ? "grown" : "flooded", false);
		case "slow":
			CountDownLatch cancelled = running.get(id.getAsString());
			try {
				cancelled.await();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			return null;
		case "crash":
			crash.run();
			return null;
		case "huge":
			return text(id, "x".repeat(33 * 1024 * 1024), false);
		case "noisy":
			for (int i = 0; i < arguments.get("count").getAsInt(); i++) {
				System.err.println("noise " + i);
				JsonObject data = new JsonObject();
				data.addProperty("level", "info");
				data.addProperty("data", "noise " + i);
				JsonObject message = new JsonObject();
				message.addProperty("jsonrpc", "2.0");
				message.addProperty("method", "notifications/message");
				message.add("params", data);
				notify.accept(message);
			}
			return text(id, "quiet again", false);
		case "fail":
			return text(id, "failed on purpose", true);
		case "refuse":
			return error(id, -32603, "refused on purpose");
		default:
			return text(id, "no tool " + name, true);
		}
	}

	private static JsonObject tool(String name, String description, String schema) {
		JsonObject tool = new JsonObject();
		tool.addProperty("name", name);
		tool.addProperty("description", description);
		tool.add("inputSchema", JsonParser.parseString(schema));
		return tool;
	}

	private static JsonObject text(JsonElement id, String text, boolean error) {
		JsonObject item = new JsonObject();
		item.addProperty("type", "text");
		item.addProperty("text", text);
		JsonArray content = new JsonArray();
		content.add(item);
		JsonObject result = new JsonObject();
		result.add("content", content);
		result.addProperty("isError", error);
		return result(id, result);
	}

	private static JsonObject error(JsonElement id, int code, String message) {
		JsonObject error = new JsonObject();
		error.addProperty("code", code);
		error.addProperty("message", message);
		JsonObject response = new JsonObject();
		response.addProperty("jsonrpc", "2.0");
		response.add("id", id);
		response.add("error", error);
		return response;
	}

	private static JsonObject result(JsonElement id, JsonObject result) {
		JsonObject response = new JsonObject();
		response.addProperty("jsonrpc", "2.0");
		response.add("id", id);
		response.add("result", result);
		return response;
	}

	void record(String line) {
		try {
			Files.writeString(log, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
		} catch (IOException e) {
			throw new IllegalStateException(e);
		}
	}
}
