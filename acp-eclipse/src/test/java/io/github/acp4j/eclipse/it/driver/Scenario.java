package io.github.acp4j.eclipse.it.driver;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourceAttributes;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.IDocument;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.text.undo.DocumentUndoManagerRegistry;
import org.eclipse.text.undo.IDocumentUndoManager;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.console.ConsolePlugin;
import org.eclipse.ui.console.IConsole;
import org.eclipse.ui.console.TextConsole;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;

import io.github.acp4j.eclipse.AgentEntry;
import io.github.acp4j.eclipse.AgentPreferencePage;
import io.github.acp4j.eclipse.AgentPreferences;
import io.github.acp4j.eclipse.AgentTokens;
import io.github.acp4j.eclipse.RemoteTransport;
import io.github.acp4j.eclipse.ConsoleTerminals;
import io.github.acp4j.eclipse.AgentView;

/**
 * Drives the workbench WorkbenchIT started, from an {@code org.eclipse.ui.startup} extension of the
 * test's own bundle: opens a file in an editor and changes it without saving, opens the ACP Agent
 * view, tries two broken agent commands, runs turns on the demo model (a reply, an edit allowed in the
 * view, a command stopped while it runs, a new session and the first one loaded back), and leaves a last turn waiting when it closes the
 * workbench. It writes what
 * the widgets and the document showed to {@code acp4j.it.report} with screenshots beside it. It then
 * closes the workbench. It waits for the UI by polling from its own thread; the view never waits.
 */
public final class Scenario implements IStartup {
	public static final String ON_DISK = "Hello world\n";
	public static final String UNSAVED = "Hello world\nfrom the unsaved buffer\n";
	private static final long STEP_MILLIS = 90_000;

	private final Properties report = new Properties();
	private final Path reportFile = Path.of(System.getProperty("acp4j.it.report"));
	private Display display;
	private AgentView view;
	private ITextEditor editor;
	private PreferenceDialog preferenceDialog;
	/** The longest the UI thread took to run one of the driver's checks: a measure of responsiveness, reported only. */
	private long slowestUiMillis;

	@Override
	public void earlyStartup() {
		Thread thread = new Thread(this::run, "acp4j workbench scenario");
		thread.setDaemon(true);
		thread.start();
	}

	private void run() {
		display = PlatformUI.getWorkbench().getDisplay();
		try {
			scenario();
			report.setProperty("result", "done");
		} catch (Throwable e) {
			StringWriter trace = new StringWriter();
			e.printStackTrace(new PrintWriter(trace));
			report.setProperty("result", "failed: " + trace);
			screenshot("failure");
		} finally {
			try (OutputStream out = Files.newOutputStream(reportFile)) {
				report.store(out, "WorkbenchIT");
			} catch (IOException e) {
				e.printStackTrace();
			}
			display.asyncExec(() -> {
				PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
				PlatformUI.getWorkbench().close();
			});
		}
	}

