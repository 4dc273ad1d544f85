package io.github.acp4j.eclipse.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.acp4j.eclipse.it.driver.Scenario;

/**
 * A real Eclipse workbench (Equinox and the platform bundles from Maven Central, SWT on GTK under
 * Xvfb) with the plugin installed from the build's dropins folder, driven by {@link Scenario}: the
 * ACP Agent view streams acp4j's demo-model answer, asks before an edit with its diff, and once
 * allowed the edit lands in the open editor's unsaved document (dirty, undoable, not on disk). The
 * assertions read what the scenario found in the widgets; the screenshots stay in
 * {@code target/screenshots}.
 */
class WorkbenchIT {
	private static final long WORKBENCH_TIMEOUT_SECONDS = 240;
	/** By name: the class implements a Java 21 interface of the workbench, which this JVM cannot load. */
	private static final String SCENARIO = "io.github.acp4j.eclipse.it.driver.Scenario";
	private static final Path IT = Path.of("target", "eclipse-it").toAbsolutePath();
	/** On the agent's command line, to find an agent the workbench left behind. */
	private static final String AGENT_MARKER = "-Dacp4j.eclipse.it=" + IT;
	private static Process xvfb;
	/** acp4j {@code --listen}, the remote agent the view connects to. */
	private static Process remoteAgent;
	/** The official TypeScript SDK's remote echo agent (Streamable HTTP and WebSocket), when the SDK is installed. */
	private static Process remoteEchoAgent;
	/** A TLS server whose certificate the workbench does not trust. */
	private static javax.net.ssl.SSLServerSocket untrusted;
	/** The remote agent's token: the workbench gets it in its environment and must write it nowhere but its secure storage. */
	private static final String REMOTE_TOKEN = "it-" + java.util.UUID.randomUUID();
	private static Properties report;
	private static String log;

	@BeforeAll
	static void runWorkbench() throws Exception {
		Path jdk = Path.of(System.getProperty("acp4j.eclipse.jdk"));
		assumeTrue(System.getProperty("os.name").startsWith("Linux"), "the test workbench is SWT on GTK: Linux only");
		assumeTrue(onPath("Xvfb"), "Xvfb is not installed (.ci/install-xvfb installs it as root with apt)");
		assumeTrue(Files.isExecutable(jdk.resolve("bin/java")), "no JDK 21+ at " + jdk + " for the workbench (-Declipse.jdk=PATH)");

		delete(IT);
		Path screenshots = Path.of(System.getProperty("acp4j.eclipse.screenshots"));
		delete(screenshots);
		Files.createDirectories(screenshots);
		Files.createDirectories(IT.resolve("home"));

		String display = startXvfb();
		List<Path> bundles = new ArrayList<>(platformBundles());
		List<Path> dropinsJars;
		try (Stream<Path> dropins = Files.list(Path.of(System.getProperty("acp4j.eclipse.dropins"), "acp4j", "plugins"))) {
			dropinsJars = dropins.sorted().toList();
		}
		bundles.addAll(dropinsJars);
		bundles.add(driverBundle());
		Path osgi = bundles.stream().filter(p -> p.getFileName().toString().startsWith("org.eclipse.osgi-")).findFirst().orElseThrow();
		writeConfig(bundles, osgi);
		Path customization = IT.resolve("plugin_customization.ini");
		Files.writeString(customization, "io.github.acp4j.eclipse/agentCommand=" + jdk.resolve("bin/java") + " " + AGENT_MARKER + " -jar "
				+ Path.of(System.getProperty("acp4j.agent.jar")).toAbsolutePath() + " --acp --stdio\n"
				+ "org.eclipse.ui/showIntro=false\n");

		Path reportFile = screenshots.resolve("report.properties");
		String scriptedAgent = jdk.resolve("bin/java") + " " + AGENT_MARKER + " -cp " + Path.of("target", "test-classes").toAbsolutePath()
				+ " " + ScriptedAgent.class.getName();
		Path node = Path.of(System.getProperty("acp4j.node.dir"));
		boolean sdk = Files.isDirectory(node.resolve("node_modules/@agentclientprotocol/sdk")) && onPath("node");
		String echoAgent = sdk ? "node " + node.resolve("ts-echo-agent.mjs") : "";
		String remoteEchoUrl = sdk ? startRemoteEchoAgent(node) : "";
		String remoteUrl = startRemoteAgent(jdk);
		String untrustedUrl = startUntrustedTlsServer(jdk);
		Files.writeString(IT.resolve("secure-storage-password"), "it-master-password");
		ProcessBuilder builder = new ProcessBuilder(jdk.resolve("bin/java").toString(),
				"-Dacp4j.it.report=" + reportFile, "-Xmx768m", "-Dacp4j.it.scriptedAgent=" + scriptedAgent,
				"-Dacp4j.it.echoAgent=" + echoAgent, "-Dacp4j.it.remoteUrl=" + remoteUrl, "-Dacp4j.it.untrustedUrl=" + untrustedUrl,
				"-Dacp4j.it.remoteEchoUrl=" + remoteEchoUrl,
				"-cp", osgi + File.pathSeparator + Path.of("target", "test-classes").toAbsolutePath(), WorkbenchLauncher.class.getName(),
				"-configuration", IT.resolve("configuration").toUri().toString(),
				"-data", IT.resolve("workspace").toUri().toString(),
				"-pluginCustomization", customization.toString(), "-consoleLog", "-nosplash",
				// secure storage in the test's directory, its master password from a file (no dialog asks for one)
				"-eclipse.keyring", IT.resolve("secure_storage").toString(),
				"-eclipse.password", IT.resolve("secure-storage-password").toString())
				.redirectErrorStream(true).redirectOutput(IT.resolve("workbench.log").toFile());
		builder.environment().put("DISPLAY", display);
		builder.environment().put("GDK_BACKEND", "x11");
		builder.environment().put("LLM_PROVIDER", "demo");
		builder.environment().put("ACP4J_HOME", IT.resolve("home").toString());
		builder.environment().put("ACP4J_IT_TOKEN", REMOTE_TOKEN);
		Process workbench = builder.start();
		boolean exited = workbench.waitFor(WORKBENCH_TIMEOUT_SECONDS, TimeUnit.SECONDS);
		if (!exited) {
			new ProcessBuilder(jdk.resolve("bin/jstack").toString(), String.valueOf(workbench.pid()))
					.redirectErrorStream(true).redirectOutput(IT.resolve("threads.txt").toFile()).start().waitFor();
			workbench.destroyForcibly().waitFor();
		}
		log = Files.readString(IT.resolve("workbench.log"));
		assertThat(exited).as("the workbench closed itself; its log:\n%s\nits threads: %s", log, IT.resolve("threads.txt")).isTrue();
		report = new Properties();
		assertThat(reportFile).as("the scenario's report; the workbench log:\n%s", log).exists();
		try (InputStream in = Files.newInputStream(reportFile)) {
			report.load(in);
		}
	}

