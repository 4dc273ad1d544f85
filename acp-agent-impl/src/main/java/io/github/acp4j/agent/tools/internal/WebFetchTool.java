package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.net.UnknownHostException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;

import com.google.gson.JsonObject;
import com.google.inject.Inject;
import com.google.re2j.Matcher;
import com.google.re2j.Pattern;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolArguments;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.types.ToolKind;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okio.BufferedSource;

/** {@code web_fetch}: an http(s) page as text, HTML reduced to its words, size- and time-bounded. */
public final class WebFetchTool implements AgentTool {

	static final long MAX_BYTES = 1024 * 1024;
	static final int MAX_CHARS = 64 * 1024;
	/** The whole fetch, redirects included. */
	static final Duration TIMEOUT = Duration.ofSeconds(30);
	/** Redirects a fetch follows, as many as a browser would for an ordinary page and far fewer than a loop. */
	static final int MAX_REDIRECTS = 10;

	private record Arguments(@Param(name = "url", value = "The http or https URL") String url) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	// RE2/J, linear in the page: java.util.regex spent minutes of CPU on a megabyte of unclosed
	// "<script" or "<", past any cancel.
	private static final Pattern INVISIBLE = Pattern.compile("(?is)<script\\b.*?</script\\s*>|<style\\b.*?</style\\s*>"
			+ "|<noscript\\b.*?</noscript\\s*>|<template\\b.*?</template\\s*>|<svg\\b.*?</svg\\s*>");
	private static final Pattern BREAKS = Pattern.compile("(?i)<(br|/p|/div|/li|/h[1-6]|/tr|/section|/article)\\b[^>]*>");
	private static final Pattern TAGS = Pattern.compile("(?s)<!--.*?-->|<[^>]*>");
	private static final Pattern TITLE = Pattern.compile("(?is)<title\\b[^>]*>(.*?)</title\\s*>");
	private static final Pattern NUMERIC_ENTITY = Pattern.compile("&#(x[0-9a-fA-F]{1,6}|[0-9]{1,7});");

	/** The agent's client, asked for by the first fetch: making the tool (every first prompt does) makes no client. */
	private final Supplier<OkHttpClient> http;
	/** Where a fetch may connect. */
	private final AddressPolicy addresses;
	/** How long a fetch may take, its redirects and body included. */
	private final Duration timeout;
	/** The agent's client {@linkplain AddressPolicy#confine confined} to the policy, made by the first fetch. */
	private OkHttpClient client;

	@Inject
	WebFetchTool(Supplier<OkHttpClient> http, AddressPolicy addresses) {
		this(http, addresses, TIMEOUT);
	}

	WebFetchTool(OkHttpClient http, AddressPolicy addresses, Duration timeout) {
		this(() -> http, addresses, timeout);
	}

	private WebFetchTool(Supplier<OkHttpClient> http, AddressPolicy addresses, Duration timeout) {
		this.http = http;
		this.addresses = addresses;
		this.timeout = timeout;
	}

	@Override
	public String name() {
		return "web_fetch";
	}

	@Override
	public String description() {
		return "Fetches an http or https URL and returns its text (HTML reduced to its title and readable text, at most "
				+ MAX_CHARS / 1024 + " KiB; other text as it is; binary content is refused). It reaches public addresses only,"
				+ " not this machine or a private network, unless the user allowed them.";
	}

	@Override
	public JsonObject parameters() {
		return ARGUMENTS.schema();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.FETCH;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.NETWORK;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		String url = ARGUMENTS.read(arguments, context).url();
		HttpUrl parsed = HttpUrl.parse(url);
		if (parsed == null) {
			throw new ToolException("Not an http or https URL: " + url);
		}
		return Call.of("Fetch " + parsed, List.of(), true, () -> ToolResult.text(fetch(parsed, context.cancellation())));
	}

