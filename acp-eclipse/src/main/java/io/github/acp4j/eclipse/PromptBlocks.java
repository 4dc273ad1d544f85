package io.github.acp4j.eclipse;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.text.ITextSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.texteditor.ITextEditor;

import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;

/**
 * A prompt as content blocks: its text, then a {@code resource_link} for each workspace file it
 * {@code @}-mentions ({@code @project/path}), then the editor's selection when it is included (null
 * when not): an embedded {@code resource} (its text and the file's URI) if the agent takes embedded
 * context, else a {@code resource_link} to the file that says which lines. {@link #of} reads the
 * workspace on the UI thread; {@link #blocks} then runs anywhere.
 */
record PromptBlocks(String text, Set<IFile> mentions, Selection selection) {
	/** {@code @PATH} after a blank or at the start, without the punctuation that may follow it. */
	private static final Pattern MENTION = Pattern.compile("(?:^|\\s)@(\\S+?)[,.;:!?)]*(?=\\s|$)");

	/** Selected text in a workspace file's editor: the file, the text and its lines (from 1). */
	record Selection(IFile file, String text, int firstLine, int lastLine) {
		/** {@code lines FIRST-LAST}. */
		String lines() {
			return "lines " + firstLine + "-" + lastLine;
		}
	}

	/** {@code text} with the files it mentions, and {@code selection} (null: none). */
	static PromptBlocks of(String text, Selection selection) {
		return new PromptBlocks(text, mentioned(text), selection);
	}

	/** The blocks to send, the selection embedded if the agent takes {@code embedded} context. */
	List<ContentBlock> blocks(boolean embedded) {
		List<ContentBlock> blocks = new ArrayList<>();
		blocks.add(TextContent.of(text));
		for (IFile file : mentions) {
			blocks.add(ResourceLink.of(file.getName(), uri(file)));
		}
		if (selection != null) {
			blocks.add(embedded ? EmbeddedResource.of(TextResourceContents.of(selection.text(), uri(selection.file())))
					: ResourceLink.builder(selection.file().getName(), uri(selection.file()))
							.description("the selection, " + selection.lines()).build());
		}
		return blocks;
	}

	/** The selected text of {@code editor}, when it is a text editor on a workspace file and something is selected; else null. */
	static Selection selection(IEditorPart editor) {
		if (!(editor instanceof ITextEditor textEditor)) {
			return null;
		}
		IFile file = textEditor.getEditorInput().getAdapter(IFile.class);
		if (file != null && file.getLocation() != null
				&& textEditor.getSelectionProvider().getSelection() instanceof ITextSelection selected && selected.getLength() > 0) {
			return new Selection(file, selected.getText(), selected.getStartLine() + 1, selected.getEndLine() + 1);
		}
		return null;
	}

	/** The existing workspace files {@code text} mentions, each once, in order. */
	private static Set<IFile> mentioned(String text) {
		Set<IFile> files = new LinkedHashSet<>();
		for (String path : mentionedPaths(text)) {
			IResource resource = ResourcesPlugin.getWorkspace().getRoot().findMember(IPath.fromPortableString(path));
			if (resource instanceof IFile file && file.getLocation() != null) {
				files.add(file);
			}
		}
		return files;
	}

	/** The paths {@code text} mentions as {@code @PATH}, in order. */
	static List<String> mentionedPaths(String text) {
		List<String> paths = new ArrayList<>();
		Matcher mention = MENTION.matcher(text);
		while (mention.find()) {
			paths.add(mention.group(1));
		}
		return paths;
	}

	/** The file's {@code file:///} URI. */
	private static String uri(IFile file) {
		return file.getLocation().toFile().toPath().toUri().toString();
	}
}
