package io.github.acp4j.agent;

import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.services.JsonDelegate;
import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;

import com.google.gson.GsonBuilder;

import io.github.acp4j.agent.handlers.InitializeHandler;
import io.github.acp4j.agent.v2.TurnHost;
import io.github.acp4j.agent.v2.V2Agent;
import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.AgentaoAgentExtensions;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.jsonrpc.NdjsonLauncher;

/**
 * The agent on the connection, also while it is still being wired (injector, logging):
 * {@code initialize} is answered at once, its answer being static, and every other message is handed
 * to the {@link AgentServer} once it exists, in the order the messages arrived, chained on the wiring
 * so that the connection's reader thread never waits for it. Once the agent is wired and has every
 * earlier message, messages go straight to it. If the wiring fails, every request but
 * {@code initialize} is answered with an internal error that says so.
 * <p>
 * The connection's service is a dynamic proxy of the agent's interfaces: a request (a method that
 * returns a future) waits for the agent, a notification is handed over in order, and a method ACP
 * adds needs nothing here.
 */
public final class DeferredAgentServer {

	private static final Logger LOG = Logger.getLogger(DeferredAgentServer.class.getName());
	/**
	 * The interfaces the connection serves, as {@link AgentServer} implements them ({@link TurnHost} is
	 * {@link AcpAgentServer} and the start of a prompt's turn, which the v2 agent needs).
	 */
	private static final Class<?>[] SERVED = { TurnHost.class, AcpAgentServerDrafts.class, AgentaoAgentExtensions.class };

	private final InitializeHandler initialize = new InitializeHandler();
	/** The agent once it has the client's proxy: what is written from then on may have actions to follow. */
	private volatile AgentServer connected;
	/** The agent once it has every message handed over so far; moved on by the reader thread. */
	private CompletableFuture<AgentServer> ready;

	private final CompletableFuture<AgentServer> wiring;
	/** The connection's service, a proxy of {@link #SERVED}, once made (see {@link #service()}). */
	private Object service;
	/** Whether the connection may speak v2 ({@link #builder(InputStream, OutputStream, boolean)}). */
	private boolean serveV2;
	/** The v2 agent, once made (see {@link #v2()}). */
	private V2Agent v2;

	/** The agent on the connection for the agent {@code wiring} completes with; see {@link #launch(InputStream, OutputStream)}. */
	public DeferredAgentServer(CompletableFuture<AgentServer> wiring) {
		this.wiring = wiring;
	}

	/**
	 * Speaks ACP on the given streams for the agent {@code wiring} completes with; call
	 * {@code startListening()} on the result. The client's proxy is handed to the agent once it is
	 * wired, before any message.
	 */
	public static Launcher<AcpClientEndpoint> launch(CompletableFuture<AgentServer> wiring, InputStream in, OutputStream out) {
		return new DeferredAgentServer(wiring).launch(in, out);
	}

	/**
	 * Speaks ACP on the given streams; call {@code startListening()} on the result, and once the input
	 * has ended, wait for {@link #handedOver()} before shutting the agent down.
	 */
	public Launcher<AcpClientEndpoint> launch(InputStream in, OutputStream out) {
		return launch(builder(in, out));
	}

	/**
	 * The connection's builder on the given streams, all set but the service, which {@link #launch(AcpLauncher.Builder)}
	 * sets: a caller may have it answer the client's first line first ({@link #answerFirstInitialize}).
	 */
	public AcpLauncher.Builder<AcpClientEndpoint> builder(InputStream in, OutputStream out) {
		return builder(in, out, false);
	}

