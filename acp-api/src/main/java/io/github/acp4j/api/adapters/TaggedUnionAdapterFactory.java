package io.github.acp4j.api.adapters;

import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

import io.github.acp4j.api.internal.RecordAdapter;

/**
 * Reads and writes one of ACP's tagged unions: a sealed interface whose variants are told apart by
 * a string member such as {@code type} or {@code sessionUpdate}. The tag is written first and is not
 * part of the variant records. One variant may be untagged: it is what an object without the tag
 * member reads as, and it is written without one. An object with a tag no variant declares (a newer
 * peer's or an extension's) reads as the union's unknown variant, which keeps the whole object and
 * writes it back unchanged; a union without one, or a missing tag where no variant is untagged, fails
 * the read with a one-line {@link JsonParseException}, which the transport answers as invalid params.
 *
 * @param <T> the union's sealed interface
 */
public abstract class TaggedUnionAdapterFactory<T> implements TypeAdapterFactory {

	private final Class<T> unionType;
	private final String tagMember;
	private final Map<String, Class<? extends T>> variantsByTag = new LinkedHashMap<>();
	private final Map<Class<?>, String> tagsByVariant = new LinkedHashMap<>();
	private Class<? extends T> untaggedVariant;
	private Class<? extends T> unknownVariant;
	private Function<JsonObject, ? extends T> readUnknown;
	private Function<Object, JsonObject> writeUnknown;
	private final BiFunction<Gson, Class<?>, TypeAdapter<?>> generatedWriters;

	/**
	 * @param unionType the sealed interface this factory reads and writes
	 * @param tagMember the member that names the variant
	 */
	protected TaggedUnionAdapterFactory(Class<T> unionType, String tagMember) {
		this(unionType, tagMember, RecordAdapters::variant);
	}

	/**
	 * @param unionType        the sealed interface this factory reads and writes
	 * @param tagMember        the member that names the variant
	 * @param generatedWriters the generated writer of a variant class, or null for a class it does not
	 *                         know (the generated ACP v2 unions name their own package's writers)
	 */
	protected TaggedUnionAdapterFactory(Class<T> unionType, String tagMember, BiFunction<Gson, Class<?>, TypeAdapter<?>> generatedWriters) {
		this.unionType = unionType;
		this.tagMember = tagMember;
		this.generatedWriters = generatedWriters;
	}

	/** Declares the variant written and read with the given tag. */
	protected final void variant(String tag, Class<? extends T> variant) {
		variantsByTag.put(tag, variant);
		tagsByVariant.put(variant, tag);
	}

	/** Declares the variant of objects without the tag member. */
	protected final void untagged(Class<? extends T> variant) {
		untaggedVariant = variant;
		tagsByVariant.put(variant, null);
	}

	/**
	 * Declares the variant that keeps an object with a tag no other variant declares.
	 *
	 * @param variant the unknown variant's class
	 * @param read    wraps the whole object read
	 * @param write   gives back the object to write
	 * @param <U>     the unknown variant
	 */
	@SuppressWarnings("unchecked")
	protected final <U extends T> void unknown(Class<U> variant, Function<JsonObject, U> read, Function<U, JsonObject> write) {
		unknownVariant = variant;
		readUnknown = read;
		writeUnknown = value -> write.apply((U) value);
	}

