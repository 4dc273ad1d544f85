package io.github.acp4j.agent.tools.internal;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.spi.ToolException;

/** Reads a tool's arguments, with errors the model can act on. */
final class Arguments {

	private Arguments() {
	}

	static String string(JsonObject arguments, String name) throws ToolException {
		String value = optionalString(arguments, name);
		if (value == null) {
			throw new ToolException("Missing required argument \"" + name + "\"");
		}
		return value;
	}

	static String optionalString(JsonObject arguments, String name) throws ToolException {
		JsonElement value = arguments.get(name);
		if (value == null || value.isJsonNull()) {
			return null;
		}
		if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
			throw new ToolException("Argument \"" + name + "\" must be a string");
		}
		return value.getAsString();
	}

	static Integer optionalInt(JsonObject arguments, String name, int min, int max) throws ToolException {
		JsonElement value = arguments.get(name);
		if (value == null || value.isJsonNull()) {
			return null;
		}
		JsonPrimitive primitive = value.isJsonPrimitive() ? value.getAsJsonPrimitive() : null;
		double number;
		try {
			number = primitive == null ? Double.NaN : primitive.getAsDouble();
		} catch (NumberFormatException e) {
			number = Double.NaN;
		}
		if (Double.isNaN(number) || number != Math.rint(number) || number < min || number > max) {
			throw new ToolException("Argument \"" + name + "\" must be a whole number from " + min + " to " + max);
		}
		return (int) number;
	}

	static boolean optionalBoolean(JsonObject arguments, String name) throws ToolException {
		JsonElement value = arguments.get(name);
		if (value == null || value.isJsonNull()) {
			return false;
		}
		if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isBoolean()) {
			throw new ToolException("Argument \"" + name + "\" must be true or false");
		}
		return value.getAsBoolean();
	}
}
