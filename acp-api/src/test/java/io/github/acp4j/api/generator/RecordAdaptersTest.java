package io.github.acp4j.api.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.ExclusionStrategy;
import com.google.gson.FieldAttributes;
import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonSerializer;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.adapters.RecordAdapters;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.IdleStateUpdate;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StateUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.Usage;

/**
 * The generated record writers write what Gson's reflective adapter writes, for every record the
 * schema has (each filled in, down a few levels), on its own and in its union; and they stand back
 * wherever a host's adapter or naming policy decided before.
 */
class RecordAdaptersTest {

	private static final Gson ACP = AcpGson.create();
	/**
	 * ACP's mapping with a naming strategy that keeps every name but is not Gson's identity policy,
	 * which the writers take as a sign to leave the records to reflection: what was written before.
	 */
	private static final Gson REFLECTIVE = AcpGson.configure(new MessageJsonHandler(Map.of()).getDefaultGsonBuilder())
			.setFieldNamingStrategy(Field::getName).create();

	static Stream<Class<?>> records() throws Exception {
		return Stream.concat(UnknownValuesTest.generator().generate().keySet().stream(), UnknownValuesTest.generatorV2().generate().keySet().stream())
				.filter(path -> path.startsWith(TypesGenerator.TYPES.replace('.', '/') + "/") || path.startsWith(TypesGenerator.V2_TYPES.replace('.', '/') + "/"))
				.map(path -> path.substring(0, path.length() - ".java".length()).replace('/', '.'))
				.map(RecordAdaptersTest::load).filter(Class::isRecord);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("records")
	void aRecordIsWrittenAsGsonWouldWriteIt(Class<?> record) throws Exception {
		Object value = sample(record, 0);
		String reflective = REFLECTIVE.toJson(value);
		Class<?> union = Arrays.stream(record.getInterfaces()).filter(i -> i.isSealed() && i.getPermittedSubclasses() != null)
				.findFirst().orElse(null);

		assertThat(ACP.toJson(value)).isEqualTo(reflective);
		if (union != null && union.getInterfaces().length > 0) {
			union = union.getInterfaces()[0]; // ContentChunk is a part of SessionUpdate
		}
		if (union != null) {
			assertThat(ACP.toJson(value, union)).isEqualTo(REFLECTIVE.toJson(value, union));
			boolean unknown = record.getRecordComponents().length == 1 && record.getRecordComponents()[0].getType() == JsonObject.class;
			if (!unknown) { // an unknown variant's sample has no tag to read it by (UnknownValuesTest has those)
				assertThat(ACP.fromJson(ACP.toJson(value, union), union)).isEqualTo(value);
			}
		}
	}

	@Test
	void theRecordsAreWrittenByTheGeneratedWriters() {
		assertThat(ACP.getAdapter(SessionNotification.class).getClass().getName()).startsWith(RecordAdapters.class.getName() + "$");
		assertThat(REFLECTIVE.getAdapter(SessionNotification.class).getClass().getName()).doesNotContain(RecordAdapters.class.getName());
	}

	/** An object of the host's with a union member: Gson takes the adapter of its runtime class. */
	record HostRecord(ContentBlock block) {
	}

	@Test
	void aUnionInAnotherClassKeepsItsTag() {
		assertThat(ACP.toJson(new HostRecord(TextContent.of("hi")))).isEqualTo("{\"block\":{\"type\":\"text\",\"text\":\"hi\"}}");
	}

	/** A host's adapter for a variant, registered after ACP's mapping: the union writes with it after the tag, as before. */
	@Test
	void aHostsAdapterForAVariantIsUsedInItsUnion() {
		Gson gson = AcpGson.configure(new GsonBuilder()).registerTypeAdapter(TextContent.class, new TypeAdapter<TextContent>() {
			@Override
			public void write(JsonWriter out, TextContent value) throws IOException {
				out.beginObject().name("text").value("REDACTED").endObject();
			}

			@Override
			public TextContent read(JsonReader in) {
				throw new UnsupportedOperationException();
			}
		}).create();

		assertThat(gson.toJson(TextContent.of("secret"), ContentBlock.class)).isEqualTo("{\"type\":\"text\",\"text\":\"REDACTED\"}");
		assertThat(gson.toJson(new HostRecord(TextContent.of("secret")))).isEqualTo("{\"block\":{\"text\":\"REDACTED\"}}");
	}

	/** A host's adapters for a record win however they are registered: before ACP's mapping, or for a hierarchy after it. */
	@Test
	void aHostsAdapterForARecordWinsInEitherOrder() {
		JsonSerializer<Usage> host = (usage, type, context) -> new JsonPrimitive("host");
		Gson before = AcpGson.configure(new GsonBuilder().registerTypeAdapter(Usage.class, host)).create();
		Gson hierarchy = AcpGson.configure(new GsonBuilder()).registerTypeHierarchyAdapter(Usage.class, host).create();

		assertThat(before.toJson(Usage.of(3L, 1L, 2L))).isEqualTo("\"host\"");
		assertThat(hierarchy.toJson(Usage.of(3L, 1L, 2L))).isEqualTo("\"host\"");
	}

	/** A naming policy renames the members, and what is written reads back. */
	@Test
	void aNamingPolicyIsFollowed() {
		Gson upper = AcpGson.configure(new GsonBuilder()).setFieldNamingPolicy(FieldNamingPolicy.UPPER_CAMEL_CASE).create();
		Usage usage = Usage.of(3L, 1L, 2L);

		assertThat(upper.toJson(usage)).startsWith("{\"TotalTokens\":3");
		assertThat(upper.fromJson(upper.toJson(usage), Usage.class)).isEqualTo(usage);
	}

	/** A host's error with more to say (Gson leaves out local classes, so this one is nested). */
	static final class DetailedError extends ResponseError {
		@SuppressWarnings("unused")
		final String detail = "d";

		DetailedError() {
			super(-32000, "m", null);
		}
	}

	/** What a Gson excludes stays out. */
	@Test
	void anExclusionIsFollowed() {
		Gson excluding = AcpGson.configure(new GsonBuilder()).addSerializationExclusionStrategy(new ExclusionStrategy() {
			@Override
			public boolean shouldSkipField(FieldAttributes field) {
				return field.getName().equals("title");
			}

			@Override
			public boolean shouldSkipClass(Class<?> type) {
				return false;
			}
		}).create();

		assertThat(excluding.toJson(Implementation.builder("n", "1").title("t").build())).isEqualTo("{\"name\":\"n\",\"version\":\"1\"}");
	}

	/** A member whose class has subclasses is written by the value's class, as Gson does. */
	@Test
	void aSubclassedMemberIsWrittenByItsClass() {
		IdleStateUpdate idle = IdleStateUpdate.builder().error(new DetailedError()).build();

		assertThat(ACP.toJson(idle, StateUpdate.class)).contains("\"detail\":\"d\"").isEqualTo(REFLECTIVE.toJson(idle, StateUpdate.class));
	}

	private static Class<?> load(String name) {
		try {
			return Class.forName(name);
		} catch (ClassNotFoundException e) {
			throw new AssertionError(e);
		}
	}

	/** A value of the given type with every member filled in, to a depth of three records. */
	private static Object sample(Type type, int depth) throws Exception {
		if (type instanceof ParameterizedType parameterized) {
			Type[] arguments = parameterized.getActualTypeArguments();
			Object element = sample(arguments[arguments.length - 1], depth);
			if (element == null) {
				return null;
			}
			return parameterized.getRawType() == List.class ? List.of(element) : Map.of("k", element);
		}
		Class<?> raw = (Class<?>) type;
		if (raw == String.class) {
			return "s \u00e9 <&>";
		} else if (raw == Long.class) {
			return 7L;
		} else if (raw == Integer.class) {
			return 1;
		} else if (raw == Double.class) {
			return 2.5;
		} else if (raw == Boolean.class) {
			return true;
		} else if (raw == JsonPrimitive.class) {
			return new JsonPrimitive("p");
		} else if (raw == JsonElement.class || raw == JsonObject.class) {
			JsonObject json = new JsonObject();
			json.add("gone", JsonNull.INSTANCE);
			json.addProperty("n", 1);
			return json;
		} else if (raw == ResponseError.class) {
			return new ResponseError(-32000, "m", null);
		} else if (depth > 3) {
			return null;
		} else if (raw.isRecord()) {
			RecordComponent[] components = raw.getRecordComponents();
			Object[] values = new Object[components.length];
			for (int i = 0; i < components.length; i++) {
				values[i] = sample(components[i].getGenericType(), depth + 1);
			}
			Constructor<?> canonical = raw.getDeclaredConstructor(
					Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
			return canonical.newInstance(values);
		} else if (raw.isSealed()) {
			for (Class<?> variant : raw.getPermittedSubclasses()) {
				if (variant.isRecord() && !variant.getSimpleName().startsWith("Unknown")) {
					return sample(variant, depth);
				}
			}
			return sample(raw.getPermittedSubclasses()[0], depth);
		}
		for (Field field : raw.getFields()) {
			if (Modifier.isStatic(field.getModifiers()) && field.getType() == raw) {
				return field.get(null); // an open enum's first value
			}
		}
		return null;
	}
}
