package io.github.acp4j.api.adapters;

import java.io.IOException;
import java.lang.reflect.Type;

import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * Writes one of ACP's records straight from its accessors, its members in the order of its
 * components: the JSON Gson's reflective adapter writes, without a reflective call and a runtime
 * type lookup per member, on every {@code session/update}'s path. Reading is left to Gson's
 * reflective adapter, looked up on first use. A tagged union writes its variants with
 * {@link #writeMembers} after their tag.
 *
 * @param <T> the record
 */
abstract class RecordAdapter<T> extends TypeAdapter<T> {

	private final Gson gson;
	private final TypeAdapterFactory factory;
	private final TypeToken<T> type;
	private volatile TypeAdapter<T> reader;

	/**
	 * @param factory the factory that made this adapter, skipped to find the reader; null for a
	 *                variant, which Gson reads with the adapter it has for the class
	 */
	RecordAdapter(Gson gson, TypeAdapterFactory factory, TypeToken<T> type) {
		this.gson = gson;
		this.factory = factory;
		this.type = type;
	}

	@Override
	public final void write(JsonWriter out, T value) throws IOException {
		if (value == null) {
			out.nullValue();
			return;
		}
		out.beginObject();
		writeMembers(out, value);
		out.endObject();
	}

	/** Writes the record's members, name and value, in the order of its components. */
	abstract void writeMembers(JsonWriter out, T value) throws IOException;

	@Override
	public final T read(JsonReader in) throws IOException {
		TypeAdapter<T> read = reader;
		if (read == null) {
			read = factory == null ? gson.getAdapter(type) : gson.getDelegateAdapter(factory, type);
			reader = read;
		}
		return read.read(in);
	}

	/** The adapter of a component of the given type, as Gson finds it for a record's field. */
	@SuppressWarnings("unchecked")
	static <F> TypeAdapter<F> component(Gson gson, Type componentType) {
		return (TypeAdapter<F>) gson.getAdapter(TypeToken.get(componentType));
	}

	/**
	 * The adapter of a component annotated {@code @JsonAdapter(adapter's class)}, as Gson makes it:
	 * the adapter itself or what the factory creates for the component's type, written null-safe.
	 */
	@SuppressWarnings("unchecked")
	static <F> TypeAdapter<F> annotated(Gson gson, Object adapter, Type componentType) {
		TypeAdapter<F> made = adapter instanceof TypeAdapterFactory
				? (TypeAdapter<F>) ((TypeAdapterFactory) adapter).create(gson, TypeToken.get(componentType))
				: (TypeAdapter<F>) adapter;
		return made.nullSafe();
	}

	/** A parameterized component type such as {@code List<ContentBlock>}. */
	static Type parameterized(Type raw, Type... arguments) {
		return TypeToken.getParameterized(raw, arguments).getType();
	}
}
