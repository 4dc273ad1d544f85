package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import com.google.inject.Guice;
import com.google.inject.Inject;
import com.google.inject.Injector;
import com.google.inject.Provider;
import com.google.inject.Singleton;

/**
 * A connection's own objects are made as a Guice child injector with the seeds bound would make
 * them: what needs a seed, directly, through a provider or through another such class, once per
 * connection; everything else the agent's, shared.
 */
class ConnectionObjectsTest {

	/** A seed: what each connection is given. */
	static final class Peer {
	}

	@Singleton
	static final class Shared {
		@Inject
		Shared() {
		}
	}

	@Singleton
	static final class Handler {
		static final AtomicInteger MADE = new AtomicInteger();
		final Peer peer;
		final Shared shared;

		@Inject
		Handler(Peer peer, Shared shared) {
			MADE.incrementAndGet();
			this.peer = peer;
			this.shared = shared;
		}
	}

	/** Not a singleton: made at each use, as Guice makes it. */
	static final class Request {
		final Handler handler;

		@Inject
		Request(Handler handler) {
			this.handler = handler;
		}
	}

	static final class Facade {
		final Provider<Handler> handler;
		final Provider<Shared> shared;
		final Provider<Request> request;

		@Inject
		Facade(Provider<Handler> handler, Provider<Shared> shared, Provider<Request> request) {
			this.handler = handler;
			this.shared = shared;
			this.request = request;
		}
	}

	private final Injector injector = Guice.createInjector();
	private final ConnectionObjects objects = new ConnectionObjects(injector, Peer.class);

	@Test
	void whatNeedsTheConnectionIsMadePerConnectionAndTheRestIsShared() {
		Peer first = new Peer();
		Peer second = new Peer();
		Facade one = objects.connection(first).get(Facade.class);
		Facade other = objects.connection(second).get(Facade.class);

		assertThat(one.handler.get()).isSameAs(one.handler.get());
		assertThat(one.handler.get().peer).isSameAs(first);
		assertThat(other.handler.get().peer).isSameAs(second);
		assertThat(one.handler.get().shared).isSameAs(other.handler.get().shared).isSameAs(injector.getInstance(Shared.class));
		assertThat(one.shared.get()).isSameAs(injector.getInstance(Shared.class));
		assertThat(one.request.get()).isNotSameAs(one.request.get());
		assertThat(one.request.get().handler).isSameAs(one.handler.get());
	}

	@Test
	void aProvidedObjectIsMadeOnFirstUse() {
		int before = Handler.MADE.get();
		Facade facade = objects.connection(new Peer()).get(Facade.class);
		assertThat(Handler.MADE.get()).isEqualTo(before);

		facade.handler.get();
		facade.handler.get();
		assertThat(Handler.MADE.get()).isEqualTo(before + 1);
	}
}
