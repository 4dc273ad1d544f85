package io.github.acp4j.jsonrpc;

import java.io.IOException;

/**
 * Where a {@link FramedLauncher} sends its messages: a transport that frames each message itself (a
 * WebSocket text message, a server-sent event, an HTTP body) instead of writing lines on a stream.
 */
@FunctionalInterface
public interface MessageSink {

	/**
	 * Sends the JSON text of one message, which holds no line feed. Called in the order the messages
	 * are to leave, by one thread at a time. It must not wait for the peer to read (a peer that stops
	 * reading would hold up whichever thread sent, a request pool's or a turn's): it buffers, and ends
	 * the connection when the buffer is full. Throwing fails the message's sender.
	 */
	void send(String json) throws IOException;
}