	@Override
	@SuppressWarnings("unchecked")
	public <R> TypeAdapter<R> create(Gson gson, TypeToken<R> type) {
		if (type.getRawType() != unionType) {
			return null;
		}
		TypeAdapter<JsonElement> json = gson.getAdapter(JsonElement.class);
		Map<Class<?>, VariantWriter<T>> writers = new ConcurrentHashMap<>();
		return (TypeAdapter<R>) new TypeAdapter<T>() {
			@Override
			public void write(JsonWriter out, T value) throws IOException {
				if (value == null) {
					out.nullValue();
					return;
				}
				if (value.getClass() == unknownVariant) {
					RawJsonAdapter.writeWithNulls(out, json, writeUnknown.apply(value));
					return;
				}
				VariantWriter<T> writer = writers.get(value.getClass());
				if (writer == null) {
					Class<?> nested = nestedUnion(value.getClass());
					if (nested != null) {
						writeNested(out, gson, json, nested, value);
						return;
					}
					if (!tagsByVariant.containsKey(value.getClass())) {
						throw new JsonParseException("Not a known " + unionType.getSimpleName() + ": " + value.getClass().getName());
					}
					// Two threads may make the same writer: harmless, and no lock is held while Gson makes adapters.
					writer = new VariantWriter<>(tagMember, tagsByVariant.get(value.getClass()), unionType, variantWriter(gson, value.getClass()));
					writers.put(value.getClass(), writer);
				}
				writer.write(out, value);
			}

			@Override
			public T read(JsonReader in) throws IOException {
				JsonElement element = json.read(in);
				if (element == null || element.isJsonNull()) {
					return null;
				}
				if (!element.isJsonObject()) {
					throw new JsonParseException("Expected a " + unionType.getSimpleName() + " object at " + in.getPreviousPath());
				}
				JsonObject object = element.getAsJsonObject();
				Class<? extends T> variant = variantOf(object);
				if (variant == unknownVariant) {
					return readUnknown.apply(object);
				}
				return unionType.cast(variantAdapter(gson, variant).fromJsonTree(element));
			}
		}.nullSafe();
	}

	/** The variant that is itself a union (v2's {@code state_update}) and has this class as one of its kinds, or null. */
	private Class<?> nestedUnion(Class<?> valueClass) {
		if (tagsByVariant.containsKey(valueClass)) {
			return null;
		}
		for (Class<?> variant : tagsByVariant.keySet()) {
			if (variant.isInterface() && variant.isAssignableFrom(valueClass)) {
				return variant;
			}
		}
		return null;
	}

	/**
	 * Writes a kind of a nested union as that union writes it, with this union's tag first (replacing
	 * the one an unknown kind kept from the object it was read from). Through a tree: it is rare.
	 */
	private void writeNested(JsonWriter out, Gson gson, TypeAdapter<JsonElement> json, Class<?> nested, T value) throws IOException {
		JsonElement written = gson.toJsonTree(value, nested);
		if (!written.isJsonObject()) {
			throw new JsonParseException("A " + unionType.getSimpleName() + " variant must be written as an object");
		}
		JsonObject tagged = new JsonObject();
		tagged.addProperty(tagMember, tagsByVariant.get(nested));
		written.getAsJsonObject().entrySet().stream().filter(e -> !e.getKey().equals(tagMember)).forEach(e -> tagged.add(e.getKey(), e.getValue()));
		RawJsonAdapter.writeWithNulls(out, json, tagged);
	}

	/**
	 * The variant an object reads as; the default looks at the tag member.
	 *
	 * @param object the object read
	 * @return the variant's class, or the unknown variant's for a tag no variant declares
	 */
	protected Class<? extends T> variantOf(JsonObject object) {
		JsonElement tag = object.get(tagMember);
		if (tag == null || tag.isJsonNull()) {
			if (untaggedVariant != null) {
				return untaggedVariant;
			}
			throw new JsonParseException("Missing \"" + tagMember + "\" in " + unionType.getSimpleName());
		}
		Class<? extends T> variant = tag.isJsonPrimitive() ? variantsByTag.get(tag.getAsString()) : null;
		if (variant == null && unknownVariant != null && tag.isJsonPrimitive() && tag.getAsJsonPrimitive().isString()) {
			return unknownVariant;
		}
		if (variant == null) {
			throw new JsonParseException("Unknown " + tagMember + ": " + tag);
		}
		return variant;
	}

	@SuppressWarnings("unchecked")
	private static <V> TypeAdapter<V> variantAdapter(Gson gson, Class<?> variant) {
		return (TypeAdapter<V>) gson.getAdapter(variant);
	}

	/** The generated variant's writer, or for another class (a hand-written union's) Gson's adapter. */
	@SuppressWarnings("unchecked")
	private <V> TypeAdapter<V> variantWriter(Gson gson, Class<?> variant) {
		TypeAdapter<?> generated = generatedWriters.apply(gson, variant);
		return generated != null ? (TypeAdapter<V>) generated : variantAdapter(gson, variant);
	}

	/**
	 * Writes one variant, streamed rather than through a JSON tree (this is every
	 * {@code session/update}'s path): a generated record's members after the tag, another adapter's
	 * output with the tag written first, an untagged variant as its adapter writes it.
	 */
	private static final class VariantWriter<T> {