	@AfterAll
	static void stopXvfb() throws Exception {
		for (Process agent : new Process[] {remoteAgent, remoteEchoAgent}) {
			if (agent != null) {
				agent.destroy();
				agent.waitFor(20, TimeUnit.SECONDS);
			}
		}
		if (untrusted != null) {
			untrusted.close();
		}
		if (xvfb != null) {
			xvfb.destroy();
			xvfb.waitFor(10, TimeUnit.SECONDS);
		}
	}

	@Test
	void theScenarioRanToItsEnd() {
		assertThat(report.getProperty("result")).as("the workbench log:\n%s", log).isEqualTo("done");
	}

	@Test
	void theViewShowsTheStreamedAnswer() {
		assertDemoAnswered("turn1.");
	}

	/** The report's {@code PREFIXtranscript} is {@code hello} and the demo model's answer, and {@code PREFIXstatus} the turn's end. */
	private static void assertDemoAnswered(String prefix) {
		assertThat(report.getProperty(prefix + "transcript")).startsWith("> hello\n\n").contains("OPENAI_API_KEY");
		assertThat(report.getProperty(prefix + "status")).isEqualTo("Turn ended: end_turn");
	}

	/** The report's {@code PREFIXtranscript} says the token was refused, with no stack trace, and {@code PREFIXstatus} in one line. */
	private static void assertTokenRefused(String prefix) {
		assertThat(report.getProperty(prefix + "transcript")).startsWith("> hello\n\n")
				.contains("the server answered HTTP 401 (the token is missing or wrong)").doesNotContain("Exception").doesNotContain("\tat ")
				.doesNotContain(REMOTE_TOKEN).doesNotContain("not-the-token");
		assertThat(report.getProperty(prefix + "status")).contains("HTTP 401").doesNotContain("\n");
	}

	@Test
	void thePlainAcp4jIsOfferedV2AndStillSpeaksV1() {
		assertThat(report.getProperty("turn1.session")).startsWith("Session ").endsWith(" (ACP v1)");
	}

	@Test
	void acp4jWithExperimentalV2SpeaksV2AndItsTurnStreamsIntoTheView() {
		assertThat(report.getProperty("v2.session")).startsWith("Session ")
				.endsWith(" (ACP v2: the agent writes files and runs commands itself)");
		assertThat(report.getProperty("v2.transcript")).startsWith("> hello\n\n").contains("OPENAI_API_KEY");
		assertThat(report.getProperty("v2.status")).isEqualTo("Turn ended: end_turn");
	}