	/**
	 * The text of {@code first}, after the redirects it leads to. Each redirect is followed here, not by
	 * OkHttp, so that the result and every error name the URL that answered and the one asked for;
	 * each hop's connection is judged by the {@link AddressPolicy} before anything is sent.
	 */
	private String fetch(HttpUrl first, Cancellation cancellation) throws ToolException {
		OkHttpClient confined = client();
		long deadline = System.nanoTime() + timeout.toNanos();
		HttpUrl url = first;
		for (int redirects = 0;; redirects++) {
			okhttp3.Call call = confined.newCall(new Request.Builder().url(url).header("Accept", "text/html, text/plain, */*").build());
			// what is left of the whole fetch's time; 0 would mean no timeout
			call.timeout().timeout(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			try (Cancellation.Registration stop = cancellation.onCancel(call::cancel); Response response = call.execute()) {
				String location = response.isRedirect() ? response.header("Location") : null;
				if (location == null) {
					return "URL: " + where(first, url) + "\n\n" + text(first, url, response);
				}
				HttpUrl next = url.resolve(location);
				if (next == null) {
					throw new ToolException(where(first, url) + " redirected to " + location + ", which is not an http or https URL");
				}
				if (redirects == MAX_REDIRECTS) {
					throw new ToolException(first + " redirected more than " + MAX_REDIRECTS + " times");
				}
				url = next;
			} catch (IOException e) {
				cancellation.throwIfCancelled();
				Optional<AddressPolicy.Refused> refused = refusal(e);
				if (refused.isPresent()) {
					throw refused(first, url, refused.get());
				}
				throw new ToolException("Cannot fetch " + where(first, url) + ": " + (e instanceof UnknownHostException
						? "the host " + url.host() + " is not known (no address found for it)" : e.getMessage()), e);
			}
		}
	}

	private synchronized OkHttpClient client() throws ToolException {
		if (client == null) {
			try {
				client = addresses.confine(http.get());
			} catch (RuntimeException e) {
				throw new ToolException("The HTTP client could not be made: " + e.getMessage(), e);
			}
		}
		return client;
	}

	/** The text of a page that answered. */
	private static String text(HttpUrl first, HttpUrl url, Response response) throws IOException, ToolException {
		if (!response.isSuccessful()) {
			throw new ToolException(where(first, url) + " answered HTTP " + response.code());
		}
		ResponseBody body = response.body();
		MediaType type = body.contentType();
		if (type != null && !isText(type)) {
			throw new ToolException(where(first, url) + " is " + type.type() + "/" + type.subtype() + ", not text");
		}
		BufferedSource source = body.source();
		boolean whole = !source.request(MAX_BYTES + 1); // buffers up to the cap, or the whole body when it is smaller
		byte[] bytes = source.getBuffer().readByteArray(Math.min(source.getBuffer().size(), MAX_BYTES));
		Charset charset = type != null && type.charset() != null ? type.charset() : StandardCharsets.UTF_8;
		String text = new String(bytes, charset);
		boolean html = type == null ? text.stripLeading().startsWith("<") : type.subtype().toLowerCase(Locale.ROOT).contains("html");
		String result = cap(html ? textOf(text) : text);
		return whole ? result : result + "\n[... the page is larger than " + MAX_BYTES / 1024 + " KiB; the rest was not read]";
	}

	/** {@code url}, and the URL asked for when a redirect led there. */
	private static String where(HttpUrl first, HttpUrl url) {
		return url.equals(first) ? url.toString() : url + " (redirected from " + first + ")";
	}

	/**
	 * The policy's refusal in a failed connection: OkHttp tries each address of a name and throws the
	 * first failure, the others suppressed, and may wrap it.
	 */
	private static Optional<AddressPolicy.Refused> refusal(Throwable failure) {
		if (failure instanceof AddressPolicy.Refused refused) {
			return Optional.of(refused);
		}
		return Stream.concat(Stream.ofNullable(failure.getCause()), Stream.of(failure.getSuppressed())).map(WebFetchTool::refusal)
				.flatMap(Optional::stream).findFirst();
	}

	private static ToolException refused(HttpUrl first, HttpUrl url, AddressPolicy.Refused refused) {
		return new ToolException("Refused to fetch " + where(first, url) + ": " + refused.getMessage()
				+ ". web_fetch connects to public addresses only; the user can allow this one by adding " + refused.entry
				+ " to the environment variable " + AddressPolicy.VARIABLE + " of the agent.");
	}

	private static boolean isText(MediaType type) {
		String subtype = type.subtype().toLowerCase(Locale.ROOT);
		return type.type().equalsIgnoreCase("text") || subtype.contains("json") || subtype.contains("xml")
				|| subtype.contains("javascript") || subtype.contains("yaml");
	}

	/** The readable text of an HTML page, its title first. */
	static String textOf(String html) {
		Matcher title = TITLE.matcher(html);
		String heading = title.find() ? entities(title.group(1)).strip().replaceAll("\\s+", " ") : "";
		String text = INVISIBLE.matcher(html).replaceAll(" ");
		text = BREAKS.matcher(text).replaceAll("\n");
		text = TITLE.matcher(text).replaceAll(" ");
		text = entities(TAGS.matcher(text).replaceAll(" "));
		text = text.replaceAll("[ \\t\\x0B\\f\\r]+", " ").replaceAll(" *\n[ \n]*", "\n").strip();
		return heading.isEmpty() ? text : "# " + heading + "\n\n" + text;
	}

	private static String entities(String text) {
		String named = text.replace("&nbsp;", " ").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
				.replace("&apos;", "'");
		Matcher numeric = NUMERIC_ENTITY.matcher(named);
		StringBuilder decoded = new StringBuilder();
		while (numeric.find()) {
			String code = numeric.group(1);
			int codePoint = code.startsWith("x") ? Integer.parseInt(code.substring(1), 16) : Integer.parseInt(code);
			String replacement = Character.isValidCodePoint(codePoint) ? new String(Character.toChars(codePoint)) : numeric.group();
			numeric.appendReplacement(decoded, Matcher.quoteReplacement(replacement));
		}
		numeric.appendTail(decoded);
		// &amp; last, so "&amp;lt;" stays "&lt;"
		return decoded.toString().replace("&amp;", "&");
	}

	private static String cap(String text) {
		return text.length() <= MAX_CHARS ? text : text.substring(0, MAX_CHARS) + "\n[... cut at " + MAX_CHARS + " characters]";
	}
}
