package io.github.acp4j.http.server.internal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Locale;
import java.util.Set;

/**
 * Who may use the server: a request whose {@code Origin} is not allowed is refused (a web page may
 * not drive the agent: DNS rebinding, cross-site WebSocket hijacking), and one without the bearer
 * token is refused. The token is compared in constant time, through its digest, so that neither its
 * content nor its length shows in the time taken.
 */
public final class Access {

	private static final String BEARER = "bearer ";

	private final byte[] tokenDigest;
	private final Set<String> origins;

	/** @param token the bearer token, or null to let every request in */
	public Access(String token, Set<String> origins) {
		this.tokenDigest = token == null ? null : digest(token);
		this.origins = Set.copyOf(origins);
	}

	/** Whether a request with this {@code Origin} header (null: none) may go on. */
	boolean allowsOrigin(String origin) {
		return origin == null || origins.contains(origin);
	}

	/** Whether a request with this {@code Authorization} header (null: none) may go on. */
	boolean authorizes(String authorization) {
		if (tokenDigest == null) {
			return true;
		}
		if (authorization == null || authorization.length() < BEARER.length()
				|| !authorization.substring(0, BEARER.length()).toLowerCase(Locale.ROOT).equals(BEARER)) {
			return false;
		}
		return MessageDigest.isEqual(tokenDigest, digest(authorization.substring(BEARER.length()).strip()));
	}

	private static byte[] digest(String token) {
		try {
			return MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("every JDK has SHA-256", e);
		}
	}
}