	@Test
	void theEditIsAskedWithItsDiff() {
		assertThat(report.getProperty("permission.title")).startsWith("The agent asks to run:");
		assertThat(report.getProperty("permission.diff")).startsWith("--- /demo/hello.txt\n@@ -1,1 +1,1 @@\n")
				.contains("-Hello world\n").contains("+Hello Eclipse\n").doesNotContain("unsaved buffer");
		assertThat(report.getProperty("permission.options")).containsIgnoringCase("allow");
		assertThat(report.getProperty("document.beforeAllow")).isEqualTo(Scenario.UNSAVED);
	}

	@Test
	void theAllowedEditChangesTheOpenDocumentNotTheFile() {
		assertThat(report.getProperty("document.afterWrite")).isEqualTo("Hello Eclipse\nfrom the unsaved buffer\n");
		assertThat(report.getProperty("editor.dirty")).isEqualTo("true");
		assertThat(report.getProperty("disk.afterWrite")).isEqualTo(Scenario.ON_DISK);
		assertThat(report.getProperty("document.afterUndo")).isEqualTo(Scenario.UNSAVED);
		assertThat(report.getProperty("turn2.status")).isEqualTo("Turn ended: end_turn");
	}

	@Test
	void aBrokenAgentCommandSaysWhyInTheView() {
		assertThat(report.getProperty("missing.transcript")).startsWith("> hello\n\n")
				.contains("cannot start /nonexistent/acp-agent --acp: Cannot run program \"/nonexistent/acp-agent\"");
		assertThat(report.getProperty("exits.transcript")).contains("The connection closed before initialize was answered")
				.contains("the agent exited with code 3:\nbroken config");
	}

	@Test
	void stopEndsTheTurnWhileItsCommandRuns() {
		assertThat(report.getProperty("cancel.status")).isEqualTo("Turn ended: cancelled");
	}

	@Test
	void aSecondSessionLoadsTheFirst() {
		assertThat(report.getProperty("new.transcript")).isEmpty();
		assertThat(report.getProperty("sessions.items").split("\\|")).hasSizeGreaterThanOrEqualTo(2);
		assertThat(report.getProperty("loaded.transcript")).startsWith("> hello\n\n").contains("OPENAI_API_KEY")
				.contains("> in hello.txt replace world with Eclipse").contains("> run sleep 30");
	}

	@Test
	void anAgentThatNeverAnswersInitializeTimesOut() {
		assertThat(report.getProperty("silent.transcript")).contains("the agent did not answer initialize within 3 s");
	}

	@Test
	void aFloodOfUpdatesArrivesWholeAndAQuestionForAnotherSessionIsCancelled() {
		String transcript = report.getProperty("flood.transcript");
		assertThat(transcript.chars().filter(c -> c == 'x').count()).isEqualTo(ScriptedAgent.FLOOD);
		assertThat(transcript.lines().filter(line -> line.startsWith("x")).toList())
				.as("the run is broken into lines of 2,000 that GTK lays out quickly").allMatch(line -> line.length() <= 2000);
		assertThat(transcript).endsWith("x\npermission for a session not shown: cancelled");
	}

	@Test
	void theOfficialSdksEchoAgentStreamsIntoTheView() {
		assertEchoed("echo.", "hello from Eclipse");
		// The echo streams a word a chunk, so "**bold" and "answer**" came apart: the markers go, the styles stay.
		assertThat(report.getProperty("echo.markdown").lines()).containsExactly(
				"> a **bold answer** with `code` and a [link](https://example.org)\\n\\n=bold", "bold answer=bold", "code=code", "link=link");
	}

	@Test
	void writesOutsideTheProjectsOrToAReadOnlyFileAreRefused() {
		assertThat(report.getProperty("files.transcript"))
				.contains("outside the projects: the file is outside the workspace's open projects: ")
				.contains("read-only: the file is read-only: ");
		assertThat(report.getProperty("files.readOnlyOnDisk")).isEqualTo("keep\n");
		assertThat(report.getProperty("files.outsideExists")).isEqualTo("false");
	}

	@Test
	void theSessionsConfigOptionsAreSelectorsAndAPickedModeHoldsOnTheAgent() {
		assertThat(report.getProperty("settings.selectors").split("\\|"))
				.anyMatch(selector -> selector.startsWith("setting.mode=Workspace write of ") && selector.contains("Full access")
						&& selector.contains("Read only"))
				.anyMatch(selector -> selector.startsWith("setting.model="))
				.anyMatch(selector -> selector.startsWith("setting.sandbox="));
		assertThat(report.getProperty("settings.modeAfter")).isEqualTo("Full access");
		assertThat(report.getProperty("settings.fullAccessTranscript")).contains("[completed] ");
		assertThat(report.getProperty("settings.fullAccessStatus")).isEqualTo("Turn ended: end_turn");
	}

