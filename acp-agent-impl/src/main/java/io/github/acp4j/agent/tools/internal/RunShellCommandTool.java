package io.github.acp4j.agent.tools.internal;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import com.google.gson.JsonObject;
import com.google.inject.Inject;

import io.github.acp4j.agent.permission.CodeRunningPaths;
import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolArguments;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.agent.spi.WorkspaceFile;
import io.github.acp4j.agent.spi.VisibleText;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.api.types.TextContent;

/**
 * {@code run_shell_command}: runs a command with {@code bash -c} (or {@code sh -c}) in the workspace,
 * standard error merged into its output, killed with its children on timeout or cancellation; in a
 * terminal of the client when it advertised {@code terminal}, else as a local process, whose output
 * the client may be shown live in a display terminal ({@link TerminalDisplay}).
 */
public final class RunShellCommandTool implements AgentTool {

	private final Sandbox sandbox;
	private final OutputRedactor redactor;

	@Inject
	RunShellCommandTool(Sandbox sandbox, OutputRedactor redactor) {
		this.sandbox = sandbox;
		this.redactor = redactor;
	}

	static final int DEFAULT_TIMEOUT_SECONDS = 120;
	static final int MAX_TIMEOUT_SECONDS = 600;
	static final int HEAD_BYTES = 32 * 1024;
	static final int TAIL_BYTES = 32 * 1024;
	static final int TITLE_LENGTH = 120;

	private record Arguments(@Param(name = "command", value = "The command line, run by bash -c") String command,
			@Param(name = "cwd", value = "Directory to run in, inside the workspace") Optional<WorkspaceFile> cwd,
			@Param(name = "timeout_seconds", value = "Seconds before the command is killed (1-" + MAX_TIMEOUT_SECONDS + ")", min = 1,
					max = MAX_TIMEOUT_SECONDS) Optional<Integer> timeoutSeconds,
			@Param(name = "network", value = "true when the command needs the network (a download, a package install)")
			Optional<Boolean> network) {
	}

	private static final ToolArguments<Arguments> ARGUMENTS = ToolArguments.of(Arguments.class);

	@Override
	public String name() {
		return "run_shell_command";
	}

	@Override
	public String description() {
		return "Runs a shell command in the working directory (or cwd) and returns its exit code and output "
				+ "(stdout and stderr together; long output is cut in the middle). Default timeout "
				+ DEFAULT_TIMEOUT_SECONDS + " s. It may run in a sandbox: files outside the workspace are read-only, and so are "
				+ ".git and the editor's settings (git commands that only read work); /tmp is empty and its own for each command; "
				+ "Unix sockets cannot be opened; there is no network unless network is true.";
	}

	@Override
	public JsonObject parameters() {
		return ARGUMENTS.schema();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.EXECUTE;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.EXECUTE;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		Arguments read = ARGUMENTS.read(arguments, context);
		String command = read.command();
		boolean network = read.network().orElse(false);
		if (command.isBlank()) {
			throw new ToolException("command must not be empty");
		}
		WorkspacePath where = WorkspacePath.orWorkingDirectory(read.cwd(), context);
		String directory = where.given();
		if (!where.insideWorkspace()) {
			// In every preset: the question shows the command, and the sandbox opens only the workspace;
			// a command that must act elsewhere says so in its own text (cd), where it is seen and judged.
			throw new ToolException("cwd " + VisibleText.line(directory) + " leads outside the workspace (to "
					+ VisibleText.line(where.path().toString()) + "); commands run inside it. Leave cwd out or give a directory in the workspace.");
		}
		Path sessionDirectory = context.workspace().real(".");
		String shownDirectory = where.path().equals(sessionDirectory) ? null
				: where.path().startsWith(sessionDirectory) ? sessionDirectory.relativize(where.path()).toString() : where.path().toString();
		return Call.ofCommand(title(command, shownDirectory, network),
				List.of(ToolCallLocation.of(context.workspace().absolute(directory).toString())),
				true,
				command, () -> {
			Path workingDirectory = where.now();
			if (!Files.isDirectory(workingDirectory)) {
				throw new ToolException(directory + " is not a directory");
			}
			int seconds = read.timeoutSeconds().orElse(DEFAULT_TIMEOUT_SECONDS);
			if (context.clientRunsTerminals()) {
				return ClientTerminal.run(shell(), command, workingDirectory, seconds, HEAD_BYTES + TAIL_BYTES, context);
			}
			List<Path> watched = new ArrayList<>(context.workspace().roots());
			watched.add(workingDirectory);
			Set<Path> before = CodeRunningPaths.present(watched);
			try {
				return toldOfCreated(execute(sandboxed(command, workingDirectory, network, context), seconds, context.cancellation(),
						() -> TerminalDisplay.open(context, redactor, command, workingDirectory)), before, watched, context);
			} catch (ToolException e) {
				String created = created(before, watched, context);
				throw created.isEmpty() ? e : new ToolException(e.getMessage() + "\n\n" + created, e);
			}
		});
	}

	/** {@code result}, and the news of any file that runs code the command created. */
	private static ToolResult toldOfCreated(ToolResult result, Set<Path> before, List<Path> watched, ToolContext context) {
		String created = created(before, watched, context);
		if (created.isEmpty()) {
			return result;
		}
		List<ToolCallContent> content = new ArrayList<>(result.content());
		content.add(Content.of(TextContent.of(created)));
		return result.toBuilder().forModel(result.forModel() + "\n\n" + created).content(content).build();
	}

