package io.github.acp4j.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.handlers.InitializeHandler;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.jsonrpc.internal.StrictJson;

/**
 * The client's first line answered before the connection exists, when it is a plain
 * {@code initialize} request: see {@link DeferredAgentServer#answerFirstInitialize}. The line is
 * read as the connection reads one (strict JSON, a JSON-RPC 2.0 request with a string or number id
 * and object params, the params typed with a Gson configured as the connection's is) and answered
 * with what the connection would write; a line that fails any of it is left to the connection,
 * which answers it as before.
 */
final class EarlyInitialize {

	private EarlyInitialize() {
	}

	/**
	 * The connection's input: {@code in}, with room to give back what the first read took beyond the
	 * first line. A read returns what was given back, if anything is, without waiting for more
	 * ({@link PushbackInputStream}'s own read would block for the rest of its buffer, and a line
	 * given back would wait for the next one); once that is read, an end of input the first read
	 * met is met again (a terminal gives one only once).
	 */
	static final class FirstLineInput extends PushbackInputStream {

		private volatile boolean ended;

		FirstLineInput(InputStream in, int capacity) {
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
	}

	/** Reads up to a newline or {@code capacity} bytes, answers the line if it can, and gives the rest back. */
	static InitializeRequest answer(PushbackInputStream in, OutputStream out, int capacity) throws IOException {
		byte[] read = new byte[capacity];
		int size = 0;
		int answered = 0;
		try {
			int newline = -1;
			while (newline < 0 && size < capacity) {
				int n = in.read(read, size, capacity - size);
				if (n < 0) {
					if (in instanceof FirstLineInput) {
						((FirstLineInput) in).ended = true;
					}
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
			InitializeRequest request = null;
			String answer = null;
			try {
				String line = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(read, 0, newline)).toString();
				JsonObject message = StrictJson.parse(line).getAsJsonObject();
				JsonElement id = message.get("id");
				JsonElement params = message.get("params");
				if (isString(message.get("jsonrpc"), "2.0") && isString(message.get("method"), "initialize") && id != null
						&& id.isJsonPrimitive() && !id.getAsJsonPrimitive().isBoolean() && params != null && params.isJsonObject()) {
					Gson gson = gson();
					request = gson.fromJson(params, InitializeRequest.class);
					answer = "{\"jsonrpc\":\"2.0\",\"id\":" + gson.toJson(id) + ",\"result\":"
							+ gson.toJson(new InitializeHandler().handle(request)) + "}\n";
				}
			} catch (IOException | RuntimeException refused) {
				// Not UTF-8, not strict JSON, not an object, params that do not read, no protocolVersion:
				// the connection reads it again and answers it as it answers any line.
				return null;
			}
			if (answer == null) {
				return null;
			}
			// The line is the editor's once it is answered, even if writing the answer fails.
			answered = newline + 1;
			out.write(answer.getBytes(StandardCharsets.UTF_8));
			out.flush();
			return request;
		} finally {
			in.unread(read, answered, size - answered);
		}
	}

	private static boolean isString(JsonElement json, String value) {
		return json != null && json.isJsonPrimitive() && json.getAsJsonPrimitive().isString() && json.getAsString().equals(value);
	}

	/** A Gson configured as the connection's: LSP4J's, with ACP's mapping and the agent's. */
	private static Gson gson() {
		return new MessageJsonHandler(Map.of(), builder -> DeferredAgentServer.configureGson(AcpGson.configure(builder))).getGson();
	}
}
