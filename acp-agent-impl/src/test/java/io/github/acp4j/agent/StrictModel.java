package io.github.acp4j.agent;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.QueueDispatcher;
import mockwebserver3.RecordedRequest;

/**
 * The mock model every agent test talks to: a MockWebServer dispatcher that checks each request to
 * {@code .../chat/completions} (OpenAI) or {@code .../messages} (Anthropic) the way the real API does
 * and answers an invalid one with the API's status and error body, before the queued (or delegated)
 * answer is used. Further rules (a context-length limit) are added with {@link #rule}.
 */
public final class StrictModel extends QueueDispatcher {

	/** The API a request was sent to, by its path. */
	public enum Api {
		OPENAI, ANTHROPIC;

		static Optional<Api> of(String path) {
			if (path == null) {
				return Optional.empty();
			}
			if (path.endsWith("/chat/completions")) {
				return Optional.of(OPENAI);
			}
			return path.endsWith("/messages") ? Optional.of(ANTHROPIC) : Optional.empty();
		}
	}

	/**
	 * Why the API refuses a request.
	 *
	 * @param status  the HTTP status
	 * @param message the error message, as the API words it
	 * @param param   OpenAI's {@code param} (for example {@code messages.[3].role}), or null
	 * @param code    OpenAI's {@code code} (for example {@code context_length_exceeded}), or null
	 */
	public record Refusal(int status, String message, String param, String code) {

		static Refusal invalid(String message, String param) {
			return new Refusal(400, message, param, null);
		}

		/** The error body the API sends. */
		public String body(Api api) {
			JsonObject error = new JsonObject();
			if (api == Api.ANTHROPIC) {
				error.addProperty("type", "invalid_request_error");
				error.addProperty("message", message);
				JsonObject body = new JsonObject();
				body.addProperty("type", "error");
				body.add("error", error);
				return body.toString();
			}
			error.addProperty("message", message);
			error.addProperty("type", "invalid_request_error");
			error.add("param", param == null ? JsonNull.INSTANCE : new JsonPrimitive(param));
			error.add("code", code == null ? JsonNull.INSTANCE : new JsonPrimitive(code));
			JsonObject body = new JsonObject();
			body.add("error", error);
			return body.toString();
		}
	}

	/** A check of a request body; the built-in message-sequence rules always run first. */
	@FunctionalInterface
	public interface Rule {
		Optional<Refusal> check(Api api, JsonObject body);
	}

	/**
	 * A {@code {PREFIX}_MODELS} that names no model besides the configured one: the agent offers that
	 * one alone and asks the mock for no list, so a test that takes the requests sees the model calls only.
	 */
	public static final String NO_LIST = ",";

	private final Dispatcher delegate;
	private final List<Rule> rules = new CopyOnWriteArrayList<>(List.of(ModelRequestRules::check));
	private final List<Refusal> refused = new CopyOnWriteArrayList<>();
	private volatile List<String> listed = List.of("gpt-4.1", "gpt-4o-mini", "claude-sonnet-4-5");

	private StrictModel(Dispatcher delegate) {
		this.delegate = delegate;
	}

	/** A started-later MockWebServer whose queued answers ({@code enqueue}) go out only to valid requests. */
	public static MockWebServer server() {
		MockWebServer server = new MockWebServer();
		server.setDispatcher(checking(null));
		return server;
	}

	/** A MockWebServer that checks each request and hands the valid ones to {@code delegate}. */
	public static MockWebServer server(Dispatcher delegate) {
		MockWebServer server = new MockWebServer();
		server.setDispatcher(checking(delegate));
		return server;
	}

	/** A dispatcher that checks each request and hands the valid ones to {@code delegate}. */
	public static StrictModel checking(Dispatcher delegate) {
		return new StrictModel(delegate);
	}

	/**
	 * The test sources below {@code testSources} that start a model server the rules do not check: a
	 * plain MockWebServer, a dispatcher set without {@link #checking}, or a socket server that does
	 * not call {@link #check}. Files named in {@code allowed} serve what is not a model API.
	 */
	public static List<String> lenientModels(Path testSources, List<String> allowed) throws IOException {
		try (Stream<Path> files = Files.walk(testSources)) {
			return files.filter(file -> file.toString().endsWith(".java"))
					.filter(file -> !allowed.contains(file.getFileName().toString())).filter(file -> {
						try {
							String source = Files.readString(file);
							return source.contains("new MockWebServer(") || source.contains("setDispatcher(new ")
									|| source.contains("new ServerSocket(") && !source.contains("StrictModel.check(");
						} catch (IOException e) {
							throw new UncheckedIOException(e);
						}
					}).map(Path::toString).sorted().toList();
		}
	}

