package io.github.acp4j.agent;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

/**
 * Sees the threads a connection's reader thread creates. The thread that starts listening carries
 * the probe while it does; the one thread it creates there (the reader) inherits it, and every thread
 * the reader creates afterwards is recorded, on the reader, with where it was created. A child never
 * inherits it further.
 */
final class ReaderThreadProbe {

	private static final InheritableThreadLocal<ReaderThreadProbe> CARRIED = new InheritableThreadLocal<>() {
		@Override
		protected ReaderThreadProbe childValue(ReaderThreadProbe probe) {
			return probe == null ? null : probe.created();
		}
	};

	private final Thread listening = Thread.currentThread();
	private final List<String> started = new CopyOnWriteArrayList<>();
	private volatile boolean readerMarked;

	private ReaderThreadProbe() {
	}

	/** Runs {@code startListening} (which creates the reader thread) and returns the probe its reader carries. */
	static ReaderThreadProbe listening(Runnable startListening) {
		ReaderThreadProbe probe = new ReaderThreadProbe();
		CARRIED.set(probe);
		try {
			startListening.run();
		} finally {
			CARRIED.remove();
		}
		return probe;
	}

	/** On the creating thread, as a thread carrying the probe creates one. */
	private ReaderThreadProbe created() {
		if (Thread.currentThread() == listening) {
			if (readerMarked) {
				return null;
			}
			readerMarked = true;
			return this;
		}
		started.add(Thread.currentThread().getName() + " created a thread at " + StackWalker.getInstance()
				.walk(frames -> frames.map(StackWalker.StackFrame::toString).filter(frame -> frame.startsWith("io.github.acp4j") && !frame.contains("ReaderThreadProbe"))
						.limit(4).collect(Collectors.joining(" < "))));
		return null;
	}

	/** Whether the reader thread carries the probe (else nothing it does can be seen). */
	boolean readerMarked() {
		return readerMarked;
	}

	/** The threads the reader thread created, each with where. */
	List<String> threadsStarted() {
		return List.copyOf(started);
	}
}