	/**
	 * As {@link #builder(InputStream, OutputStream)}; with {@code experimentalV2}, a client that asks
	 * for ACP v2 at {@code initialize} is served v2 (see {@link V2Agent}) on the same agent, and the
	 * service is set when the connection is built.
	 */
	public AcpLauncher.Builder<AcpClientEndpoint> builder(InputStream in, OutputStream out, boolean experimentalV2) {
		serveV2 = experimentalV2;
		AcpLauncher.Builder<AcpClientEndpoint> builder = experimentalV2 ? AcpLauncher.agentBuilder(() -> (TurnHost) service(), this::v2)
				: new AcpLauncher.Builder<>();
		builder.setRemoteInterface(AcpClientEndpoint.class).setInput(in).setOutput(out)
				.setWrittenListener(message -> {
					AgentServer agent = connected;
					if (agent != null) {
						agent.written(message);
					}
				})
				.configureGson(DeferredAgentServer::configureGson);
		return builder;
	}

	/**
	 * Speaks ACP as {@code builder} (from {@link #builder}) is set; call {@code startListening()} on the
	 * result, and once the input has ended, wait for {@link #handedOver()} before shutting the agent down.
	 */
	public Launcher<AcpClientEndpoint> launch(AcpLauncher.Builder<AcpClientEndpoint> builder) {
		Launcher<AcpClientEndpoint> launcher = (serveV2 ? builder : builder.setLocalService(service())).create();
		// The v2 client exists before any message: initialize may pick v2 before the agent is wired.
		AcpClientEndpoint client = serveV2 ? v2().client(launcher) : launcher.getRemoteProxy();
		synchronized (this) {
			ready = wiring.thenApply(agent -> {
				agent.connect(client);
				connected = agent;
				return agent;
			});
		}
		return launcher;
	}

	/**
	 * Has {@code builder} (from {@link #builder}) answer the client's first line before the connection
	 * is even built, when it is an {@code initialize} request (whose answer is static), exactly as the
	 * connection would, in the version the connection would pick: an editor then waits neither for
	 * LSP4J's set-up nor for the agent's. Call {@link NdjsonLauncher.FirstRequest#answer()} on the
	 * result before the connection listens; the connection then reads the request first, as it reads
	 * any, and the agent learns the client's capabilities before anything else.
	 */
	public NdjsonLauncher.FirstRequest<Record> answerFirstInitialize(AcpLauncher.Builder<AcpClientEndpoint> builder) {
		return builder.answerFirstInitialize(initialize::handle, v2Request -> V2Agent.initializeAnswer(initialize.handle(V2Agent.v1Initialize(v2Request))));
	}

	/**
	 * The connection's service, made on first use: making a proxy class (with the types of every
	 * method it serves) is what the connection's set-up can take on, off the thread that answers the
	 * client's first line.
	 */
	private synchronized Object service() {
		if (service == null) {
			service = Proxy.newProxyInstance(DeferredAgentServer.class.getClassLoader(), SERVED, this::invoke);
		}
		return service;
	}

	/** The v2 agent on {@link #service()}, made on first use as it is. */
	private synchronized V2Agent v2() {
		if (v2 == null) {
			v2 = new V2Agent((TurnHost) service());
		}
		return v2;
	}

	/** The agent's part of the connection's Gson, after ACP's mapping. */
	static GsonBuilder configureGson(GsonBuilder gson) {
		return gson.registerTypeAdapterFactory(new StrictConfigOptionFields());
	}

