package io.github.acp4j.jsonrpc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.junit.jupiter.api.Test;

import com.google.gson.GsonBuilder;
import com.google.gson.TypeAdapter;
import com.google.gson.annotations.SerializedName;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import com.google.gson.JsonElement;
import com.google.gson.Strictness;
import com.google.gson.internal.LazilyParsedNumber;

/**
 * The one-pass read of a line ({@link JsonMessages#readCommon}) gives the message the checked read
 * ({@link StrictJson#parse}, then {@link JsonMessages#toMessage}) gives, or leaves the line to it:
 * never another message, and never a message for a line the checked read refuses.
 */
class JsonMessagesTest {

	/** Params of every kind a type adapter reads: numbers as int, long and double, strings, lists, maps, trees. */
	record Probe(int i, long l, Integer boxed, double d, String s, boolean b, List<String> list, Map<String, Object> map,
			Map<Integer, String> keyed, JsonElement tree, Nested nested) {
	}

	record Nested(String name, Integer times) {
	}

	/** A member read under either of two names. */
	record Alternate(@SerializedName(value = "a", alternate = "b") Integer x) {
	}

	/** Read by an adapter that skips everything, names and the object's end included. */
	record Skipped() {
	}

	static final TypeAdapter<Skipped> SKIPPING = new TypeAdapter<>() {
		@Override
		public void write(JsonWriter out, Skipped value) {
			throw new UnsupportedOperationException();
		}

		@Override
		public Skipped read(JsonReader in) throws IOException {
			in.beginObject();
			while (in.hasNext()) {
				in.skipValue();
				in.skipValue();
			}
			in.skipValue();
			return new Skipped();
		}
	};

	static final Map<String, JsonRpcMethod> METHODS = Map.of(
			"probe", JsonRpcMethod.request("probe", Object.class, Probe.class),
			"note", JsonRpcMethod.notification("note", Nested.class),
			"pair", JsonRpcMethod.request("pair", Object.class, Nested.class, Nested.class),
			"none", JsonRpcMethod.request("none", Object.class),
			"alternate", JsonRpcMethod.notification("alternate", Alternate.class),
			"skipped", JsonRpcMethod.notification("skipped", Skipped.class));

	static JsonMessages messages(Consumer<GsonBuilder> gson) {
		return new JsonMessages(new MessageJsonHandler(METHODS, gson.andThen(builder -> builder.registerTypeAdapter(Skipped.class, SKIPPING))));
	}

	private final JsonMessages messages = messages(gson -> {
	});

	/** What the checked read makes of the line: its message, or null when it refuses it. */
	static Message checked(JsonMessages messages, String line) {
		try {
			JsonElement json = StrictJson.parse(line);
			return json.isJsonObject() ? messages.toMessage(json.getAsJsonObject()) : null;
		} catch (Exception refused) {
			return null;
		}
	}

	/** Whatever the one-pass read gives is what the checked read gives; returns it. */
	static Message assertAgrees(JsonMessages messages, String line) {
		Message oneRead = messages.readCommon(line);
		if (oneRead != null) {
			Message checked = checked(messages, line);
			assertThat(oneRead).as(line).isEqualTo(checked);
			assertThat(written(oneRead)).as(line).isEqualTo(written(checked));
		}
		return oneRead;
	}

	/** The message as written, or what refused to write it (a NaN, for one). */
	private static String written(Message message) {
		try {
			return message.toString();
		} catch (RuntimeException refused) {
			return refused.getClass().getName();
		}
	}

	/** The last bytes of an oversized line tell its id when it is among the message's last members. */
	@Test
	void theTailOfAnOversizedLineTellsAnIdAmongItsLastMembersOnly() {
		assertThat(JsonMessages.lastId("xxx\"},\"id\":7}")).isEqualTo(Either.forRight(new LazilyParsedNumber("7")));
		assertThat(JsonMessages.lastId("x\\\"}\" , \"id\" : \"a\\\"b\" , \"jsonrpc\":\"2.0\" }\r\n")).isEqualTo(Either.forLeft("a\"b"));
		// Inside a nested object, cut before its start, or no id at all.
		assertThat(JsonMessages.lastId("xxx\",\"id\":7}}")).isNull();
		assertThat(JsonMessages.lastId("7}")).isNull();
		assertThat(JsonMessages.lastId("xx\",\"jsonrpc\":\"2.0\"}")).isNull();
		assertThat(JsonMessages.lastId("")).isNull();
		assertThat(JsonMessages.lastId("x\"id\":null}")).isNull();
		// A name whose opening quote is the kept bytes' first, or follows a backslash cut off before them: it may
		// end a longer name ("...\"id"), an escaped quote in it; only one after a comma or a brace is a name.
		assertThat(JsonMessages.lastId("\"id\":7}")).isNull();
		assertThat(JsonMessages.lastId("\\\\\"id\":7}")).isNull();
		assertThat(JsonMessages.lastId("{\"id\":7}")).isEqualTo(Either.forRight(new LazilyParsedNumber("7")));
	}

