package io.github.acp4j.agent.store;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * Where a shared store is ({@code --store}): {@code postgresql://USER@HOST[:PORT]/DATABASE}, with
 * JDBC driver parameters after a {@code ?} ({@code sslmode=require}). The URL never holds the
 * password (it would show in {@code ps} and shell histories): that comes from the environment.
 *
 * @param user     the database role
 * @param host     the server's host name or address
 * @param port     its port, 5432 when the URL names none
 * @param database the database's name
 * @param query    the driver parameters, or null
 */
public record StoreUrl(String user, String host, int port, String database, String query) {

	/** The environment variables the password is read from, the first set one. */
	public static final String[] PASSWORD_VARIABLES = { "ACP4J_STORE_PASSWORD", "PGPASSWORD" };
	private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.$-]{1,63}");

	/**
	 * Reads a {@code --store} URL.
	 *
	 * @throws IllegalArgumentException saying what is wrong, never echoing a password
	 */
	public static StoreUrl parse(String url) {
		if (url == null || url.isBlank()) {
			throw new IllegalArgumentException("--store is empty: give postgresql://USER@HOST:PORT/DATABASE, or leave it out for the session files");
		}
		URI uri;
		try {
			uri = new URI(url.strip());
		} catch (URISyntaxException e) {
			throw new IllegalArgumentException("--store is not a URL: give postgresql://USER@HOST:PORT/DATABASE");
		}
		String scheme = uri.getScheme();
		if (scheme == null || !(scheme.equals("postgresql") || scheme.equals("postgres"))) {
			throw new IllegalArgumentException("--store: unknown store " + (scheme == null ? "(no scheme)" : "'" + scheme + "://'")
					+ ": acp4j keeps sessions in postgresql://USER@HOST:PORT/DATABASE, or in its files without --store");
		}
		String userInfo = uri.getRawUserInfo();
		if (userInfo != null && userInfo.contains(":")) {
			throw new IllegalArgumentException("--store: the URL carries a password; leave it out and set ACP4J_STORE_PASSWORD"
					+ " (or PGPASSWORD) in the agent's environment instead");
		}
		if (userInfo == null || userInfo.isEmpty()) {
			throw new IllegalArgumentException("--store: name the database user: postgresql://USER@HOST:PORT/DATABASE");
		}
		if (uri.getHost() == null) {
			throw new IllegalArgumentException("--store: name the database host: postgresql://USER@HOST:PORT/DATABASE");
		}
		String path = uri.getPath() == null ? "" : uri.getPath();
		String database = path.startsWith("/") ? path.substring(1) : path;
		String user = URLDecoder.decode(userInfo, StandardCharsets.UTF_8);
		if (!NAME.matcher(database).matches() || !NAME.matcher(user).matches()) {
			throw new IllegalArgumentException("--store: name the database as postgresql://USER@HOST:PORT/DATABASE (letters, digits, _ . $ -)");
		}
		if (uri.getRawQuery() != null && uri.getRawQuery().toLowerCase(java.util.Locale.ROOT).contains("password")) {
			throw new IllegalArgumentException("--store: the URL carries a password; leave it out and set ACP4J_STORE_PASSWORD"
					+ " (or PGPASSWORD) in the agent's environment instead");
		}
		return new StoreUrl(user, uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort(), database, uri.getRawQuery());
	}

	/** The JDBC URL of PostgreSQL's driver, without credentials. */
	public String jdbcUrl() {
		return "jdbc:postgresql://" + (host.contains(":") && !host.startsWith("[") ? "[" + host + "]" : host) + ":" + port + "/"
				+ database + (query == null ? "" : "?" + query);
	}

	/** The URL as given (it holds no secret). */
	@Override
	public String toString() {
		return "postgresql://" + user + "@" + host + ":" + port + "/" + database + (query == null ? "" : "?" + query);
	}
}
