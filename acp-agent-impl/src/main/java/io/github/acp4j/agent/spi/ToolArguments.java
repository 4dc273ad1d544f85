package io.github.acp4j.agent.spi;

import com.google.gson.JsonObject;

/**
 * The arguments of an {@link AgentTool} described by a record, as a {@link Tool} method's are by its
 * parameters: one component per argument, each described by {@link Param}, of the same types (an
 * {@link java.util.Optional} one may be left out; a {@link WorkspaceFile} is a file opened through the
 * workspace boundary). Made once per tool, when its class is loaded: a type the model could not be
 * told of is refused then.
 *
 * <pre>{@code
 * record Arguments(@Param("The file") WorkspaceFile path, @Param(value = "Lines to read", min = 1) Optional<Integer> limit) {
 * }
 * static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);
 *
 * public JsonObject parameters() { return ARGUMENTS.schema(); }
 * public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
 *     Arguments read = ARGUMENTS.read(arguments, context);
 *     ...
 * }</pre>
 *
 * @param <T> the record
 */
public final class ToolArguments<T extends Record> {

	private final Class<T> type;
	private final ArgumentType.RecordType record;
	private final JsonObject schema;

	private ToolArguments(Class<T> type) {
		this.type = type;
		this.record = new ArgumentType.RecordType(type, type.getName());
		this.schema = record.schema(null);
	}

	/**
	 * The arguments {@code type} describes.
	 *
	 * @throws IllegalArgumentException when a component has no {@link Param}, or a type that has no JSON schema
	 */
	public static <T extends Record> ToolArguments<T> of(Class<T> type) {
		return new ToolArguments<>(type);
	}

	/** Their JSON schema: an object with a property per component, those not {@code Optional} required, no others. */
	public JsonObject schema() {
		return schema.deepCopy();
	}

	/**
	 * The record of a call's arguments, paths resolved in {@code context}'s workspace.
	 *
	 * @param arguments as the model sent them; null reads as no arguments
	 * @throws ToolException when one is missing, unknown or of the wrong type, with a message for the model
	 */
	public T read(JsonObject arguments, ToolContext context) throws ToolException {
		return type.cast(record.build(arguments == null ? new JsonObject() : arguments, "", new Arguments(context)));
	}
}