	/** The first bytes of an oversized line tell what it is by its members' names, and its id only when whole. */
	@Test
	void theHeadOfAnOversizedLineTellsItsKindAndAWholeId() {
		assertThat(JsonMessages.headOf("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"content\":\"abc"))
				.isEqualTo(new JsonMessages.Head(JsonMessages.Kind.RESPONSE, Either.forRight(new LazilyParsedNumber("7"))));
		assertThat(JsonMessages.headOf("{\"id\":\"a\",\"error\":{\"message\":\"abc"))
				.isEqualTo(new JsonMessages.Head(JsonMessages.Kind.RESPONSE, Either.forLeft("a")));
		assertThat(JsonMessages.headOf("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"x\",\"params\":{\"a\":\"abc").kind())
				.isEqualTo(JsonMessages.Kind.REQUEST);
		assertThat(JsonMessages.headOf("{\"params\":{\"a\":\"abc").kind()).isEqualTo(JsonMessages.Kind.REQUEST);
		// A number at the cut may be the start of a longer one.
		assertThat(JsonMessages.headOf("{\"result\":{},\"id\":12")).isEqualTo(new JsonMessages.Head(JsonMessages.Kind.RESPONSE, null));
		assertThat(JsonMessages.headOf("{\"jsonrpc\":\"2.0\",\"id\":7,\"x\":\"abc"))
				.isEqualTo(new JsonMessages.Head(JsonMessages.Kind.UNKNOWN, Either.forRight(new LazilyParsedNumber("7"))));
		assertThat(JsonMessages.headOf("[{\"id\":1,\"result\":")).isEqualTo(new JsonMessages.Head(JsonMessages.Kind.UNKNOWN, null));
	}

	private static final String PROBE = "{\"i\":1,\"l\":2,\"boxed\":3,\"d\":4.5,\"s\":\"x\",\"b\":true,\"list\":[\"a\"],"
			+ "\"map\":{\"k\":[1,{\"n\":null}]},\"keyed\":{\"7\":\"seven\"},\"tree\":{\"t\":[1.0,\"\\ud83d\\ude00\"]},"
			+ "\"nested\":{\"name\":\"n\",\"times\":2}}";

	@Test
	void theCommonShapeIsReadInOnePassAsTheCheckedReadReadsIt() {
		List<String> lines = List.of(
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":" + PROBE + "}",
				"{\"params\":" + PROBE + ",\"method\":\"probe\",\"id\":\"x\\\"y\",\"jsonrpc\":\"2.0\"}",
				" {\"jsonrpc\" : \"2.0\" , \"id\" : 12345678901234567890123 , \"method\" : \"probe\" , \"params\" : {} } ",
				"{\"jsonrpc\":\"2.0\",\"id\":-1.50e+3,\"method\":\"probe\",\"params\":{\"unknown\":{\"deep\":[\"\\u00e9\"]},\"i\":7}}",
				"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"pair\",\"params\":[{\"name\":\"a\"},{\"name\":\"b\"}]}",
				"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"pair\",\"params\":{\"name\":\"a\"}}",
				"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"none\",\"params\":{\"x\":1}}",
				"{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"unknown/method\",\"params\":{\"x\":1}}");
		for (String line : lines) {
			assertThat(assertAgrees(messages, line)).as(line).isNotNull();
		}
		RequestMessage request = (RequestMessage) messages.readCommon(lines.get(0));
		assertThat(request.getParams()).isInstanceOf(Probe.class);
		assertThat(((Probe) request.getParams()).keyed()).containsEntry(7, "seven");
	}

