package io.github.acp4j.api.adapters;

import java.io.IOException;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

/**
 * Lists of a tagged union ({@code List<ContentBlock>}, {@code List<ToolCallContent>}, ...) written
 * through the union's adapter. LSP4J's collection adapter writes each element with the adapter of
 * its runtime class, which would drop the tag.
 */
public final class UnionCollectionTypeAdapterFactory implements TypeAdapterFactory {

	@Override
	@SuppressWarnings("unchecked")
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		if (!Collection.class.isAssignableFrom(type.getRawType()) || !(type.getType() instanceof ParameterizedType parameterized)) {
			return null;
		}
		Type elementType = parameterized.getActualTypeArguments()[0];
		if (!(elementType instanceof Class<?> elementClass) || !elementClass.isInterface()
				|| !elementClass.isAnnotationPresent(JsonAdapter.class)) {
			return null;
		}
		TypeAdapter<Object> element = (TypeAdapter<Object>) gson.getAdapter(TypeToken.get(elementType));
		return (TypeAdapter<T>) new TypeAdapter<Collection<Object>>() {
			@Override
			public void write(JsonWriter out, Collection<Object> values) throws IOException {
				out.beginArray();
				for (Object value : values) {
					element.write(out, value);
				}
				out.endArray();
			}

			@Override
			public Collection<Object> read(JsonReader in) throws IOException {
				if (in.peek() != JsonToken.BEGIN_ARRAY) {
					throw new JsonSyntaxException("Expected an array but was " + in.peek() + " at " + in.getPath());
				}
				List<Object> values = new ArrayList<>();
				in.beginArray();
				while (in.hasNext()) {
					values.add(element.read(in));
				}
				in.endArray();
				return values;
			}
		}.nullSafe();
	}
}
