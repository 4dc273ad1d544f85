package io.github.acp4j.jsonrpc;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;
import org.eclipse.lsp4j.jsonrpc.json.ConcurrentMessageProcessor;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethod;
import org.eclipse.lsp4j.jsonrpc.json.JsonRpcMethodProvider;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.services.ServiceEndpoints;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;

import io.github.acp4j.jsonrpc.internal.Batches;
import io.github.acp4j.jsonrpc.internal.FirstLine;
import io.github.acp4j.jsonrpc.internal.FramedMessageConsumer;
import io.github.acp4j.jsonrpc.internal.MessageReader;
import io.github.acp4j.jsonrpc.internal.MethodNotFoundEndpoint;
import io.github.acp4j.jsonrpc.internal.NdjsonMessageConsumer;
import io.github.acp4j.jsonrpc.internal.NdjsonMessageProducer;
import io.github.acp4j.jsonrpc.internal.NdjsonRemoteEndpoint;
import io.github.acp4j.jsonrpc.internal.RpcTracing;
import io.opentelemetry.api.OpenTelemetry;

/**
 * Creates LSP4J {@link Launcher}s that speak newline-delimited JSON-RPC 2.0: one UTF-8 JSON message
 * per line, as ACP and MCP stdio do, instead of LSP's {@code Content-Length} headers.
 *
 * <p>Beyond the framing, the launchers answer what LSP4J only logs (a line that is not JSON
 * {@code -32700}, a non-message {@code -32600}, a batch too unless {@linkplain Builder#setBatches
 * batches are on}, mistyped params {@code -32602}, an unknown
 * {@code $/} request or a request to a notification {@code -32601}), echo string and 64-bit ids
 * exactly, never put a Java exception's name, text or stack trace in an error, cancel with a
 * configurable notification ({@code $/cancel_request} by default), fail an outgoing request at once
 * when its answer is over the size limit ({@link MessageTooLargeException}), and fail outgoing
 * requests still pending when the input ends ({@link ConnectionClosedException}). When reading fails (anything thrown
 * on the reader thread, an {@link Error} included) the failure is logged, pending outgoing requests
 * fail, both streams are closed so the peer sees the connection end, and the listening future fails.
 *
 * <p><b>Threading.</b> Service methods are called on the single reader thread. They must return a
 * {@link java.util.concurrent.CompletableFuture} at once and do their work elsewhere; a handler that
 * needs an answer from the peer composes the future of its request ({@code thenApply},
 * {@code thenCompose}) and never calls {@code get()} or {@code join()} on it, since the answer can
 * only be read by the thread it would block.
 */
public final class NdjsonLauncher {

	/** The default limit on one incoming message, as in the ACP TypeScript SDK: 32 MiB. */
	public static final int DEFAULT_MAX_MESSAGE_SIZE = 32 * 1024 * 1024;

	/** ACP's cancel notification; MCP uses {@code notifications/cancelled} with the same member. */
	public static final String DEFAULT_CANCEL_METHOD = "$/cancel_request";

	private static final BooleanSupplier NO_BATCHES = () -> false;

	private static final Logger LOG = Logger.getLogger(NdjsonLauncher.class.getName());

	private NdjsonLauncher() {
	}

	/** A launcher for {@code localService} that calls the peer through {@code remoteInterface}. */
	public static <T> Launcher<T> createLauncher(Object localService, Class<T> remoteInterface, InputStream in,
			OutputStream out) {
		return new Builder<T>().setLocalService(localService).setRemoteInterface(remoteInterface).setInput(in)
				.setOutput(out).create();
	}

	/** The bytes {@link FirstRequest#answer()} reads at most, and so gives back at most. */
	private static final int FIRST_LINE_BYTES = 64 * 1024;

	/**
	 * The input's first line, to be answered before the launcher exists: see
	 * {@link Builder#answerFirstRequest}.
	 *
	 * @param <P> what the request's params are read as
	 */
	public static final class FirstRequest<P> {

