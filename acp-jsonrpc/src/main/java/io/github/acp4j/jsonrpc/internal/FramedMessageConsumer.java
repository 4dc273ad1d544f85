package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;

import com.google.gson.Gson;

import io.github.acp4j.jsonrpc.MessageListener;
import io.github.acp4j.jsonrpc.MessageSink;

/**
 * Hands each message's JSON text to a {@link MessageSink}, one at a time, in the order the messages
 * are handed over (serializing happens before, in parallel).
 */
public final class FramedMessageConsumer implements MessageConsumer {

	private final MessageSink sink;
	private final MessageWriter messages;
	private final MessageListener listener;

	/**
	 * @param values   the Gson that writes, configured as {@code jsonHandler}'s (see {@link MessageWriter})
	 * @param listener told of each message in the order they are sent, or null
	 */
	public FramedMessageConsumer(MessageSink sink, MessageJsonHandler jsonHandler, Gson values, MessageListener listener) {
		this.sink = sink;
		this.listener = listener;
		this.messages = new MessageWriter(jsonHandler, values);
	}

	@Override
	public void consume(Message message) {
		String json = messages.text(message, "");
		synchronized (this) {
			try {
				sink.send(json);
			} catch (IOException e) {
				throw new JsonRpcException(e);
			}
			Listening.sent(listener, json);
		}
	}
}
