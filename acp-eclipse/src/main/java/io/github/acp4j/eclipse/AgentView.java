package io.github.acp4j.eclipse;

import java.io.File;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.fieldassist.ContentProposalAdapter;
import org.eclipse.jface.fieldassist.TextContentAdapter;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.part.ViewPart;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.CancelledPermissionOutcome;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionModelState;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UsageUpdate;
import io.github.acp4j.api.types.UserMessageChunk;
import io.github.acp4j.api.types.SessionInfo;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;

/**
 * The "ACP Agent" view: a transcript of the session (the answer, thoughts and tool calls as they
 * stream), the agent's permission questions with the diff of an edit, the session's settings, and a
 * prompt line that proposes slash commands and {@code @}-mentions of files. The agent
 * starts with the first prompt, in the first open project (else the workspace root). Everything the
 * agent sends reaches the UI through one {@link UiQueue}; everything sent to it leaves on the
 * connection's sender thread.
 */
public final class AgentView extends ViewPart {
	/** The view's id in {@code plugin.xml}. */
	public static final String ID = "io.github.acp4j.eclipse.views.agent";
	/** The key under which each widget's role is set with {@code setData}, for tests and accessibility tools. */
	public static final String ROLE = "io.github.acp4j.eclipse.role";
	/** The key under which the sessions list holds its sessions' ids ({@code List<String>}), in the order of its items. */
	public static final String SESSION_IDS = "io.github.acp4j.eclipse.sessionIds";

	/** A permission question and the answer the agent waits for. */
	private record Asked(RequestPermissionRequest request, CompletableFuture<RequestPermissionResponse> answer) {
	}

	/** The end of a prompt turn: its answer or its failure. */
	/** The end of the turn (a prompt, or a load) that {@code turn} stands for. */
	private record TurnEnded(PromptResponse response, Throwable failure, Object turn) {
	}

	/**
	 * The session the agent opened: a new one, or the one the view showed, resumed; {@code note} (or
	 * null) says in the transcript why a session the view showed was not resumed.
	 */
	private record Opened(AgentConnection connection, String sessionId, String cwd, String status, String note, Offered offered) {
	}

	/** The view now shows {@code sessionId} in {@code cwd}: a new one, or one loaded with its history. */
	private record Switched(String sessionId, String cwd, String status, Offered offered) {
	}

	/** The session the view showed when its agent ended, for the next agent to resume. */
	private record Shown(String sessionId, String cwd) {
	}

	/** What a new or loaded session lets the user set: its configuration options, modes and models (any may be null). */
	private record Offered(List<SessionConfigOption> options, SessionModeState modes, SessionModelState models) {
	}

	/** The agent's sessions of the project, newest first. */
	private record Sessions(List<SessionInfo> sessions) {
	}

	/** A line for the status bar, optionally also in the transcript as an error. */
	/**
	 * A line for the status; an {@code error} from the agent started for {@code from} (null for others)
	 * ends the view's agent only while it is that one: a late exit of an agent the view already gave
	 * up on must not end the next one.
	 */
	private record Status(String text, boolean error, Client from) {
		Status(String text, boolean error) {
			this(text, error, null);
		}
	}

	private Label status;
	/** How long a turn whose agent ended may wait for its own end before the prompt is free again. */
	private static final int ORPHANED_TURN_MILLIS = 5000;
	/** The running turn's token, or null between turns; on the UI thread. */
	private Object turn;
	/** The client of the agent the view started last, until it ended; on the UI thread. */
	private Client started;
	private StyledText transcript;
	private Composite permission;
	private Label permissionTitle;
	private StyledText permissionDiff;
	private Composite permissionButtons;
	private Text prompt;
	private final PromptProposals proposals = new PromptProposals();
	private ContentProposalAdapter proposalPopup;
	private Button includeSelection;
	private Button send;
	private Button stop;
	private Button newSession;
	private Combo sessions;
	private SettingsBar settings;

