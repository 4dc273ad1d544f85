package io.github.acp4j.api.adapters;

import java.io.IOException;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.Map;
import java.util.logging.Logger;

import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.annotations.SerializedName;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

/**
 * Writes enums whose constants carry {@link SerializedName} as those strings, where LSP4J's
 * {@code EnumTypeAdapter} writes integers. Other enums are left to LSP4J, so a Gson shared with LSP
 * types keeps their integer encoding. An unknown string reads as null (a newer peer's value), logged
 * at {@code FINE} (a host's default logging shows nothing per message); a value of another JSON type
 * fails the read.
 */
public final class StringEnumTypeAdapterFactory implements TypeAdapterFactory {

	private static final Logger LOG = Logger.getLogger(StringEnumTypeAdapterFactory.class.getName());

	@Override
	@SuppressWarnings({ "unchecked", "rawtypes" })
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		Class<?> raw = type.getRawType();
		if (!Enum.class.isAssignableFrom(raw) || raw == Enum.class) {
			return null;
		}
		if (!raw.isEnum()) {
			raw = raw.getSuperclass();
		}
		Map<String, Enum<?>> byName = new HashMap<>();
		Map<Enum<?>, String> names = new HashMap<>();
		for (Object constant : raw.getEnumConstants()) {
			Enum<?> value = (Enum<?>) constant;
			SerializedName name = annotation(raw, value);
			if (name == null) {
				return null;
			}
			byName.put(name.value(), value);
			names.put(value, name.value());
		}
		String enumName = raw.getSimpleName();
		return (TypeAdapter<T>) new TypeAdapter<Enum>() {
			@Override
			public void write(JsonWriter out, Enum value) throws IOException {
				out.value(names.get(value));
			}

			@Override
			public Enum read(JsonReader in) throws IOException {
				if (in.peek() != JsonToken.STRING) {
					throw new JsonSyntaxException("Expected a " + enumName + " string but was " + in.peek() + " at " + in.getPath());
				}
				String name = in.nextString();
				Enum value = byName.get(name);
				if (value == null) {
					LOG.fine(() -> "Unknown " + enumName + " \"" + name + "\" read as null");
				}
				return value;
			}
		}.nullSafe();
	}

	private static SerializedName annotation(Class<?> enumType, Enum<?> value) {
		try {
			Field field = enumType.getField(value.name());
			return field.getAnnotation(SerializedName.class);
		} catch (NoSuchFieldException e) {
			return null;
		}
	}
}
