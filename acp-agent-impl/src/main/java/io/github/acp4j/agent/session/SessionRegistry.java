package io.github.acp4j.agent.session;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.permission.PermissionEngine;

/** The sessions open on this connection, by id. */
@Singleton
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
}