	private UiQueue<Object> events;
	private final Deque<Asked> asked = new ArrayDeque<>();
	private final Map<String, String> toolTitles = new HashMap<>();
	private final StringBuilder pendingText = new StringBuilder();
	private final List<StyleRange> pendingStyles = new ArrayList<>();
	/** The longest line the transcript shows before it breaks it (see {@link #breakLongLines}). */
	private static final int MAX_LINE = 2000;
	/** The characters after the transcript's last line break, queued text included. */
	private int lineLength;
	/** The agent's answer as Markdown; see {@link #answer}. */
	private final Markdown markdown = new Markdown();
	/** The answer's line that has not ended, as the agent wrote it. */
	private final StringBuilder openLine = new StringBuilder();
	/** Where the open line's rendering starts, counting the transcript and then the queued text; -1 with no open line. */
	private int openLineStart = -1;
	/** The characters before the open line on its line of the transcript. */
	private int openLineColumn;
	/** Whether the open line grew since it was last rendered. */
	private boolean openLineChanged;
	private AgentConnection connection;
	/** The terminals of the current agent, in the Console view. */
	private ConsoleTerminals terminals;
	private CompletableFuture<Opened> session;
	private String sessionId;
	/** The directory of {@link #sessionId}. */
	private String sessionCwd;
	/** The session the next agent resumes, or null: the one shown when the last agent ended. */
	private Shown toResume;
	private boolean turnRunning;

	@Override
	public void createPartControl(Composite parent) {
		Display display = parent.getDisplay();
		events = new UiQueue<>(display, this::handle);
		parent.setLayout(new GridLayout(2, false));

		status = role(new Label(parent, SWT.NONE), "status");
		status.setText("Type a prompt to start " + AgentPreferences.chosenAgent().target());
		status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		sessions = role(new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN), "sessions");
		sessions.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		sessions.setToolTipText("Load an earlier session of this project");
		sessions.addListener(SWT.Selection, event -> load());
		Composite actions = new Composite(parent, SWT.NONE);
		actions.setLayout(new RowLayout());
		newSession = role(new Button(actions, SWT.PUSH), "new");
		newSession.setText("New");
		newSession.addListener(SWT.Selection, event -> startNewSession());
		stop = role(new Button(actions, SWT.PUSH), "stop");
		stop.setText("Stop");
		stop.setEnabled(false);
		stop.addListener(SWT.Selection, event -> cancel());
		includeSelection = role(new Button(actions, SWT.CHECK), "includeSelection");
		includeSelection.setText("Include selection");
		includeSelection.setToolTipText("Send the active editor's selected text with the prompt");
		settings = new SettingsBar(parent, 2, new Settings());