	/**
	 * What to tell of the files that run code (see {@link CodeRunningPaths}) the command created in the
	 * workspace's roots or its directory, or "": the sandbox keeps read-only only those that existed
	 * when it started, and one created now runs outside it later (direnv, an editor, git).
	 */
	private static String created(Set<Path> before, List<Path> watched, ToolContext context) {
		List<Path> appeared = CodeRunningPaths.present(watched).stream().filter(path -> !before.contains(path)).toList();
		List<String> created = new ArrayList<>();
		for (Path path : appeared) {
			// .git/hooks in a .git made now is told as that .git
			if (appeared.stream().noneMatch(other -> !other.equals(path) && path.startsWith(other))) {
				created.add(CodeRunningPaths.what(path, context.workspace()).orElse(path.toString()));
			}
		}
		return created.isEmpty() ? ""
				: "Note: the command created " + String.join("; and ", created)
						+ ". What runs from there runs outside the sandbox: read it before you trust it.";
	}

	/**
	 * A command's title: its first line, escaped, at most {@value #TITLE_LENGTH} characters, with a
	 * mark when more is not shown ({@code … (212 characters, +3 lines)}), then the directory it runs in
	 * when that is not the session's, and whether it has the network. The whole command is shown with
	 * the call (see PromptTurn).
	 */
	static String title(String command, String directory, boolean network) {
		String[] lines = command.strip().split("\n", -1);
		String first = VisibleText.line(lines[0]);
		boolean cut = first.length() > TITLE_LENGTH;
		StringBuilder title = new StringBuilder(cut ? VisibleText.line(lines[0], TITLE_LENGTH - 20) : first);
		List<String> more = new ArrayList<>();
		if (cut) {
			more.add(command.codePointCount(0, command.length()) + " characters");
		}
		if (lines.length > 1) {
			more.add("+" + (lines.length - 1) + (lines.length == 2 ? " line" : " lines"));
		}
		if (!more.isEmpty()) {
			// A cut line already ends with its ellipsis.
			title.append(cut ? " (" : "… (").append(String.join(", ", more)).append(')');
		}
		if (directory != null) {
			title.append(" (in ").append(VisibleText.line(directory)).append(')');
		}
		return network ? title.append(" (with network)").toString() : title.toString();
	}

	/**
	 * The process of a local command: {@code shell -c command}, in the session's sandbox, with the
	 * command environment. The network is there only for a call that asked for it under a preset whose
	 * network class allows it.
	 */
	private ProcessBuilder sandboxed(String command, Path directory, boolean network, ToolContext context)
			throws ToolException, InterruptedException {
		try {
			return sandbox.process(List.of(shell(), "-c", command), directory, context.sandbox().withNetwork(network), notice -> {
				if (context.clientShowsNotices()) {
					context.updates().accept(notice);
				}
			});
		} catch (Sandbox.UnavailableException e) {
			throw new ToolException(e.getMessage(), e);
		}
	}

	/**
	 * Runs the process, its output shown live in the display {@code display} opens once it started (a
	 * v2 client's terminal, else none).
	 */
	static ToolResult execute(ProcessBuilder builder, int timeoutSeconds, Cancellation cancellation, Supplier<TerminalDisplay> display)
			throws ToolException, InterruptedException {
		Process process;
		try {
			process = builder.redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
		} catch (IOException e) {
			throw new ToolException("Cannot start " + builder.command().get(0) + ": " + e.getMessage(), e);
		}
		BoundedOutput output = new BoundedOutput(HEAD_BYTES, TAIL_BYTES);
		TerminalDisplay terminal = display.get();
		Thread reader = new Thread(() -> drain(process.getInputStream(), output, terminal), "command-output");
		reader.setDaemon(true);
		reader.start();
		boolean exited;
		try (Cancellation.Registration kill = cancellation.onCancel(() -> killTree(process))) {
			exited = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
			if (!exited) {
				killTree(process);
			}
		} catch (InterruptedException e) {
			killTree(process);
			throw e;
		}
		if (terminal.shown()) {
			// The terminal ends with what was read, also when a cancel killed the command.
			reader.join(TimeUnit.SECONDS.toMillis(5));
			terminal.exited(exited && !cancellation.isCancelled() ? process.exitValue() : null, output.text());
		}
		cancellation.throwIfCancelled();
		reader.join(TimeUnit.SECONDS.toMillis(5));
		String text = output.text();
		if (!exited) {
			throw new ToolException("Command timed out after " + timeoutSeconds + " s and was killed. Output so far:\n" + text);
		}
		int exitCode = process.exitValue();
		JsonObject raw = new JsonObject();
		raw.addProperty("exitCode", exitCode);
		// The output as text: a client shown the command's terminal is shown that instead (see TerminalDisplay).
		List<ToolCallContent> content = List.of(Content.of(TextContent.of(text.isEmpty() ? "(no output, exit code " + exitCode + ")" : text)));
		return ToolResult.builder("Exit code " + exitCode + "\n" + text, content).rawOutput(raw).build();
	}

	/** bash where it is installed, else sh: both routes run a command the same way. */
	static String shell() {
		return Files.isExecutable(Path.of("/bin/bash")) ? "/bin/bash" : "/bin/sh";
	}

	private static void drain(InputStream in, BoundedOutput output, TerminalDisplay terminal) {
		byte[] buffer = new byte[8192];
		try (in) {
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				output.write(buffer, 0, read);
				terminal.write(buffer, 0, read);
			}
		} catch (IOException closed) {
			// the process was killed
		}
	}

	/** Kills the command and everything it started. */
	static void killTree(Process process) {
		process.descendants().forEach(ProcessHandle::destroyForcibly);
		process.destroyForcibly();
	}
}
