package io.github.acp4j.eclipse;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceProxy;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.fieldassist.ContentProposal;
import org.eclipse.jface.fieldassist.IContentProposal;
import org.eclipse.jface.fieldassist.IContentProposalProvider;
import org.eclipse.swt.widgets.Text;

import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.UnstructuredCommandInput;

/**
 * What the prompt line proposes as you type (JFace field assist): after a {@code /} that starts the
 * prompt, the agent's slash commands ({@code available_commands_update}) with their descriptions
 * (and the hint of the input they take, in the proposal's details);
 * after an {@code @}, the files of the open projects whose path contains what follows it, as
 * {@code @project/path}. A chosen proposal takes the place of the word typed so far. UI thread only.
 */
final class PromptProposals implements IContentProposalProvider {
	/** The most files one {@code @} proposes: a large workspace is not walked to its end. */
	private static final int MAX_FILES = 50;
	private List<AvailableCommand> commands = List.of();

	/** The commands the agent now offers. */
	void commands(List<AvailableCommand> commands) {
		this.commands = commands == null ? List.of() : commands;
	}

	@Override
	public IContentProposal[] getProposals(String contents, int position) {
		int start = wordStart(contents, position);
		String word = contents.substring(start, position);
		List<IContentProposal> proposals = new ArrayList<>();
		if (start == 0 && word.startsWith("/")) {
			for (AvailableCommand command : commands) {
				if (command.name().startsWith(word.substring(1))) {
					String description = command.description() == null ? "" : command.description();
					String input = command.input() instanceof UnstructuredCommandInput hint && hint.hint() != null
							? "\nInput: " + hint.hint() : "";
					proposals.add(new ContentProposal("/" + command.name() + " ", "/" + command.name() + "  " + description,
							description + input));
				}
			}
		} else if (word.startsWith("@")) {
			String typed = word.substring(1).toLowerCase(Locale.ROOT);
			for (String path : files(typed)) {
				proposals.add(new ContentProposal("@" + path + " ", "@" + path, null));
			}
		}
		return proposals.toArray(IContentProposal[]::new);
	}

	/** Puts {@code proposal} in {@code prompt} in place of the word before the caret. */
	static void accept(Text prompt, IContentProposal proposal) {
		String text = prompt.getText();
		int caret = prompt.getCaretPosition();
		int start = wordStart(text, caret);
		prompt.setText(text.substring(0, start) + proposal.getContent() + text.substring(caret));
		prompt.setSelection(start + proposal.getContent().length());
	}

	private static int wordStart(String text, int position) {
		int start = position;
		while (start > 0 && !Character.isWhitespace(text.charAt(start - 1))) {
			start--;
		}
		return start;
	}

	/** Up to {@link #MAX_FILES} files of the open projects whose workspace path (without its leading /) contains {@code typed}. */
	private static List<String> files(String typed) {
		List<String> found = new ArrayList<>();
		try {
			ResourcesPlugin.getWorkspace().getRoot().accept((IResourceProxy proxy) -> {
				if (found.size() >= MAX_FILES || proxy.isDerived() || proxy.isTeamPrivateMember()) {
					return false;
				}
				if (proxy.getType() == IResource.FILE) {
					String path = proxy.requestFullPath().makeRelative().toString();
					if (path.toLowerCase(Locale.ROOT).contains(typed)) {
						found.add(path);
					}
				}
				return true;
			}, IResource.NONE);
		} catch (CoreException e) {
			// a project closed while it was walked: propose what was found
		}
		return found;
	}
}
