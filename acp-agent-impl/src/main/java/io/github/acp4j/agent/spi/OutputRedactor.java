package io.github.acp4j.agent.spi;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.ToolCallContent;

/**
 * Replaces the secrets the agent holds with {@value #REDACTED} in tool output before it reaches the
 * model, the client, the session file or the log: each value as written, in hexadecimal (lower and
 * upper case) and in base64 (standard and URL alphabet, at each of the three byte alignments the
 * value can have inside longer encoded text). Line breaks inside an encoded form ({@code base64}
 * wraps at 76 columns, {@code xxd -p} at 60) do not hide it. A provider that does not extend
 * {@link StreamingHttpProvider} keeps its key out of its errors with {@link #redactCredentials}.
 */
public final class OutputRedactor {

	/** What a secret is replaced with. */
	public static final String REDACTED = "[REDACTED]";
	/** Values shorter than this are not treated as secrets: they would match ordinary text. */
	static final int MIN_LENGTH = 8;
	/** What may come between two characters of an encoded secret. */
	private static final String LINE_BREAK = "(?:\\r?\\n)?";
	/** The most characters {@link #LINE_BREAK} matches. */
	private static final int LINE_BREAK_LENGTH = 2;

	/** Key-shaped tokens ({@code sk-...}, {@code sk-ant-...}, bearer tokens), for text a provider sends back. */
	private static final Pattern KEY_SHAPED = Pattern.compile("(?i)\\b(sk-[a-z0-9_\\-]{8,}|bearer\\s+[a-z0-9._\\-]{8,})");

	private static final List<String> SECRET_NAME_PARTS = List.of("TOKEN", "SECRET", "PASSWORD", "PASSWD", "PASSPHRASE", "CREDENTIAL",
			"APIKEY", "ACCESSKEY", "PRIVATEKEY");
	/** The password in {@code scheme://user:password@host}. */
	private static final Pattern URL_PASSWORD = Pattern.compile("[A-Za-z][A-Za-z0-9+.-]*://[^/\\s:@]*:([^/\\s@]+)@");

	/** A redactor that changes nothing. */
	public static final OutputRedactor NONE = new OutputRedactor(Set.of());

	private final Pattern pattern;
	/** The most characters one match of {@link #pattern} can span. */
	private final int longestMatch;
	private final Gson gson = AcpGson.create();

	private OutputRedactor(Set<String> secrets) {
		List<String> forms = new ArrayList<>();
		for (String secret : secrets) {
			forms.addAll(forms(secret));
		}
		// Longest first, so a longer form is replaced whole rather than a shorter form inside it.
		forms.sort((a, b) -> b.length() - a.length());
		List<String> alternatives = new ArrayList<>();
		int longest = 0;
		for (String form : new LinkedHashSet<>(forms)) {
			// Each character of the form, and a line break between any two of them.
			longest = Math.max(longest, form.length() + LINE_BREAK_LENGTH * (form.length() - 1));
			StringBuilder regex = new StringBuilder();
			form.codePoints().forEach(c -> regex.append(regex.length() == 0 ? "" : LINE_BREAK)
					.append(Pattern.quote(new String(Character.toChars(c)))));
			alternatives.add(regex.toString());
		}
		this.pattern = alternatives.isEmpty() ? null : Pattern.compile(String.join("|", alternatives));
		this.longestMatch = longest;
	}

	/**
	 * The most characters one secret can span in output, in any of its forms (0 when there is none):
	 * text redacted piece by piece as it comes holds back this many characters of its end, which may
	 * be the start of a secret the next piece completes.
	 */
	public int longestMatch() {
		return longestMatch;
	}

	/** The given secret values (those shorter than {@value #MIN_LENGTH} characters are ignored). */
	public static OutputRedactor of(Set<String> secrets) {
		Set<String> kept = new LinkedHashSet<>();
		for (String secret : secrets) {
			if (secret != null && secret.strip().length() >= MIN_LENGTH) {
				kept.add(secret.strip());
			}
		}
		return new OutputRedactor(kept);
	}

	/**
	 * The secrets of an environment: the value of each variable whose name says it holds one
	 * ({@link #isSecretName}), and the password of each URL with credentials in any variable's value
	 * ({@code DATABASE_URL=postgres://user:password@host/db}, a proxy's {@code http://user:password@proxy:3128}),
	 * as written and percent-decoded.
	 */
	public static OutputRedactor fromEnvironment(Map<String, String> environment) {
		Set<String> secrets = new LinkedHashSet<>();
		environment.forEach((name, value) -> {
			if (isSecretName(name)) {
				secrets.add(value);
			}
			Matcher credentials = URL_PASSWORD.matcher(value);
			while (credentials.find()) {
				secrets.add(credentials.group(1));
				try {
					secrets.add(URLDecoder.decode(credentials.group(1), StandardCharsets.UTF_8));
				} catch (IllegalArgumentException notPercentEncoded) {
					// the password as written is enough
				}
			}
		});
		return of(secrets);
	}