		private final FirstLine.Input input;
		private final OutputStream output;
		private final String method;
		private final Function<? super JsonObject, Class<? extends P>> paramsType;
		/** A Gson configured as the launcher's, made when it is needed: what the launcher's set-up would wait for. */
		private final Supplier<Gson> gson;
		private final Function<? super P, ?> answer;

		private FirstRequest(FirstLine.Input input, OutputStream output, String method,
				Function<? super JsonObject, Class<? extends P>> paramsType, Supplier<Gson> gson, Function<? super P, ?> answer) {
			this.input = input;
			this.output = output;
			this.method = method;
			this.paramsType = paramsType;
			this.gson = gson;
			this.answer = answer;
		}

		/**
		 * Reads the input's first line and answers it on the output when it is the request, as the
		 * launcher would; gives back, for the launcher to read, what it did not answer.
		 *
		 * @return the params of the request answered, or null when the launcher is to read the line
		 * @throws IOException when reading the input or writing the answer fails (what was read and
		 *                     not answered is given back first)
		 */
		public P answer() throws IOException {
			return FirstLine.answer(input, output, method, paramsType, gson.get(), answer);
		}

		/** The input as the launcher reads it: what {@link #answer()} did not take comes first. */
		public InputStream input() {
			return input;
		}
	}

	/** A {@link Launcher.Builder} for the NDJSON transport. */
	public static class Builder<T> extends Launcher.Builder<T> {

		/** See {@link #setMaxMessageSize}. */
		protected int maxMessageSize = DEFAULT_MAX_MESSAGE_SIZE;
		/** See {@link #setCancelMethod}. */
		protected String cancelMethod = DEFAULT_CANCEL_METHOD;
		/** See {@link #setBatches}. */
		protected BooleanSupplier batchesAccepted = NO_BATCHES;
		/** See {@link #setWrittenListener}; null for none. */
		protected Consumer<? super Message> writtenListener;
		/** See {@link #setMessageListener}; null for none. */
		protected MessageListener messageListener;
		/** See {@link #setOpenTelemetry}; null for none (nothing of OpenTelemetry is loaded then). */
		private OpenTelemetry openTelemetry;
		/** The local services' methods, found by the last {@link #getSupportedMethods()}. */
		private Map<String, JsonRpcMethod> localMethods;
		/**
		 * What the framed launchers of this builder share, by the classes of their local services: the
		 * method table (all, and the local services' alone) and the Gson that reads and writes params and
		 * results. Forgotten when the JSON configuration or the remote interfaces change.
		 */
		private final Map<List<Class<?>>, Shared> shared = new ConcurrentHashMap<>();

		private record Shared(Map<String, JsonRpcMethod> methods, Map<String, JsonRpcMethod> local, Gson values) {
		}

		/**
		 * The longest incoming line accepted; a longer one is skipped: a request is answered
		 * {@code -32600}, an answer fails the request it answers with a {@link MessageTooLargeException}.
		 */
		public Builder<T> setMaxMessageSize(int bytes) {
			if (bytes <= 0) {
				throw new IllegalArgumentException("maxMessageSize must be positive: " + bytes);
			}
			this.maxMessageSize = bytes;
			return this;
		}

		/** The notification that cancels a request, with the request's id in its {@code requestId} member. */
		public Builder<T> setCancelMethod(String cancelMethod) {
			if (cancelMethod == null || cancelMethod.isEmpty()) {
				throw new IllegalArgumentException("cancelMethod must not be empty");
			}
			this.cancelMethod = cancelMethod;
			return this;
		}

		/**
		 * Reads a line that is a JSON array as a JSON-RPC 2.0 batch while {@code accepted} says so; by
		 * default, and while it says no, an array is answered with one {@code -32600}, as a message that
		 * is none. It is asked at each array, on the thread that reads, and must answer at once.
		 *
		 * <p>A batch is answered as JSON-RPC 2.0 says: an empty one with one {@code -32600}; otherwise
		 * each entry is handled as a line of its own would be, in order (its handler, as any, returns at
		 * once, so entries run concurrently), an entry that is no message gets its own {@code -32600} with
		 * {@code id: null}, and the answers to the requests leave together as one array on one line once
		 * the last is made; nothing is written for a batch of notifications. A message wrapper sees each
		 * answer as it is made, before the array leaves. The answers a batch still waits for when the
		 * connection ends are dropped.
		 */
		public Builder<T> setBatches(BooleanSupplier accepted) {
			this.batchesAccepted = Objects.requireNonNull(accepted, "accepted");
			return this;
		}

