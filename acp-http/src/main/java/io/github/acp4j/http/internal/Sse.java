package io.github.acp4j.http.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.net.http.HttpResponse;

/**
 * Reads a {@code text/event-stream} body: the {@code data:} lines of each event, joined by line
 * feeds, are handed over when the blank line that ends it arrives; comments and other fields are
 * skipped. A line longer than the limit fails the stream rather than grow without bound.
 */
final class Sse implements HttpResponse.BodySubscriber<Void> {

	private final Consumer<String> events;
	private final int maxLine;
	private final CompletableFuture<Void> body = new CompletableFuture<>();
	private final ByteArrayOutputStream line = new ByteArrayOutputStream();
	private final StringBuilder data = new StringBuilder();
	private boolean hasData;
	private boolean lastWasCarriageReturn;
	private volatile Flow.Subscription subscription;

	Sse(Consumer<String> events, int maxMessageSize) {
		this.events = events;
		this.maxLine = maxMessageSize + 16;
	}

	@Override
	public void onSubscribe(Flow.Subscription subscribed) {
		subscription = subscribed;
		subscribed.request(1);
	}

	@Override
	public void onNext(List<ByteBuffer> buffers) {
		try {
			for (ByteBuffer buffer : buffers) {
				while (buffer.hasRemaining()) {
					byte b = buffer.get();
					if (b == '\n' && lastWasCarriageReturn) {
						lastWasCarriageReturn = false;
					} else if (b == '\n' || b == '\r') {
						lastWasCarriageReturn = b == '\r';
						line(line.toString(StandardCharsets.UTF_8));
						line.reset();
					} else {
						lastWasCarriageReturn = false;
						if (line.size() >= maxLine) {
							throw new IOException("An event of the stream exceeds the limit of " + maxLine + " bytes");
						}
						line.write(b);
					}
				}
			}
		} catch (IOException e) {
			subscription.cancel();
			body.completeExceptionally(e);
			return;
		}
		subscription.request(1);
	}

	private void line(String text) {
		if (text.isEmpty()) {
			if (hasData) {
				String event = data.toString();
				data.setLength(0);
				hasData = false;
				events.accept(event);
			}
		} else if (text.startsWith("data:")) {
			if (hasData) {
				data.append('\n');
			}
			data.append(text, text.startsWith("data: ") ? 6 : 5, text.length());
			hasData = true;
		}
	}

	/** Stops reading the stream. */
	void cancel() {
		Flow.Subscription subscribed = subscription;
		if (subscribed != null) {
			subscribed.cancel();
		}
		body.complete(null);
	}

	@Override
	public void onError(Throwable throwable) {
		body.completeExceptionally(throwable);
	}

	@Override
	public void onComplete() {
		body.complete(null);
	}

	@Override
	public CompletionStage<Void> getBody() {
		return body;
	}
}
