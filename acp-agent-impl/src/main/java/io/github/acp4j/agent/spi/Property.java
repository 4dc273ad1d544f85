package io.github.acp4j.agent.spi;

import java.lang.reflect.Type;

/** One named argument: a method parameter or a record component. */
record Property(String name, String description, ArgumentType type, boolean optional) {

	/** The property of a parameter or component named {@code name}, described by {@code param}. */
	static Property of(String name, Param param, Type genericType, String where) {
		if (param == null) {
			throw new IllegalArgumentException(where + ": describe it with @Param, the model needs to know what it means");
		}
		String actual = param.name().isEmpty() ? name : param.name();
		if (actual == null) {
			throw new IllegalArgumentException(where + ": its name is not in the class file; compile with -parameters"
					+ " or name it with @Param(name = ...)");
		}
		Type inner = ArgumentType.optional(genericType);
		ArgumentType type = ArgumentType.of(inner == null ? genericType : inner, param, where);
		return new Property(actual, param.value(), type, inner != null);
	}
}
