package io.github.acp4j.eclipse;

import java.util.Set;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/**
 * Adds or edits one agent of the preference page: its name, and a command or a remote URL with its
 * transport and token. Its fields carry {@link AgentView#ROLE}s ({@code agent.name}, ...) for tests.
 */
final class AgentDialog extends TitleAreaDialog {
	private final AgentEntry initial;
	private final Set<String> taken;
	private Text name;
	private Button stdio;
	private Button remote;
	private Text command;
	private Text url;
	/** {@link RemoteTransport}'s values, in their order. */
	private Combo transport;
	private Text token;
	private AgentEntry agent;
	private String typedToken;

	/** Whether {@code initialize} offers ACP v2. */
	private Button offerV2;

	/** {@code initial} null adds a new agent; {@code taken} are the names of the list's other agents. */
	AgentDialog(Shell parent, AgentEntry initial, Set<String> taken) {
		super(parent);
		this.initial = initial;
		this.taken = taken;
	}

	/** The agent as entered, once OK was pressed. */
	AgentEntry agent() {
		return agent;
	}

	/** The token typed, or null when the field was left empty (the stored one stays). */
	String token() {
		return typedToken;
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		setTitle(initial == null ? "Add an ACP agent" : "Edit an ACP agent");
		setMessage("A command the view starts (stdio), or a remote agent's URL (WebSocket or Streamable HTTP).");
		Composite fields = new Composite(area, SWT.NONE);
		fields.setLayout(new GridLayout(2, false));
		fields.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		name = field(fields, "Name:", SWT.NONE, "agent.name");
		stdio = radio(fields, "Start a command", "agent.stdio");
		command = field(fields, "Command:", SWT.NONE, "agent.command");
		remote = radio(fields, "Connect to a remote agent", "agent.remote");
		url = field(fields, "URL:", SWT.NONE, "agent.url");
		url.setMessage("wss://agent.example.com/acp");
		new Label(fields, SWT.NONE).setText("Transport:");
		transport = new Combo(fields, SWT.READ_ONLY);
		transport.setData(AgentView.ROLE, "agent.transport");
		for (RemoteTransport each : RemoteTransport.values()) {
			transport.add(each.label());
		}
		transport.setToolTipText("WebSocket: one socket both ways. Streamable HTTP: POST and SSE streams (http:// or https:// only),"
				+ " for a proxy that does not pass WebSocket upgrades.");
		token = field(fields, "Token:", SWT.PASSWORD, "agent.token");
		token.setMessage(initial != null && initial.isRemote() ? "(unchanged)" : "");
		offerV2 = new Button(fields, SWT.CHECK);
		offerV2.setData(AgentView.ROLE, "agent.offerV2");
		offerV2.setText("Offer ACP v2 (Preview); an agent that answers v1 is spoken to in v1");
		offerV2.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		offerV2.setSelection(initial == null || initial.offersV2());
		if (initial != null) {
			name.setText(initial.name());
			command.setText(initial.command() == null ? "" : initial.command());
			url.setText(initial.url() == null ? "" : initial.url());
		}
		boolean isRemote = initial != null && initial.isRemote();
		stdio.setSelection(!isRemote);
		remote.setSelection(isRemote);
		transport.select((isRemote ? initial.transport() : RemoteTransport.WEBSOCKET).ordinal());
		stdio.addListener(SWT.Selection, event -> enable());
		enable();
		return area;
	}

	private Text field(Composite parent, String label, int style, String role) {
		new Label(parent, SWT.NONE).setText(label);
		Text text = new Text(parent, SWT.BORDER | SWT.SINGLE | style);
		text.setData(AgentView.ROLE, role);
		GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
		data.widthHint = 360;
		text.setLayoutData(data);
		return text;
	}

	private Button radio(Composite parent, String label, String role) {
		Button button = new Button(parent, SWT.RADIO);
		button.setText(label);
		button.setData(AgentView.ROLE, role);
		button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		return button;
	}

	private void enable() {
		command.setEnabled(stdio.getSelection());
		url.setEnabled(!stdio.getSelection());
		transport.setEnabled(!stdio.getSelection());
		token.setEnabled(!stdio.getSelection());
	}

	@Override
	protected void buttonPressed(int buttonId) {
		if (buttonId == IDialogConstants.OK_ID) {
			String problem = problem();
			if (problem != null) {
				setErrorMessage(problem);
				return;
			}
			agent = stdio.getSelection() ? AgentEntry.stdio(name.getText().strip(), command.getText().strip())
					: AgentEntry.remote(name.getText().strip(), url.getText().strip(), chosenTransport());
			agent = agent.withV2(offerV2.getSelection());
			typedToken = token.getText().isEmpty() ? null : token.getText();
		}
		super.buttonPressed(buttonId);
	}

	private String problem() {
		String given = name.getText().strip();
		if (given.isEmpty()) {
			return "Give the agent a name.";
		}
		if (taken.contains(given)) {
			return "Another agent is named " + given + ".";
		}
		if (stdio.getSelection()) {
			return command.getText().isBlank() ? "Give the command that starts the agent." : null;
		}
		return AgentEntry.urlProblem(url.getText(), chosenTransport());
	}

	private RemoteTransport chosenTransport() {
		return RemoteTransport.values()[Math.max(0, transport.getSelectionIndex())];
	}
}
