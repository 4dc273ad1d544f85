package io.github.acp4j.agent;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

import com.google.inject.Key;
import com.google.inject.OutOfScopeException;
import com.google.inject.Provider;
import com.google.inject.Scope;

/**
 * The Guice scope of {@link ConnectionScoped} objects, made as Guice's {@code ServletScopes.scopeRequest}
 * makes a request's: a connection ({@link #open()}) holds its objects, and the thread that is
 * {@linkplain Connection#call in it} is given them. A {@code Provider} of a connection's object, asked
 * later on another thread, asks in the connection it was {@linkplain #transfer taken in}. Everything
 * not connection-scoped is the agent's, shared by every connection, as bound.
 */
final class ConnectionScope implements Scope {

	private final ThreadLocal<Connection> current = new ThreadLocal<>();

	/** A new connection, with none of its objects made yet. */
	Connection open() {
		return new Connection();
	}

	@Override
	public <T> Provider<T> scope(Key<T> key, Provider<T> unscoped) {
		return new Provider<>() {
			@Override
			public T get() {
				Connection connection = current.get();
				if (connection == null) {
					throw new OutOfScopeException("Cannot provide " + key + " outside a connection: it is one connection's own;"
							+ " connect through AgentConnections, or take its Provider in the connection (ConnectionScope#transfer)");
				}
				return connection.get(key, unscoped);
			}

			@Override
			public String toString() {
				return unscoped + " in ConnectionScope";
			}
		};
	}

	/**
	 * {@code provider}, asked in the connection the calling thread is in now, whichever thread asks it
	 * later (Guice's {@code ServletScopes.transferRequest} for a provider): what a connection's object
	 * makes on first use is that connection's.
	 */
	<T> Provider<T> transfer(Provider<T> provider) {
		Connection connection = current.get();
		if (connection == null) {
			throw new OutOfScopeException("Not in a connection: " + provider + " cannot be transferred");
		}
		return () -> connection.call(provider::get);
	}

	@Override
	public String toString() {
		return "ConnectionScope";
	}

	/** One connection's objects. */
	final class Connection {

		/** Guarded by itself; few (the agent's facade, its handlers and what they hold of the client). */
		private final Map<Key<?>, Object> objects = new HashMap<>();

		private Connection() {
		}

		/** {@code work}'s result, with the calling thread in this connection while it runs. */
		<T> T call(Supplier<T> work) {
			Connection outer = current.get();
			current.set(this);
			try {
				return work.get();
			} finally {
				if (outer == null) {
					current.remove();
				} else {
					current.set(outer);
				}
			}
		}

		/**
		 * The connection's {@code key}, made once. The lock is held while it is made, so that two threads
		 * asking for one handler get one; nothing the agent's injector makes waits for a connection's
		 * object, so this lock is always the last one taken.
		 */
		private <T> T get(Key<T> key, Provider<T> unscoped) {
			synchronized (objects) {
				@SuppressWarnings("unchecked") // put below under the same key
				T made = (T) objects.get(key);
				if (made == null) {
					made = unscoped.get();
					objects.put(key, made);
				}
				return made;
			}
		}
	}
}
