package io.github.acp4j.api.internal;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

/**
 * Writes one of ACP's records straight from its accessors, its members in the order of its
 * components: the JSON Gson's reflective adapter writes, without a reflective call and a runtime
 * type lookup per member, on every {@code session/update}'s path. It stands in for Gson's
 * reflective adapter only: where a host's adapter, a naming policy or an exclusion would decide,
 * Gson keeps the record (see {@link #replaces}). Reading is the reflective adapter's. A tagged
 * union writes its variants with {@link #writeMembers} after their tag. Implementation, not API: the
 * generated {@code RecordAdapters} of v1 and v2 extend it.
 *
 * @param <T> the record
 */
public abstract class RecordAdapter<T> extends TypeAdapter<T> {

	/** Gson's reflective adapters, records' included, are classes nested in this one. */
	private static final String REFLECTIVE = "com.google.gson.internal.bind.ReflectiveTypeAdapterFactory$";

	private final TypeAdapter<T> reader;

	/** @param reader Gson's reflective adapter of the record, which reads it */
	protected RecordAdapter(TypeAdapter<T> reader) {
		this.reader = reader;
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
	public abstract void writeMembers(JsonWriter out, T value) throws IOException;

	@Override
	public final T read(JsonReader in) throws IOException {
		return reader.read(in);
	}

	/**
	 * Whether the generated writer may stand in for {@code adapter}, the one Gson would otherwise use:
	 * only for Gson's reflective adapter, and only while the Gson neither renames members (a naming
	 * policy) nor leaves any out (exclusion strategies, {@code @Expose}, versions, modifiers).
	 */
	public static boolean replaces(Gson gson, TypeAdapter<?> adapter) {
		return gson.fieldNamingStrategy() == FieldNamingPolicy.IDENTITY && isReflective(adapter) && excludesNothing(gson);
	}

	/**
	 * Whether the Gson's excluder is Gson's default one, which leaves out only static and transient
	 * fields (a record has neither): read reflectively, as its class is internal to Gson and not
	 * exported to OSGi bundles. Anything unexpected counts as excluding something.
	 */
	private static boolean excludesNothing(Gson gson) {
		try {
			return DefaultExcluder.DEFAULT != null && DefaultExcluder.EXCLUDER.invoke(gson) == DefaultExcluder.DEFAULT;
		} catch (ReflectiveOperationException | RuntimeException e) {
			return false;
		}
	}

	/** {@code Gson.excluder()} and the excluder it returns when nothing was configured, found once. */
	private static final class DefaultExcluder {

		static final Method EXCLUDER;
		static final Object DEFAULT;

		static {
			Method excluder = null;
			Object unconfigured = null;
			try {
				excluder = Gson.class.getMethod("excluder");
				unconfigured = excluder.getReturnType().getField("DEFAULT").get(null);
			} catch (ReflectiveOperationException | RuntimeException e) {
				// Another Gson: the writers stand back.
			}
			EXCLUDER = excluder;
			DEFAULT = unconfigured;
		}
	}

	/** The adapter of a component of the given type, as Gson finds it for a record's field. */
	@SuppressWarnings("unchecked")
	public static <F> TypeAdapter<F> component(Gson gson, Type componentType) {
		return (TypeAdapter<F>) gson.getAdapter(TypeToken.get(componentType));
	}

	/**
	 * The adapter of a component annotated {@code @JsonAdapter(adapter's class)}, as Gson makes it:
	 * the adapter itself or what the factory creates for the component's type, written null-safe.
	 */
	@SuppressWarnings("unchecked")
	public static <F> TypeAdapter<F> annotated(Gson gson, Object adapter, Type componentType) {
		TypeAdapter<F> made = adapter instanceof TypeAdapterFactory factory
				? (TypeAdapter<F>) factory.create(gson, TypeToken.get(componentType))
				: (TypeAdapter<F>) adapter;
		return made.nullSafe();
	}

	/**
	 * The adapter of a component whose declared type has subtypes (a union, an interface, a class
	 * that is not final), which Gson chooses by the value's class: that class's adapter, unless it is
	 * reflective and the declared type's is not. The choice is kept per class.
	 */
	public static <F> TypeAdapter<F> byRuntimeClass(Gson gson, Class<F> declared) {
		return new ByRuntimeClass<>(gson, declared);
	}

	private static final class ByRuntimeClass<F> extends TypeAdapter<F> {

		private final Gson gson;
		private final Class<F> declaredClass;
		private final TypeAdapter<F> declared;
		private final Map<Class<?>, TypeAdapter<F>> chosen = new ConcurrentHashMap<>();

		ByRuntimeClass(Gson gson, Class<F> declaredClass) {
			this.gson = gson;
			this.declaredClass = declaredClass;
			this.declared = gson.getAdapter(declaredClass);
		}

		@Override
		public void write(JsonWriter out, F value) throws IOException {
			if (value == null || value.getClass() == declaredClass) {
				declared.write(out, value);
				return;
			}
			TypeAdapter<F> adapter = chosen.get(value.getClass());
			if (adapter == null) {
				adapter = choose(value.getClass());
				chosen.put(value.getClass(), adapter);
			}
			adapter.write(out, value);
		}

		@SuppressWarnings("unchecked")
		private TypeAdapter<F> choose(Class<?> runtimeClass) {
			TypeAdapter<F> runtime = (TypeAdapter<F>) gson.getAdapter(runtimeClass);
			return !isReflective(runtime) || isReflective(declared) ? runtime : declared;
		}

		@Override
		public F read(JsonReader in) throws IOException {
			return declared.read(in);
		}
	}

	private static boolean isReflective(TypeAdapter<?> adapter) {
		return adapter.getClass().getName().startsWith(REFLECTIVE);
	}

	/** A parameterized component type such as {@code List<ContentBlock>}. */
	public static Type parameterized(Type raw, Type... arguments) {
		return TypeToken.getParameterized(raw, arguments).getType();
	}
}
