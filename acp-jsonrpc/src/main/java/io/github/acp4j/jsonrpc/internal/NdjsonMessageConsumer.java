package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;

/**
 * Writes each message as one line: serialized outside the lock, then one write and one flush under
 * it, so lines never interleave and each thread's messages leave in the order it sent them. A peer
 * that stops reading blocks the writing thread; nothing is queued or dropped.
 */
public final class NdjsonMessageConsumer implements MessageConsumer {

	private final OutputStream output;
	private final MessageJsonHandler jsonHandler;
	private final Object lock = new Object();

	public NdjsonMessageConsumer(OutputStream output, MessageJsonHandler jsonHandler) {
		this.output = output;
		this.jsonHandler = jsonHandler;
	}

	@Override
	public void consume(Message message) {
		// Gson escapes control characters inside strings, so the only line feed is the terminator.
		byte[] line = (jsonHandler.serialize(message) + '\n').getBytes(StandardCharsets.UTF_8);
		try {
			synchronized (lock) {
				output.write(line);
				output.flush();
			}
		} catch (IOException exception) {
			throw new JsonRpcException(exception);
		}
	}
}
