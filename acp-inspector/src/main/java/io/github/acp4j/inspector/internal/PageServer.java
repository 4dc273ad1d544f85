package io.github.acp4j.inspector.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.Fields;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The inspector's page on loopback, on Jetty's core handlers: the page's own assets, its recording in
 * pages ({@code /messages?from=N&limit=M}, held open until there is something new, so the same request
 * gives the history to a page opened late and the live messages after it), the page's filter and
 * search run over the recording on disk ({@code /search}, a bounded piece of the recording per
 * request) and the export. Every request must carry the token of the printed URL; without it, 403 and
 * an empty body.
 */
public final class PageServer implements AutoCloseable {

	private static final String ASSETS = "/io/github/acp4j/inspector/page/";
	/** What the page may load, with its type: nothing else is served. */
	private static final Map<String, String> FILES = Map.of("/", "index.html", "/app.js", "app.js", "/app.css", "app.css",
			"/schema/v1.json", "v1/schema.json", "/schema/v2.json", "v2/schema.json");
	/** How long a request for what is new is held before it is answered with nothing. */
	private static final long HOLD_SECONDS = 20;
	/** The most entries, and about the most characters, one answer holds. */
	private static final int PAGE_ENTRIES = 2000;
	private static final long PAGE_CHARS = 8L * 1024 * 1024;
	/** The most entries one search request looks at, and the most of the page's schema problems it is given. */
	private static final int SEARCH_BUDGET = 20_000;
	private static final int SCHEMA_PROBLEMS = 500;

	private final Server server;
	private final ServerConnector connector;
	private final String token;

	private PageServer(Server server, ServerConnector connector, String token) {
		this.server = server;
		this.connector = connector;
		this.token = token;
	}

	/** Serves {@code recording} on loopback at {@code port} (0: any free one) with a new random token. */
	public static PageServer start(Recording recording, int port) throws IOException {
		byte[] random = new byte[24];
		new SecureRandom().nextBytes(random);
		String token = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
		QueuedThreadPool threads = new QueuedThreadPool(16, 2);
		threads.setName("acp4j-inspect");
		threads.setDaemon(true);
		Server server = new Server(threads);
		ServerConnector connector = new ServerConnector(server, 1, 1);
		connector.setHost(InetAddress.getLoopbackAddress().getHostAddress());
		connector.setPort(port);
		server.addConnector(connector);
		// Stopping lets the answers under way (the last page, which says the agent exited) be written first.
		server.setHandler(new GracefulHandler(new PageHandler(recording, token)));
		server.setStopTimeout(2000);
		try {
			server.start();
		} catch (IOException e) {
			throw e;
		} catch (Exception e) {
			throw new IOException("The inspector's page could not start: " + e.getMessage(), e);
		}
		return new PageServer(server, connector, token);
	}

	/** The page's address, token included. */
	public URI url() {
		return URI.create("http://" + connector.getHost() + ":" + connector.getLocalPort() + "/?token=" + token);
	}

	@Override
	public void close() {
		try {
			server.stop();
		} catch (Exception e) {
			throw new IllegalStateException("The inspector's page did not stop cleanly", e);
		}
	}

	/** Blocking: pages and searches read the recording's file, on Jetty's threads, never on a pump's. */
	private static final class PageHandler extends Handler.Abstract {
		private final Recording recording;
		private final byte[] token;

		PageHandler(Recording recording, String token) {
			this.recording = recording;
			this.token = token.getBytes(StandardCharsets.UTF_8);
		}

		@Override
		public boolean handle(Request request, Response response, Callback callback) throws Exception {
			Fields query = Request.extractQueryParameters(request);
			String given = query.getValue("token");
			// The page sends nothing elsewhere and lets no other page frame it or read what it loads.
			response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
			response.getHeaders().put("Referrer-Policy", "no-referrer");
			response.getHeaders().put("X-Content-Type-Options", "nosniff");
			response.getHeaders().put("Content-Security-Policy",
					"default-src 'self'; img-src 'self' data:; frame-ancestors 'none'; form-action 'none'; base-uri 'none'");
			if (given == null || !MessageDigest.isEqual(token, given.getBytes(StandardCharsets.UTF_8))) {
				response.setStatus(403);
				response.write(true, BufferUtil.EMPTY_BUFFER, callback);
				return true;
			}
			if (!"GET".equals(request.getMethod())) {
				response.setStatus(405);
				response.write(true, BufferUtil.EMPTY_BUFFER, callback);
				return true;
			}
			String path = Request.getPathInContext(request);
			if ("/messages".equals(path)) {
				messages(request, response, callback, query);
			} else if ("/search".equals(path)) {
				search(response, callback, query);
			} else if ("/recording".equals(path)) {
				response.getHeaders().put(HttpHeader.CONTENT_DISPOSITION, "attachment; filename=\"acp-recording.ndjson\"");
				response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/x-ndjson; charset=utf-8");
				try (OutputStream out = Content.Sink.asOutputStream(response)) {
					recording.export(out);
				}
				callback.succeeded();
			} else if (FILES.containsKey(path)) {
				String name = FILES.get(path);
				byte[] body;
				try (InputStream in = PageServer.class.getResourceAsStream(ASSETS + name)) {
					body = in.readAllBytes();
				}
				if (name.endsWith(".html")) {
					// The page's own links carry the token, as every request must.
					body = new String(body, StandardCharsets.UTF_8).replace("%TOKEN%", given).getBytes(StandardCharsets.UTF_8);
				}
				send(response, callback, type(name), body);
			} else {
				response.setStatus(404);
				response.write(true, BufferUtil.EMPTY_BUFFER, callback);
			}
			return true;
		}

