package io.github.acp4j.agent.tools.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.Terminal;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;

/**
 * A command run in a terminal of the client: {@code terminal/create}, the terminal shown in the
 * tool call, {@code terminal/wait_for_exit}, {@code terminal/output}, and always
 * {@code terminal/release} (after {@code terminal/kill} on timeout or cancellation).
 */
final class ClientTerminal {

	private static final Logger LOG = Logger.getLogger(ClientTerminal.class.getName());
	/**
	 * How long the agent waits for the client to create, kill or release a terminal on cancel or
	 * timeout: a cancelled turn answers only after its terminal is cleaned up, and a client that does
	 * not answer must not hold the answer up for long.
	 */
	private static final long CLEANUP_SECONDS = 2;

	private ClientTerminal() {
	}

	static ToolResult run(String shell, String command, Path directory, int timeoutSeconds, long outputByteLimit,
			ToolContext context) throws ToolException, InterruptedException {
		AcpClientEndpoint client = context.client();
		String sessionId = context.sessionId();
		CompletableFuture<CreateTerminalResponse> creating = client.createTerminal(CreateTerminalRequest.builder(sessionId, shell)
				.args(List.of("-c", command)).env(List.of()).cwd(directory.toString()).outputByteLimit(outputByteLimit)
				.build());
		awaitCreation(creating, context);
		// Created while the turn was cancelled: the terminal is still killed and released below.
		CreateTerminalResponse created = context.await(creating);
		if (created == null || created.terminalId() == null) {
			throw new ToolException("The client created no terminal");
		}
		String terminalId = created.terminalId();
		boolean killed = false;
		try {
			context.cancellation().throwIfCancelled();
			context.progress(List.of(Terminal.of(terminalId)));
			WaitForTerminalExitResponse exit = null;
			CompletableFuture<WaitForTerminalExitResponse> waiting = client
					.waitForTerminalExit(WaitForTerminalExitRequest.of(sessionId, terminalId));
			try {
				exit = context.await(waiting.orTimeout(timeoutSeconds, TimeUnit.SECONDS));
			} catch (ToolException e) {
				if (!(e.getCause() instanceof TimeoutException)) {
					throw e;
				}
				waiting.cancel(true);
			}
			if (exit == null) {
				kill(client, sessionId, terminalId);
				killed = true;
			}
			TerminalOutputResponse output = context.await(client.terminalOutput(
					TerminalOutputRequest.of(sessionId, terminalId)));
			String text = output == null || output.output() == null ? "" : output.output();
			if (output != null && Boolean.TRUE.equals(output.truncated())) {
				text = "[earlier output not shown]\n" + text;
			}
			if (exit == null) {
				throw new ToolException("Command timed out after " + timeoutSeconds + " s and was killed. Output so far:\n" + text);
			}
			JsonObject raw = new JsonObject();
			raw.addProperty("exitCode", exit.exitCode());
			raw.addProperty("signal", exit.signal());
			String status = exit.exitCode() != null ? "Exit code " + exit.exitCode() : "Killed by signal " + exit.signal();
			return ToolResult.builder(status + "\n" + text, List.of(Terminal.of(terminalId))).rawOutput(raw).build();
		} finally {
			if (!killed && context.cancellation().isCancelled()) {
				kill(client, sessionId, terminalId);
			}
			cleanUp(client.releaseTerminal(ReleaseTerminalRequest.of(sessionId, terminalId)), "release", terminalId);
		}
	}

	/**
	 * Waits for {@code terminal/create} to be answered. Cancelling the turn does not cancel it (the
	 * client may have started the command already, and only its id lets the agent stop it): the
	 * answer is awaited a bounded while longer, then the request is given up.
	 */
	private static void awaitCreation(CompletableFuture<CreateTerminalResponse> creating, ToolContext context)
			throws InterruptedException {
		CompletableFuture<Void> cancelled = new CompletableFuture<>();
		try (Cancellation.Registration stop = context.cancellation().onCancel(() -> cancelled.complete(null))) {
			CompletableFuture.anyOf(creating, cancelled).get();
		} catch (ExecutionException failed) {
			return; // the client's error is read by the caller
		}
		if (!creating.isDone()) {
			try {
				creating.get(CLEANUP_SECONDS, TimeUnit.SECONDS);
			} catch (ExecutionException | TimeoutException e) {
				creating.cancel(true);
			}
		}
	}

	private static void kill(AcpClientEndpoint client, String sessionId, String terminalId) {
		cleanUp(client.killTerminal(KillTerminalRequest.of(sessionId, terminalId)), "kill", terminalId);
	}

	/** Waits a bounded time for a clean-up request; a failure is logged, never thrown over the call's own outcome. */
	private static void cleanUp(CompletableFuture<?> request, String what, String terminalId) {
		try {
			request.get(CLEANUP_SECONDS, TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (Exception e) {
			request.cancel(true);
			LOG.log(Level.WARNING, "terminal/" + what + " of " + terminalId + " failed: " + e);
		}
	}
}
