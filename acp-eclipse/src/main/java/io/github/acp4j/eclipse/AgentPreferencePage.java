package io.github.acp4j.eclipse;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Window &gt; Preferences &gt; ACP Agent: the agents the view can use (a command it starts, or a
 * remote agent's URL and token), and, checked, the one it uses. Tokens go to {@link AgentTokens}.
 */
public final class AgentPreferencePage extends PreferencePage implements IWorkbenchPreferencePage {
	/** The page's id in {@code plugin.xml}. */
	public static final String ID = "io.github.acp4j.eclipse.preferences";

	private final List<AgentEntry> agents = new ArrayList<>();
	/** Tokens typed on this page and not stored yet, by agent name; "" removes one. */
	private final Map<String, String> tokens = new HashMap<>();
	/** Agents removed or renamed on this page, whose stored tokens go once it is applied. */
	private final Set<String> forgotten = new HashSet<>();
	private String chosen;
	private Table table;

	/** The page, on the plugin's instance-scope preferences. */
	public AgentPreferencePage() {
		setPreferenceStore(new ScopedPreferenceStore(InstanceScope.INSTANCE, AgentPreferences.NODE));
		setDescription("The ACP agents the ACP Agent view can use; the checked one is the view's. "
				+ "A remote agent's token is kept in Eclipse's secure storage.");
	}

	@Override
	public void init(IWorkbench workbench) {
		agents.addAll(AgentPreferences.agents());
		chosen = AgentPreferences.chosenAgent().name();
	}

	@Override
	protected Control createContents(Composite parent) {
		Composite page = new Composite(parent, SWT.NONE);
		page.setLayout(new GridLayout(2, false));
		table = new Table(page, SWT.CHECK | SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
		table.setData(AgentView.ROLE, "agents");
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		GridData tableData = new GridData(SWT.FILL, SWT.FILL, true, true);
		tableData.heightHint = 200;
		tableData.widthHint = 600;
		table.setLayoutData(tableData);
		for (String title : new String[] {"Name", "Command or remote URL", "Transport"}) {
			TableColumn column = new TableColumn(table, SWT.NONE);
			column.setText(title);
			column.setWidth(title.startsWith("Command") ? 360 : 120);
		}
		table.addListener(SWT.Selection, event -> {
			if (event.detail == SWT.CHECK) {
				chosen = ((AgentEntry) event.item.getData()).name();
				fill();
			}
		});
		table.addListener(SWT.DefaultSelection, event -> edit());
		Composite buttons = new Composite(page, SWT.NONE);
		buttons.setLayout(new GridLayout(1, true));
		buttons.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false));
		button(buttons, "Add...", this::add);
		button(buttons, "Edit...", this::edit);
		button(buttons, "Remove", this::remove);
		fill();
		return page;
	}

	private void button(Composite parent, String text, Runnable action) {
		Button button = new Button(parent, SWT.PUSH);
		button.setText(text);
		button.setData(AgentView.ROLE, "agents." + text.replace("...", "").toLowerCase(java.util.Locale.ROOT));
		button.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		button.addListener(SWT.Selection, event -> action.run());
	}

	private void fill() {
		table.removeAll();
		for (AgentEntry agent : agents) {
			TableItem item = new TableItem(table, SWT.NONE);
			item.setText(new String[] {agent.name(), agent.target(), agent.via()});
			item.setChecked(agent.name().equals(chosen));
			item.setData(agent);
		}
	}

	private void add() {
		AgentDialog dialog = new AgentDialog(getShell(), null, names(null));
		if (dialog.open() == Window.OK) {
			agents.add(dialog.agent());
			keepToken(dialog);
			if (agents.size() == 1) {
				chosen = dialog.agent().name();
			}
			fill();
		}
	}

	private void edit() {
		int index = table.getSelectionIndex();
		if (index < 0) {
			return;
		}
		AgentEntry old = agents.get(index);
		AgentDialog dialog = new AgentDialog(getShell(), old, names(old.name()));
		if (dialog.open() == Window.OK) {
			AgentEntry edited = dialog.agent();
			agents.set(index, edited);
			if (!edited.name().equals(old.name())) {
				forgotten.add(old.name());
				// a renamed agent keeps its token unless a new one was typed
				String kept = tokens.containsKey(old.name()) ? tokens.remove(old.name()) : storedToken(old.name());
				if (dialog.token() == null) {
					tokens.put(edited.name(), kept);
				}
				if (old.name().equals(chosen)) {
					chosen = edited.name();
				}
			}
			keepToken(dialog);
			fill();
		}
	}

	private void remove() {
		int index = table.getSelectionIndex();
		if (index < 0 || agents.size() == 1) {
			return;
		}
		AgentEntry removed = agents.remove(index);
		forgotten.add(removed.name());
		tokens.remove(removed.name());
		if (removed.name().equals(chosen)) {
			chosen = agents.get(0).name();
		}
		fill();
	}

	private void keepToken(AgentDialog dialog) {
		AgentEntry agent = dialog.agent();
		if (!agent.isRemote()) {
			tokens.put(agent.name(), "");
		} else if (dialog.token() != null) {
			tokens.put(agent.name(), dialog.token());
		}
	}

	private String storedToken(String name) {
		try {
			String token = AgentTokens.token(name);
			return token == null ? "" : token;
		} catch (IOException e) {
			setErrorMessage(e.getMessage());
			return "";
		}
	}

	private Set<String> names(String except) {
		Set<String> names = new HashSet<>();
		agents.stream().map(AgentEntry::name).filter(name -> !name.equals(except)).forEach(names::add);
		return names;
	}

	@Override
	protected void performDefaults() {
		agents.clear();
		agents.add(AgentEntry.stdio(AgentPreferences.DEFAULT_AGENT_NAME, Platform.getPreferencesService().getString(AgentPreferences.NODE,
				AgentPreferences.AGENT_COMMAND, AgentPreferences.DEFAULT_AGENT_COMMAND, null)));
		chosen = AgentPreferences.DEFAULT_AGENT_NAME;
		fill();
		super.performDefaults();
	}

	@Override
	public boolean performOk() {
		try {
			for (String name : forgotten) {
				if (!tokens.containsKey(name)) {
					AgentTokens.remove(name);
				}
			}
			for (Map.Entry<String, String> token : tokens.entrySet()) {
				AgentTokens.store(token.getKey(), token.getValue());
			}
			AgentPreferences.save(agents, chosen);
		} catch (IOException | BackingStoreException e) {
			setErrorMessage(e.getMessage());
			return false;
		}
		forgotten.clear();
		tokens.clear();
		return true;
	}
}