		transcript = role(new StyledText(parent, SWT.BORDER | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL | SWT.READ_ONLY), "transcript");
		transcript.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));

		permission = role(new Composite(parent, SWT.BORDER), "permission");
		permission.setLayout(new GridLayout(1, false));
		GridData permissionData = new GridData(SWT.FILL, SWT.FILL, true, false, 2, 1);
		permissionData.exclude = true;
		permission.setLayoutData(permissionData);
		permission.setVisible(false);
		permissionTitle = role(new Label(permission, SWT.WRAP), "permission.title");
		permissionTitle.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		permissionDiff = role(new StyledText(permission, SWT.BORDER | SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL | SWT.READ_ONLY),
				"permission.diff");
		GridData diffData = new GridData(SWT.FILL, SWT.FILL, true, true);
		diffData.heightHint = 120;
		permissionDiff.setLayoutData(diffData);
		permissionButtons = new Composite(permission, SWT.NONE);
		permissionButtons.setLayout(new RowLayout());
		permissionButtons.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));

		prompt = role(new Text(parent, SWT.BORDER | SWT.SINGLE), "prompt");
		prompt.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		prompt.setMessage("Ask the agent (/ for commands, @ for files; Enter sends, Esc stops)");
		proposalPopup = new ContentProposalAdapter(prompt, new TextContentAdapter(), proposals, null, new char[] {'/', '@'});
		proposalPopup.setProposalAcceptanceStyle(ContentProposalAdapter.PROPOSAL_IGNORE);
		// Wide enough for a command's description, which would otherwise be cut at the prompt's width.
		proposalPopup.setPopupSize(new Point(520, 200));
		proposalPopup.addContentProposalListener(proposal -> PromptProposals.accept(prompt, proposal));
		prompt.addListener(SWT.DefaultSelection, event -> send());
		prompt.addListener(SWT.KeyDown, event -> {
			if (event.keyCode == SWT.ESC) {
				cancel();
			}
		});
		send = role(new Button(parent, SWT.PUSH), "send");
		send.setText("Send");
		send.addListener(SWT.Selection, event -> send());
	}

	@Override
	public void setFocus() {
		prompt.setFocus();
	}

	@Override
	public void dispose() {
		if (connection != null) {
			connection.close();
		}
		closeTerminals();
		super.dispose();
	}

	private void send() {
		String text = prompt.getText().strip();
		if (text.isEmpty() || turnRunning || proposalPopup.isProposalPopupOpen()) {
			return;
		}
		PromptBlocks blocks = PromptBlocks.of(text,
				includeSelection.getSelection() ? PromptBlocks.selection(getSite().getPage().getActiveEditor()) : null);
		prompt.setText("");
		appendUserMessage(text);
		PromptBlocks.Selection selection = blocks.selection();
		if (selection != null) {
			note("the selection in " + selection.file().getName() + ", " + selection.lines());
		}
		flush();
		Object thisTurn = startTurn();
		String target = sessionId;
		session().thenCompose(opened -> opened.connection().prompt(target != null ? target : opened.sessionId(),
				blocks.blocks(opened.connection().acceptsEmbeddedContext())))
				.whenComplete((response, failure) -> events.post(new TurnEnded(response, failure, thisTurn)));
	}

	private void cancel() {
		if (turnRunning && sessionId != null) {
			connection.cancel(sessionId);
			while (!asked.isEmpty()) {
				answer(asked.peek(), CancelledPermissionOutcome.of());
			}
		}
	}

	/** A new session on the running agent (or, before there is one, an empty transcript the first prompt starts in). */
	private void startNewSession() {
		if (turnRunning) {
			return;
		}
		clearTranscript();
		if (connection == null) {
			toResume = null;
			return;
		}
		String cwd = workingDirectory().getAbsolutePath();
		connection.newSession(cwd).whenComplete((created, failure) -> events.post(failure != null
				? new Status("New session failed: " + failure.getMessage(), false)
				: new Switched(created.sessionId(), cwd, "Session " + created.sessionId() + " in " + cwd + version(connection),
						new Offered(created.configOptions(), created.modes(), created.models()))));
	}

	/** Loads the session picked in the list: the transcript is replaced by its history as the agent replays it. */
	private void load() {
		@SuppressWarnings("unchecked")
		List<String> ids = (List<String>) sessions.getData(SESSION_IDS);
		int picked = sessions.getSelectionIndex();
		if (turnRunning || connection == null || ids == null || picked < 0 || ids.get(picked).equals(sessionId)) {
			return;
		}
		String id = ids.get(picked);
		String cwd = workingDirectory().getAbsolutePath();
		clearTranscript();
		sessionId = id;
		Object thisTurn = startTurn();
		status.setText("Loading session " + id);
		connection.loadSession(id, cwd).whenComplete((loaded, failure) -> {
			events.post(failure != null ? new Status("Loading failed: " + failure.getMessage(), false)
					: new Switched(id, cwd, "Loaded session " + id, new Offered(loaded.configOptions(), loaded.modes(), loaded.models())));
			events.post(new TurnEnded(null, null, thisTurn));
		});
	}

	private void refreshSessions() {
		if (connection != null) {
			connection.listSessions(workingDirectory().getAbsolutePath())
					.thenAccept(listed -> events.post(new Sessions(listed.sessions())));
		}
	}

	private void showSessions(List<SessionInfo> listed) {
		List<String> ids = new ArrayList<>();
		sessions.removeAll();
		for (SessionInfo info : listed) {
			ids.add(info.sessionId());
			String title = info.title() != null ? info.title() : "untitled";
			sessions.add(title + "  (" + info.sessionId().substring(0, Math.min(8, info.sessionId().length())) + ")");
			if (info.sessionId().equals(sessionId)) {
				sessions.select(ids.size() - 1);
			}
		}
		sessions.setData(SESSION_IDS, ids);
	}

	/**
	 * The session, started with the first prompt: the agent process, {@code initialize}, and
	 * {@code session/resume} of the session the view showed when the last agent ended, else
	 * {@code session/new}.
	 */
	private CompletableFuture<Opened> session() {
		if (session == null) {
			AgentEntry agent = AgentPreferences.chosenAgent();
			File cwd = workingDirectory();
			Shown resuming = toResume;
			status.setText((agent.isRemote() ? "Connecting to " : "Starting ") + agent.target() + " in " + cwd);
			Client client = new Client(cwd);
			started = client;
			terminals = client.terminals;
			session = CompletableFuture.supplyAsync(() -> {
				try {
					client.connection = AgentConnection.startOrConnect(agent, cwd, client, exited -> events.post(new Status(exited, true, client)));
					return client.connection;
				} catch (IOException e) {
					throw new CompletionException(e);
				}
			}).thenCompose(started -> started.initialize(AgentPreferences.initializeTimeoutSeconds())
					.thenCompose(initialized -> open(started, cwd.getAbsolutePath(), resuming)));
			// Opened is queued before the first prompt leaves, so the UI knows the session before any question for it.
			session = session.whenComplete((opened, failure) -> {
				if (opened != null) {
					events.post(opened);
				} else if (client.connection != null) {
					client.connection.close();
				}
			});
		}
		return session;
	}

	/**
	 * {@code session/resume} of {@code resuming} when the agent offers it; else, or when the agent
	 * refuses it, {@code session/new} in {@code cwd} with a note that says so.
	 */
	private static CompletableFuture<Opened> open(AgentConnection connection, String cwd, Shown resuming) {
		if (resuming == null) {
			return created(connection, cwd, null);
		}
		String lost = "; the agent does not know the turns above";
		if (!connection.canResume()) {
			return created(connection, cwd, "A new session: the agent does not offer session/resume" + lost);
		}
		return connection.resumeSession(resuming.sessionId(), resuming.cwd())
				.thenApply(resumed -> new Opened(connection, resuming.sessionId(), resuming.cwd(),
						"Resumed session " + resuming.sessionId() + " in " + resuming.cwd() + version(connection), null,
						new Offered(resumed.configOptions(), resumed.modes(), resumed.models())))
				.exceptionallyCompose(failure -> created(connection, cwd,
						"A new session: resuming " + resuming.sessionId() + " failed (" + cause(failure).getMessage() + ")" + lost));
	}

	/** {@code session/new} in {@code cwd}; {@code note} (or null) goes into the transcript. */
	private static CompletableFuture<Opened> created(AgentConnection connection, String cwd, String note) {
		return connection.newSession(cwd).thenApply(response -> new Opened(connection, response.sessionId(), cwd,
				"Session " + response.sessionId() + " in " + cwd + version(connection), note,
				new Offered(response.configOptions(), response.modes(), response.models())));
	}

	/**
	 * The ACP version the connection speaks, for the status line: on v2 there is no {@code fs/*} or
	 * {@code terminal/*}, so the agent writes files and runs commands itself, not in the editors and the Console.
	 */
	private static String version(AgentConnection connection) {
		return connection.protocolVersion() == 2 ? " (ACP v2: the agent writes files and runs commands itself)" : " (ACP v1)";
	}

	private static File workingDirectory() {
		for (IProject project : ResourcesPlugin.getWorkspace().getRoot().getProjects()) {
			if (project.isOpen() && project.getLocation() != null) {
				return project.getLocation().toFile();
			}
		}
		return ResourcesPlugin.getWorkspace().getRoot().getLocation().toFile();
	}

	/** One batch of what the agent sent, on the UI thread. */
	private void handle(List<Object> batch) {
		if (transcript.isDisposed()) {
			return;
		}
		for (Object event : batch) {
			if (event instanceof Opened opened) {
				connection = opened.connection();
				toResume = null;
				if (opened.note() != null) {
					append(opened.note() + "\n\n", SWT.ITALIC, SWT.COLOR_DARK_GRAY);
				}
				show(opened.sessionId(), opened.cwd(), opened.status(), opened.offered());
			} else if (event instanceof Switched switched) {
				show(switched.sessionId(), switched.cwd(), switched.status(), switched.offered());
			} else if (event instanceof Sessions listed) {
				showSessions(listed.sessions());
			} else if (event instanceof SessionNotification notification) {
				update(notification.update());
			} else if (event instanceof Asked question) {
				ask(question);
			} else if (event instanceof TurnEnded ended) {
				turnEnded(ended);
			} else if (event instanceof Runnable answered) {
				answered.run();
			} else if (event instanceof Status line) {
				status.setText(line.text().lines().findFirst().orElse(""));
				if (line.error()) {
					append("\n" + line.text() + "\n", SWT.NORMAL, SWT.COLOR_RED);
					if (line.from() == null || line.from() == started) {
						ended();
					}
				}
			}
		}
		flush();
	}

	/**
	 * The view now shows {@code id}: the status line says so, and its tooltip keeps saying so while
	 * the line goes on to the turns' news.
	 */
	private void show(String id, String cwd, String line, Offered offered) {
		sessionId = id;
		sessionCwd = cwd;
		status.setText(line);
		status.setToolTipText(line);
		offer(offered);
		refreshSessions();
	}

	private void update(SessionUpdate update) {
		if (update instanceof UserMessageChunk chunk && chunk.content() instanceof ResourceLink link) {
			note(link.description() == null ? link.name() : link.name() + ", " + link.description());
		} else if (update instanceof UserMessageChunk chunk && chunk.content() instanceof EmbeddedResource embedded
				&& embedded.resource() instanceof TextResourceContents contents) {
			note("the text of " + contents.uri());
		} else if (update instanceof UserMessageChunk chunk) {
			appendUserMessage(text(chunk.content()));
		} else if (update instanceof AgentMessageChunk chunk) {
			answer(text(chunk.content()));
		} else if (update instanceof AgentThoughtChunk chunk) {
			append(text(chunk.content()), SWT.ITALIC, SWT.COLOR_DARK_GRAY);
		} else if (update instanceof ToolCall call) {
			toolTitles.put(call.toolCallId(), call.title());
			append("\n[" + statusOf(call.status()) + "] " + call.title() + "\n", SWT.BOLD, SWT.COLOR_DARK_GREEN);
		} else if (update instanceof ToolCallUpdate call && call.status() != null) {
			String title = call.title() != null ? call.title() : toolTitles.getOrDefault(call.toolCallId(), call.toolCallId());
			append("[" + statusOf(call.status()) + "] " + title + "\n", SWT.BOLD, SWT.COLOR_DARK_GREEN);
		} else if (update instanceof Plan plan) {
			StringBuilder entries = new StringBuilder("\nPlan:\n");
			for (PlanEntry entry : plan.entries()) {
				entries.append("  [").append(entry.status()).append("] ").append(entry.content()).append('\n');
			}
			append(entries.toString(), SWT.NORMAL, SWT.COLOR_DARK_MAGENTA);
		} else if (update instanceof AvailableCommandsUpdate commands) {
			proposals.commands(commands.availableCommands());
		} else if (update instanceof CurrentModeUpdate mode) {
			settings.mode(mode.currentModeId());
		} else if (update instanceof ConfigOptionUpdate options) {
			settings.options(options.configOptions());
		} else if (update instanceof UsageUpdate usage) {
			status.setText("Context: " + usage.used() + " of " + usage.size() + " tokens");
		}
	}

	/** Notes under a prompt what went with it: {@code (with WHAT)}. */
	private void note(String what) {
		append("(with " + what + ")\n\n", SWT.ITALIC, SWT.COLOR_DARK_BLUE);
	}

	private static String statusOf(ToolCallStatus status) {
		return status == null ? "pending" : status.value();
	}

	private static String text(ContentBlock block) {
		return block instanceof TextContent text ? text.text() : "";
	}

	private void ask(Asked question) {
		if (!question.request().sessionId().equals(sessionId)) {
			connection.execute(() -> question.answer().complete(RequestPermissionResponse.of(CancelledPermissionOutcome.of())));
			return;
		}
		asked.add(question);
		if (asked.size() == 1) {
			showQuestion();
		}
	}

	private void showQuestion() {
		for (Control button : permissionButtons.getChildren()) {
			button.dispose();
		}
		Asked question = asked.peek();
		boolean show = question != null;
		if (show) {
			ToolCallUpdate call = question.request().toolCall();
			String title = call.title() != null ? call.title() : toolTitles.getOrDefault(call.toolCallId(), call.toolCallId());
			permissionTitle.setText("The agent asks to run: " + title);
			StringBuilder diffs = new StringBuilder();
			for (ToolCallContent content : call.content() == null ? List.<ToolCallContent>of() : call.content()) {
				if (content instanceof Diff diff) {
					diffs.append("--- ").append(workspacePath(diff.path())).append('\n').append(EditDiff.unified(diff.oldText(), diff.newText()));
				}
			}
			permissionDiff.setText(diffs.toString());
			colourDiff();
			((GridData) permissionDiff.getLayoutData()).exclude = diffs.isEmpty();
			permissionDiff.setVisible(!diffs.isEmpty());
			for (PermissionOption option : question.request().options()) {
				Button button = role(new Button(permissionButtons, SWT.PUSH), "permission.option");
				button.setText(option.name());
				button.addListener(SWT.Selection, event -> answer(question, SelectedPermissionOutcome.of(option.optionId())));
			}
		}
		((GridData) permission.getLayoutData()).exclude = !show;
		permission.setVisible(show);
		permission.getParent().layout(true, true);
		transcript.setTopIndex(transcript.getLineCount() - 1);
	}

	/** {@code path} as the workspace shows it ({@code /project/file}) when it is in a project, else as it is. */
	private static String workspacePath(String path) {
		IFile file = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(org.eclipse.core.runtime.IPath.fromOSString(path));
		return file == null ? path : file.getFullPath().toString();
	}

	private void colourDiff() {
		String text = permissionDiff.getText();
		List<StyleRange> ranges = new ArrayList<>();
		int offset = 0;
		for (String line : text.split("\n", -1)) {
			int colour = line.startsWith("+") ? SWT.COLOR_DARK_GREEN : line.startsWith("-") ? SWT.COLOR_RED
					: line.startsWith("@@") ? SWT.COLOR_DARK_CYAN : -1;
			if (colour != -1 && !line.isEmpty()) {
				ranges.add(new StyleRange(offset, line.length(), permissionDiff.getDisplay().getSystemColor(colour), null));
			}
			offset += line.length() + 1;
		}
		permissionDiff.setStyleRanges(ranges.toArray(StyleRange[]::new));
	}

	private void answer(Asked question, RequestPermissionOutcome outcome) {
		asked.remove(question);
		connection.execute(() -> question.answer().complete(RequestPermissionResponse.of(outcome)));
		showQuestion();
	}

	/** What went wrong, without the future's wrapper. */
	private static Throwable cause(Throwable failure) {
		return failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
	}

	private void turnEnded(TurnEnded ended) {
		if (ended.turn() != turn) {
			return; // a turn the view already ended with its agent: its failure would land in the next one's transcript
		}
		turn = null;
		if (ended.failure() != null) {
			Throwable cause = cause(ended.failure());
			append("\n" + cause.getMessage() + "\n", SWT.NORMAL, SWT.COLOR_RED);
			status.setText("Failed: " + cause.getMessage());
			if (sessionId == null) {
				ended();
			}
		} else if (ended.response() != null) {
			status.setText("Turn ended: " + ended.response().stopReason());
			refreshSessions();
		}
		setTurnRunning(false);
	}

	/** The agent is gone: the next prompt starts a new one, which resumes the session shown. */
	private void ended() {
		while (!asked.isEmpty()) {
			answer(asked.peek(), CancelledPermissionOutcome.of());
		}
		if (connection != null) {
			connection.close();
		}
		closeTerminals();
		offer(new Offered(null, null, null));
		proposals.commands(List.of());
		connection = null;
		session = null;
		started = null;
		if (sessionId != null) {
			toResume = new Shown(sessionId, sessionCwd);
			status.setToolTipText(null);
		}
		sessionId = null;
		if (turn == null) {
			setTurnRunning(false);
			return;
		}
		// The turn still waiting fails as its connection did, and its own end frees the prompt after its
		// message; unless a process the agent left holds its output open: then it ends here, a little later.
		Object waiting = turn;
		transcript.getDisplay().timerExec(ORPHANED_TURN_MILLIS, () -> {
			if (!transcript.isDisposed() && turn == waiting) {
				turn = null;
				setTurnRunning(false);
			}
		});
	}

	/** A turn runs from now: the prompt waits for its {@link TurnEnded}. */
	private Object startTurn() {
		Object started = new Object();
		turn = started;
		setTurnRunning(true);
		return started;
	}

	private void setTurnRunning(boolean running) {
		turnRunning = running;
		stop.setEnabled(running);
		send.setEnabled(!running);
		newSession.setEnabled(!running);
		sessions.setEnabled(!running);
	}

	/** Queues the user's message; the answer after it starts outside any code fence. */
	private void appendUserMessage(String text) {
		markdown.reset();
		append((transcript.getCharCount() + pendingText.length() == 0 ? "" : "\n\n") + "> " + text + "\n\n", SWT.BOLD, SWT.COLOR_DARK_BLUE);
	}

	/**
	 * Queues a piece of the agent's answer, rendered as {@link Markdown}: each line that ends is
	 * rendered once, and the line still open is rendered again, in place, when the batch is flushed
	 * (so a flood of one-character chunks costs one rendering a frame, not one a chunk). A line breaks
	 * after {@value #MAX_LINE} characters, as everything else in the transcript does.
	 */
	private void answer(String chunk) {
		for (int i = 0; i < chunk.length(); i++) {
			char c = chunk.charAt(i);
			if (openLineStart >= 0 && (c == '\n' || openLineColumn + openLine.length() >= MAX_LINE)) {
				renderOpenLine(true);
				openLine.setLength(0);
				openLineStart = -1;
				pendingText.append('\n');
				lineLength = 0;
				if (c == '\n') {
					continue;
				}
			} else if (c == '\n') {
				pendingText.append('\n');
				lineLength = 0;
				continue;
			}
			if (openLineStart < 0) {
				openLineStart = transcript.getCharCount() + pendingText.length();
				openLineColumn = lineLength;
			}
			openLine.append(c);
			openLineChanged = true;
		}
	}

	/**
	 * Renders the answer's open line in place of its previous rendering: at the end of the queued
	 * text, or (when the last flush showed it) at the end of the transcript, with nothing queued
	 * after it, since anything else queued closes the line first.
	 */
	private void renderOpenLine(boolean complete) {
		Markdown.Line line = markdown.line(openLine.toString(), complete);
		int shown = transcript.getCharCount();
		if (openLineStart < shown) {
			transcript.replaceTextRange(openLineStart, shown - openLineStart, "");
		} else {
			int queued = openLineStart - shown;
			pendingText.setLength(queued);
			pendingStyles.removeIf(range -> range.start >= queued);
		}
		int at = pendingText.length();
		pendingText.append(line.text());
		for (Markdown.Span span : line.spans()) {
			pendingStyles.add(styleOf(span, at));
		}
		lineLength = openLineColumn + line.text().length();
		openLineChanged = false;
	}

	/**
	 * Something other than the answer comes: the open line ends there (rendered as a complete line, so
	 * a closing fence written without its line break still closes), and what comes starts after it.
	 */
	private void closeOpenLine() {
		if (openLineStart >= 0) {
			renderOpenLine(true);
		}
		openLine.setLength(0);
		openLineStart = -1;
	}

	private StyleRange styleOf(Markdown.Span span, int offset) {
		Display display = transcript.getDisplay();
		StyleRange range = new StyleRange(offset + span.start(), span.length(), null, null);
		int style = span.style();
		range.fontStyle = ((style & Markdown.BOLD) != 0 ? SWT.BOLD : SWT.NORMAL) | ((style & Markdown.ITALIC) != 0 ? SWT.ITALIC : SWT.NORMAL);
		if ((style & Markdown.CODE) != 0) {
			range.font = JFaceResources.getTextFont();
			range.background = display.getSystemColor(SWT.COLOR_WIDGET_BACKGROUND);
		} else if ((style & Markdown.HEADING) != 0) {
			range.font = JFaceResources.getHeaderFont();
		}
		if ((style & Markdown.LINK) != 0) {
			range.underline = true;
			range.underlineStyle = SWT.UNDERLINE_LINK;
			range.foreground = display.getSystemColor(SWT.COLOR_LINK_FOREGROUND);
		} else if ((style & Markdown.QUOTE) != 0) {
			range.foreground = display.getSystemColor(SWT.COLOR_DARK_GRAY);
		}
		range.strikeout = (style & Markdown.STRIKE) != 0;
		return range;
	}

	/** Queues {@code text} for the transcript; plain answer text gets no style range, and a run of one style gets one. */
	private void append(String chunk, int fontStyle, int colour) {
		if (chunk.isEmpty()) {
			return;
		}
		closeOpenLine();
		String text = breakLongLines(chunk);
		if (fontStyle != SWT.NORMAL || colour != SWT.COLOR_WIDGET_FOREGROUND) {
			StyleRange last = pendingStyles.isEmpty() ? null : pendingStyles.get(pendingStyles.size() - 1);
			if (last != null && last.start + last.length == pendingText.length() && last.fontStyle == fontStyle
					&& last.foreground == transcript.getDisplay().getSystemColor(colour)) {
				last.length += text.length();
			} else {
				StyleRange range = new StyleRange(pendingText.length(), text.length(), transcript.getDisplay().getSystemColor(colour), null);
				range.fontStyle = fontStyle;
				pendingStyles.add(range);
			}
		}
		pendingText.append(text);
	}

	/**
	 * {@code text} with a line break after every {@value #MAX_LINE} characters of one line: GTK lays a
	 * wrapped paragraph out whole, and a 100,000-character one holds the UI thread for seconds on
	 * every append. Real answers have no such lines; a flood of one-character chunks does.
	 */
	private String breakLongLines(String text) {
		StringBuilder broken = null;
		int from = 0;
		for (int i = 0; i < text.length(); i++) {
			if (text.charAt(i) == '\n') {
				lineLength = 0;
			} else if (++lineLength > MAX_LINE) {
				if (broken == null) {
					broken = new StringBuilder(text.length() + 16);
				}
				broken.append(text, from, i).append('\n');
				from = i;
				lineLength = 1;
			}
		}
		return broken == null ? text : broken.append(text, from, text.length()).toString();
	}

	private void clearTranscript() {
		transcript.setText("");
		toolTitles.clear();
		lineLength = 0;
		openLine.setLength(0);
		openLineStart = -1;
		openLineChanged = false;
		markdown.reset();
	}

	/** Appends what the batch produced to the transcript in one go and scrolls to the end. */
	private void flush() {
		if (openLineChanged) {
			renderOpenLine(false);
		}
		if (pendingText.isEmpty()) {
			return;
		}
		int start = transcript.getCharCount();
		transcript.append(pendingText.toString());
		if (!pendingStyles.isEmpty()) {
			for (StyleRange range : pendingStyles) {
				range.start += start;
			}
			StyleRange first = pendingStyles.get(0);
			StyleRange last = pendingStyles.get(pendingStyles.size() - 1);
			transcript.replaceStyleRanges(first.start, last.start + last.length - first.start, pendingStyles.toArray(StyleRange[]::new));
		}
		pendingText.setLength(0);
		pendingStyles.clear();
		transcript.setTopIndex(transcript.getLineCount() - 1);
	}

	/** The agent is gone or the view closes: the commands it runs in the Console end too. */
	private void closeTerminals() {
		if (terminals != null) {
			terminals.close();
			terminals = null;
		}
	}

	private void offer(Offered offered) {
		settings.show(offered.options(), offered.modes(), offered.models());
	}

	/**
	 * Sends the settings bar's picks on the sender thread; each answer comes back through the queue,
	 * in order with the agent's updates, and a refusal shows the value the agent kept.
	 */
	private final class Settings implements SettingsBar.Agent {
		@Override
		public void setConfigOption(String configId, String value, boolean isBoolean) {
			whenAnswered(connection.setConfigOption(sessionId, configId, value, isBoolean), answer -> settings.options(answer.configOptions()));
		}

		@Override
		public void setMode(String modeId) {
			whenAnswered(connection.setMode(sessionId, modeId), answer -> settings.mode(modeId));
		}

		@Override
		public void setModel(String modelId) {
			whenAnswered(connection.setModel(sessionId, modelId), answer -> settings.model(modelId));
		}

		/** Shows the answer to {@code request}, unless the view has since switched to another session. */
		private <T> void whenAnswered(CompletableFuture<T> request, Consumer<T> show) {
			String asked = sessionId;
			request.whenComplete((answer, failure) -> events.post((Runnable) () -> {
				if (!asked.equals(sessionId)) {
					return;
				}
				if (failure == null) {
					show.accept(answer);
				} else {
					status.setText("The agent refused the setting: " + cause(failure).getMessage());
					settings.revert();
				}
			}));
		}
	}

	private static <T extends Control> T role(T control, String role) {
		control.setData(ROLE, role);
		return control;
	}

	/** The client side of the connection: runs on its reader thread and only ever queues. */
	private final class Client implements AcpClientEndpoint {
		private volatile AgentConnection connection;
		private final DocumentFileSystem files = new DocumentFileSystem(transcript.getDisplay(), command -> connection.execute(command));
		private final ConsoleTerminals terminals;

		Client(File cwd) {
			terminals = new ConsoleTerminals(cwd, command -> connection.execute(command));
		}

		@Override
		public void sessionUpdate(SessionNotification notification) {
			events.post(notification);
		}

		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			CompletableFuture<RequestPermissionResponse> answer = new CompletableFuture<>();
			events.post(new Asked(request, answer));
			return answer;
		}

		@Override
		public CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
			return files.read(request);
		}

		@Override
		public CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
			return files.write(request);
		}

		@Override
		public CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
			return terminals.create(request);
		}

		@Override
		public CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
			return terminals.output(request);
		}

		@Override
		public CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
			return terminals.waitForExit(request);
		}

		@Override
		public CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
			return terminals.kill(request);
		}

		@Override
		public CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
			return terminals.release(request);
		}
	}
}