	/**
	 * Answered at once: by the agent once it is wired, before that here (the agent is told about it
	 * before any later message, so that it knows the client's capabilities).
	 */
	private CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		if (isReady()) {
			return ready.join().initialize(request);
		}
		handOver(agent -> agent.initialize(request));
		try {
			return CompletableFuture.completedFuture(initialize.handle(request));
		} catch (RuntimeException e) {
			return CompletableFuture.failedFuture(e);
		}
	}

	/**
	 * A message of the connection: {@code initialize} answered at once, a request handed to the agent
	 * with its answer to come ({@link #call}), a notification handed over ({@link #handOver}), the
	 * delegate of the extension methods this same proxy.
	 */
	@SuppressWarnings("unchecked") // every method of the served interfaces but the notifications returns a future
	private Object invoke(Object proxy, Method method, Object[] args) {
		if (method.getDeclaringClass() == Object.class) {
			return switch (method.getName()) {
			case "equals" -> proxy == args[0];
			case "hashCode" -> System.identityHashCode(proxy);
			default -> "DeferredAgentServer";
			};
		}
		if (method.isAnnotationPresent(JsonDelegate.class)) {
			return proxy;
		}
		if (method.getName().equals("initialize") && method.getDeclaringClass() == AcpAgentServer.class) {
			return initialize((InitializeRequest) args[0]);
		}
		// A notification, and a call of the connection's own that answers nothing (the presenter v2 picked), is handed over in order.
		if (method.isAnnotationPresent(JsonNotification.class) || method.getReturnType() == void.class) {
			handOver(agent -> forward(agent, method, args));
			return null;
		}
		return call(agent -> (CompletableFuture<Object>) forward(agent, method, args));
	}

	/** Calls the agent's own implementation of {@code method}, throwing what it throws. */
	private static Object forward(AgentServer agent, Method method, Object[] args) {
		try {
			return method.invoke(agent, args);
		} catch (InvocationTargetException e) {
			if (e.getCause() instanceof RuntimeException runtime) {
				throw runtime;
			}
			if (e.getCause() instanceof Error error) {
				throw error;
			}
			throw new IllegalStateException(e.getCause());
		} catch (IllegalAccessException e) {
			throw new IllegalStateException(e);
		}
	}

	/**
	 * The agent once it is wired and has every message read so far (when the input has ended: every
	 * message), so that shutting it down then does not refuse a message read while it was wired.
	 */
	public synchronized CompletableFuture<AgentServer> handedOver() {
		return ready;
	}

	/** Whether the agent is wired and has every message handed over so far. */
	private synchronized boolean isReady() {
		return ready.isDone() && !ready.isCompletedExceptionally();
	}

	/**
	 * Hands a request to the agent and gives its answer: the agent's own future when the agent is
	 * ready (so that {@code $/cancel_request} reaches it as before), else one completed with it that
	 * passes a cancellation on (or keeps the request from the agent when it comes first).
	 */
	private synchronized <T> CompletableFuture<T> call(Function<AgentServer, CompletableFuture<T>> request) {
		if (isReady()) {
			return request.apply(ready.join());
		}
		CompletableFuture<T> answer = new CompletableFuture<>();
		handOver(agent -> {
			if (answer.isCancelled()) {
				return; // $/cancel_request came first: the client has its answer, the agent never sees it
			}
			CompletableFuture<T> handled;
			try {
				handled = request.apply(agent);
			} catch (Throwable e) { // also an Error: this request fails, the ones after it still reach the agent
				LOG.log(Level.WARNING, "Handing a request to the agent failed", e);
				answer.completeExceptionally(JsonRpcErrors.internalError("the agent failed: " + e));
				return;
			}
			answer.whenComplete((result, error) -> {
				if (answer.isCancelled()) {
					handled.cancel(true);
				}
			});
			handled.whenComplete((result, error) -> {
				if (error == null) {
					answer.complete(result);
				} else {
					answer.completeExceptionally(error);
				}
			});
		});
		ready.whenComplete((agent, error) -> {
			if (error != null) {
				answer.completeExceptionally(notWired(error));
			}
		});
		return answer;
	}

	/** Hands a message to the agent: now when it is ready, else once it is, after the messages before it. */
	private synchronized void handOver(Consumer<AgentServer> message) {
		if (isReady()) {
			message.accept(ready.join());
			return;
		}
		ready = ready.thenApply(agent -> {
			try {
				message.accept(agent);
			} catch (Throwable e) {
				// A notification has no answer to carry it; the messages after it still go to the agent.
				LOG.log(Level.WARNING, "Handing a message to the agent failed", e);
			}
			return agent;
		});
	}

	private static RuntimeException notWired(Throwable error) {
		Throwable cause = JsonRpcErrors.unwrap(error);
		return JsonRpcErrors.internalError("acp4j could not start: "
				+ (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage()));
	}
}
