package io.github.acp4j.jsonrpc.internal;

import java.time.Instant;
import java.util.logging.Level;
import java.util.logging.Logger;

import io.github.acp4j.jsonrpc.MessageListener;

/** Calls a host's {@link MessageListener}, whose failure is logged and changes nothing of the connection. */
final class Listening {

	private static final Logger LOG = Logger.getLogger(Listening.class.getName());

	private Listening() {
	}

	/** Tells {@code listener}, unless null, of a text read now. */
	static void received(MessageListener listener, String json) {
		if (listener != null) {
			try {
				listener.received(json, Instant.now());
			} catch (RuntimeException e) {
				LOG.log(Level.WARNING, "The message listener failed on a message read", e);
			}
		}
	}

	/** Tells {@code listener}, unless null, of a message handed over to be written now. */
	static void sent(MessageListener listener, String json) {
		if (listener != null) {
			try {
				listener.sent(json, Instant.now());
			} catch (RuntimeException e) {
				LOG.log(Level.WARNING, "The message listener failed on a message written", e);
			}
		}
	}
}