	/**
	 * Whether a variable of this name holds a secret: its name has {@code TOKEN}, {@code SECRET},
	 * {@code PASSWORD}, {@code PASSWD}, {@code PASSPHRASE}, {@code CREDENTIAL}, {@code APIKEY},
	 * {@code ACCESSKEY} or {@code PRIVATEKEY} in it (underscores aside, any case), or a word {@code KEY},
	 * or a word {@code PWD} after another ({@code MYSQL_PWD}; {@code PWD} alone is the working directory).
	 * {@code OPENAI_API_KEY}, {@code AWS_SECRET_ACCESS_KEY}, {@code GITHUB_TOKEN} and {@code PGPASSWORD} are.
	 */
	public static boolean isSecretName(String name) {
		String upper = name.toUpperCase(Locale.ROOT);
		String joined = upper.replace("_", "");
		for (String part : SECRET_NAME_PARTS) {
			if (joined.contains(part)) {
				return true;
			}
		}
		List<String> words = List.of(upper.split("_"));
		return words.contains("KEY") || words.size() > 1 && words.subList(1, words.size()).contains("PWD");
	}

	/** The forms a secret can take in output. */
	private static List<String> forms(String secret) {
		byte[] bytes = secret.getBytes(StandardCharsets.UTF_8);
		List<String> forms = new ArrayList<>();
		forms.add(secret);
		forms.add(HexFormat.of().formatHex(bytes));
		forms.add(HexFormat.of().withUpperCase().formatHex(bytes));
		for (int alignment = 0; alignment < 3; alignment++) {
			// The secret after `alignment` bytes of unknown text: only the characters made of its bits alone are fixed.
			byte[] shifted = new byte[alignment + bytes.length];
			System.arraycopy(bytes, 0, shifted, alignment, bytes.length);
			int from = (8 * alignment + 5) / 6;
			int to = 8 * (alignment + bytes.length) / 6;
			for (Base64.Encoder encoder : List.of(Base64.getEncoder(), Base64.getUrlEncoder())) {
				String fragment = encoder.withoutPadding().encodeToString(shifted).substring(from, to);
				if (fragment.length() >= MIN_LENGTH) {
					forms.add(fragment);
				}
			}
		}
		return forms;
	}

	/** The text with every secret replaced. */
	public String redact(String text) {
		if (pattern == null || text == null) {
			return text;
		}
		Matcher matcher = pattern.matcher(text);
		return matcher.find() ? matcher.replaceAll(Matcher.quoteReplacement(REDACTED)) : text;
	}

	/**
	 * The text with every secret and every key-shaped token replaced: for a provider's error, which
	 * may echo a credential the agent was not given (another key of the account, a proxy's token).
	 */
	public String redactCredentials(String text) {
		String redacted = redact(text);
		return redacted == null ? null : KEY_SHAPED.matcher(redacted).replaceAll(Matcher.quoteReplacement(REDACTED));
	}

	/**
	 * A failure's stack trace, causes included, with every secret replaced: for the log, since a
	 * message anywhere in the chain may hold what the failing code came across.
	 */
	public String redact(Throwable failure) {
		StringWriter trace = new StringWriter();
		failure.printStackTrace(new PrintWriter(trace));
		return redact(trace.toString());
	}

	/** A tool result with every secret replaced in its text, its content and its raw output. */
	public ToolResult redact(ToolResult result) {
		if (pattern == null) {
			return result;
		}
		List<ToolCallContent> content = new ArrayList<>();
		for (ToolCallContent item : result.content()) {
			JsonElement tree = gson.toJsonTree(item, ToolCallContent.class);
			JsonElement redacted = redact(tree);
			content.add(redacted.equals(tree) ? item : gson.fromJson(redacted, ToolCallContent.class));
		}
		return result.toBuilder().forModel(redact(result.forModel())).content(content)
				.rawOutput(result.rawOutput() == null ? null : redact(result.rawOutput())).build();
	}

	/** A copy of a JSON value with every secret in its strings replaced. */
	public JsonElement redact(JsonElement value) {
		if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isString()) {
			return new JsonPrimitive(redact(value.getAsString()));
		}
		if (value.isJsonArray()) {
			JsonArray copy = new JsonArray();
			value.getAsJsonArray().forEach(element -> copy.add(redact(element)));
			return copy;
		}
		if (value.isJsonObject()) {
			JsonObject copy = new JsonObject();
			value.getAsJsonObject().entrySet().forEach(entry -> copy.add(entry.getKey(), redact(entry.getValue())));
			return copy;
		}
		return value;
	}
}