	/** Numbers reach the params as the tree gives them: a fraction cut for an int, a quoted decimal refused. */
	@Test
	void numbersAreReadAsTheTreeReadsThem() {
		for (String value : new String[] { "2.0", "1.5", "-1.5", "1e2", "1e400", "2147483648", "9223372036854775808", "-0", "\"3\"",
				"\"3.0\"", "\" 3\"", "\"3d\"", "\"0x3\"", "\"NaN\"", "true", "null", "1e-400", "\"\u0661\u0662\"", "\"\uff15\"",
				"\"\\u0661\"" }) {
			for (String member : new String[] { "i", "l", "boxed", "d" }) {
				assertAgrees(messages, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"" + member + "\":" + value + "}}");
			}
		}
		// Java reads digits of every script, a tree reads ASCII ones only.
		assertThat(messages.readCommon("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"l\":\"\u0661\u0662\"}}")).isNull();
		assertThat(messages.readCommon("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"keyed\":{\"\u0661\":\"x\"}}}")).isNull();
		assertAgrees(messages, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"keyed\":{\"\u0661\":\"x\"}}}");
		RequestMessage cut = (RequestMessage) assertAgrees(messages, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"i\":1.5}}");
		assertThat(((Probe) cut.getParams()).i()).isEqualTo(1);
		assertThat(messages.readCommon("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"i\":\"3.0\"}}")).isNull();
		assertThat(checked(messages, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"i\":\"3.0\"}}")).isNull();
	}

	/** Every other shape, and every line the checked read refuses, is left to the checked read. */
	@Test
	void otherShapesAreLeftToTheCheckedRead() {
		String unknownMember = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"unknown\":\"%s\"}}";
		List<String> lines = List.of(
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"id\":2,\"method\":\"probe\",\"params\":{}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{},\"extra\":0}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\"}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":null}",
				"{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"probe\",\"params\":{}}",
				"{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"probe\",\"params\":{}}",
				"{\"jsonrpc\":\"1.0\",\"id\":1,\"method\":\"probe\",\"params\":{}}",
				"{\"id\":1,\"method\":\"probe\",\"params\":{}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":7,\"params\":{}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}",
				"[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{}}]",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{}} {}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{},}",
				"{'jsonrpc':\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"s\":\"\\ud800\"}}",
				// A skipped string is held to strict JSON as a read one is.
				String.format(unknownMember, "\\ud800"),
				String.format(unknownMember, "tab\there"),
				String.format(unknownMember, "\\'"),
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"i\":\"x\"}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"map\":{\"k\":1,\"k\":2}}}",
				// A repeated name: a tree keeps the last value at the first name's place.
				"{\"jsonrpc\":\"2.0\",\"method\":\"alternate\",\"params\":{\"a\":1,\"b\":2,\"a\":3}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"unknown\":1,\"unknown\":2}}",
				"{\"jsonrpc\":\"2.0\",\"method\":\"note\",\"params\":{\"name\":\"n\",\"name\":\"last\"}}",
				"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"tree\":{\"t\":1,\"t\":2}}}",
				"{\"jsonrpc\":\"2.0\",\"method\":\"skipped\",\"params\":{\"a\":{\"b\":1},\"a\":2}}");
		for (String line : lines) {
			assertThat(messages.readCommon(line)).as(line).isNull();
		}
		assertThat(checked(messages, String.format(unknownMember, "tab\there"))).isNull();
		assertThat(((Alternate) ((NotificationMessage) checked(messages, lines.get(20))).getParams()).x()).isEqualTo(2);
		assertThat(assertAgrees(messages, "{\"jsonrpc\":\"2.0\",\"method\":\"alternate\",\"params\":{\"a\":1,\"b\":2}}")).isNotNull();
		assertThat(assertAgrees(messages, "{\"jsonrpc\":\"2.0\",\"method\":\"skipped\",\"params\":{\"a\":{\"b\":[1]},\"c\":2}}")).isNotNull();
		// The names of the message itself are told apart from the skipped params' names.
		assertThat(assertAgrees(messages, "{\"method\":\"skipped\",\"params\":{\"jsonrpc\":1},\"jsonrpc\":\"2.0\"}")).isNotNull();
		assertThat(checked(messages, String.format(unknownMember, "\\ud800"))).isNotNull();
	}

	/**
	 * A Gson with a strictness of its own would read typed params with it, so they are read into a
	 * tree first: the line is held to strict JSON all the same.
	 */
	@Test
	void aGsonWithItsOwnStrictnessStillGetsOnlyStrictJson() {
		for (Strictness strictness : Strictness.values()) {
			JsonMessages relaxed = messages(gson -> gson.setStrictness(strictness));
			assertThat(assertAgrees(relaxed, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":" + PROBE + "}")).isNotNull();
			assertThat(relaxed.readCommon("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"s\":'single'}}")).isNull();
			assertThat(relaxed.readCommon("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"probe\",\"params\":{\"s\":\"\\'\"}}")).isNull();
		}
	}
}