		/**
		 * Tells {@code listener} of each message once it was written, on the thread that wrote it; an
		 * answer of a batch once the batch's array was. What must follow an answer on the wire (an
		 * update about what it gave) is sent from there, and so never before it.
		 */
		public Builder<T> setWrittenListener(Consumer<? super Message> listener) {
			this.writtenListener = Objects.requireNonNull(listener, "listener");
			return this;
		}

		/**
		 * Tells {@code listener} of every text read and every message written, with its time, as on the
		 * wire: for a host's message log. See {@link MessageListener} for the threads it is called on.
		 */
		public Builder<T> setMessageListener(MessageListener listener) {
			this.messageListener = Objects.requireNonNull(listener, "listener");
			return this;
		}

		/**
		 * Traces each request with {@code openTelemetry}: a span from a request read to its answer
		 * written ({@code SERVER}) and from a request written to its answer read ({@code CLIENT}), after
		 * OpenTelemetry's RPC conventions for JSON-RPC ({@code rpc.system} {@code jsonrpc}, {@code rpc.method},
		 * {@code rpc.jsonrpc.request_id}, an error's {@code rpc.jsonrpc.error_code}). The W3C trace
		 * context travels in {@code params._meta} ({@code traceparent}, {@code tracestate}): a request's
		 * is its server span's parent, and each request sent carries its client span's, so a peer's
		 * trace continues here and back. The server span is current while the request's method is
		 * called. Without it, nothing is recorded and no OpenTelemetry class is loaded (the API is an
		 * optional dependency).
		 */
		public Builder<T> setOpenTelemetry(OpenTelemetry openTelemetry) {
			this.openTelemetry = Objects.requireNonNull(openTelemetry, "openTelemetry");
			return this;
		}

		@Override
		public Builder<T> setLocalService(Object localService) {
			super.setLocalService(localService);
			return this;
		}

		@Override
		public Builder<T> setLocalServices(Collection<Object> localServices) {
			super.setLocalServices(localServices);
			return this;
		}

		@Override
		public Builder<T> setRemoteInterface(Class<? extends T> remoteInterface) {
			super.setRemoteInterface(remoteInterface);
			shared.clear();
			return this;
		}

		@Override
		public Builder<T> setRemoteInterfaces(Collection<Class<? extends T>> remoteInterfaces) {
			super.setRemoteInterfaces(remoteInterfaces);
			shared.clear();
			return this;
		}

		@Override
		public Builder<T> setInput(InputStream input) {
			super.setInput(input);
			return this;
		}

		@Override
		public Builder<T> setOutput(OutputStream output) {
			super.setOutput(output);
			return this;
		}

		@Override
		public Builder<T> setExecutorService(ExecutorService executorService) {
			super.setExecutorService(executorService);
			return this;
		}

		@Override
		public Builder<T> setClassLoader(ClassLoader classLoader) {
			super.setClassLoader(classLoader);
			shared.clear();
			return this;
		}

		@Override
		public Builder<T> wrapMessages(Function<MessageConsumer, MessageConsumer> wrapper) {
			super.wrapMessages(wrapper);
			return this;
		}

		@Override
		public Builder<T> setExceptionHandler(Function<Throwable, ResponseError> exceptionHandler) {
			super.setExceptionHandler(exceptionHandler);
			return this;
		}

		@Override
		public Builder<T> validateMessages(boolean validate) {
			super.validateMessages(validate);
			return this;
		}

		@Override
		public Builder<T> traceMessages(PrintWriter tracer) {
			super.traceMessages(tracer);
			return this;
		}

		@Override
		public Builder<T> configureGson(Consumer<GsonBuilder> configureGson) {
			super.configureGson(configureGson);
			shared.clear();
			return this;
		}

