package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.annotation.Annotation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Binding;
import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Provider;
import com.google.inject.ProvisionException;
import com.google.inject.Scope;
import com.google.inject.Scopes;
import com.google.inject.spi.BindingScopingVisitor;
import com.google.inject.spi.Dependency;
import com.google.inject.spi.HasDependencies;

import io.github.acp4j.agent.handlers.NewSessionHandler;
import io.github.acp4j.agent.handlers.PromptHandler;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.SessionStore;

/**
 * Each connection's objects live in a Guice scope of its own: one of each per connection, the
 * agent's objects shared, none of a connection's reachable outside one, and no agent-wide singleton
 * holding a connection's (which would serve every client the first one's).
 */
class ConnectionScopeTest {

	@TempDir
	Path root;
	private Injector injector;
	private ConnectionScope scope;

	@BeforeEach
	void wire() {
		injector = Guice.createInjector(new AgentModule(AgentConfig.of(root.resolve("sessions")),
				Map.of("LLM_PROVIDER", "demo", "ACP4J_HOME", root.resolve("home").toString())));
		scope = injector.getInstance(ConnectionScope.class);
	}

	@Test
	void eachConnectionHasItsOwnObjectsOnceAndSharesTheAgents() {
		ConnectionScope.Connection first = scope.open();
		ConnectionScope.Connection second = scope.open();

		for (Class<?> own : List.of(AgentServer.class, ClientConnection.class, SessionRegistry.class, NewSessionHandler.class,
				PromptHandler.class)) {
			Object once = first.call(() -> injector.getInstance(own));
			assertThat(first.call(() -> injector.getInstance(own))).as(own.getSimpleName()).isSameAs(once);
			assertThat(second.call(() -> injector.getInstance(own))).as(own.getSimpleName()).isNotSameAs(once);
		}
		for (Class<?> shared : List.of(SessionStore.class, PermissionEngine.class, AgentConnections.class)) {
			assertThat(first.call(() -> injector.getInstance(shared))).as(shared.getSimpleName())
					.isSameAs(second.call(() -> injector.getInstance(shared)));
		}
		// What the connection's handlers hold of it is the connection's.
		AgentServer agent = first.call(() -> injector.getInstance(AgentServer.class));
		assertThat(first.call(() -> injector.getInstance(PromptHandler.class)))
				.isSameAs(first.call(() -> injector.getInstance(PromptHandler.class)));
		assertThat(agent).isNotNull();
	}

	@Test
	void aConnectionsObjectIsRefusedOutsideAConnection() {
		assertThatThrownBy(() -> injector.getInstance(AgentServer.class)).isInstanceOf(ProvisionException.class)
				.hasMessageContaining("outside a connection");
		assertThatThrownBy(() -> injector.getInstance(SessionRegistry.class)).hasMessageContaining("outside a connection");
	}

	@Test
	void aTransferredProviderGivesItsConnectionsObjectOnAnyThread() throws Exception {
		ConnectionScope.Connection first = scope.open();
		ConnectionScope.Connection second = scope.open();
		Provider<ClientConnection> transferred = first.call(() -> scope.transfer(injector.getProvider(ClientConnection.class)));
		ClientConnection own = first.call(() -> injector.getInstance(ClientConnection.class));

		ClientConnection elsewhere = CompletableFuture.supplyAsync(transferred::get).get(30, TimeUnit.SECONDS);
		ClientConnection inAnother = second.call(transferred::get);

		assertThat(elsewhere).isSameAs(own);
		assertThat(inAnother).as("the connection it was taken in, not the caller's").isSameAs(own);
		assertThatThrownBy(() -> scope.transfer(injector.getProvider(ClientConnection.class))).hasMessageContaining("Not in a connection");
	}

	/**
	 * Guice lets a singleton made in a connection hold that connection's object; here that would give
	 * every client the first one's. (A provider of one is fine: asked outside a connection it fails.)
	 */
	@Test
	void noAgentWideObjectHoldsAConnectionsObject() throws Exception {
		AgentConnections connections = injector.getInstance(AgentConnections.class);
		// Every handler, and what it holds, gets its binding made.
		connections.prepare();
		List<String> widened = new ArrayList<>();
		for (Binding<?> binding : injector.getAllBindings().values()) {
			if (!Scopes.isSingleton(binding) || !(binding instanceof HasDependencies dependent)) {
				continue;
			}
			for (Dependency<?> dependency : dependent.getDependencies()) {
				if (isProvider(dependency.getKey())) {
					continue;
				}
				Binding<?> needed = injector.getExistingBinding(dependency.getKey());
				if (needed != null && connectionScoped(needed)) {
					widened.add(binding.getKey() + " holds " + needed.getKey());
				}
			}
		}
		assertThat(widened).isEmpty();
		// The check sees connection-scoped bindings at all.
		assertThat(connectionScoped(injector.getBinding(AgentServer.class))).isTrue();
		assertThat(connectionScoped(injector.getBinding(SessionRegistry.class))).isTrue();
		assertThat(Scopes.isSingleton(injector.getBinding(AgentConnections.class))).isTrue();
		connections.shutdown(java.time.Duration.ofSeconds(5));
	}

	private static boolean isProvider(Key<?> key) {
		Class<?> type = key.getTypeLiteral().getRawType();
		return type == Provider.class || type == jakarta.inject.Provider.class;
	}

	private static boolean connectionScoped(Binding<?> binding) {
		return binding.acceptScopingVisitor(new BindingScopingVisitor<Boolean>() {
			@Override
			public Boolean visitEagerSingleton() {
				return false;
			}

			@Override
			public Boolean visitScope(Scope scope) {
				return scope instanceof ConnectionScope;
			}

			@Override
			public Boolean visitScopeAnnotation(Class<? extends Annotation> annotation) {
				return annotation == ConnectionScoped.class;
			}

			@Override
			public Boolean visitNoScoping() {
				return false;
			}
		});
	}
}
