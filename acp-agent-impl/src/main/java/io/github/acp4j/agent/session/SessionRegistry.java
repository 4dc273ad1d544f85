package io.github.acp4j.agent.session;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import com.google.inject.Singleton;

/** The sessions open on this connection, by id. */
@Singleton
public final class SessionRegistry {

	private final Map<String, Session> sessions = new ConcurrentHashMap<>();

	public void add(Session session) {
		sessions.put(session.id(), session);
	}

	public Optional<Session> get(String id) {
		return id == null ? Optional.empty() : Optional.ofNullable(sessions.get(id));
	}

	public Optional<Session> remove(String id) {
		return id == null ? Optional.empty() : Optional.ofNullable(sessions.remove(id));
	}

	public Collection<Session> all() {
		return sessions.values();
	}
}
