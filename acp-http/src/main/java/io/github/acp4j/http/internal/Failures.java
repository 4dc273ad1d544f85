package io.github.acp4j.http.internal;

import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

import javax.net.ssl.SSLException;

/**
 * Why the server could not be talked to, in words for the user of a client: what a status means, or
 * what the network said. The JDK's connection failures often carry no message at all.
 */
final class Failures {

	private Failures() {
	}

	/** "the server answered HTTP 401 (the token is missing or wrong)", and the like. */
	static String status(int code) {
		String meaning = switch (code) {
		case 401 -> " (the token is missing or wrong)";
		case 403 -> " (the server does not allow this client's Origin)";
		case 404 -> " (no ACP endpoint at this URL, or the connection ended)";
		case 503 -> " (the server holds as many connections as it takes; try again later)";
		default -> "";
		};
		return "the server answered HTTP " + code + meaning;
	}

	/** What went wrong on the way to the server. */
	static String cause(Throwable failure) {
		Throwable cause = failure;
		while ((cause instanceof CompletionException || cause instanceof ExecutionException) && cause.getCause() != null) {
			cause = cause.getCause();
		}
		if (cause instanceof ConnectException) {
			return "connection refused (is the agent running and listening at this address?)";
		}
		if (cause instanceof HttpTimeoutException) {
			return "the server did not answer in time";
		}
		String message = cause.getMessage();
		if (cause instanceof SSLException) {
			return "the TLS handshake failed" + (message == null ? "" : ": " + message);
		}
		return message == null || message.isBlank() ? "the connection failed" : message;
	}
}
