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
 * and object params, the params typed with the connection's Gson) and answered with what the
 * connection would write; a line that fails any of it is left to the connection, which answers it
 * as before.
 */
final class EarlyInitialize {

	private EarlyInitialize() {
	}

	/**
	 * The connection's input: {@code in}, with room to give back what the first read took beyond the
	 * first line. A read returns what was given back, if anything is, without waiting for more
	 * ({@link PushbackInputStream}'s own read would block for the rest of its buffer, and a line
	 * given back would wait for the next one).
	 */
	static PushbackInputStream input(InputStream in, int capacity) {
		return new PushbackInputStream(in, capacity) {
			@Override
			public int read(byte[] bytes, int offset, int length) throws IOException {
				int givenBack = buf.length - pos;
				return super.read(bytes, offset, givenBack > 0 ? Math.min(length, givenBack) : length);
			}
		};
	}

	/** Reads up to a newline or {@code capacity} bytes, answers the line if it can, and pushes the rest back. */
	static InitializeRequest answer(PushbackInputStream in, OutputStream out, int capacity) throws IOException {
		byte[] read = new byte[capacity];
		int size = 0;
		int newline = -1;
		while (newline < 0 && size < capacity) {
			int n = in.read(read, size, capacity - size);
			if (n < 0) {
				break;
			}
			for (int i = size; i < size + n && newline < 0; i++) {
				if (read[i] == '\n') {
					newline = i;
				}
			}
			size += n;
		}
		String answer = null;
		InitializeRequest request = null;
		if (newline >= 0) {
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
				answer = null;
			}
		}
		int answered = 0;
		if (answer != null) {
			out.write(answer.getBytes(StandardCharsets.UTF_8));
			out.flush();
			answered = newline + 1;
		}
		in.unread(read, answered, size - answered);
		return answer != null ? request : null;
	}

	private static boolean isString(JsonElement json, String value) {
		return json != null && json.isJsonPrimitive() && json.getAsJsonPrimitive().isString() && json.getAsString().equals(value);
	}

	/** The Gson the connection reads and writes with: LSP4J's, with ACP's mapping and the agent's. */
	private static Gson gson() {
		return new MessageJsonHandler(Map.of(), builder -> DeferredAgentServer.configureGson(AcpGson.configure(builder))).getGson();
	}
}
