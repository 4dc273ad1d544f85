package io.github.acp4j.api.adapters;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import com.google.gson.Gson;
import com.google.gson.JsonIOException;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

/**
 * Reads and writes ACP's open enums ({@code ToolKind}, {@code StopReason}, ...) as the JSON string
 * they are: through their {@code of(String)} and {@code value()}, so a value this library does not
 * know is kept and written back unchanged. A value of another JSON type fails the read.
 */
public final class OpenEnumAdapter implements TypeAdapterFactory {

	@Override
	@SuppressWarnings("unchecked")
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		Class<? super T> raw = type.getRawType();
		Method of;
		Method value;
		try {
			of = raw.getMethod("of", String.class);
			value = raw.getMethod("value");
		} catch (NoSuchMethodException e) {
			return null;
		}
		String name = raw.getSimpleName();
		return (TypeAdapter<T>) new TypeAdapter<Object>() {
			@Override
			public void write(JsonWriter out, Object enumValue) throws IOException {
				out.value((String) invoke(value, enumValue));
			}

			@Override
			public Object read(JsonReader in) throws IOException {
				if (in.peek() != JsonToken.STRING) {
					throw new JsonSyntaxException("Expected a " + name + " string but was " + in.peek() + " at " + in.getPath());
				}
				return invoke(of, null, in.nextString());
			}
		}.nullSafe();
	}

	private static Object invoke(Method method, Object target, Object... args) {
		try {
			return method.invoke(target, args);
		} catch (IllegalAccessException | InvocationTargetException e) {
			throw new JsonIOException("Cannot call " + method, e);
		}
	}
}
