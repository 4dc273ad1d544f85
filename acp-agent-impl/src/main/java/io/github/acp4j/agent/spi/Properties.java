package io.github.acp4j.agent.spi;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;


/** The arguments of a method, or the components of a record: a JSON object schema and its reading. */
final class Properties {

	private final List<Property> properties;

	Properties(List<Property> properties) {
		Set<String> names = new HashSet<>();
		for (Property property : properties) {
			if (!names.add(property.name())) {
				throw new IllegalArgumentException("two arguments are named '" + property.name() + "'");
			}
		}
		this.properties = List.copyOf(properties);
	}

	/** An object schema that OpenAI and Anthropic tool definitions take: no property beyond those named. */
	JsonObject schema() {
		JsonObject schema = ArgumentType.typed("object", null);
		JsonObject described = new JsonObject();
		JsonArray required = new JsonArray();
		for (Property property : properties) {
			described.add(property.name(), property.type().schema(property.description()));
			if (!property.optional()) {
				required.add(property.name());
			}
		}
		schema.add("properties", described);
		schema.add("required", required);
		schema.addProperty("additionalProperties", false);
		return schema;
	}

	/**
	 * The Java values of an object's properties, in order; an absent optional one is {@link Optional#empty()}.
	 *
	 * @param prefix what goes before a property's name in a message ({@code "entries[0]."}, or empty)
	 */
	Object[] read(JsonObject object, String prefix, Arguments arguments) throws ToolException {
		for (String key : object.keySet()) {
			if (properties.stream().noneMatch(property -> property.name().equals(key))) {
				throw new ToolException("Unknown argument '" + prefix + key + "'; the arguments are "
						+ properties.stream().map(Property::name).collect(Collectors.joining(", ")));
			}
		}
		Object[] values = new Object[properties.size()];
		for (int i = 0; i < values.length; i++) {
			Property property = properties.get(i);
			JsonElement value = object.get(property.name());
			String where = prefix + property.name();
			if (value == null || value.isJsonNull()) {
				if (!property.optional()) {
					throw new ToolException("Missing required argument '" + where + "'");
				}
				values[i] = Optional.empty();
			} else {
				Object read = property.type().read(value, where, arguments);
				values[i] = property.optional() ? Optional.of(read) : read;
			}
		}
		return values;
	}
}
