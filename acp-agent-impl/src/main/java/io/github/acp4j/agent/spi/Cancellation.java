package io.github.acp4j.agent.spi;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The cancellation token of one prompt turn. {@code session/cancel} trips it once; everything the
 * turn started (an HTTP call, a process, a pending permission request) registered how to stop
 * itself and is stopped right away.
 */
public final class Cancellation {

	private static final Logger LOG = Logger.getLogger(Cancellation.class.getName());

	private final CountDownLatch cancelled = new CountDownLatch(1);
	private final List<Runnable> actions = new CopyOnWriteArrayList<>();

	/** Trips the token and runs every registered action; later calls do nothing. */
	public void cancel() {
		synchronized (this) {
			if (isCancelled()) {
				return;
			}
			cancelled.countDown();
		}
		for (Runnable action : actions) {
			run(action);
		}
	}

	public boolean isCancelled() {
		return cancelled.getCount() == 0;
	}

	/**
	 * Runs {@code action} when the token trips, or now if it already has. The returned handle
	 * unregisters it once what it stops has ended by itself.
	 */
	public Registration onCancel(Runnable action) {
		synchronized (this) {
			if (!isCancelled()) {
				actions.add(action);
				return () -> actions.remove(action);
			}
		}
		run(action);
		return () -> {
		};
	}

	/** An action registered with {@link #onCancel}; closing it unregisters the action. */
	@FunctionalInterface
	public interface Registration extends AutoCloseable {
		@Override
		void close();
	}

	/** @throws CancellationException if the token has tripped */
	public void throwIfCancelled() {
		if (isCancelled()) {
			throw new CancellationException("cancelled");
		}
	}

	/**
	 * Waits for the given time unless the token trips first.
	 *
	 * @throws CancellationException if it trips
	 */
	public void sleep(long millis) throws InterruptedException {
		if (cancelled.await(millis, TimeUnit.MILLISECONDS)) {
			throw new CancellationException("cancelled");
		}
	}

	private static void run(Runnable action) {
		try {
			action.run();
		} catch (RuntimeException e) {
			LOG.log(Level.WARNING, "A cancel action failed", e);
		}
	}
}