	@Test
	void anAgentWithoutOptionsGetsModeAndModelSelectorsThatShowOnlyWhatItSaid() {
		assertThat(report.getProperty("modes.selectors")).isEqualTo("setting.mode=Ask of Ask,Code|setting.model=Small of Small,Large");
		assertThat(report.getProperty("modes.modelAfterRefusal")).isEqualTo("Small");
		assertThat(report.getProperty("modes.refusalStatus")).startsWith("The agent refused the setting: ").contains("no large model today");
		assertThat(report.getProperty("modes.modeAfterTurn")).as("the agent's current_mode_update").isEqualTo("Ask");
	}

	@Test
	void aSlashProposesTheAgentsCommandsWithTheirDescriptions() {
		assertThat(report.getProperty("commands.proposals").split("\\|"))
				.anyMatch(item -> item.startsWith("/compact  Summarise the conversation"))
				.anyMatch(item -> item.startsWith("/clear  "))
				.anyMatch(item -> item.startsWith("/init  "));
		assertThat(report.getProperty("commands.accepted")).isEqualTo("/compact ");
	}

	@Test
	void anAtProposesTheProjectsFilesAndAMentionIsSentAsAResourceLink() {
		assertThat(report.getProperty("mentions.proposals")).isEqualTo("@demo/hello.txt");
		assertThat(report.getProperty("mentions.accepted")).isEqualTo("look at @demo/hello.txt ");
		for (String agent : List.of("embedded", "linked")) {
			assertThat(report.getProperty("mentions." + agent)).as(agent)
					.startsWith("> look at @demo/hello.txt\n\n(with the selection in hello.txt, lines 1-1)\n\n")
					.contains("{\"type\":\"text\",\"text\":\"look at @demo/hello.txt\"}")
					.containsPattern("\\{\"type\":\"resource_link\",\"name\":\"hello.txt\",\"uri\":\"file:///[^\"]*/demo/hello.txt\"\\}");
		}
	}

	@Test
	void acp4jKeepsAMentionWithTheSessionAndItsReplayShowsIt() {
		assertThat(report.getProperty("mentions.replayed")).contains("> read @demo/hello.txt\n\n(with hello.txt)\n\n");
	}

	@Test
	void theEditorsSelectionIsEmbeddedWhereTheAgentTakesEmbeddedContextElseLinked() {
		assertThat(report.getProperty("mentions.embedded"))
				.containsPattern("\\{\"type\":\"resource\",\"resource\":\\{\"text\":\"Hello\",\"uri\":\"file:///[^\"]*/demo/hello.txt\"\\}\\}");
		assertThat(report.getProperty("mentions.linked")).doesNotContain("\"type\":\"resource\"")
				.contains("\"description\":\"the selection, lines 1-1\"");
	}

	@Test
	void closingTheWorkbenchMidTurnEndsTheAgent() throws InterruptedException {
		List<String> left = List.of();
		for (int tries = 0; tries < 100; tries++) {
			left = ProcessHandle.allProcesses().map(p -> p.info().commandLine().orElse(""))
					.filter(line -> line.contains(AGENT_MARKER)).toList();
			if (left.isEmpty()) {
				break;
			}
			Thread.sleep(100);
		}
		assertThat(left).as("agent processes left after the workbench closed").isEmpty();
	}

