package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * A connection's first line answered before the connection exists, when it is a plain request for
 * one method. The line is read as the connection reads one (strict JSON, a JSON-RPC 2.0 request
 * with a string or number id and object params, the params typed with the connection's Gson) and
 * answered with what the connection would write; a line that fails any of it, and whatever follows
 * the line, is given back for the connection to read, nothing written for it. A line answered is
 * kept for the connection, which handles it first as it handles any request, its answer not written
 * again (see {@link Input#answered()}), so that its service learns of it as the connection would
 * have told it.
 */
public final class FirstLine {

	private FirstLine() {
	}

	/**
	 * The connection's input: {@code in}, with room to give back what the first read took beyond the
	 * first line. A read returns what was given back, if anything is, without waiting for more
	 * ({@link PushbackInputStream}'s own read would block for the rest of its buffer, and a line
	 * given back would wait for the next one); once that is read, an end of input the first read
	 * met is met again (a terminal gives one only once).
	 */
	public static final class Input extends PushbackInputStream {

		private volatile boolean ended;
		private volatile String answeredLine;

		public Input(InputStream in, int capacity) {
			super(in, capacity);
		}

		@Override
		public int read() throws IOException {
			return pos == buf.length && ended ? -1 : super.read();
		}

		@Override
		public int read(byte[] bytes, int offset, int length) throws IOException {
			int givenBack = buf.length - pos;
			if (givenBack == 0 && ended && length > 0) {
				return -1;
			}
			return super.read(bytes, offset, givenBack > 0 ? Math.min(length, givenBack) : length);
		}

		/** The bytes this input gives back at most. */
		int capacity() {
			return buf.length;
		}

		/** The first line, when it was answered and taken from this input; else null. */
		public String answered() {
			return answeredLine;
		}
	}

	/**
	 * Reads up to a newline or the input's capacity, answers the line on {@code out} if it is a request
	 * for {@code method} whose params read as the type {@code paramsType} gives for them (null: the
	 * connection reads the line) and that {@code answer} answers (a runtime exception of it leaves the
	 * line to the connection), and gives the rest back.
	 *
	 * @return the request's params, or null when the connection is to read the line
	 * @throws IOException when reading or writing fails (what was read and not answered is given back first)
	 */
	public static <P> P answer(Input in, OutputStream out, String method, Function<? super JsonObject, Class<? extends P>> paramsType,
			Gson gson, Function<? super P, ?> answer) throws IOException {
		int capacity = in.capacity();
		byte[] read = new byte[capacity];
		int size = 0;
		int answered = 0;
		try {
			int newline = -1;
			while (newline < 0 && size < capacity) {
				int n = in.read(read, size, capacity - size);
				if (n < 0) {
					in.ended = true;
					break;
				}
				for (int i = size; i < size + n && newline < 0; i++) {
					if (read[i] == '\n') {
						newline = i;
					}
				}
				size += n;
			}
			if (newline < 0) {
				return null;
			}
			P params = null;
			String line;
			try {
				String text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(read, 0, newline)).toString();
				JsonObject message = StrictJson.parse(text).getAsJsonObject();
				JsonElement id = message.get("id");
				JsonElement given = message.get("params");
				if (!isString(message.get("jsonrpc"), "2.0") || !isString(message.get("method"), method) || id == null
						|| !id.isJsonPrimitive() || id.getAsJsonPrimitive().isBoolean() || given == null || !given.isJsonObject()) {
					return null;
				}
				Class<? extends P> type = paramsType.apply(given.getAsJsonObject());
				if (type == null) {
					return null;
				}
				params = gson.fromJson(given, type);
				// The id echoed as it came (a number keeps its digits), as the connection echoes it.
				line = "{\"jsonrpc\":\"2.0\",\"id\":" + gson.toJson(id) + ",\"result\":" + gson.toJson(answer.apply(params)) + "}\n";
				in.answeredLine = text;
			} catch (IOException | RuntimeException refused) {
				// Not UTF-8, not strict JSON, not an object, params that do not read or that the answer refuses:
				// the connection reads it again and answers it as it answers any line.
				return null;
			}
			// The line is the peer's once it is answered, even if writing the answer fails.
			answered = newline + 1;
			out.write(line.getBytes(StandardCharsets.UTF_8));
			out.flush();
			return params;
		} finally {
			in.unread(read, answered, size - answered);
		}
	}

	private static boolean isString(JsonElement json, String value) {
		return json != null && json.isJsonPrimitive() && json.getAsJsonPrimitive().isString() && json.getAsString().equals(value);
	}
}
