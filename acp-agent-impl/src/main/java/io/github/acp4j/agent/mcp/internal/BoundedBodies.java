package io.github.acp4j.agent.mcp.internal;

import java.io.IOException;

import io.github.acp4j.jsonrpc.NdjsonLauncher;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.Buffer;
import okio.ForwardingSource;
import okio.Okio;
import okio.Source;

/**
 * Holds what an HTTP or SSE MCP server sends to the limit a stdio server's messages have (32 MiB a
 * message): an event stream per event, any other body whole. Reading past the limit fails with
 * {@link TooLarge}, which fails the call waiting for the answer instead of holding it in memory
 * (a 100 MB result) or waiting for the call's timeout.
 */
final class BoundedBodies implements Interceptor {

	/** The longest message read from a server. */
	static final long MAX_MESSAGE_SIZE = NdjsonLauncher.DEFAULT_MAX_MESSAGE_SIZE;

	/** A body or an event went past {@link #MAX_MESSAGE_SIZE}. */
	static final class TooLarge extends IOException {
		private static final long serialVersionUID = 1L;

		TooLarge() {
			super("over the " + MAX_MESSAGE_SIZE / (1024 * 1024) + " MiB limit on one message", null);
		}
	}

	@Override
	public Response intercept(Chain chain) throws IOException {
		Response response = chain.proceed(chain.request());
		ResponseBody body = response.body();
		MediaType type = body.contentType();
		boolean events = type != null && "text".equals(type.type()) && "event-stream".equals(type.subtype());
		Source bounded = new Bound(body.source(), events);
		return response.newBuilder().body(ResponseBody.create(Okio.buffer(bounded), type, body.contentLength())).build();
	}

	/**
	 * Counts what is read: all of it, or for an event stream what was read since the last blank line
	 * (an event ends at one: {@code \n\n}, {@code \r\r} or {@code \r\n\r\n}).
	 */
	private static final class Bound extends ForwardingSource {
		private final boolean events;
		private long counted;
		private long line;
		private boolean afterCarriageReturn;

		Bound(Source source, boolean events) {
			super(source);
			this.events = events;
		}

		@Override
		public long read(Buffer sink, long byteCount) throws IOException {
			long start = sink.size();
			long read = super.read(sink, byteCount);
			if (read <= 0) {
				return read;
			}
			if (!events) {
				counted += read;
			}
			for (long i = start; events && i < start + read; i++) {
				byte b = sink.getByte(i);
				boolean crlf = b == '\n' && afterCarriageReturn;
				afterCarriageReturn = b == '\r';
				if (b != '\n' && b != '\r') {
					line++;
					if (++counted > MAX_MESSAGE_SIZE) {
						throw new TooLarge();
					}
				} else if (!crlf) {
					counted = line == 0 ? 0 : counted;
					line = 0;
				}
			}
			if (counted > MAX_MESSAGE_SIZE) {
				throw new TooLarge();
			}
			return read;
		}
	}
}
