package io.github.acp4j.agent.mcp.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.jsonrpc.NdjsonLauncher;

/**
 * An MCP server as a child process speaking NDJSON JSON-RPC on its stdio, through
 * {@code acp-jsonrpc} with MCP's cancel notification. Its stderr goes to the log, rate-limited.
 */
final class StdioTransport implements McpTransport {

	private static final Logger LOG = Logger.getLogger(StdioTransport.class.getName());
	/** MCP's cancel notification carries {@code requestId}, like ACP's. */
	static final String CANCEL_METHOD = "notifications/cancelled";

	private final String name;
	private final Process process;
	private final McpServerProtocol server;
	private volatile boolean closing;

	private StdioTransport(String name, Process process, McpServerProtocol server) {
		this.name = name;
		this.process = process;
		this.server = server;
	}

	/** The process a server's command line is run as (in the sandbox or not, with the command environment). */
	@FunctionalInterface
	interface Starter {
		ProcessBuilder process(List<String> commandLine) throws Exception;
	}

	/**
	 * Starts {@code command args} as {@code starter} makes it, with {@code env} added to its
	 * environment; {@code processes} tracks it from then on.
	 */
	static Opener opener(String name, String command, List<String> args, Map<String, String> env, ExecutorService executor,
			Starter starter, ServerProcesses processes) {
		return (local, onDeath) -> {
			List<String> commandLine = new ArrayList<>();
			commandLine.add(command);
			commandLine.addAll(args);
			ProcessBuilder builder = starter.process(commandLine);
			builder.environment().putAll(env);
			Process process = builder.start();
			processes.started(process);
			Launcher<McpServerProtocol> launcher = new NdjsonLauncher.Builder<McpServerProtocol>().setLocalService(local)
					.setRemoteInterface(McpServerProtocol.class).setInput(process.getInputStream())
					.setOutput(process.getOutputStream()).setExecutorService(executor).setCancelMethod(CANCEL_METHOD).create();
			StdioTransport transport = new StdioTransport(name, process, launcher.getRemoteProxy());
			// The secrets the client gave the server (a GITHUB_TOKEN in its env) stay out of the log, should it print them.
			OutputRedactor secrets = OutputRedactor.fromEnvironment(env);
			executor.execute(() -> transport.logErrors(secrets));
			launcher.startListening();
			process.onExit().thenAccept(exited -> {
				if (!transport.closing) {
					onDeath.accept("exited with code " + exited.exitValue());
				}
			});
			return transport;
		};
	}

	@Override
	public McpServerProtocol server() {
		return server;
	}

	/**
	 * Logs the server's stderr without {@code secrets}, {@link LogLimit rate-limited}: a server that
	 * floods it costs a counter, not the log.
	 */
	private void logErrors(OutputRedactor secrets) {
		LogLimit limit = new LogLimit(LOG, "MCP server " + name + " stderr");
		try (BufferedReader errors = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
			for (String line = errors.readLine(); line != null; line = errors.readLine()) {
				String read = secrets.redact(line);
				limit.log(Level.INFO, () -> "MCP server " + name + " stderr: " + read);
			}
		} catch (IOException ended) {
			// the process is gone
		} finally {
			limit.end();
		}
	}

	/**
	 * Closes stdin (the MCP way to ask a stdio server to stop), then ends what is left, the
	 * processes it started included (see {@link ServerProcesses#end}).
	 */
	@Override
	public void close() {
		closing = true;
		try {
			process.getOutputStream().close();
			if (!process.waitFor(ServerProcesses.GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
				ServerProcesses.end(List.of(process), ServerProcesses.GRACE);
			}
		} catch (IOException e) {
			ServerProcesses.end(List.of(process), Duration.ZERO);
		} catch (InterruptedException e) {
			ServerProcesses.end(List.of(process), Duration.ZERO);
			Thread.currentThread().interrupt();
		}
	}
}
