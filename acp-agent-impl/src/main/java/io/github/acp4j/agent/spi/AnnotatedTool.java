package io.github.acp4j.agent.spi;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.api.types.TextContent;

/** A {@link Tool} method as a tool: its schema derived, its arguments read and checked before it runs. */
final class AnnotatedTool implements AgentTool {

	/** What OpenAI and Anthropic accept as a function name. */
	private static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_-]{1,64}");
	/** A {@code {name}} in a title. */
	private static final Pattern PLACEHOLDER = Pattern.compile("\\{([a-zA-Z0-9_-]+)\\}");
	private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

	private final Object target;
	private final Method method;
	private final String name;
	private final Tool annotation;
	private final ToolKind kind;
	private final Properties arguments;
	/** For each method parameter, the index of its property, or -1 for the {@link ToolContext}. */
	private final int[] slots;
	private final JsonObject schema;

	AnnotatedTool(Object target, Method method) {
		String where = method.getDeclaringClass().getName() + "." + method.getName();
		if (!Modifier.isPublic(method.getModifiers())) {
			throw new IllegalArgumentException(where + ": a @Tool method must be public");
		}
		this.target = target;
		this.method = method;
		this.annotation = method.getAnnotation(Tool.class);
		this.name = annotation.name().isEmpty() ? snakeCase(method.getName()) : annotation.name();
		if (!NAME.matcher(name).matches()) {
			throw new IllegalArgumentException(where + ": '" + name + "' is not a tool name models accept ([a-zA-Z0-9_-], 1 to 64)");
		}
		this.kind = ToolKind.of(annotation.kind());
		if (!kind.isKnown()) {
			// ACP's tool kinds are a closed list: a client that validates would refuse the whole tool_call.
			throw new IllegalArgumentException(where + ": '" + annotation.kind()
					+ "' is not an ACP tool kind (read, edit, delete, move, search, execute, think, fetch, switch_mode, other)");
		}
		Parameter[] parameters = method.getParameters();
		List<Property> properties = new ArrayList<>();
		this.slots = new int[parameters.length];
		for (int i = 0; i < parameters.length; i++) {
			Parameter parameter = parameters[i];
			if (parameter.getType() == ToolContext.class) {
				slots[i] = -1;
			} else {
				slots[i] = properties.size();
				properties.add(Property.of(parameter.isNamePresent() ? parameter.getName() : null, parameter.getAnnotation(Param.class),
						parameter.getParameterizedType(), where + "(" + (parameter.isNamePresent() ? parameter.getName() : "#" + i) + ")"));
			}
		}
		this.arguments = new Properties(properties);
		this.schema = arguments.schema();
		try {
			method.setAccessible(true);
		} catch (RuntimeException e) {
			throw new IllegalArgumentException(where + ": cannot be called: " + e.getMessage(), e);
		}
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	public String description() {
		return annotation.description();
	}

	@Override
	public JsonObject parameters() {
		return schema.deepCopy();
	}

	@Override
	public ToolKind kind() {
		return kind;
	}

	@Override
	public PermissionClass permissionClass() {
		return annotation.permission();
	}

	@Override
	public Call prepare(JsonObject given, ToolContext context) throws ToolException {
		Arguments paths = new Arguments(context);
		Object[] values = arguments.read(given == null ? new JsonObject() : given, "", paths);
		List<String> written = paths.given();
		String title = !annotation.title().isEmpty() ? title(annotation.title(), given == null ? new JsonObject() : given)
				: written.isEmpty() ? name : name + " " + String.join(", ", written);
		List<ToolCallLocation> locations = paths.locations();
		boolean inside = paths.insideWorkspace();
		return new Call() {
			@Override
			public String title() {
				return title;
			}

			@Override
			public List<ToolCallLocation> locations() {
				return locations;
			}

			@Override
			public boolean insideWorkspace() {
				return inside;
			}

			@Override
			public ToolResult run(ToolContext running) throws ToolException, InterruptedException {
				paths.recheck();
				Object[] call = new Object[slots.length];
				for (int i = 0; i < slots.length; i++) {
					call[i] = slots[i] < 0 ? running : values[slots[i]];
				}
				return invoke(call);
			}
		};
	}

	/** A title with each {@code {name}} replaced by that argument as written, or nothing when it was not given. */
	private static String title(String template, JsonObject given) {
		return PLACEHOLDER.matcher(template).replaceAll(placeholder -> {
			JsonElement value = given.get(placeholder.group(1));
			String text = value == null || value.isJsonNull() ? "" : value.isJsonPrimitive() ? value.getAsString() : value.toString();
			return Matcher.quoteReplacement(text);
		});
	}

	private ToolResult invoke(Object[] call) throws ToolException, InterruptedException {
		Object value;
		try {
			value = method.invoke(target, call);
		} catch (InvocationTargetException e) {
			Throwable cause = e.getCause();
			if (cause instanceof ToolException failed) {
				throw failed;
			}
			if (cause instanceof InterruptedException interrupted) {
				throw interrupted;
			}
			if (cause instanceof CancellationException cancelled) {
				// The turn was cancelled (the method waited on the client, or checked the cancellation): no failure of the tool.
				throw cancelled;
			}
			if (cause instanceof Error error) {
				throw error;
			}
			throw new ToolException(name + " failed: " + JsonRpcErrors.oneLine(String.valueOf(cause.getMessage())), cause);
		} catch (IllegalAccessException e) {
			throw new IllegalStateException(e);
		}
		return result(value);
	}

	/** A method's return value as a result: text as it is, anything else as JSON for the model and the client. */
	static ToolResult result(Object value) {
		if (value instanceof ToolResult result) {
			return result;
		}
		if (value == null) {
			return ToolResult.text("done");
		}
		if (value instanceof String text) {
			return ToolResult.text(text);
		}
		JsonElement json = GSON.toJsonTree(value);
		String text = GSON.toJson(json);
		return ToolResult.builder(text, List.of(Content.of(TextContent.of(text)))).rawOutput(json).build();
	}

	static String snakeCase(String camel) {
		return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(java.util.Locale.ROOT);
	}
}
