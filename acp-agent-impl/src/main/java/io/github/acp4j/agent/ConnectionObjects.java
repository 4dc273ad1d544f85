package io.github.acp4j.agent;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.ParameterizedType;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.google.inject.ConfigurationException;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Provider;
import com.google.inject.ProvisionException;
import com.google.inject.Singleton;
import com.google.inject.TypeLiteral;
import com.google.inject.spi.Dependency;
import com.google.inject.spi.InjectionPoint;

/**
 * Makes the objects each connection of {@link AgentConnections} has of its own, as a Guice child
 * injector per connection did, at the cost of the objects alone: a child injector made its bindings,
 * their injection points and its caches again for every connection, about a quarter of what an idle
 * connection held. A class is the connection's own when its {@code @Inject} constructor needs one of
 * the connection's seed objects ({@link ClientConnection}, {@link io.github.acp4j.agent.session.SessionRegistry}),
 * directly, through a {@code Provider} or through another such class; it is made once per connection
 * if it is a {@code @Singleton} (as a child injector's just-in-time singleton is), else at each use.
 * Everything else comes from the agent's injector, shared. What a class needs is worked out once, for
 * every connection.
 */
final class ConnectionObjects {

	/** How a connection's own class is made. */
	private record Recipe(Constructor<?> constructor, List<Dependency<?>> parameters, boolean singleton) {
	}

	private final Injector injector;
	private final Set<Key<?>> seeds;
	/** By key: how the connection makes it, or empty when the agent's injector provides it. */
	private final Map<Key<?>, Optional<Recipe>> recipes = new ConcurrentHashMap<>();

	/** @param seeds the classes of the objects every connection is given ({@link #connection}) */
	ConnectionObjects(Injector injector, Class<?>... seeds) {
		this.injector = injector;
		this.seeds = Stream.of(seeds).<Key<?>>map(Key::get).collect(Collectors.toUnmodifiableSet());
	}

	/** A new connection's objects, starting with {@code seeds}, one of each class given to the constructor. */
	Connection connection(Object... seeds) {
		Map<Key<?>, Object> given = new HashMap<>();
		for (Object seed : seeds) {
			given.put(Key.get(seed.getClass()), seed);
		}
		if (!given.keySet().equals(this.seeds)) {
			throw new IllegalArgumentException("a connection is given " + this.seeds + ", not " + given.keySet());
		}
		return new Connection(given);
	}

	/** One connection's objects. */
	final class Connection {

		/** Guarded by itself; made objects are few (the agent's facade and its handlers). */
		private final Map<Key<?>, Object> singletons;

		private Connection(Map<Key<?>, Object> seeds) {
			this.singletons = new HashMap<>(seeds);
		}

		/** The connection's {@code type}, or the agent's if it needs nothing of the connection. */
		<T> T get(Class<T> type) {
			return type.cast(get(Key.get(type)));
		}

		private Object get(Key<?> key) {
			synchronized (singletons) {
				Object made = singletons.get(key);
				if (made != null) {
					return made;
				}
			}
			Optional<Recipe> recipe = recipe(key);
			if (recipe.isEmpty()) {
				return injector.getInstance(key);
			}
			if (!recipe.get().singleton()) {
				return make(recipe.get());
			}
			// One lock for the making too: two threads asking for one handler get one handler. Nothing the
			// agent's injector makes waits for a connection's object, so this lock is always the last taken.
			synchronized (singletons) {
				Object made = singletons.get(key);
				if (made == null) {
					made = make(recipe.get());
					singletons.put(key, made);
				}
				return made;
			}
		}

		private Object make(Recipe recipe) {
			Object[] arguments = new Object[recipe.parameters().size()];
			for (int i = 0; i < arguments.length; i++) {
				arguments[i] = argument(recipe.parameters().get(i).getKey());
			}
			try {
				return recipe.constructor().newInstance(arguments);
			} catch (InvocationTargetException e) {
				throw new ProvisionException("Making " + recipe.constructor().getDeclaringClass().getName() + " for a connection failed",
						e.getCause());
			} catch (ReflectiveOperationException e) {
				throw new ProvisionException("Cannot make " + recipe.constructor().getDeclaringClass().getName() + " for a connection", e);
			}
		}