		private final String tagMember;
		private final String tag;
		private final Class<?> unionType;
		private final TypeAdapter<T> adapter;

		VariantWriter(String tagMember, String tag, Class<?> unionType, TypeAdapter<T> adapter) {
			this.tagMember = tagMember;
			this.tag = tag;
			this.unionType = unionType;
			this.adapter = adapter;
		}

		@SuppressWarnings("unchecked")
		void write(JsonWriter out, T value) throws IOException {
			if (tag == null) {
				adapter.write(out, value);
			} else if (adapter instanceof RecordAdapter<T> members) {
				out.beginObject();
				out.name(tagMember).value(tag);
				members.writeMembers(out, value);
				out.endObject();
			} else {
				adapter.write(new TagFirstWriter(out, tagMember, tag, unionType), value);
			}
		}
	}

	/**
	 * Passes what a variant's adapter writes on to {@code out}, with the tag member written first in
	 * the object the adapter begins (a variant that is not written as an object fails).
	 */
	private static final class TagFirstWriter extends JsonWriter {

		private static final Writer UNUSED = new Writer() {
			@Override
			public void write(char[] buffer, int offset, int length) {
				throw new AssertionError();
			}

			@Override
			public void flush() {
				throw new AssertionError();
			}

			@Override
			public void close() {
				throw new AssertionError();
			}
		};

		private final JsonWriter out;
		private final String tagMember;
		private final String tag;
		private final Class<?> unionType;
		private boolean begun;

		TagFirstWriter(JsonWriter out, String tagMember, String tag, Class<?> unionType) {
			super(UNUSED);
			this.out = out;
			this.tagMember = tagMember;
			this.tag = tag;
			this.unionType = unionType;
			setStrictness(out.getStrictness());
			setHtmlSafe(out.isHtmlSafe());
			setSerializeNulls(out.getSerializeNulls());
		}

		@Override
		public JsonWriter beginObject() throws IOException {
			out.beginObject();
			if (!begun) {
				begun = true;
				out.name(tagMember).value(tag);
			}
			return this;
		}

		/** Anything but the variant's object, first, is not a variant ACP can tag. */
		private JsonWriter inObject() {
			if (!begun) {
				throw new JsonParseException("A " + unionType.getSimpleName() + " variant must be written as an object");
			}
			return out;
		}

		@Override
		public JsonWriter endObject() throws IOException {
			inObject().endObject();
			return this;
		}

		@Override
		public JsonWriter beginArray() throws IOException {
			inObject().beginArray();
			return this;
		}

		@Override
		public JsonWriter endArray() throws IOException {
			inObject().endArray();
			return this;
		}

		@Override
		public JsonWriter name(String name) throws IOException {
			inObject().name(name);
			return this;
		}

		@Override
		public JsonWriter value(String value) throws IOException {
			inObject().value(value);
			return this;
		}

		@Override
		public JsonWriter value(boolean value) throws IOException {
			inObject().value(value);
			return this;
		}

		@Override
		public JsonWriter value(Boolean value) throws IOException {
			inObject().value(value);
			return this;
		}

		@Override
		public JsonWriter value(float value) throws IOException {
			inObject().value(value);
			return this;
		}

		@Override
		public JsonWriter value(double value) throws IOException {
			inObject().value(value);
			return this;
		}

		@Override
		public JsonWriter value(long value) throws IOException {
			inObject().value(value);
			return this;
		}

		@Override
		public JsonWriter value(Number value) throws IOException {
			inObject().value(value);
			return this;
		}

		@Override
		public JsonWriter nullValue() throws IOException {
			// Whether a null member is written is this writer's setting (RawJsonAdapter turns it on), not out's.
			JsonWriter target = inObject();
			boolean nulls = target.getSerializeNulls();
			target.setSerializeNulls(getSerializeNulls());
			try {
				target.nullValue();
			} finally {
				target.setSerializeNulls(nulls);
			}
			return this;
		}

		@Override
		public JsonWriter jsonValue(String value) throws IOException {
			inObject().jsonValue(value);
			return this;
		}

		@Override
		public void flush() throws IOException {
			out.flush();
		}

		@Override
		public void close() throws IOException {
			out.close();
		}
	}
}
