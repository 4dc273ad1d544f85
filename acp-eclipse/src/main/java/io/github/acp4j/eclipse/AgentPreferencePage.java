package io.github.acp4j.eclipse;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/** Window &gt; Preferences &gt; ACP Agent: the agent command the view starts. */
public final class AgentPreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {
	/** The page, on the plugin's instance-scope preferences. */
	public AgentPreferencePage() {
		super(GRID);
		setPreferenceStore(new ScopedPreferenceStore(InstanceScope.INSTANCE, AgentPreferences.NODE));
		setDescription("The ACP agent the ACP Agent view starts, for example \"claude-agent-acp\" or \"gemini --acp\".");
	}

	@Override
	protected void createFieldEditors() {
		addField(new StringFieldEditor(AgentPreferences.AGENT_COMMAND, "Agent command:", getFieldEditorParent()));
	}

	@Override
	public void init(IWorkbench workbench) {
		// a -pluginCustomization default stays the default
		if (getPreferenceStore().getDefaultString(AgentPreferences.AGENT_COMMAND).isEmpty()) {
			getPreferenceStore().setDefault(AgentPreferences.AGENT_COMMAND, AgentPreferences.DEFAULT_AGENT_COMMAND);
		}
	}
}
