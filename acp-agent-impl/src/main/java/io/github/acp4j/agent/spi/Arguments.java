package io.github.acp4j.agent.spi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.acp4j.api.types.ToolCallLocation;

/** What reading one call's arguments found out about its paths: where they lead and whether that is inside. */
final class Arguments {

	private final ToolContext context;
	private final Workspace workspace;
	private final List<String> given = new ArrayList<>();
	private final List<Path> resolved = new ArrayList<>();
	/** Which of the paths the method gets as plain paths: those are checked again before it runs. */
	private final List<Integer> plain = new ArrayList<>();

	Arguments(ToolContext context) {
		this.context = context;
		this.workspace = context.workspace();
	}

	/** The real location of a path the model gave, kept for the call's locations and checks. */
	Path path(String path) {
		Path real = workspace.real(path);
		plain.add(given.size());
		given.add(path);
		resolved.add(real);
		return real;
	}

	/** A file the model gave, kept for the call's locations; its opens are checked when they happen. */
	WorkspaceFile file(String path) {
		WorkspaceFile file = WorkspaceFile.of(context, path);
		given.add(path);
		resolved.add(file.path());
		return file;
	}

	/** The paths as the model wrote them, for the call's title. */
	List<String> given() {
		return List.copyOf(given);
	}

	boolean insideWorkspace() {
		return resolved.stream().allMatch(real -> workspace.rootOf(real).isPresent());
	}

	List<ToolCallLocation> locations() {
		return resolved.stream().map(path -> ToolCallLocation.of(path.toString())).toList();
	}

	/**
	 * Refuses the call when a plain path now leads somewhere else than when the call was judged (a
	 * link changed while the user was asked), so the method never gets a location nobody allowed. It
	 * narrows the window, it does not close it: the method opens the path itself, later. A
	 * {@link WorkspaceFile} needs no such check, each of its opens is checked as it happens.
	 */
	void recheck() throws ToolException {
		for (int i : plain) {
			if (!workspace.real(given.get(i)).equals(resolved.get(i))) {
				throw new ToolException("'" + given.get(i) + "' changed since the call was checked (a link now leads elsewhere);"
						+ " nothing was done");
			}
		}
	}
}