		/**
		 * Lets the input's first line be answered before the launcher is even created, when it is a
		 * request for {@code method} that needs nothing of the connection (an {@code initialize} whose
		 * answer is static): the peer then waits neither for the launcher's set-up (the reflection over
		 * the services, Gson's adapters) nor for the local service. The line is read and answered exactly
		 * as the launcher would; any other line, and whatever follows the line, is left to the launcher.
		 * Once it listens, the launcher reads the line answered first, as it reads any request, and does
		 * not write its answer again: the local service learns of the request as it would have.
		 * <p>
		 * Call it once the input, the output and the JSON configuration are set, and before
		 * {@link #create()}; then call {@link FirstRequest#answer()} (on any thread: {@code create()} may
		 * run meanwhile on another) before the launcher listens.
		 *
		 * @param method     the request's method
		 * @param paramsType what its params are read as
		 * @param answer     its result; a runtime exception leaves the line to the launcher
		 */
		public <P> FirstRequest<P> answerFirstRequest(String method, Class<P> paramsType, Function<? super P, ?> answer) {
			return answerFirstRequest(method, params -> paramsType, answer);
		}

		/**
		 * As {@link #answerFirstRequest(String, Class, Function)}, for a request whose params are read as
		 * a type they tell (a protocol version picked by the request, say).
		 *
		 * @param paramsType what the params are read as, given them; null leaves the line to the launcher
		 */
		public <P> FirstRequest<P> answerFirstRequest(String method, Function<? super JsonObject, Class<? extends P>> paramsType,
				Function<? super P, ?> answer) {
			if (input == null || output == null) {
				throw new IllegalStateException("Input and output streams must be configured first.");
			}
			FirstLine.Input first = new FirstLine.Input(input, FIRST_LINE_BYTES);
			super.setInput(first);
			Consumer<GsonBuilder> configuration = configureGson;
			return new FirstRequest<>(first, output, method, paramsType, () -> jsonHandler(Map.of(), configuration).getGson(), answer);
		}

		/**
		 * The launcher on the input and output streams. Its {@code startListening()} returns a
		 * {@link CompletableFuture} that completes once the input has ended and what was answered by then
		 * is written, exceptionally when reading failed.
		 */
		@Override
		public Launcher<T> create() {
			if (input == null) {
				throw new IllegalStateException("Input stream must be configured.");
			}
			if (output == null) {
				throw new IllegalStateException("Output stream must be configured.");
			}
			MessageJsonHandler jsonHandler = checkedJsonHandler();
			NdjsonMessageConsumer writer = new NdjsonMessageConsumer(output, jsonHandler, NdjsonMessageConsumer.DEFAULT_MAX_PENDING_BYTES,
					messageListener);
			RpcTracing tracing = openTelemetry == null ? null : new RpcTracing(openTelemetry, jsonHandler.getGson());
			NdjsonRemoteEndpoint remoteEndpoint = createNdjsonEndpoint(jsonHandler, writer, streamLocalMethods(), tracing);
			T remoteProxy = createProxy(remoteEndpoint);

			AtomicReference<Throwable> readerFailure = new AtomicReference<>();
			NdjsonMessageProducer reader = new NdjsonMessageProducer(input, jsonHandler, remoteEndpoint,
					remoteEndpoint.outgoing(), maxMessageSize, failure -> {
						readerFailure.set(failure);
						remoteEndpoint.connectionClosed();
					}, messageListener);
			CompletableFuture<Void> listening = new CompletableFuture<>();
			ExecutorService executor = executorService != null ? executorService : Executors.newCachedThreadPool();
			// Listening ends once the input has ended and what was answered by then is on the wire. A
			// reader that failed also closes both streams, so the peer sees the end instead of waiting
			// for answers nobody will write.
			ConcurrentMessageProcessor processor = new ConcurrentMessageProcessor(reader,
					incoming(remoteEndpoint, tracing)) {
				@Override
				protected void processingEnded() {
					super.processingEnded();
					writer.awaitWritten();
					writer.close();
					if (tracing != null) {
						tracing.connectionClosed();
					}
					Throwable failure = readerFailure.get();
					if (failure != null) {
						closeQuietly(output);
						closeQuietly(reader);
					}
					if (executorService == null) {
						// Our own pool: its idle thread would keep the JVM alive for a minute after main returns.
						executor.shutdown();
					}
					if (failure == null) {
						listening.complete(null);
					} else {
						listening.completeExceptionally(failure);
					}
				}
			};
			return new Listening<>(createLauncher(executor, remoteProxy, remoteEndpoint, processor), listening);
		}

