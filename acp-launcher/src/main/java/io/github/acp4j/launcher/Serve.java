package io.github.acp4j.launcher;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.google.inject.Injector;

import io.github.acp4j.agent.AgentConnections;
import io.github.acp4j.agent.sandbox.OwnProcesses;
import io.github.acp4j.http.server.AcpHttpServer;

/**
 * {@code acp4j --acp --listen [HOST:]PORT}: the agent served over Streamable HTTP and WebSocket, each
 * connection an ACP peer of its own over the one agent. Standard input is not read; the process runs
 * until SIGTERM or SIGINT, which end every connection and save every session. Every request needs the
 * bearer token: {@code ACP4J_TOKEN}, the {@code --token-file}'s, or one generated into
 * {@code ACP4J_HOME/token} (owner-only); it is never printed or logged. A connection from a process
 * the agent started is refused even with the token ({@link OwnProcesses}).
 */
final class Serve {

	/** The environment variable of the token, which wins over the other sources. */
	static final String TOKEN_VARIABLE = "ACP4J_TOKEN";
	/** The generated token's file in ACP4J_HOME. */
	static final String TOKEN_FILE = "token";
	/** The environment variable of the {@code --tls-keystore}'s password. */
	static final String TLS_PASSWORD_VARIABLE = "ACP4J_TLS_PASSWORD";

	private Serve() {
	}

	/** Serves until stopped; returns the exit code. */
	static int run(LaunchOptions options, Path home, Map<String, String> env, PrintStream err, AtomicReference<Main.Stoppable> running) {
		LaunchOptions.Listen listen = options.listen();
		String token;
		try {
			token = token(listen, home, env, err);
		} catch (IOException e) {
			err.println("acp4j: " + e.getMessage());
			return 2;
		}
		Injector injector;
		try {
			injector = Main.injector(options, home, env, err);
		} catch (RuntimeException e) {
			return 1; // reported by injector
		}
		Logger log = LoggerFactory.getLogger(Serve.class);
		AgentConnections connections = injector.getInstance(AgentConnections.class);
		if (options.experimentalV2()) {
			connections.serveV2();
		}
		// The first client's session/new finds the providers, tools and store made.
		Thread preparing = new Thread(() -> Main.prepare(connections), "acp4j-prepare");
		preparing.setDaemon(true);
		preparing.start();
		// The processes the agent starts share its network when allowed it: the token is not enough to tell them.
		AcpHttpServer.Builder builder = AcpHttpServer.builder(connections::connect).host(listen.host()).port(listen.port())
				.bearerToken(token).peerFilter(OwnProcesses::mayConnect);
		listen.origins().forEach(builder::allowOrigin);
		if (listen.tlsKeystore() != null) {
			builder.tls(listen.tlsKeystore(), env.get(TLS_PASSWORD_VARIABLE));
		}
		AcpHttpServer server;
		try {
			server = builder.start();
		} catch (IOException | RuntimeException e) {
			log.error("the server could not start", e);
			err.println("acp4j: cannot listen on " + listen.host() + ":" + listen.port() + ": " + e.getMessage());
			return 1;
		}
		CountDownLatch stopped = new CountDownLatch(1);
		running.set(timeout -> {
			try {
				// Every running prompt is answered cancelled while its client can still read it; then the sockets close.
				connections.cancelTurns(timeout);
				server.close();
				connections.shutdown(timeout);
			} finally {
				stopped.countDown();
			}
		});
		clearTextWarning(listen).ifPresent(err::println);
		log.info("listening on {}", server.uri());
		err.println("acp4j: listening on " + server.uri());
		try {
			stopped.await();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		return 0;
	}

	/** The line said when {@code listen} serves other machines without TLS, if it does. */
	static Optional<String> clearTextWarning(LaunchOptions.Listen listen) {
		if (listen.tlsKeystore() != null || listen.loopback()) {
			return Optional.empty();
		}
		return Optional.of("acp4j: warning: serving " + listen.host() + " without TLS: the token and every message cross the network "
				+ "in clear; run it behind a proxy that terminates TLS, or give --tls-keystore");
	}

	/** The token: ACP4J_TOKEN, else the --token-file's, else a new one written to ACP4J_HOME/token. */
	static String token(LaunchOptions.Listen listen, Path home, Map<String, String> env, PrintStream err) throws IOException {
		String variable = env.get(TOKEN_VARIABLE);
		if (variable != null && !variable.isBlank()) {
			return variable.strip();
		}
		if (listen.tokenFile() != null) {
			String content;
			try {
				content = Files.readString(listen.tokenFile(), StandardCharsets.UTF_8).strip();
			} catch (IOException e) {
				throw new IOException("cannot read the --token-file " + listen.tokenFile() + ": " + e.getClass().getSimpleName());
			}
			if (content.isEmpty()) {
				throw new IOException("the --token-file " + listen.tokenFile() + " is empty; put the token in it");
			}
			return content;
		}
		byte[] random = new byte[32];
		new SecureRandom().nextBytes(random);
		String token = Base64.getUrlEncoder().withoutPadding().encodeToString(random);
		Path file = home.resolve(TOKEN_FILE);
		write(file, token);
		err.println("acp4j: the token clients need (Authorization: Bearer TOKEN) is in " + file);
		return token;
	}

	/** Writes the token owner-only, replacing the file at once so that no reader ever sees half of it. */
	private static void write(Path file, String token) throws IOException {
		try {
			OwnerOnly.replace(file, token + "\n");
		} catch (FileAlreadyExistsException | AccessDeniedException e) {
			throw new IOException("cannot write the token to " + file + " (" + e.getClass().getSimpleName()
					+ "); set ACP4J_TOKEN or give --token-file");
		} catch (IOException e) {
			throw new IOException("cannot write the token to " + file + ": " + e.getMessage() + "; set ACP4J_TOKEN or give --token-file");
		}
	}
}
