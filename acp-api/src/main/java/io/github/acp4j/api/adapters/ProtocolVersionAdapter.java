package io.github.acp4j.api.adapters;

import java.io.IOException;
import java.util.Locale;

import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;

/**
 * {@code protocolVersion} as ACP defines it: a JSON integer. Gson would read {@code "1"} as 1; here a
 * string, a boolean or a fraction fails the read, so the request is answered {@code -32602}.
 */
public final class ProtocolVersionAdapter extends TypeAdapter<Integer> {

	@Override
	public void write(JsonWriter out, Integer value) throws IOException {
		if (value == null) {
			out.nullValue();
		} else {
			out.value(value);
		}
	}

	@Override
	public Integer read(JsonReader in) throws IOException {
		JsonToken token = in.peek();
		if (token == JsonToken.NULL) {
			in.nextNull();
			return null;
		}
		if (token != JsonToken.NUMBER) {
			throw new JsonSyntaxException("protocolVersion must be an integer, not " + token.name().toLowerCase(Locale.ROOT)
					+ " at " + in.getPath());
		}
		String number = in.nextString();
		try {
			return Integer.valueOf(number);
		} catch (NumberFormatException e) {
			throw new JsonSyntaxException("protocolVersion must be an integer, not " + number);
		}
	}
}