		/**
		 * A stream launcher whose {@link #startListening()} is a {@link CompletableFuture}, completed
		 * (exceptionally when reading failed) once listening ended: a host can act on the end without
		 * a thread that waits for it.
		 */
		private static final class Listening<T> implements Launcher<T> {

			private final Launcher<T> launcher;
			private final CompletableFuture<Void> listening;

			Listening(Launcher<T> launcher, CompletableFuture<Void> listening) {
				this.launcher = launcher;
				this.listening = listening;
			}

			@Override
			public CompletableFuture<Void> startListening() {
				launcher.startListening();
				return listening;
			}

			@Override
			public T getRemoteProxy() {
				return launcher.getRemoteProxy();
			}

			@Override
			public RemoteEndpoint getRemoteEndpoint() {
				return launcher.getRemoteEndpoint();
			}
		}

		/**
		 * A launcher on a transport that frames each message itself: it sends through {@code sink} and
		 * is handed incoming messages with {@link FramedLauncher#receive}. The input and output streams
		 * are not used; everything else set on this builder applies.
		 *
		 * <p>A server may keep one builder and make every connection's launcher with it, setting the
		 * connection's local service (and message wrapper) before each call, under a lock of its own
		 * (a builder is not thread-safe). Those launchers then share the method table and the Gson
		 * adapters of params and results, which Gson makes by reflection for each type: a connection
		 * costs its own objects only.
		 */
		public FramedLauncher<T> create(MessageSink sink) {
			checkServices();
			List<Class<?>> services = localServices.stream().<Class<?>>map(Object::getClass).toList();
			Shared common = shared.computeIfAbsent(services, key -> {
				Map<String, JsonRpcMethod> local = findLocalMethods();
				Map<String, JsonRpcMethod> methods = allMethods(local);
				return new Shared(methods, local, jsonHandler(methods).getGson());
			});
			MessageJsonHandler jsonHandler = traced(jsonHandler(common.methods()));
			RpcTracing tracing = openTelemetry == null ? null : new RpcTracing(openTelemetry, common.values());
			NdjsonRemoteEndpoint remoteEndpoint = createNdjsonEndpoint(jsonHandler,
					new FramedMessageConsumer(sink, jsonHandler, common.values(), messageListener), common.local(), tracing);
			MessageReader reader = new MessageReader(jsonHandler, common.values(), remoteEndpoint, remoteEndpoint.outgoing(),
					messageListener);
			return new FramedLauncher<>(createProxy(remoteEndpoint), remoteEndpoint, reader, incoming(remoteEndpoint, tracing),
					batchesAccepted, tracing == null ? () -> {
					} : tracing::connectionClosed);
		}

		/** The JSON handler, once the services are known to be set. */
		private MessageJsonHandler checkedJsonHandler() {
			checkServices();
			return traced(createJsonHandler());
		}

		private void checkServices() {
			if (localServices == null) {
				throw new IllegalStateException("Local service must be configured.");
			}
			if (remoteInterfaces == null) {
				throw new IllegalStateException("Remote interface must be configured.");
			}
		}

		private MessageJsonHandler traced(MessageJsonHandler jsonHandler) {
			if (messageTracer != null) {
				messageTracer.setJsonHandler(jsonHandler);
			}
			return jsonHandler;
		}

		private static void closeQuietly(Closeable stream) {
			try {
				stream.close();
			} catch (IOException | RuntimeException e) {
				LOG.log(Level.FINE, "Closing a stream of the failed connection failed", e);
			}
		}

