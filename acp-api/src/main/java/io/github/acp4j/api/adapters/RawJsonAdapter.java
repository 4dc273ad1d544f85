package io.github.acp4j.api.adapters;

import java.io.IOException;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * Writes a JSON value as it was read, members whose value is {@code null} included. Gson leaves such
 * members out unless the whole Gson serializes nulls, which would write every absent field of ACP's
 * records as {@code null}; this keeps them in {@code _meta}, raw inputs and outputs and the
 * {@code Unknown...} variants, so a proxy between two peers loses nothing of what it passes on.
 */
public final class RawJsonAdapter implements TypeAdapterFactory {

	@Override
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		if (!JsonElement.class.isAssignableFrom(type.getRawType())) {
			return null;
		}
		TypeAdapter<T> json = gson.getAdapter(type);
		return new TypeAdapter<T>() {
			@Override
			public void write(JsonWriter out, T value) throws IOException {
				writeWithNulls(out, json, value);
			}

			@Override
			public T read(JsonReader in) throws IOException {
				return json.read(in);
			}
		};
	}

	/** Writes {@code value} with {@code adapter}, the nulls inside it included. */
	static <T> void writeWithNulls(JsonWriter out, TypeAdapter<T> adapter, T value) throws IOException {
		if (value == null) {
			// An absent value stays absent.
			out.nullValue();
			return;
		}
		boolean nulls = out.getSerializeNulls();
		out.setSerializeNulls(true);
		try {
			adapter.write(out, value);
		} finally {
			out.setSerializeNulls(nulls);
		}
	}
}
