package io.github.acp4j.http.server.internal;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;

import io.github.acp4j.http.AcpHttp;

/**
 * Cross-origin requests from a page at an allowed origin, as the Fetch standard has them: a preflight
 * is answered without the token (a browser never sends one with it), and every answer names that one
 * origin (never {@code *}, so a page elsewhere reads nothing), lets it send its credentials (the
 * official SDK's client sends cookies by default) and shows it the connection's headers.
 */
final class Cors {

	private static final String ALLOWED_METHODS = "GET, POST, DELETE";
	private static final String ALLOWED_HEADERS = String.join(", ", "Authorization", "Content-Type", "Accept", AcpHttp.CONNECTION_ID,
			AcpHttp.SESSION_ID, "Acp-Protocol-Version", "Last-Event-ID");
	private static final String EXPOSED_HEADERS = String.join(", ", AcpHttp.CONNECTION_ID, AcpHttp.SESSION_ID);
	/** How long a browser may keep a preflight's answer, in seconds. */
	private static final String MAX_AGE = "600";

	private Cors() {
	}

	/** Lets the page at {@code origin}, already found allowed, read the answer. */
	static void allow(String origin, Response response) {
		response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
		response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_CREDENTIALS, "true");
		response.getHeaders().put(HttpHeader.ACCESS_CONTROL_EXPOSE_HEADERS, EXPOSED_HEADERS);
		response.getHeaders().add(HttpHeader.VARY, "Origin");
	}

	/** Whether the request is a browser's preflight: OPTIONS naming the method it asks for. */
	static boolean isPreflight(Request request) {
		return "OPTIONS".equals(request.getMethod()) && request.getHeaders().contains(HttpHeader.ACCESS_CONTROL_REQUEST_METHOD);
	}

	/** What a preflight's answer allows. */
	static void preflight(Response response) {
		response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_METHODS, ALLOWED_METHODS);
		response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_HEADERS, ALLOWED_HEADERS);
		response.getHeaders().put(HttpHeader.ACCESS_CONTROL_MAX_AGE, MAX_AGE);
	}
}
