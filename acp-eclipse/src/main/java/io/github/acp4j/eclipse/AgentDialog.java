package io.github.acp4j.eclipse;

import java.util.Set;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

/** Adds or edits one agent of the preference page: its name, and a command or a remote URL with its token. */
final class AgentDialog extends TitleAreaDialog {
	private final AgentEntry initial;
	private final Set<String> taken;
	private Text name;
	private Button stdio;
	private Button remote;
	private Text command;
	private Text url;
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
		setMessage("A command the view starts (stdio), or a remote agent's URL (WebSocket).");
		Composite fields = new Composite(area, SWT.NONE);
		fields.setLayout(new GridLayout(2, false));
		fields.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		name = field(fields, "Name:", SWT.NONE);
		stdio = radio(fields, "Start a command");
		command = field(fields, "Command:", SWT.NONE);
		remote = radio(fields, "Connect to a remote agent");
		url = field(fields, "URL:", SWT.NONE);
		url.setMessage("wss://agent.example.com/acp");
		token = field(fields, "Token:", SWT.PASSWORD);
		token.setMessage(initial != null && initial.isRemote() ? "(unchanged)" : "");
		offerV2 = new Button(fields, SWT.CHECK);
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
		stdio.addListener(SWT.Selection, event -> enable());
		enable();
		return area;
	}

	private Text field(Composite parent, String label, int style) {
		new Label(parent, SWT.NONE).setText(label);
		Text text = new Text(parent, SWT.BORDER | SWT.SINGLE | style);
		GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
		data.widthHint = 360;
		text.setLayoutData(data);
		return text;
	}

	private Button radio(Composite parent, String label) {
		Button button = new Button(parent, SWT.RADIO);
		button.setText(label);
		button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
		return button;
	}

	private void enable() {
		command.setEnabled(stdio.getSelection());
		url.setEnabled(!stdio.getSelection());
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
					: AgentEntry.remote(name.getText().strip(), url.getText().strip());
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
		return AgentEntry.urlProblem(url.getText());
	}
}