	@Test
	void screenshotsAreKept() {
		Path screenshots = Path.of(System.getProperty("acp4j.eclipse.screenshots"));
		assertThat(screenshots.resolve("1-streamed-answer.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("2-permission-with-diff.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("3-edit-in-the-editor.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("4-stopped.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("5-loaded-session.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("terminal-in-the-console.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("agents-preferences.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("remote-agent.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("http-dialog.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("http-http-acp4j.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("7-settings.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("8-slash-commands.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("9-mention.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("10-context-sent.png")).isNotEmptyFile();
		assertThat(screenshots.resolve("11-resumed.png")).isNotEmptyFile();
	}

	// ---- an agent that ended: the next prompt resumes its session ----

	@Test
	void theNextPromptAfterACrashResumesTheSessionTheViewShowed() {
		String before = report.getProperty("resume.before");
		assertThat(before).isNotBlank();
		assertThat(report.getProperty("resume.session")).startsWith("Resumed session " + before + " in ");
		assertThat(report.getProperty("resume.listedAfter")).as("no second session in the list").isEqualTo(report.getProperty("resume.listedBefore"));
		String transcriptBefore = report.getProperty("resume.transcriptBefore");
		assertThat(transcriptBefore).startsWith("> hello\n\n").contains("OPENAI_API_KEY");
		String transcript = report.getProperty("resume.transcript");
		assertThat(transcript).startsWith(transcriptBefore);
		assertThat(transcript.substring(transcriptBefore.length()))
				.containsSubsequence("the agent exited with code ", "> hello again\n\n", "OPENAI_API_KEY").doesNotContain("A new session");
	}

	@Test
	void anAgentThatCannotResumeGetsANewSessionAndTheTranscriptSaysSo() {
		assertThat(report.getProperty("fallback.prompts.transcript")).containsSubsequence("> before the crash\n\n",
				"the agent exited with code ", "> after the crash\n\n"
						+ "A new session: the agent does not offer session/resume; the agent does not know the turns above\n\n",
				"\"text\":\"after the crash\"");
		assertThat(report.getProperty("fallback.prompts.session")).startsWith("Session flood in ");
	}

	@Test
	void anAgentThatRefusesTheResumeGetsANewSessionAndTheTranscriptSaysWhy() {
		assertThat(report.getProperty("fallback.prompts forgets.transcript")).containsSubsequence("> before the crash\n\n",
				"the agent exited with code ", "> after the crash\n\n"
						+ "A new session: resuming flood failed (no such session here); the agent does not know the turns above\n\n",
				"\"text\":\"after the crash\"");
		assertThat(report.getProperty("fallback.prompts forgets.session")).startsWith("Session flood in ");
	}

	// ---- terminal/* in the Console view, and remote agents ----

	@Test
	void aCommandRunsInATerminalWhoseOutputShowsInTheConsole() {
		assertThat(report.getProperty("terminal.status")).isEqualTo("Turn ended: end_turn");
		assertThat(report.getProperty("terminal.transcript")).contains("[completed] ");
		assertThat(report.getProperty("terminal.console")).startsWith("terminal says hi\n").endsWith("[exit code 0]\n");
		assertThat(report.getProperty("terminal.consoles")).contains("ACP terminal: ");
	}

	@Test
	void stopKillsTheCommandsTerminal() {
		assertThat(report.getProperty("terminal.cancelledConsole")).endsWith("[killed]\n");
	}

	@Test
	void thePreferencePageListsTheAgentsAndChecksTheViewsOne() {
		assertThat(report.getProperty("agents.rows").split("\\|")).hasSize(4)
				.anyMatch(row -> row.startsWith("[ ] acp4j = ") && row.contains("acp4j.jar") && row.endsWith(" (stdio)"))
				.contains("[x] remote acp4j = " + report.getProperty("remote.url") + " (WebSocket)",
						"[ ] wrong token = " + report.getProperty("remote.url") + " (WebSocket)");
	}

	// ---- remote agents over Streamable HTTP ----

	@Test
	void theAgentDialogRefusesAWebSocketUrlForStreamableHttpAndTheListShowsTheTransport() {
		assertThat(report.getProperty("dialog.transports")).isEqualTo("WebSocket|Streamable HTTP");
		assertThat(report.getProperty("dialog.state")).isEqualTo("remote=true stdio=false transport enabled=true command enabled=false");
		assertThat(report.getProperty("dialog.error")).isEqualTo("Streamable HTTP needs an http:// or https:// URL; a ws:// URL is for WebSocket");
		assertThat(report.getProperty("dialog.rows").split("\\|")).contains("[x] http acp4j = " + report.getProperty("remote.url") + " (Streamable HTTP)",
				"[ ] typed = http://127.0.0.1:8700/acp (Streamable HTTP)");
	}

	@Test
	void theRemoteAgentStreamsIntoTheViewOverStreamableHttp() {
		assertDemoAnswered("http.http acp4j.");
	}

	@Test
	void aWrongTokenOverStreamableHttpSaysSoInOneLine() {
		assertTokenRefused("http.http wrong token.");
	}

	@Test
	void theOfficialSdksRemoteEchoAgentStreamsOverStreamableHttp() {
		assertEchoed("http.http ts echo.", "hello over Streamable HTTP");
	}

	/** The SDK's echo agent streamed {@code prompt} back a word a chunk and ended the turn; skipped without the SDK. */
	private static void assertEchoed(String prefix, String prompt) {
		assumeTrue(report.getProperty(prefix + "transcript") != null,
				"the TypeScript SDK is not installed in samples/src/test/node (samples' build runs npm ci there), or node is missing");
		assertThat(report.getProperty(prefix + "transcript")).isEqualTo("> " + prompt + "\n\n" + prompt + " ");
		assertThat(report.getProperty(prefix + "status")).isEqualTo("Turn ended: end_turn");
	}

	@Test
	void aRemoteAgentWithAWrongTokenSaysSoInOneLine() {
		assertTokenRefused("remote.wrong token.");
		assertThat(report.getProperty("remote.visibleShells")).as("no dialog opened").isEqualTo("1");
	}

	@Test
	void aRemoteAgentWithAnUntrustedCertificateIsRefused() {
		assertThat(report.getProperty("remote.untrusted.transcript")).contains("the server's certificate is not trusted")
				.doesNotContain("Exception");
	}

	@Test
	void theRemoteAgentStreamsIntoTheViewAndItsTokenIsOnlyInSecureStorage() throws IOException {
		assertDemoAnswered("remote.remote acp4j.");
		assertThat(IT.resolve("secure_storage")).isNotEmptyFile();
		try (Stream<Path> files = Files.walk(IT)) {
			for (Path file : files.filter(Files::isRegularFile).filter(f -> !f.toString().endsWith(".jar")).toList()) {
				assertThat(Files.readString(file, StandardCharsets.ISO_8859_1)).as(file.toString()).doesNotContain(REMOTE_TOKEN);
			}
		}
		assertThat(log).doesNotContain(REMOTE_TOKEN);
	}

	/** acp4j {@code --listen} on a free port of loopback, on the demo model, with {@link #REMOTE_TOKEN}; returns its URL. */
	private static String startRemoteAgent(Path jdk) throws IOException {
		Files.createDirectories(IT.resolve("remote-home"));
		ProcessBuilder builder = new ProcessBuilder(jdk.resolve("bin/java").toString(), "-Dacp4j.eclipse.it.remote=" + IT, "-jar",
				Path.of(System.getProperty("acp4j.agent.jar")).toAbsolutePath().toString(), "--acp", "--listen", "127.0.0.1:0")
				.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectOutput(IT.resolve("remote-agent.out").toFile());
		builder.environment().put("LLM_PROVIDER", "demo");
		builder.environment().put("ACP4J_HOME", IT.resolve("remote-home").toString());
		builder.environment().put("ACP4J_TOKEN", REMOTE_TOKEN);
		remoteAgent = builder.start();
		return listeningUrl(remoteAgent, "acp4j: listening on ", IT.resolve("remote-agent.out"));
	}

	/**
	 * The SDK's remote echo agent of samples ({@code ts-remote-echo-agent.mjs}, the SDK's experimental
	 * {@code AcpServer}) on a free port of loopback, requiring {@link #REMOTE_TOKEN}; returns its URL.
	 */
	private static String startRemoteEchoAgent(Path node) throws IOException {
		ProcessBuilder builder = new ProcessBuilder("node", node.resolve("ts-remote-echo-agent.mjs").toString(), "0")
				.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).redirectOutput(IT.resolve("remote-echo-agent.out").toFile());
		builder.environment().put("ACP_TOKEN", REMOTE_TOKEN);
		remoteEchoAgent = builder.start();
		return listeningUrl(remoteEchoAgent, "listening on ", IT.resolve("remote-echo-agent.out"));
	}

	/** The URL after {@code prefix} in the first such line of {@code server}'s stderr; the rest of it is read and dropped. */
	private static String listeningUrl(Process server, String prefix, Path out) throws IOException {
		BufferedReader err = new BufferedReader(new InputStreamReader(server.getErrorStream(), StandardCharsets.UTF_8));
		for (String line = err.readLine(); line != null; line = err.readLine()) {
			if (line.startsWith(prefix)) {
				String url = line.substring(prefix.length()).strip();
				Thread drain = new Thread(() -> {
					try {
						err.transferTo(java.io.Writer.nullWriter());
					} catch (IOException e) {
						// the agent ended
					}
				});
				drain.setDaemon(true);
				drain.start();
				return url;
			}
		}
		throw new IOException(prefix + "was never said: " + Files.readString(out));
	}

	/** A TLS server with a self-signed certificate (keytool's), answering handshakes on loopback; returns a wss URL to it. */
	private static String startUntrustedTlsServer(Path jdk) throws Exception {
		Path keyStore = IT.resolve("untrusted.p12");
		Process keytool = new ProcessBuilder(jdk.resolve("bin/keytool").toString(), "-genkeypair", "-keystore", keyStore.toString(),
				"-storetype", "PKCS12", "-storepass", "changeit", "-keypass", "changeit", "-alias", "untrusted", "-keyalg", "EC",
				"-dname", "CN=127.0.0.1", "-ext", "SAN=ip:127.0.0.1", "-validity", "2").redirectErrorStream(true).start();
		String said = new String(keytool.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(keytool.waitFor()).as(said).isZero();
		java.security.KeyStore store = java.security.KeyStore.getInstance("PKCS12");
		try (InputStream in = Files.newInputStream(keyStore)) {
			store.load(in, "changeit".toCharArray());
		}
		javax.net.ssl.KeyManagerFactory keys = javax.net.ssl.KeyManagerFactory.getInstance(javax.net.ssl.KeyManagerFactory.getDefaultAlgorithm());
		keys.init(store, "changeit".toCharArray());
		javax.net.ssl.SSLContext tls = javax.net.ssl.SSLContext.getInstance("TLS");
		tls.init(keys.getKeyManagers(), null, null);
		untrusted = (javax.net.ssl.SSLServerSocket) tls.getServerSocketFactory().createServerSocket(0, 10,
				java.net.InetAddress.getLoopbackAddress());
		Thread server = new Thread(() -> {
			while (!untrusted.isClosed()) {
				try (javax.net.ssl.SSLSocket socket = (javax.net.ssl.SSLSocket) untrusted.accept()) {
					socket.startHandshake();
				} catch (IOException e) {
					// the client refused the certificate, or the server closed
				}
			}
		}, "untrusted TLS server");
		server.setDaemon(true);
		server.start();
		return "wss://127.0.0.1:" + untrusted.getLocalPort() + "/acp";
	}

	/** Jars of the test class path that are no part of the workbench: the test's tools, and acp4j's (they come from the dropins). */
	private static final List<String> NOT_WORKBENCH = List.of("/org/junit/", "/org/opentest4j/", "/org/apiguardian/", "/org/assertj/",
			"/net/bytebuddy/", "/org/jspecify/", "/io/github/acp4j/", "/org/eclipse/lsp4j/", "/com/google/",
			"/org/codehaus/mojo/");

	/**
	 * Equinox and the platform: the bundles of the test class path, and its plain jars (Batik, the SAC
	 * API, which Eclipse takes from its Orbit repository) wrapped as bundles with bnd, as Tycho does.
	 */
	private static List<Path> platformBundles() throws IOException {
		List<Path> bundles = new ArrayList<>();
		Path wrapped = IT.resolve("wrapped");
		Files.createDirectories(wrapped);
		for (String entry : System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")).split(File.pathSeparator)) {
			Path path = Path.of(entry);
			if (!entry.endsWith(".jar") || !Files.isRegularFile(path) || NOT_WORKBENCH.stream().anyMatch(entry::contains)) {
				continue;
			}
			if (symbolicName(path) != null) {
				bundles.add(path);
			} else if (hasClasses(path)) {
				bundles.add(wrap(path, wrapped));
			}
		}
		try (Stream<Path> extra = Files.list(Path.of(System.getProperty("acp4j.eclipse.extra.bundles")))) {
			bundles.addAll(extra.sorted().toList());
		}
		return bundles;
	}

	/**
	 * {@code jar} as a bundle: named as Eclipse's Orbit names Batik's CSS bundle (the one a platform
	 * bundle requires by name), every package exported at the jar's version, imports found at run time.
	 */
	private static Path wrap(Path jar, Path dir) throws IOException {
		Path versionDir = jar.getParent();
		String artifact = versionDir.getParent().getFileName().toString();
		String name = artifact.equals("batik-css") ? "org.apache.batik.css" : "wrapped." + artifact;
		String version = versionDir.getFileName().toString().replaceAll("[^0-9.]", "").replaceAll("^(\\d+\\.\\d+)$", "$1.0");
		Path out = dir.resolve(name + ".jar");
		try (JarFile in = new JarFile(jar.toFile())) {
			java.util.SortedSet<String> packages = new java.util.TreeSet<>();
			in.stream().map(JarEntry::getName).filter(entry -> entry.endsWith(".class") && entry.contains("/"))
					.forEach(entry -> packages.add(entry.substring(0, entry.lastIndexOf('/')).replace('/', '.')));
			Manifest manifest = new Manifest();
			Attributes main = manifest.getMainAttributes();
			main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
			main.putValue("Bundle-ManifestVersion", "2");
			main.putValue("Bundle-SymbolicName", name);
			main.putValue("Bundle-Version", version);
			main.putValue("Export-Package", String.join(",", packages.stream().map(p -> p + ";version=\"" + version + "\"").toList()));
			main.putValue("DynamicImport-Package", "*");
			try (JarOutputStream copy = new JarOutputStream(Files.newOutputStream(out), manifest)) {
				for (JarEntry entry : java.util.Collections.list(in.entries())) {
					if (!entry.getName().equals("META-INF/MANIFEST.MF") && !entry.isDirectory()) {
						copy.putNextEntry(new JarEntry(entry.getName()));
						in.getInputStream(entry).transferTo(copy);
					}
				}
			}
		}
		return out;
	}

	private static boolean hasClasses(Path jar) throws IOException {
		try (JarFile file = new JarFile(jar.toFile())) {
			return file.stream().anyMatch(entry -> entry.getName().endsWith(".class"));
		}
	}

	private static String symbolicName(Path jar) throws IOException {
		try (JarFile file = new JarFile(jar.toFile())) {
			Manifest manifest = file.getManifest();
			String name = manifest == null ? null : manifest.getMainAttributes().getValue("Bundle-SymbolicName");
			return name == null ? null : name.split(";")[0].trim();
		}
	}

	/** The scenario as a bundle of its own: its classes from the test output, and an {@code org.eclipse.ui.startup} extension. */
	private static Path driverBundle() throws IOException {
		Path jar = IT.resolve("io.github.acp4j.eclipse.it.driver.jar");
		Manifest manifest = new Manifest();
		Attributes main = manifest.getMainAttributes();
		main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
		main.putValue("Bundle-ManifestVersion", "2");
		main.putValue("Bundle-SymbolicName", "io.github.acp4j.eclipse.it.driver;singleton:=true");
		main.putValue("Bundle-Version", "1.0.0");
		main.putValue("Require-Bundle", "org.eclipse.core.runtime,org.eclipse.core.resources,org.eclipse.ui,org.eclipse.ui.ide,org.eclipse.ui.console,"
				+ "org.eclipse.ui.editors,org.eclipse.ui.workbench.texteditor,org.eclipse.jface.text,org.eclipse.text,io.github.acp4j.eclipse");
		Path classes = Path.of("target", "test-classes", "io", "github", "acp4j", "eclipse", "it", "driver");
		try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
				Stream<Path> files = Files.list(classes)) {
			for (Path file : files.sorted().toList()) {
				out.putNextEntry(new JarEntry("io/github/acp4j/eclipse/it/driver/" + file.getFileName()));
				Files.copy(file, out);
			}
			out.putNextEntry(new JarEntry("plugin.xml"));
			out.write(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<?eclipse version=\"3.4\"?>\n<plugin>\n"
					+ "  <extension point=\"org.eclipse.ui.startup\"><startup class=\"" + SCENARIO + "\"/></extension>\n"
					+ "</plugin>\n").getBytes(StandardCharsets.UTF_8));
		}
		return jar;
	}

	/** Equinox's config.ini: every bundle installed by reference, the runtime, DS and events started, the IDE application. */
	private static void writeConfig(List<Path> bundles, Path osgi) throws IOException {
		List<String> entries = new ArrayList<>();
		for (Path bundle : bundles) {
			if (bundle.equals(osgi)) {
				continue;
			}
			String name = symbolicName(bundle);
			String start = switch (name) {
				case "org.eclipse.equinox.common" -> "@2:start";
				case "org.apache.felix.scr" -> "@1:start";
				case "org.eclipse.equinox.event", "org.apache.aries.spifly.dynamic.bundle" -> "@2:start";
				case "org.eclipse.core.runtime" -> "@start";
				default -> "";
			};
			entries.add("reference:" + bundle.toUri() + start);
		}
		Properties config = new Properties();
		config.setProperty("osgi.bundles", String.join(",", entries));
		config.setProperty("osgi.bundles.defaultStartLevel", "4");
		config.setProperty("osgi.install.area", IT.toUri().toString());
		config.setProperty("eclipse.application", "org.eclipse.ui.ide.workbench");
		config.setProperty("osgi.checkConfiguration", "true");
		Path configuration = IT.resolve("configuration");
		Files.createDirectories(configuration);
		try (OutputStream out = Files.newOutputStream(configuration.resolve("config.ini"))) {
			config.store(out, "WorkbenchIT");
		}
	}

	/** Xvfb on the first free display it finds ({@code -displayfd}); returns {@code :N}. */
	private static String startXvfb() throws IOException {
		xvfb = new ProcessBuilder("Xvfb", "-displayfd", "1", "-screen", "0", "1280x900x24", "-nolisten", "tcp")
				.redirectError(IT.resolve("xvfb.log").toFile()).start();
		BufferedReader out = new BufferedReader(new InputStreamReader(xvfb.getInputStream(), StandardCharsets.UTF_8));
		String number = out.readLine();
		if (number == null) {
			throw new IOException("Xvfb did not start: " + Files.readString(IT.resolve("xvfb.log")));
		}
		return ":" + number.trim();
	}

	private static boolean onPath(String command) {
		for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			if (Files.isExecutable(Path.of(dir, command))) {
				return true;
			}
		}
		return false;
	}

	private static void delete(Path dir) throws IOException {
		if (Files.exists(dir)) {
			try (Stream<Path> paths = Files.walk(dir)) {
				for (Path path : paths.sorted(java.util.Comparator.reverseOrder()).toList()) {
					Files.delete(path);
				}
			}
		}
	}

}
