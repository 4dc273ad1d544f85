package io.github.acp4j.agent.session;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One session's events, in the order they happened, told to every subscriber (the connections that
 * follow the session): a turn's events come through its {@link Gate}, which shuts when the turn
 * answers, so nothing of a turn reaches a subscriber after the turn's end. Events are told under one
 * lock, so every subscriber sees one order. A subscriber that fails (its connection ended) is
 * dropped, and the session goes on for the others. The feed also knows the session's foreground
 * state now, for a client that resumes the session.
 */
public final class SessionFeed {

	private static final Logger LOG = Logger.getLogger(SessionFeed.class.getName());

	/** Follows a session's events. */
	@FunctionalInterface
	public interface Subscriber {

		/** Renders {@code event} of the session {@code sessionId}; must not wait for the client. */
		void present(String sessionId, SessionEvent event);
	}

	private final String sessionId;
	private final CopyOnWriteArrayList<Subscriber> subscribers = new CopyOnWriteArrayList<>();
	private SessionEvent.StateChanged state = SessionEvent.StateChanged.idle(null, null);

	SessionFeed(String sessionId) {
		this.sessionId = sessionId;
	}

	/** From now on {@code subscriber} is told this session's events; subscribing twice counts once. */
	public void subscribe(Subscriber subscriber) {
		subscribers.addIfAbsent(subscriber);
	}

	/** Tells every subscriber {@code event}, in the order of the calls. */
	public synchronized void publish(SessionEvent event) {
		if (event instanceof SessionEvent.StateChanged changed) {
			state = changed;
		}
		tell(sessionId, event);
	}

	private synchronized void relay(String otherSessionId, SessionEvent event) {
		tell(otherSessionId, event);
	}

	private void tell(String id, SessionEvent event) {
		for (Subscriber subscriber : subscribers) {
			try {
				subscriber.present(id, event);
			} catch (RuntimeException e) {
				drop(subscriber, e);
			}
		}
	}

	private void drop(Subscriber subscriber, RuntimeException e) {
		subscribers.remove(subscriber);
		LOG.log(Level.FINE, "Session " + sessionId + ": a subscriber that failed no longer follows it", e);
	}

	/** A new turn's gate, open until the turn ends. */
	public Gate openGate() {
		return new Gate();
	}

	/**
	 * One turn's way into the feed: what the turn reports is told until the turn's end, which
	 * {@link #shut} tells last; from then on nothing of the turn is told, whichever thread reports it.
	 */
	public final class Gate {

		/** Guarded by the feed. */
		private boolean shut;

		private Gate() {
		}

		/** Tells {@code event} unless the turn ended; whether it was told. */
		public boolean publish(SessionEvent event) {
			synchronized (SessionFeed.this) {
				if (shut) {
					return false;
				}
				SessionFeed.this.publish(event);
				return true;
			}
		}

		/**
		 * Tells every subscriber {@code event} of another session, {@code otherSessionId}, that this
		 * session's clients are shown (a subagent's child, shown with its parent), unless the turn
		 * ended; it does not change this session's state.
		 */
		public void relay(String otherSessionId, SessionEvent event) {
			synchronized (SessionFeed.this) {
				if (!shut) {
					SessionFeed.this.relay(otherSessionId, event);
				}
			}
		}

		/** Tells {@code end}, the session's state once the turn is over, then shuts; false when it was shut already. */
		public boolean shut(SessionEvent.StateChanged end) {
			synchronized (SessionFeed.this) {
				if (shut) {
					return false;
				}
				SessionFeed.this.publish(end);
				shut = true;
				return true;
			}
		}

		/** Whether the turn ended. */
		public boolean isShut() {
			synchronized (SessionFeed.this) {
				return shut;
			}
		}
	}

	/** The session's foreground state now: the last one published, idle before any. */
	public synchronized SessionEvent.StateChanged state() {
		return state;
	}

	/**
	 * Tells {@code subscriber} alone {@code events} (a replay of the stored session), then the
	 * session's state now, with nothing of the session in between.
	 */
	public synchronized void replay(Subscriber subscriber, List<SessionEvent> events) {
		for (SessionEvent event : events) {
			subscriber.present(sessionId, event);
		}
		subscriber.present(sessionId, state.state() == SessionEvent.State.IDLE ? SessionEvent.StateChanged.idle(null, null) : state);
	}
}