		/** A page of the recording from {@code from} on, now when there is one, else when there is or after a while. */
		private void messages(Request request, Response response, Callback callback, Fields query) {
			long from;
			int limit;
			try {
				from = number(query, "from", 0);
				limit = (int) Math.min(PAGE_ENTRIES, Math.max(1, number(query, "limit", PAGE_ENTRIES)));
			} catch (NumberFormatException e) {
				badRequest(response, callback);
				return;
			}
			AtomicBoolean answered = new AtomicBoolean();
			Runnable answer = () -> {
				if (answered.compareAndSet(false, true)) {
					try {
						send(response, callback, "application/json; charset=utf-8",
								recording.page(from, limit, PAGE_CHARS).toString().getBytes(StandardCharsets.UTF_8));
					} catch (IOException e) {
						callback.failed(e);
					}
				}
			};
			AtomicReference<Scheduler.Task> timeout = new AtomicReference<>();
			// Woken by a pump: the page is read from the file on one of Jetty's threads, the pump goes on at once.
			Runnable ready = () -> {
				Scheduler.Task task = timeout.get();
				if (task != null) {
					task.cancel();
				}
				request.getComponents().getThreadPool().execute(answer);
			};
			timeout.set(request.getComponents().getScheduler().schedule(() -> {
				recording.forget(ready);
				answer.run();
			}, HOLD_SECONDS, TimeUnit.SECONDS));
			recording.whenAfter(from, ready);
		}

		/**
		 * Up to {@code limit} entries from {@code from} on that the filter matches
		 * ({@code direction}, {@code kind}, {@code q}, and with kind {@code problem} the page's own
		 * schema problems in {@code problems}, numbers in order, with {@code until} where its list was
		 * cut); a bounded part of the recording is looked at, {@code next} says where to go on.
		 */
		private void search(Response response, Callback callback, Fields query) throws IOException {
			Query filter;
			long from;
			long until;
			int limit;
			try {
				from = number(query, "from", 0);
				until = number(query, "until", Long.MAX_VALUE);
				limit = (int) Math.min(PAGE_ENTRIES, Math.max(1, number(query, "limit", PAGE_ENTRIES)));
				Set<Long> problems = new HashSet<>();
				String listed = query.getValue("problems");
				if (listed != null && !listed.isEmpty()) {
					String[] numbers = listed.split(",", SCHEMA_PROBLEMS + 1);
					if (numbers.length > SCHEMA_PROBLEMS) {
						throw new IllegalArgumentException("too many problems");
					}
					for (String number : numbers) {
						problems.add(Long.parseLong(number));
					}
				}
				filter = new Query(blank(query.getValue("direction")), blank(query.getValue("kind")), query.getValue("q"), problems);
			} catch (IllegalArgumentException e) {
				badRequest(response, callback);
				return;
			}
			byte[] body = recording.search(filter, from, until, limit, SEARCH_BUDGET, PAGE_CHARS).toString().getBytes(StandardCharsets.UTF_8);
			send(response, callback, "application/json; charset=utf-8", body);
		}

		private static String blank(String value) {
			return value == null || value.isEmpty() ? null : value;
		}

		private static long number(Fields query, String name, long absent) {
			String value = query.getValue(name);
			return value == null ? absent : Long.parseLong(value);
		}

		private static void badRequest(Response response, Callback callback) {
			response.setStatus(400);
			response.write(true, BufferUtil.EMPTY_BUFFER, callback);
		}

		private static void send(Response response, Callback callback, String type, byte[] body) {
			response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
			response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
			response.write(true, ByteBuffer.wrap(body), callback);
		}

		private static String type(String name) {
			if (name.endsWith(".html")) {
				return "text/html; charset=utf-8";
			}
			return name.endsWith(".js") ? "text/javascript; charset=utf-8"
					: name.endsWith(".css") ? "text/css; charset=utf-8" : "application/json; charset=utf-8";
		}
	}
}