	private void scenario() throws Exception {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("demo");
		project.create(null);
		project.open(null);
		IFile file = project.getFile("hello.txt");
		file.create(new ByteArrayInputStream(ON_DISK.getBytes(StandardCharsets.UTF_8)), true, null);

		ui(() -> {
			IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
			page.getWorkbenchWindow().getShell().setBounds(display.getPrimaryMonitor().getClientArea());
			editor = (ITextEditor) IDE.openEditor(page, file, "org.eclipse.ui.DefaultTextEditor");
			document().set(UNSAVED);
			view = (AgentView) page.showView(AgentView.ID);
			return null;
		});

		// Bad agents first: one that cannot start, one that exits at once. Each says why in the view.
		IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(AgentPreferences.NODE);
		preferences.put(AgentPreferences.AGENT_COMMAND, "/nonexistent/acp-agent --acp");
		turn("hello");
		report.setProperty("missing.transcript", clearTranscript());
		preferences.put(AgentPreferences.AGENT_COMMAND, "sh -c \"echo broken config >&2; exit 3\"");
		turn("hello");
		report.setProperty("exits.transcript", clearTranscript());
		preferences.remove(AgentPreferences.AGENT_COMMAND);

		turn("hello");
		report.setProperty("turn1.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		report.setProperty("turn1.status", ui(() -> this.<Label>widget("status").getText()));
		report.setProperty("turn1.session", String.valueOf(ui(() -> this.<Label>widget("status").getToolTipText())));
		screenshot("1-streamed-answer");

		prompt("in hello.txt replace world with Eclipse");
		waitFor("the permission question", () -> ui(() -> widget("permission").isVisible()));
		report.setProperty("permission.title", ui(() -> this.<Label>widget("permission.title").getText()));
		report.setProperty("permission.diff", ui(() -> this.<StyledText>widget("permission.diff").getText()));
		report.setProperty("permission.options", ui(() -> String.join("|", optionButtons().stream().map(Button::getText).toList())));
		report.setProperty("document.beforeAllow", ui(() -> document().get()));
		screenshot("2-permission-with-diff");
		allow();
		waitForTurnEnd();
		report.setProperty("turn2.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		report.setProperty("turn2.status", ui(() -> this.<Label>widget("status").getText()));
		report.setProperty("document.afterWrite", ui(() -> document().get()));
		report.setProperty("editor.dirty", ui(() -> String.valueOf(editor.isDirty())));
		report.setProperty("disk.afterWrite", Files.readString(file.getLocation().toPath()));
		screenshot("3-edit-in-the-editor");
		report.setProperty("document.afterUndo", ui(() -> {
			IDocumentUndoManager undo = DocumentUndoManagerRegistry.getDocumentUndoManager(document());
			undo.undo();
			return document().get();
		}));

		// Stop while an allowed command runs: the turn ends cancelled.
		prompt("run sleep 30");
		allow();
		waitFor("the command to run", () -> ui(() -> this.<StyledText>widget("transcript").getText().contains("[in_progress] ")));
		ui(() -> {
			widget("stop").notifyListeners(SWT.Selection, new Event());
			return null;
		});
		waitForTurnEnd();
		report.setProperty("cancel.status", ui(() -> this.<Label>widget("status").getText()));
		screenshot("4-stopped");
		terminalInTheConsole();

		// A second session, then the first one loaded back: the transcript is its replayed history.
		String second = newSession();
		report.setProperty("new.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		report.setProperty("sessions.items", ui(() -> String.join("|", this.<Combo>widget("sessions").getItems())));
		loadSessionOtherThan(second);
		report.setProperty("loaded.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		screenshot("5-loaded-session");

		// Misbehaving agents, each in a view opened anew (closing the view ends its agent).
		String scripted = System.getProperty("acp4j.it.scriptedAgent");
		preferences.putInt(AgentPreferences.INITIALIZE_TIMEOUT, 3);
		reopenView(scripted + " silent");
		turn("hello");
		report.setProperty("silent.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		reopenView(scripted + " flood");
		long floodStart = System.nanoTime();
		slowestUiMillis = 0;
		turn("flood");
		report.setProperty("flood.millis", String.valueOf((System.nanoTime() - floodStart) / 1_000_000));
		report.setProperty("flood.slowestUiRoundTripMillis", String.valueOf(slowestUiMillis));
		report.setProperty("flood.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		screenshot("6-flood");
		preferences.remove(AgentPreferences.INITIALIZE_TIMEOUT);
		IFile readOnly = project.getFile("readonly.txt");
		readOnly.create(new ByteArrayInputStream("keep\n".getBytes(StandardCharsets.UTF_8)), true, null);
		ResourceAttributes attributes = readOnly.getResourceAttributes();
		attributes.setReadOnly(true);
		readOnly.setResourceAttributes(attributes);
		reopenView(scripted + " files");
		turn("write");
		report.setProperty("files.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		report.setProperty("files.readOnlyOnDisk", Files.readString(readOnly.getLocation().toPath()));
		report.setProperty("files.outsideExists", String.valueOf(Files.exists(project.getLocation().toPath().resolveSibling("outside.txt"))));
		String echo = System.getProperty("acp4j.it.echoAgent", "");
		if (!echo.isEmpty()) {
			reopenView(echo);
			turn("hello from Eclipse");
			report.setProperty("echo.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
			report.setProperty("echo.status", ui(() -> this.<Label>widget("status").getText()));
			// Markdown streamed a word at a time: its markers split across chunks, its styles still right.
			clearTranscript();
			turn("a **bold answer** with `code` and a [link](https://example.org)");
			report.setProperty("echo.markdown", ui(this::styledRuns));
			screenshot("markdown");
		}
		remoteAgents();
		settingsAndContext();
		resumeAfterCrash();
		acpV2();
		reopenView(null);

		// The workbench closes (see run) while this turn waits for its permission: the agent must end with it.
		prompt("run sleep 40");
		waitFor("the permission question", () -> ui(() -> widget("permission").isVisible()));
	}

	/**
	 * On acp4j's demo model: the session's settings in the bar (its configuration options), then the
	 * mode set to Full access, after which a command runs without a question; "/" proposes its slash
	 * commands. Then on the scripted agent that echoes its prompts: "@" proposes the project's files,
	 * and a mention and the editor's selection are sent as blocks beside the text, the selection
	 * embedded where the agent takes embedded context and linked where it does not.
	 */
	private void settingsAndContext() throws Exception {
		reopenView(null);
		turn("hello");
		waitFor("the settings", () -> ui(() -> !settingCombos().isEmpty()));
		report.setProperty("settings.selectors", selectors());
		Combo mode = pick("setting.mode", "Full access");
		// The bar shows what the agent answered, in selectors made anew.
		waitFor("the agent's answer to the new mode", () -> ui(() -> mode.isDisposed()
				&& this.<Combo>widget("setting.mode").getText().equals("Full access")));
		report.setProperty("settings.modeAfter", ui(() -> this.<Combo>widget("setting.mode").getText()));
		screenshot("7-settings");
		// The turn can only end if nothing asks: Full access runs the command without a question.
		turn("run echo full access asks nothing");
		report.setProperty("settings.fullAccessTranscript", ui(() -> this.<StyledText>widget("transcript").getText()));
		report.setProperty("settings.fullAccessStatus", ui(() -> this.<Label>widget("status").getText()));

		report.setProperty("commands.proposals", proposalsFor("/", '/'));
		screenshot("8-slash-commands");
		report.setProperty("commands.accepted", acceptProposal());
		// acp4j keeps a mention with the session: loaded back, its replay shows it under the prompt.
		turn("read @demo/hello.txt");
		loadSessionOtherThan(newSession());
		report.setProperty("mentions.replayed", ui(() -> this.<StyledText>widget("transcript").getText()));

		String scripted = System.getProperty("acp4j.it.scriptedAgent");
		ui(() -> {
			editor.selectAndReveal(0, "Hello".length());
			return null;
		});
		for (String agent : List.of("embedded", "linked")) {
			reopenView(scripted + (agent.equals("embedded") ? " prompts embedded" : " prompts"));
			report.setProperty("mentions.proposals", proposalsFor("look at @hel", '@'));
			if (agent.equals("embedded")) {
				screenshot("9-mention");
			}
			report.setProperty("mentions.accepted", acceptProposal());
			ui(() -> {
				Button include = widget("includeSelection");
				include.setSelection(true);
				widget("send").notifyListeners(SWT.Selection, new Event());
				return null;
			});
			waitForTurnEnd();
			report.setProperty("mentions." + agent, ui(() -> this.<StyledText>widget("transcript").getText()));
		}
		screenshot("10-context-sent");

		// An agent with modes and models but no options: set_mode, a refused set_model, and the agent's own current_mode_update.
		reopenView(scripted + " modes");
		turn("hello");
		report.setProperty("modes.selectors", selectors());
		Combo asked = pick("setting.mode", "Code");
		waitFor("the mode the agent took", () -> ui(() -> asked.isDisposed() && this.<Combo>widget("setting.mode").getText().equals("Code")));
		Combo refused = pick("setting.model", "Large");
		waitFor("the refusal", () -> ui(() -> refused.isDisposed()));
		report.setProperty("modes.modelAfterRefusal", ui(() -> this.<Combo>widget("setting.model").getText()));
		report.setProperty("modes.refusalStatus", ui(() -> this.<Label>widget("status").getText()));
		turn("hello");
		report.setProperty("modes.modeAfterTurn", ui(() -> this.<Combo>widget("setting.mode").getText()));
	}

	/**
	 * acp4j started with {@code --experimental-v2}: the view offers v2, the agent takes it, and the turn
	 * streams into the same transcript; the status line's tooltip says the version.
	 */
	private void acpV2() throws Exception {
		reopenView(null);
		String acp4j = AgentPreferences.chosenAgent().command();
		reopenView(acp4j + " --experimental-v2");
		turn("hello");
		report.setProperty("v2.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		report.setProperty("v2.status", ui(() -> this.<Label>widget("status").getText()));
		report.setProperty("v2.session", String.valueOf(ui(() -> this.<Label>widget("status").getToolTipText())));
		screenshot("13-acp-v2");
	}

	/**
	 * The agent killed between turns, as a crash would end it: the next prompt starts it again. acp4j
	 * resumes the session the view showed (no second session in the list), the transcript kept; an
	 * agent that does not offer {@code session/resume}, and one that refuses it, get a new session and
	 * a note in the transcript.
	 */
	private void resumeAfterCrash() throws Exception {
		reopenView(null);
		turn("hello");
		String shown = shownSession();
		waitFor("the session in the list", () -> ui(() -> sessionIds().contains(shown)));
		report.setProperty("resume.before", shown);
		report.setProperty("resume.listedBefore", ui(() -> String.valueOf(sessionIds().size())));
		report.setProperty("resume.transcriptBefore", ui(() -> this.<StyledText>widget("transcript").getText()));
		crashAgent("acp4j.jar");
		turn("hello again");
		String resumed = shownSession();
		waitFor("the session shown in the list", () -> ui(() -> sessionIds().contains(resumed)));
		report.setProperty("resume.session", ui(() -> this.<Label>widget("status").getToolTipText()));
		report.setProperty("resume.listedAfter", ui(() -> String.valueOf(sessionIds().size())));
		report.setProperty("resume.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		screenshot("11-resumed");

		String scripted = System.getProperty("acp4j.it.scriptedAgent");
		for (String agent : List.of("prompts", "prompts forgets")) {
			reopenView(scripted + " " + agent);
			turn("before the crash");
			crashAgent("ScriptedAgent");
			turn("after the crash");
			report.setProperty("fallback." + agent + ".transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
			report.setProperty("fallback." + agent + ".session", ui(() -> this.<Label>widget("status").getToolTipText()));
		}
		screenshot("12-not-resumed");
	}

	/** The id of the session the view shows, from the status line's tooltip ({@code Session ID in DIR}, {@code Resumed session ID in DIR}). */
	private String shownSession() throws Exception {
		return ui(() -> this.<Label>widget("status").getToolTipText().replaceFirst("^(?:Resumed s|S)ession (\\S+) in .*$", "$1"));
	}

	/**
	 * Kills (SIGKILL) the newest process of the workbench whose command line contains {@code word}:
	 * the view's agent (those of views closed before may still be ending). Waits until the view saw it exit.
	 */
	private void crashAgent(String word) throws Exception {
		ProcessHandle agent = ProcessHandle.current().descendants().filter(p -> p.info().commandLine().orElse("").contains(word))
				.max(java.util.Comparator.comparing(p -> p.info().startInstant().orElseThrow())).orElseThrow();
		agent.destroyForcibly();
		waitFor("the view to see its agent exit", () -> ui(() -> this.<Label>widget("status").getText().startsWith("the agent exited")));
	}

	/** Picks {@code item} in the selector {@code role}, as a click would; returns that selector. */
	private Combo pick(String role, String item) throws Exception {
		return ui(() -> {
			Combo combo = widget(role);
			combo.select(java.util.Arrays.asList(combo.getItems()).indexOf(item));
			combo.notifyListeners(SWT.Selection, new Event());
			return combo;
		});
	}

	/**
	 * Puts {@code typed} in the prompt, presses {@code trigger} there (which opens the proposals for
	 * what the prompt then holds) and returns the proposals the popup lists.
	 */
	private String proposalsFor(String typed, char trigger) throws Exception {
		ui(() -> {
			Text prompt = widget("prompt");
			prompt.setFocus();
			prompt.setText(typed);
			prompt.setSelection(typed.length());
			Event key = new Event();
			key.character = trigger;
			key.keyCode = key.character;
			prompt.notifyListeners(SWT.KeyDown, key);
			return null;
		});
		waitFor("the proposals", () -> ui(() -> !proposals().isEmpty()));
		return ui(() -> String.join("|", proposals()));
	}

	/** Presses Enter in the prompt, which takes the first proposal, and returns the prompt's text then. */
	private String acceptProposal() throws Exception {
		ui(() -> {
			Event enter = new Event();
			enter.character = SWT.CR;
			enter.keyCode = SWT.CR;
			widget("prompt").notifyListeners(SWT.KeyDown, enter);
			return null;
		});
		waitFor("the proposals to close", () -> ui(() -> proposals().isEmpty()));
		return ui(() -> this.<Text>widget("prompt").getText());
	}

	/** The items of the open proposal popup (a table in a shell of its own), or none. */
	private List<String> proposals() {
		List<String> items = new ArrayList<>();
		for (Shell shell : display.getShells()) {
			if (shell.isVisible() && shell != view.getSite().getShell()) {
				List<Control> controls = new ArrayList<>();
				collect(shell, role -> true, controls);
				controls.stream().filter(Table.class::isInstance).map(Table.class::cast).findFirst()
						.ifPresent(table -> java.util.Arrays.stream(table.getItems()).forEach(item -> items.add(item.getText())));
			}
		}
		return items;
	}

	/** Each selector of the settings bar as {@code ROLE=CURRENT of ITEM,ITEM...}, joined by {@code |}. */
	private String selectors() throws Exception {
		return ui(() -> String.join("|", settingCombos().stream()
				.map(combo -> combo.getData(AgentView.ROLE) + "=" + combo.getText() + " of " + String.join(",", combo.getItems())).toList()));
	}

	/** Presses New and waits for the new session, in the sessions list too; returns its id. */
	private String newSession() throws Exception {
		ui(() -> {
			widget("new").notifyListeners(SWT.Selection, new Event());
			return null;
		});
		waitFor("the new session", () -> ui(() -> this.<Label>widget("status").getText().startsWith("Session ")));
		String created = ui(() -> this.<Label>widget("status").getText().split(" ")[1]);
		waitFor("both sessions in the list", () -> ui(() -> sessionIds().size() >= 2 && sessionIds().contains(created)));
		return created;
	}

	/** Picks the newest session but {@code shown} in the sessions list and waits for its replay. */
	private void loadSessionOtherThan(String shown) throws Exception {
		ui(() -> {
			Combo list = widget("sessions");
			list.select(sessionIds().indexOf(sessionIds().stream().filter(id -> !id.equals(shown)).findFirst().orElseThrow()));
			list.notifyListeners(SWT.Selection, new Event());
			return null;
		});
		waitFor("the loaded session", () -> ui(() -> this.<Label>widget("status").getText().startsWith("Loaded session ")));
	}

	/** The settings bar's selectors. */
	private List<Combo> settingCombos() {
		List<Combo> combos = new ArrayList<>();
		collect(view.getSite().getShell(), role -> role instanceof String name && name.startsWith("setting."), combos);
		return combos;
	}

	/** Closes the view and opens it again with {@code command} as the agent (null: the default). */
	private void reopenView(String command) throws Exception {
		IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(AgentPreferences.NODE);
		if (command == null) {
			preferences.remove(AgentPreferences.AGENT_COMMAND);
		} else {
			preferences.put(AgentPreferences.AGENT_COMMAND, command);
		}
		reopenView();
	}

	/** Closes the view and opens it again: its next prompt starts the agent the preferences now choose. */
	private void reopenView() throws Exception {
		ui(() -> {
			IWorkbenchPage page = view.getSite().getPage();
			page.hideView(view);
			view = (AgentView) page.showView(AgentView.ID);
			return null;
		});
	}

	// ---- terminal/* in the Console view, and remote agents (the preference page's list, secure storage) ----

	/**
	 * The demo model runs a command in a terminal of the client: its output shows in a console of the
	 * Console view and the tool call completes. The command the Stop step cancelled was killed.
	 */
	private void terminalInTheConsole() throws Exception {
		prompt("run echo terminal says hi");
		allow();
		waitForTurnEnd();
		report.setProperty("terminal.status", ui(() -> this.<Label>widget("status").getText()));
		report.setProperty("terminal.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
		waitFor("the console's output", () -> consoleText("echo terminal says hi").contains("[exit code 0]"));
		report.setProperty("terminal.console", consoleText("echo terminal says hi"));
		waitFor("the stopped command's console", () -> consoleText("sleep 30").contains("[killed]"));
		report.setProperty("terminal.cancelledConsole", consoleText("sleep 30"));
		report.setProperty("terminal.consoles", ui(() -> String.join("|", java.util.Arrays.stream(
				ConsolePlugin.getDefault().getConsoleManager().getConsoles()).map(IConsole::getName).toList())));
		screenshot("terminal-in-the-console");
	}

	/** The text of the last terminal console whose command contains {@code command}, or "". */
	private String consoleText(String command) throws Exception {
		return ui(() -> {
			String text = "";
			for (IConsole console : ConsolePlugin.getDefault().getConsoleManager().getConsoles()) {
				if (console.getName().startsWith(ConsoleTerminals.CONSOLE_PREFIX) && console.getName().contains(command)
						&& console instanceof TextConsole textConsole) {
					text = textConsole.getDocument().get();
				}
			}
			return text;
		});
	}

	/**
	 * A list of agents on the preference page, three of them remote (WorkbenchIT's acp4j {@code --listen}
	 * with its token, the same with a wrong token, and a TLS server whose certificate nobody trusts),
	 * tokens in secure storage; the view uses each in turn. The list is removed afterwards, so the single
	 * {@code agentCommand} is the agent again.
	 */
	private void remoteAgents() throws Exception {
		String url = System.getProperty("acp4j.it.remoteUrl", "");
		if (url.isEmpty()) {
			return;
		}
		report.setProperty("remote.url", url);
		IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(AgentPreferences.NODE);
		preferences.remove(AgentPreferences.AGENT_COMMAND);
		AgentEntry local = AgentPreferences.agents().get(0);
		AgentPreferences.save(List.of(local, AgentEntry.remote("remote acp4j", url), AgentEntry.remote("wrong token", url),
				AgentEntry.remote("untrusted", System.getProperty("acp4j.it.untrustedUrl"))), "remote acp4j");
		AgentTokens.store("remote acp4j", System.getenv("ACP4J_IT_TOKEN"));
		AgentTokens.store("wrong token", "not-the-token");
		openPreferencePage();
		report.setProperty("agents.rows", ui(this::agentRows));
		screenshot("agents-preferences");
		ui(() -> preferenceDialog.close());

		for (String agent : List.of("wrong token", "untrusted", "remote acp4j")) {
			preferences.put(AgentPreferences.AGENT, agent);
			reopenView();
			turn("hello");
			report.setProperty("remote." + agent + ".transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
			report.setProperty("remote." + agent + ".status", ui(() -> this.<Label>widget("status").getText()));
		}
		screenshot("remote-agent");
		report.setProperty("remote.visibleShells", ui(() -> String.valueOf(java.util.Arrays.stream(display.getShells()).filter(Shell::isVisible).count())));
		streamableHttp(url, local);
		preferences.remove(AgentPreferences.AGENTS);
		preferences.remove(AgentPreferences.AGENT);
		preferences.flush();
	}

	/**
	 * The same over Streamable HTTP: acp4j {@code --listen} with its token and with a wrong one, and the
	 * SDK's remote echo agent when WorkbenchIT started it. First the Add dialog refuses a ws:// URL for
	 * Streamable HTTP, then takes an http:// one, and the page lists it with its transport.
	 */
	private void streamableHttp(String url, AgentEntry local) throws Exception {
		String echoUrl = System.getProperty("acp4j.it.remoteEchoUrl", "");
		List<AgentEntry> agents = new ArrayList<>(List.of(local, AgentEntry.remote("http acp4j", url, RemoteTransport.STREAMABLE_HTTP),
				AgentEntry.remote("http wrong token", url, RemoteTransport.STREAMABLE_HTTP)));
		if (!echoUrl.isEmpty()) {
			agents.add(AgentEntry.remote("http ts echo", echoUrl, RemoteTransport.STREAMABLE_HTTP));
		}
		AgentPreferences.save(agents, "http acp4j");
		AgentTokens.store("http acp4j", System.getenv("ACP4J_IT_TOKEN"));
		AgentTokens.store("http wrong token", "not-the-token");
		AgentTokens.store("http ts echo", System.getenv("ACP4J_IT_TOKEN"));
		addInTheDialog();

		IEclipsePreferences preferences = InstanceScope.INSTANCE.getNode(AgentPreferences.NODE);
		for (AgentEntry agent : agents.subList(1, agents.size())) {
			preferences.put(AgentPreferences.AGENT, agent.name());
			reopenView();
			turn(agent.name().equals("http ts echo") ? "hello over Streamable HTTP" : "hello");
			report.setProperty("http." + agent.name() + ".transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
			report.setProperty("http." + agent.name() + ".status", ui(() -> this.<Label>widget("status").getText()));
			screenshot("http-" + agent.name().replace(' ', '-'));
		}
	}

	/** Add... on the preference page: Streamable HTTP with a ws:// URL is refused, an http:// one taken; then Cancel. */
	private void addInTheDialog() throws Exception {
		openPreferencePage();
		display.asyncExec(() -> {
			List<Button> add = new ArrayList<>();
			collect(preferenceDialog.getShell(), "agents.add", add);
			add.get(0).notifyListeners(SWT.Selection, new Event());
		});
		waitFor("the agent dialog", () -> ui(() -> agentDialog() != null));
		ui(() -> {
			Shell shell = agentDialog().getShell();
			this.<Text>dialogWidget(shell, "agent.name").setText("typed");
			this.<Button>dialogWidget(shell, "agent.stdio").setSelection(false);
			this.<Button>dialogWidget(shell, "agent.remote").setSelection(true);
			dialogWidget(shell, "agent.stdio").notifyListeners(SWT.Selection, new Event());
			this.<Text>dialogWidget(shell, "agent.url").setText("ws://127.0.0.1:8700/acp");
			this.<Combo>dialogWidget(shell, "agent.transport").select(RemoteTransport.STREAMABLE_HTTP.ordinal());
			shell.getDefaultButton().notifyListeners(SWT.Selection, new Event());
			return null;
		});
		report.setProperty("dialog.error", ui(() -> String.valueOf(agentDialog().getErrorMessage())));
		report.setProperty("dialog.transports", ui(() -> String.join("|", this.<Combo>dialogWidget(agentDialog().getShell(), "agent.transport").getItems())));
		report.setProperty("dialog.state", ui(() -> {
			Shell shell = agentDialog().getShell();
			return "remote=" + this.<Button>dialogWidget(shell, "agent.remote").getSelection() + " stdio="
					+ this.<Button>dialogWidget(shell, "agent.stdio").getSelection() + " transport enabled="
					+ dialogWidget(shell, "agent.transport").isEnabled() + " command enabled=" + dialogWidget(shell, "agent.command").isEnabled();
		}));
		screenshot("http-dialog");
		ui(() -> {
			Shell shell = agentDialog().getShell();
			this.<Text>dialogWidget(shell, "agent.url").setText("http://127.0.0.1:8700/acp");
			shell.getDefaultButton().notifyListeners(SWT.Selection, new Event());
			return null;
		});
		waitFor("the agent dialog to close", () -> ui(() -> agentDialog() == null));
		report.setProperty("dialog.rows", ui(this::agentRows));
		ui(() -> preferenceDialog.close());
	}

	/** The open agent dialog (a visible title-area dialog other than the preference dialog), or null. */
	private TitleAreaDialog agentDialog() {
		return java.util.Arrays.stream(display.getShells()).filter(Shell::isVisible).map(Shell::getData)
				.filter(data -> data instanceof TitleAreaDialog && data != preferenceDialog).map(TitleAreaDialog.class::cast)
				.findFirst().orElse(null);
	}

	@SuppressWarnings("unchecked")
	private <T extends Control> T dialogWidget(Shell shell, String role) {
		List<Control> found = new ArrayList<>();
		collect(shell, role, found);
		return (T) found.get(0);
	}

	/** The agents preference page, not blocking. */
	private void openPreferencePage() throws Exception {
		ui(() -> {
			PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(view.getSite().getShell(), AgentPreferencePage.ID,
					new String[] {AgentPreferencePage.ID}, null);
			dialog.setBlockOnOpen(false);
			dialog.open();
			preferenceDialog = dialog;
			return null;
		});
	}

	/** The page's list: "[x] NAME = COMMAND OR URL (TRANSPORT)" a row, apart by "|". */
	private String agentRows() {
		List<Table> tables = new ArrayList<>();
		collect(preferenceDialog.getShell(), "agents", tables);
		return String.join("|", java.util.Arrays.stream(tables.get(0).getItems())
				.map(item -> (item.getChecked() ? "[x] " : "[ ] ") + item.getText(0) + " = " + item.getText(1) + " (" + item.getText(2) + ")")
				.toList());
	}

	private void allow() throws Exception {
		waitFor("the permission question", () -> ui(() -> widget("permission").isVisible()));
		ui(() -> {
			Button allow = optionButtons().stream().filter(b -> b.getText().toLowerCase().contains("allow")).findFirst().orElseThrow();
			allow.notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}

	@SuppressWarnings("unchecked")
	private List<String> sessionIds() {
		Object ids = widget("sessions").getData(AgentView.SESSION_IDS);
		return ids == null ? List.of() : (List<String>) ids;
	}

	/** The transcript's styled stretches, as "text=styles" lines (a line break in the text as {@code \n}). */
	private String styledRuns() {
		StyledText transcript = widget("transcript");
		StringBuilder runs = new StringBuilder();
		for (StyleRange range : transcript.getStyleRanges()) {
			List<String> styles = new ArrayList<>();
			if ((range.fontStyle & SWT.BOLD) != 0) {
				styles.add("bold");
			}
			if (range.font != null && range.font.equals(JFaceResources.getTextFont())
					&& range.background.equals(transcript.getDisplay().getSystemColor(SWT.COLOR_WIDGET_BACKGROUND))) {
				styles.add("code");
			}
			if (range.underline && range.underlineStyle == SWT.UNDERLINE_LINK) {
				styles.add("link");
			}
			runs.append(transcript.getTextRange(range.start, range.length).replace("\n", "\\n")).append('=').append(String.join(",", styles)).append('\n');
		}
		return runs.toString();
	}

	/** The transcript's text, which it then empties for the next step. */
	private String clearTranscript() throws Exception {
		return ui(() -> {
			StyledText transcript = widget("transcript");
			String text = transcript.getText();
			transcript.setText("");
			return text;
		});
	}

	private IDocument document() {
		return editor.getDocumentProvider().getDocument(editor.getEditorInput());
	}

	private void turn(String text) throws Exception {
		prompt(text);
		waitForTurnEnd();
	}

	private void prompt(String text) throws Exception {
		ui(() -> {
			this.<Text>widget("prompt").setText(text);
			widget("send").notifyListeners(SWT.Selection, new Event());
			return null;
		});
	}

	/** The Send button is disabled from the prompt until the turn's answer. */
	private void waitForTurnEnd() throws Exception {
		waitFor("the end of the turn", () -> ui(() -> widget("send").isEnabled()));
	}

	private void waitFor(String what, Callable<Boolean> condition) throws Exception {
		long deadline = System.nanoTime() + STEP_MILLIS * 1_000_000;
		while (!condition.call()) {
			if (System.nanoTime() > deadline) {
				report.setProperty("timeout.transcript", ui(() -> this.<StyledText>widget("transcript").getText()));
				throw new IllegalStateException("gave up waiting for " + what);
			}
			Thread.sleep(100);
		}
	}

	private List<Button> optionButtons() {
		List<Button> buttons = new ArrayList<>();
		collect(widget("permission"), "permission.option", buttons);
		return buttons;
	}

	@SuppressWarnings("unchecked")
	private <T extends Control> T widget(String role) {
		List<Control> found = new ArrayList<>();
		collect(view.getSite().getShell(), role, found);
		if (found.isEmpty()) {
			throw new IllegalStateException("no widget " + role);
		}
		return (T) found.get(0);
	}

	private static <T extends Control> void collect(Control control, String role, List<T> found) {
		collect(control, role::equals, found);
	}

	/** The controls under {@code control} whose role {@code matches}. */
	@SuppressWarnings("unchecked")
	private static <T extends Control> void collect(Control control, java.util.function.Predicate<Object> matches, List<T> found) {
		if (matches.test(control.getData(AgentView.ROLE))) {
			found.add((T) control);
		}
		if (control instanceof Composite composite) {
			for (Control child : composite.getChildren()) {
				collect(child, matches, found);
			}
		}
	}

	private void screenshot(String name) {
		try {
			ui(() -> {
				Shell shell = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
				// Paint what changed first, dialogs too: the screen can lag the widgets (a button enabled a moment ago).
				for (Shell each : display.getShells()) {
					each.update();
				}
				Rectangle bounds = shell.getBounds();
				Image image = new Image(display, bounds.width, bounds.height);
				GC gc = new GC(display);
				try {
					gc.copyArea(image, bounds.x, bounds.y);
				} finally {
					gc.dispose();
				}
				ImageLoader loader = new ImageLoader();
				loader.data = new ImageData[] {image.getImageData()};
				loader.save(reportFile.resolveSibling(name + ".png").toString(), SWT.IMAGE_PNG);
				image.dispose();
				return null;
			});
		} catch (Exception e) {
			report.setProperty("screenshot." + name, String.valueOf(e));
		}
	}

	private <T> T ui(Callable<T> work) throws Exception {
		AtomicReference<T> result = new AtomicReference<>();
		AtomicReference<Exception> failure = new AtomicReference<>();
		long start = System.nanoTime();
		display.syncExec(() -> {
			try {
				result.set(work.call());
			} catch (Exception e) {
				failure.set(e);
			}
		});
		slowestUiMillis = Math.max(slowestUiMillis, (System.nanoTime() - start) / 1_000_000);
		if (failure.get() != null) {
			throw failure.get();
		}
		return result.get();
	}
}
