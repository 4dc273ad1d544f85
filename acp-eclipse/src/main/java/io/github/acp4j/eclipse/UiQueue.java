package io.github.acp4j.eclipse;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;

/**
 * Hands items from any thread to the UI thread without waiting: {@link #post} queues and, when no
 * drain is pending, schedules one for the next frame ({@value #FRAME_MILLIS} ms on); the drain takes
 * everything queued by then in one batch. A flood of updates thus costs at most one UI runnable per
 * frame, not one per update, and the posting thread (the connection's reader) never blocks on the UI.
 *
 * @param <E> the items handed over
 */
public final class UiQueue<E> {
	/** One frame at 60 Hz. */
	public static final int FRAME_MILLIS = 16;
	private final Display display;
	private final Consumer<List<E>> drain;
	private final ConcurrentLinkedQueue<E> items = new ConcurrentLinkedQueue<>();
	private final AtomicBoolean scheduled = new AtomicBoolean();

	/** A queue whose batches {@code drain} receives on {@code display}'s thread. */
	public UiQueue(Display display, Consumer<List<E>> drain) {
		this.display = display;
		this.drain = drain;
	}

	/** Queues {@code item}; never blocks. Items posted after the display is disposed are dropped. */
	public void post(E item) {
		items.add(item);
		if (scheduled.compareAndSet(false, true) && !display.isDisposed()) {
			display.asyncExec(() -> display.timerExec(FRAME_MILLIS, this::drain));
		}
	}

	private void drain() {
		scheduled.set(false);
		List<E> batch = new ArrayList<>();
		for (E item = items.poll(); item != null; item = items.poll()) {
			batch.add(item);
		}
		if (!batch.isEmpty()) {
			drain.accept(batch);
		}
	}
}
