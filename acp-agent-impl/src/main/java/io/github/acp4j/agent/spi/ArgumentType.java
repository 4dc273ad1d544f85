package io.github.acp4j.agent.spi;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.SerializedName;


/**
 * The Java type of a tool argument: the JSON schema the model sees for it, and how a JSON value the
 * model sent becomes a Java value of that type. Built once per tool, when it is registered; a type
 * it cannot describe is refused then, not when the model calls.
 */
abstract class ArgumentType {

	/** The schema of this type, with a description when one is given. */
	abstract JsonObject schema(String description);

	/**
	 * The Java value of a JSON value.
	 *
	 * @param where the argument's name as the model would write it ({@code entries[2].title}), for messages
	 * @throws ToolException when the value does not fit, with a message for the model
	 */
	abstract Object read(JsonElement value, String where, Arguments arguments) throws ToolException;

	/**
	 * The type of {@code type}, described by {@code param} (null for a list's elements): a path type when
	 * {@code param} says so (on a {@code String}) or the type is {@link Path}, a file of the workspace for
	 * {@link WorkspaceFile}, whole numbers within the bounds {@code param} gives.
	 */
	static ArgumentType of(Type type, Param param, String where) {
		boolean path = param != null && param.path();
		long min = param == null ? Long.MIN_VALUE : param.min();
		long max = param == null ? Long.MAX_VALUE : param.max();
		boolean whole = type == int.class || type == Integer.class || type == long.class || type == Long.class;
		if (!whole && (min != Long.MIN_VALUE || max != Long.MAX_VALUE)) {
			throw new IllegalArgumentException(where + ": min and max bound whole numbers (int, long) only");
		}
		if (type == WorkspaceFile.class) {
			return new FileType();
		}
		if (type == Path.class || path && type == String.class) {
			return new PathType(type == Path.class);
		}
		if (path) {
			throw new IllegalArgumentException(where + ": only a String, a Path or a WorkspaceFile can be a path");
		}
		if (type == String.class) {
			return new Primitive("string", String.class);
		}
		if (type == boolean.class || type == Boolean.class) {
			return new Primitive("boolean", Boolean.class);
		}
		if (type == int.class || type == Integer.class) {
			return new Whole(Math.max(min, Integer.MIN_VALUE), Math.min(max, Integer.MAX_VALUE), Integer.class);
		}
		if (type == long.class || type == Long.class) {
			return new Whole(min, max, Long.class);
		}
		if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
			return new Primitive("number", type == float.class || type == Float.class ? Float.class : Double.class);
		}
		if (type instanceof Class<?> raw && raw.isEnum()) {
			return new EnumType(raw);
		}
		if (type instanceof Class<?> raw && raw.isRecord()) {
			return new RecordType(raw, where);
		}
		if (type instanceof ParameterizedType generic && generic.getRawType() == List.class) {
			return new ListType(of(generic.getActualTypeArguments()[0], null, where + "[]"));
		}
		throw new IllegalArgumentException(where + ": " + type.getTypeName()
				+ " is not a supported argument type (String, int, long, double, float, boolean, an enum, a List, a record,"
				+ " Path, WorkspaceFile, or an Optional of one of them)");
	}

	/** The type inside {@code Optional<T>}, or null when {@code type} is no {@code Optional}. */
	static Type optional(Type type) {
		if (type instanceof ParameterizedType generic && generic.getRawType() == Optional.class) {
			return generic.getActualTypeArguments()[0];
		}
		if (type == Optional.class) {
			throw new IllegalArgumentException("a raw Optional says nothing of what it holds: write Optional<T>");
		}
		return null;
	}

	static JsonObject typed(String type, String description) {
		JsonObject schema = new JsonObject();
		schema.addProperty("type", type);
		if (description != null) {
			schema.addProperty("description", description);
		}
		return schema;
	}

	static ToolException mismatch(String where, String expected, JsonElement value) {
		String sent = value.isJsonNull() ? "null" : value.isJsonObject() ? "an object" : value.isJsonArray() ? "an array" : value.toString();
		if (sent.length() > 60) {
			sent = sent.substring(0, 60) + "...";
		}
		return new ToolException("Argument '" + where + "' must be " + expected + ", not " + sent);
	}

	/** A string, a boolean or a floating-point number. */
	private static final class Primitive extends ArgumentType {
		private final String jsonType;
		private final Class<?> javaType;

		Primitive(String jsonType, Class<?> javaType) {
			this.jsonType = jsonType;
			this.javaType = javaType;
		}

		@Override
		JsonObject schema(String description) {
			return typed(jsonType, description);
		}

		@Override
		Object read(JsonElement value, String where, Arguments arguments) throws ToolException {
			if (value.isJsonPrimitive()) {
				JsonPrimitive primitive = value.getAsJsonPrimitive();
				if (javaType == String.class && primitive.isString()) {
					return primitive.getAsString();
				}
				if (javaType == Boolean.class && primitive.isBoolean()) {
					return primitive.getAsBoolean();
				}
				if (javaType == Double.class && primitive.isNumber()) {
					return primitive.getAsDouble();
				}
				if (javaType == Float.class && primitive.isNumber()) {
					return primitive.getAsFloat();
				}
			}
			throw mismatch(where, "a " + jsonType, value);
		}
	}

	/** An {@code int} or a {@code long}, refusing fractions and values out of range. */
	private static final class Whole extends ArgumentType {
		private final long min;
		private final long max;
		private final Class<?> javaType;

		Whole(long min, long max, Class<?> javaType) {
			this.min = min;
			this.max = max;
			this.javaType = javaType;
		}

		@Override
		JsonObject schema(String description) {
			return typed("integer", description);
		}

		@Override
		Object read(JsonElement value, String where, Arguments arguments) throws ToolException {
			if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber()) {
				BigDecimal number = value.getAsBigDecimal();
				if (number.stripTrailingZeros().scale() <= 0 && number.compareTo(BigDecimal.valueOf(min)) >= 0
						&& number.compareTo(BigDecimal.valueOf(max)) <= 0) {
					return javaType == Integer.class ? (Object) number.intValueExact() : (Object) number.longValueExact();
				}
			}
			throw mismatch(where, "a whole number between " + min + " and " + max, value);
		}
	}

	/** A string naming one constant of an enum, as Gson would write it. */
	private static final class EnumType extends ArgumentType {
		private final Map<String, Object> constants = new LinkedHashMap<>();

		EnumType(Class<?> type) {
			for (Object constant : type.getEnumConstants()) {
				String name = ((Enum<?>) constant).name();
				try {
					SerializedName serialized = type.getField(name).getAnnotation(SerializedName.class);
					constants.put(serialized == null ? name : serialized.value(), constant);
				} catch (NoSuchFieldException e) {
					throw new IllegalStateException(e);
				}
			}
		}

		@Override
		JsonObject schema(String description) {
			JsonObject schema = typed("string", description);
			JsonArray values = new JsonArray();
			constants.keySet().forEach(values::add);
			schema.add("enum", values);
			return schema;
		}

		@Override
		Object read(JsonElement value, String where, Arguments arguments) throws ToolException {
			if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isString()) {
				Object constant = constants.get(value.getAsString());
				if (constant != null) {
					return constant;
				}
			}
			throw mismatch(where, "one of " + String.join(", ", constants.keySet()), value);
		}
	}

	/** A JSON array of one element type. */
	private static final class ListType extends ArgumentType {
		private final ArgumentType element;

		ListType(ArgumentType element) {
			this.element = element;
		}

		@Override
		JsonObject schema(String description) {
			JsonObject schema = typed("array", description);
			schema.add("items", element.schema(null));
			return schema;
		}

		@Override
		Object read(JsonElement value, String where, Arguments arguments) throws ToolException {
			if (!value.isJsonArray()) {
				throw mismatch(where, "an array", value);
			}
			List<Object> list = new ArrayList<>();
			JsonArray array = value.getAsJsonArray();
			for (int i = 0; i < array.size(); i++) {
				list.add(element.read(array.get(i), where + "[" + i + "]", arguments));
			}
			return List.copyOf(list);
		}
	}

	/** A record: a JSON object with one property per component. */
	static final class RecordType extends ArgumentType {
		private final Properties properties;
		private final Constructor<?> constructor;

		RecordType(Class<?> type, String where) {
			RecordComponent[] components = type.getRecordComponents();
			List<Property> list = new ArrayList<>();
			Class<?>[] types = new Class<?>[components.length];
			for (int i = 0; i < components.length; i++) {
				RecordComponent component = components[i];
				types[i] = component.getType();
				list.add(Property.of(component.getName(), component.getAnnotation(Param.class), component.getGenericType(),
						where + "." + component.getName()));
			}
			this.properties = new Properties(list);
			try {
				this.constructor = type.getDeclaredConstructor(types);
				this.constructor.setAccessible(true);
			} catch (NoSuchMethodException | RuntimeException e) {
				throw new IllegalArgumentException(where + ": the record " + type.getName() + " cannot be built: " + e);
			}
		}

		@Override
		JsonObject schema(String description) {
			JsonObject schema = properties.schema();
			if (description != null) {
				schema.addProperty("description", description);
			}
			return schema;
		}

		@Override
		Object read(JsonElement value, String where, Arguments arguments) throws ToolException {
			if (!value.isJsonObject()) {
				throw mismatch(where, "an object", value);
			}
			return build(value.getAsJsonObject(), where + ".", arguments);
		}

		/**
		 * The record of an object's properties.
		 *
		 * @param prefix what goes before a property's name in a message ({@code "entry."}, or empty)
		 */
		Object build(JsonObject object, String prefix, Arguments arguments) throws ToolException {
			Object[] values = properties.read(object, prefix, arguments);
			try {
				return constructor.newInstance(values);
			} catch (InvocationTargetException e) {
				String what = prefix.isEmpty() ? "The arguments are" : "Argument '" + prefix.substring(0, prefix.length() - 1) + "' is";
				throw new ToolException(what + " not valid: " + e.getCause().getMessage(), e.getCause());
			} catch (ReflectiveOperationException e) {
				throw new IllegalStateException(e);
			}
		}
	}

	/** A file path: resolved in the workspace, and kept so the call can show and check it. */
	private static final class PathType extends ArgumentType {
		private final boolean asPath;

		PathType(boolean asPath) {
			this.asPath = asPath;
		}

		@Override
		JsonObject schema(String description) {
			return typed("string", description == null ? null : description + " (absolute, or relative to the working directory)");
		}

		@Override
		Object read(JsonElement value, String where, Arguments arguments) throws ToolException {
			if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString() || value.getAsString().isEmpty()) {
				throw mismatch(where, "a file path", value);
			}
			Path path = arguments.path(value.getAsString());
			return asPath ? path : path.toString();
		}
	}

	/**
	 * A file of the workspace, opened through the boundary when the method uses it. Its description is
	 * the schema's as written (an empty path is the working directory, as {@code "."}).
	 */
	private static final class FileType extends ArgumentType {

		@Override
		JsonObject schema(String description) {
			return typed("string", description);
		}

		@Override
		Object read(JsonElement value, String where, Arguments arguments) throws ToolException {
			if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
				throw mismatch(where, "a file path", value);
			}
			return arguments.file(value.getAsString());
		}
	}
}
