package io.github.acp4j.agent.llm.internal;

import java.util.Collection;
import java.util.regex.Pattern;

/** Removes credentials from text that may be shown or logged, such as a provider's error body. */
public final class Secrets {

	/** Key-shaped tokens: {@code sk-...}, {@code sk-ant-...}, bearer tokens. */
	private static final Pattern KEY_SHAPED = Pattern.compile("(?i)\\b(sk-[a-z0-9_\\-]{8,}|bearer\\s+[a-z0-9._\\-]{8,})");

	private Secrets() {
	}

	/** The text with every known secret and every key-shaped token replaced. */
	public static String redact(String text, Collection<String> secrets) {
		if (text == null) {
			return null;
		}
		String result = text;
		for (String secret : secrets) {
			if (secret != null && secret.length() >= 4) {
				result = result.replace(secret, "[redacted]");
			}
		}
		return KEY_SHAPED.matcher(result).replaceAll("[redacted]");
	}
}