		/** Compact JSON without HTML escaping, then the caller's Gson configuration. */
		@Override
		protected MessageJsonHandler createJsonHandler() {
			return jsonHandler(getSupportedMethods());
		}

		private MessageJsonHandler jsonHandler(Map<String, JsonRpcMethod> methods) {
			return jsonHandler(methods, configureGson);
		}

		private static MessageJsonHandler jsonHandler(Map<String, JsonRpcMethod> methods, Consumer<GsonBuilder> userConfiguration) {
			return new MessageJsonHandler(methods, gson -> {
				gson.disableHtmlEscaping();
				if (userConfiguration != null) {
					userConfiguration.accept(gson);
				}
			});
		}

		/**
		 * LSP4J's methods of the remote interfaces and the local services (a local one wins a name
		 * both have), keeping the local names apart for the local endpoint.
		 */
		@Override
		protected Map<String, JsonRpcMethod> getSupportedMethods() {
			Map<String, JsonRpcMethod> local = findLocalMethods();
			localMethods = local;
			return allMethods(local);
		}

		/** The methods the local services handle. */
		private Map<String, JsonRpcMethod> findLocalMethods() {
			Map<String, JsonRpcMethod> local = new LinkedHashMap<>();
			for (Object service : localServices) {
				local.putAll(service instanceof JsonRpcMethodProvider provider ? provider.supportedMethods()
						: ServiceEndpoints.getSupportedMethods(service.getClass()));
			}
			return Map.copyOf(local);
		}

		/** The remote interfaces' methods and {@code local} (a local one wins a name both have). */
		private Map<String, JsonRpcMethod> allMethods(Map<String, JsonRpcMethod> local) {
			Map<String, JsonRpcMethod> all = new LinkedHashMap<>();
			for (Class<?> remote : remoteInterfaces) {
				all.putAll(ServiceEndpoints.getSupportedMethods(remote));
			}
			all.putAll(local);
			return all;
		}

		@Override
		protected RemoteEndpoint createRemoteEndpoint(MessageJsonHandler jsonHandler) {
			return createNdjsonEndpoint(jsonHandler, new NdjsonMessageConsumer(output, jsonHandler), streamLocalMethods(), null);
		}

		/** The local services' methods for a stream launcher, whose JSON handler has usually found them already. */
		private Map<String, JsonRpcMethod> streamLocalMethods() {
			if (localMethods == null) {
				getSupportedMethods(); // a JSON handler made elsewhere: the names are found here
			}
			return localMethods;
		}

		/** The consumer of messages read: the wrappers, and outside them the tracing, if any. */
		private MessageConsumer incoming(NdjsonRemoteEndpoint remoteEndpoint, RpcTracing tracing) {
			MessageConsumer wrapped = wrapMessageConsumer(remoteEndpoint);
			return tracing == null ? wrapped : tracing.incoming(wrapped);
		}

		private NdjsonRemoteEndpoint createNdjsonEndpoint(MessageJsonHandler jsonHandler, MessageConsumer writer,
				Map<String, JsonRpcMethod> local, RpcTracing tracing) {
			// Last before the writer, so that the wrappers and the tracer see each answer of a batch.
			Consumer<? super Message> listener = writtenListener;
			MessageConsumer written = listener == null ? writer : message -> {
				writer.consume(message);
				Batches.forEachWritten(message, listener);
			};
			Batches batches = new Batches(written, batchesAccepted);
			MessageConsumer outgoing = wrapMessageConsumer(tracing == null ? batches : tracing.outgoing(batches));
			NdjsonRemoteEndpoint remoteEndpoint = new NdjsonRemoteEndpoint(outgoing, batches,
					new MethodNotFoundEndpoint(localServices, local),
					exceptionHandler != null ? exceptionHandler : JsonRpcErrors.DEFAULT_EXCEPTION_HANDLER, cancelMethod);
			if (tracing != null) {
				remoteEndpoint.traceWith(tracing);
			}
			jsonHandler.setMethodProvider(remoteEndpoint);
			remoteEndpoint.setJsonHandler(jsonHandler);
			return remoteEndpoint;
		}
	}
}
