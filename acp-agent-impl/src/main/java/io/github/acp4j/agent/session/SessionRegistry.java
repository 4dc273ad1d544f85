package io.github.acp4j.agent.session;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

import com.google.inject.Inject;

import io.github.acp4j.agent.permission.PermissionEngine;

/** The sessions open on one connection, by id (one per connection: the agent's module scopes it so). */
public final class SessionRegistry {

	private final Map<String, Session> sessions = new ConcurrentHashMap<>();
	private final PermissionEngine permissions;

	/** @param permissions told to forget a session's "always" answers when the session leaves */
	@Inject
	public SessionRegistry(PermissionEngine permissions) {
		this.permissions = permissions;
	}

	public void add(Session session) {
		sessions.put(session.id(), session);
	}

	public Optional<Session> get(String id) {
		return id == null ? Optional.empty() : Optional.ofNullable(sessions.get(id));
	}

	public Optional<Session> remove(String id) {
		if (id == null) {
			return Optional.empty();
		}
		permissions.forget(id);
		return Optional.ofNullable(sessions.remove(id));
	}

	public Collection<Session> all() {
		return sessions.values();
	}

	/**
	 * Closes {@code open}, sessions of this connection, whatever ends them (the client's
	 * {@code session/close}, a load that opens one again, the connection's end, the agent's shutdown):
	 * every turn is cancelled first; then each session leaves the registry (its "always" answers
	 * forgotten), its turn is given until {@code wait} has passed to answer and finish recording, and
	 * it is saved and its MCP servers stopped, {@code closed} told of it then, even when that failed.
	 * The files stay.
	 */
	public void close(Collection<Session> open, Duration wait, Consumer<Session> closed) {
		List<Session> closing = List.copyOf(open);
		closing.forEach(Session::cancel);
		long deadline = System.nanoTime() + wait.toNanos();
		for (Session session : closing) {
			try {
				remove(session.id());
				session.awaitIdle(Duration.ofNanos(Math.max(0, deadline - System.nanoTime())));
				session.close();
			} finally {
				closed.accept(session);
			}
		}
	}
}
