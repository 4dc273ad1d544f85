package io.github.acp4j.jsonrpc;

import java.time.Instant;

/**
 * Told of every message of a connection as it passes, in its JSON text as on the wire: what a host
 * needs for a message log or an inspector. Set with {@link NdjsonLauncher.Builder#setMessageListener}.
 *
 * <p>Both methods are called on the connection's own threads, {@link #received} on the one that
 * reads: they must return at once (hand the text to a queue of your own) and must not throw.
 */
public interface MessageListener {

	/**
	 * A text read from the peer, before it is handled: a message, a batch, or a text that is no
	 * message (answered or logged as such after this call).
	 *
	 * @param json the text, without its line terminator
	 * @param at   when it was read
	 */
	void received(String json, Instant at);

	/**
	 * A message handed to the transport to be written, in the order they are written.
	 *
	 * @param json the message's text, without its line terminator
	 * @param at   when it was handed over
	 */
	void sent(String json, Instant at);
}
