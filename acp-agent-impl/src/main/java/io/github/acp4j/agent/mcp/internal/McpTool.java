package io.github.acp4j.agent.mcp.internal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.agent.spi.VisibleText;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.jsonrpc.MessageTooLargeException;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;

/**
 * A tool of an MCP server, offered to the model as {@code mcp__SERVER__TOOL} with the server's
 * schema, judged as {@code execute}, called with {@code tools/call}.
 */
final class McpTool implements AgentTool {

	private static final Logger LOG = Logger.getLogger(McpTool.class.getName());
	/** How long a call that lost its server waits to hear how the server ended (a process still exiting). */
	private static final Duration STOP_REPORT_WAIT = Duration.ofSeconds(2);
	/** The most characters of a call's arguments shown to the user (the model gets them all, and rawInput carries them). */
	static final int SHOWN_ARGUMENTS = 16 * 1024;
	private static final Gson PRETTY = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

	private final McpConnection connection;
	private final String name;
	private final String toolName;
	private final String description;
	private final JsonObject parameters;

	private McpTool(McpConnection connection, String name, String toolName, String description, JsonObject parameters) {
		this.connection = connection;
		this.name = name;
		this.toolName = toolName;
		this.description = description;
		this.parameters = parameters;
	}

	/**
	 * The tool a {@code tools/list} entry declares, or empty when its input schema is not an object
	 * schema (MCP requires one, and model APIs refuse every request that offers anything else).
	 */
	static Optional<McpTool> of(McpConnection connection, JsonObject declared) {
		String toolName = declared.get("name").getAsString();
		JsonElement description = declared.get("description");
		JsonElement schema = declared.get("inputSchema");
		JsonObject parameters = schema instanceof JsonObject object ? object.deepCopy() : new JsonObject();
		JsonElement type = parameters.get("type");
		if (type != null && !(type.isJsonPrimitive() && type.getAsString().equals("object"))) {
			LOG.warning("MCP server " + connection.name() + ": tool " + toolName + " is left out: its input schema has type "
					+ type + ", not object");
			return Optional.empty();
		}
		// Some model APIs refuse a schema that names its dialect; the dialect changes nothing here.
		parameters.remove("$schema");
		String text = description != null && description.isJsonPrimitive() ? description.getAsString() : toolName;
		return Optional.of(new McpTool(connection, ToolNames.of(connection.name(), toolName), toolName,
				text + " (from MCP server " + connection.name() + ")", parameters));
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	public String description() {
		return description;
	}

	@Override
	public JsonObject parameters() {
		return parameters.deepCopy();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.OTHER;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.EXECUTE;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) {
		return Call.withPreview(connection.name() + ": " + toolName, List.of(), true, List.of(shown(arguments)),
				() -> call(arguments, context));
	}

	/** The arguments as the user is shown them when asked, at most {@value #SHOWN_ARGUMENTS} characters of them. */
	static ToolCallContent shown(JsonObject arguments) {
		String json = PRETTY.toJson(arguments);
		String shown = json.length() <= SHOWN_ARGUMENTS ? json
				: json.substring(0, SHOWN_ARGUMENTS) + "\n... (" + (json.length() - SHOWN_ARGUMENTS) + " more characters)";
		return Content.of(TextContent.of("Arguments:\n" + VisibleText.codeBlock(shown)));
	}

	private ToolResult call(JsonObject arguments, ToolContext context) throws ToolException, InterruptedException {
		JsonObject params = new JsonObject();
		params.addProperty("name", toolName);
		params.add("arguments", arguments);
		McpTracing tracing = connection.tracing();
		Span span = tracing.callStarted(toolName, connection.protocolVersion(), params);
		JsonObject result;
		try (Scope scope = span.makeCurrent()) {
			result = send(params, context);
		} catch (ToolException e) {
			tracing.callFailed(span, e.getCause());
			throw e;
		} catch (InterruptedException | RuntimeException e) {
			tracing.callFailed(span, e);
			throw e;
		}
		boolean isError = result.has("isError") && result.get("isError").getAsBoolean();
		if (isError) {
			tracing.callFailed(span, null);
		} else {
			tracing.callEnded(span);
		}
		String text;
		try {
			text = text(result);
		} catch (RuntimeException malformed) {
			LOG.log(Level.WARNING, "MCP server " + connection.name() + " sent a malformed result: " + result, malformed);
			throw new ToolException("The MCP server " + connection.name() + " sent a result that is not of MCP's shape");
		}
		if (isError) {
			throw new ToolException(text.isEmpty() ? "The tool reported an error" : text);
		}
		List<ToolCallContent> shown = new ArrayList<>();
		shown.add(Content.of(TextContent.of(text.isEmpty() ? "(no output)" : text)));
		return ToolResult.builder(text, shown).rawOutput(result).build();
	}

	/** Sends {@code tools/call} and waits for its answer, cancelled with the turn or past the call timeout. */
	private JsonObject send(JsonObject params, ToolContext context) throws ToolException, InterruptedException {
		CompletableFuture<JsonObject> call = connection.server().callTool(params);
		Duration timeout = connection.callTimeout();
		CompletableFuture<JsonObject> bounded = call.copy().orTimeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
		// Cancelled with the turn or past the timeout: cancelling the call tells the server (notifications/cancelled).
		bounded.whenComplete((answer, error) -> call.cancel(true));
		try {
			return context.await(bounded);
		} catch (ToolException e) {
			throw failure(e.getCause(), timeout);
		}
	}

	/** Why the call failed, in words for the model: never a Java exception's name. */
	private ToolException failure(Throwable cause, Duration timeout) throws InterruptedException {
		String server = "The MCP server " + connection.name();
		if (cause instanceof TimeoutException) {
			return new ToolException(server + " did not answer within " + McpConnection.describe(timeout) + "; the call was cancelled",
					cause);
		}
		if (cause instanceof MessageTooLargeException tooLarge) {
			return new ToolException(server + " answered with " + tooLarge.size() + " bytes, over the "
					+ JsonRpcErrors.bytes(tooLarge.limit()) + " limit on one message; ask it for less", cause);
		}
		if (cause instanceof ResponseErrorException) {
			return new ToolException(server + " answered: " + JsonRpcErrors.describe(cause), cause);
		}
		if (cause instanceof HttpJsonRpc.ServerFailure) {
			return new ToolException("The " + cause.getMessage(), cause);
		}
		Optional<String> stopped = connection.stopReason(STOP_REPORT_WAIT);
		if (stopped.isPresent()) {
			return new ToolException(server + " stopped during the call (it " + stopped.get() + ")", cause);
		}
		return new ToolException(server + " failed the call: " + JsonRpcErrors.describe(cause), cause);
	}

	/** The result as text: text items as they are, other items described, structured content as JSON. */
	static String text(JsonObject result) {
		StringBuilder text = new StringBuilder();
		JsonElement content = result.get("content");
		if (content != null && content.isJsonArray()) {
			for (JsonElement item : content.getAsJsonArray()) {
				if (!item.isJsonObject()) {
					continue;
				}
				JsonObject part = item.getAsJsonObject();
				String type = part.has("type") ? part.get("type").getAsString() : "";
				if (text.length() > 0) {
					text.append('\n');
				}
				switch (type) {
				case "text" -> text.append(part.get("text").getAsString());
				case "resource_link" -> text.append("[Resource: ").append(part.get("uri").getAsString()).append(']');
				case "resource" -> {
					JsonObject resource = part.getAsJsonObject("resource");
					text.append(resource.has("text") ? resource.get("text").getAsString()
							: "[Binary resource " + resource.get("uri").getAsString() + "]");
				}
				default -> text.append('[').append(type.isEmpty() ? "unknown" : type).append(" content")
						.append(part.has("mimeType") ? " (" + part.get("mimeType").getAsString() + ")" : "").append(']');
				}
			}
		}
		if (text.length() == 0 && result.has("structuredContent")) {
			text.append(result.get("structuredContent"));
		}
		return text.toString();
	}
}