	/** The strict model of a server made by {@link #server}. */
	public static StrictModel of(MockWebServer server) {
		return (StrictModel) server.getDispatcher();
	}

	/** Adds a rule checked after the built-in ones. */
	public StrictModel rule(Rule rule) {
		rules.add(rule);
		return this;
	}

	/** Sets the models {@code GET .../models} lists. */
	public StrictModel listing(String... models) {
		listed = List.of(models);
		return this;
	}

	/** The requests refused so far, oldest first. */
	public List<Refusal> refused() {
		return List.copyOf(refused);
	}

	/**
	 * The refusal a request to {@code path} with {@code body} gets, or empty when the API would take
	 * it; for servers that are not MockWebServers.
	 */
	public static Optional<Refusal> check(String path, String body) {
		return new StrictModel(null).refusal(path, body);
	}

	/**
	 * Where an Anthropic request body carries {@code cache_control}, as the API names the places
	 * ({@code tools.9}, {@code system.0}, {@code messages.2.content.0}), in that order.
	 */
	public static List<String> cacheBreakpoints(String body) {
		return ModelRequestRules.cacheBreakpoints(JsonParser.parseString(body).getAsJsonObject());
	}

	private Optional<Refusal> refusal(String path, String body) {
		Optional<Api> api = Api.of(path);
		if (api.isEmpty()) {
			return Optional.empty();
		}
		JsonObject json;
		try {
			JsonElement parsed = JsonParser.parseString(body);
			if (!parsed.isJsonObject()) {
				return Optional.of(Refusal.invalid("The request body is not a JSON object.", null));
			}
			json = parsed.getAsJsonObject();
		} catch (JsonParseException e) {
			return Optional.of(Refusal.invalid("We could not parse the JSON body of your request.", null));
		}
		for (Rule rule : rules) {
			Optional<Refusal> refusal = rule.check(api.get(), json);
			if (refusal.isPresent()) {
				return refusal;
			}
		}
		return Optional.empty();
	}

	@Override
	public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
		String path = request.getUrl().encodedPath();
		if ("GET".equals(request.getMethod()) && path.endsWith("/models")) {
			return models(request);
		}
		Optional<Refusal> refusal = refusal(path, request.getBody() == null ? "" : request.getBody().utf8());
		if (refusal.isPresent()) {
			refused.add(refusal.get());
			return new MockResponse.Builder().code(refusal.get().status()).addHeader("Content-Type", "application/json")
					.body(refusal.get().body(Api.of(path).orElseThrow())).build();
		}
		return delegate != null ? delegate.dispatch(request) : super.dispatch(request);
	}

	/**
	 * {@code GET .../models}: Anthropic's list to a request with its headers, OpenAI's to one with a
	 * bearer token, each API's 401 to a request without a key.
	 */
	private MockResponse models(RecordedRequest request) {
		JsonObject body = new JsonObject();
		JsonArray data = new JsonArray();
		if (request.getHeaders().get("x-api-key") != null || request.getHeaders().get("anthropic-version") != null) {
			if (request.getHeaders().get("x-api-key") == null || request.getHeaders().get("anthropic-version") == null) {
				String missing = request.getHeaders().get("x-api-key") == null ? "x-api-key" : "anthropic-version";
				return json(missing.equals("x-api-key") ? 401 : 400, "{\"type\":\"error\",\"error\":{\"type\":\""
						+ (missing.equals("x-api-key") ? "authentication_error" : "invalid_request_error") + "\",\"message\":\""
						+ missing + ": header is required\"}}");
			}
			for (String id : listed) {
				JsonObject model = new JsonObject();
				model.addProperty("type", "model");
				model.addProperty("id", id);
				model.addProperty("display_name", id);
				model.addProperty("created_at", "2025-01-01T00:00:00Z");
				data.add(model);
			}
			body.add("data", data);
			body.addProperty("has_more", false);
			return json(200, body.toString());
		}
		String authorization = request.getHeaders().get("Authorization");
		if (authorization == null || !authorization.startsWith("Bearer ")) {
			return json(401, "{\"error\":{\"message\":\"You didn't provide an API key.\",\"type\":\"invalid_request_error\","
					+ "\"param\":null,\"code\":null}}");
		}
		for (String id : listed) {
			JsonObject model = new JsonObject();
			model.addProperty("id", id);
			model.addProperty("object", "model");
			model.addProperty("created", 1);
			model.addProperty("owned_by", "system");
			data.add(model);
		}
		body.addProperty("object", "list");
		body.add("data", data);
		return json(200, body.toString());
	}

	private static MockResponse json(int status, String body) {
		return new MockResponse.Builder().code(status).addHeader("Content-Type", "application/json").body(body).build();
	}
}