		private Object argument(Key<?> key) {
			Key<?> provided = provided(key);
			if (provided == null) {
				return get(key);
			}
			if (recipe(provided).isEmpty()) {
				return injector.getProvider(provided);
			}
			// Asked for on first use, as Guice's providers are: what a handler needs loads when it is used.
			return (Provider<Object>) () -> get(provided);
		}
	}

	/** How a connection makes {@code key}, empty when it is the agent's; worked out once per key. */
	private Optional<Recipe> recipe(Key<?> key) {
		Optional<Recipe> known = recipes.get(key);
		if (known != null) {
			return known;
		}
		Optional<Recipe> found = find(key, new HashSet<>());
		recipes.putIfAbsent(key, found);
		return found;
	}

	/** {@link #recipe}, with the keys whose recipe is being worked out on this path (a cycle counts as the agent's). */
	private Optional<Recipe> find(Key<?> key, Set<Key<?>> visiting) {
		Optional<Recipe> known = recipes.get(key);
		if (known != null) {
			return known;
		}
		if (seeds.contains(key)) {
			throw new IllegalStateException(key + " is given to every connection");
		}
		// What the agent's modules bind (qualified keys can only be bound) is the agent's, shared.
		if (key.getAnnotationType() != null || injector.getBindings().containsKey(key) || !visiting.add(key)) {
			return Optional.empty();
		}
		InjectionPoint constructor;
		try {
			constructor = InjectionPoint.forConstructorOf(key.getTypeLiteral());
		} catch (ConfigurationException notInjectable) {
			return Optional.empty(); // an interface or a type without an @Inject constructor: Guice's to provide or refuse
		}
		boolean own = false;
		for (Dependency<?> dependency : constructor.getDependencies()) {
			Key<?> needed = provided(dependency.getKey()) != null ? provided(dependency.getKey()) : dependency.getKey();
			if (seeds.contains(needed) || find(needed, visiting).isPresent()) {
				own = true;
			}
		}
		visiting.remove(key);
		if (!own) {
			return Optional.empty();
		}
		if (!InjectionPoint.forInstanceMethodsAndFields(key.getTypeLiteral()).isEmpty()) {
			throw new IllegalStateException(key.getTypeLiteral() + " needs the connection and is injected through fields or methods:"
					+ " a connection's objects take what they need in their @Inject constructor");
		}
		Constructor<?> member = (Constructor<?>) constructor.getMember();
		member.setAccessible(true);
		Optional<Recipe> recipe = Optional.of(new Recipe(member, constructor.getDependencies(),
				singleton(key.getTypeLiteral().getRawType())));
		recipes.putIfAbsent(key, recipe);
		return recipe;
	}

	private static boolean singleton(Class<?> type) {
		return type.isAnnotationPresent(Singleton.class) || type.isAnnotationPresent(jakarta.inject.Singleton.class);
	}

	/** The key a {@code Provider<T>} key provides ({@code T}, with the same qualifier), or null for another key. */
	private static Key<?> provided(Key<?> key) {
		TypeLiteral<?> type = key.getTypeLiteral();
		Class<?> raw = type.getRawType();
		if ((raw != Provider.class && raw != jakarta.inject.Provider.class) || !(type.getType() instanceof ParameterizedType parameterized)) {
			return null;
		}
		TypeLiteral<?> provided = TypeLiteral.get(parameterized.getActualTypeArguments()[0]);
		return key.getAnnotation() != null ? Key.get(provided, key.getAnnotation())
				: key.getAnnotationType() != null ? Key.get(provided, key.getAnnotationType()) : Key.get(provided);
	}
}
