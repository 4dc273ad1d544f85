package io.github.acp4j.http.internal;

import java.net.ConnectException;
import java.net.http.HttpTimeoutException;
import java.security.cert.CertPathBuilderException;
import java.security.cert.CertPathValidatorException;
import java.security.cert.CertificateException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.regex.Pattern;

import javax.net.ssl.SSLException;

/**
 * Why the server could not be talked to, in words for the user of a client: what a status means, or
 * what the network said. The JDK's connection failures often carry no message at all.
 */
final class Failures {

	/** A Java class name and its colon, as an exception's message quotes its cause ({@code sun.security...Exception: }). */
	private static final Pattern JAVA_NAME = Pattern.compile("\\b(?:[a-z_$][\\w$]*\\.)+[A-Z][\\w$]*(?:Exception|Error)\\b:?\\s*");

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
		if (cause instanceof SSLException) {
			return untrusted(cause)
					? "the server's certificate is not trusted by this JVM (give it the server's certificate or its CA"
							+ " in a trust store: -Djavax.net.ssl.trustStore=FILE)"
					: "the TLS handshake failed" + plain(cause.getMessage());
		}
		String said = plain(cause.getMessage());
		return said.isEmpty() ? "the connection failed" : said.substring(2);
	}

	/** Whether the handshake failed because no trusted certificate path leads to the server's certificate. */
	private static boolean untrusted(Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof CertificateException || cause instanceof CertPathBuilderException
					|| cause instanceof CertPathValidatorException) {
				return true;
			}
		}
		return false;
	}

	/** ": " and {@code message} without the Java class names the JDK puts in it, or "" when nothing is left. */
	private static String plain(String message) {
		String said = message == null ? "" : JAVA_NAME.matcher(message).replaceAll("").strip();
		return said.isEmpty() ? "" : ": " + said;
	}
}
