package io.github.acp4j.agent.spi;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.github.acp4j.api.types.ToolCallLocation;

/** What reading one call's arguments found out about its paths: where they lead and whether that is inside. */
final class Arguments {

	private final Workspace workspace;
	private final List<String> given = new ArrayList<>();
	private final List<Path> resolved = new ArrayList<>();

	Arguments(Workspace workspace) {
		this.workspace = workspace;
	}

	/** The real location of a path the model gave, kept for the call's locations and checks. */
	Path path(String path) {
		Path real = workspace.real(path);
		given.add(path);
		resolved.add(real);
		return real;
	}

	/** The paths as the model wrote them, for the call's title. */
	List<String> given() {
		return List.copyOf(given);
	}

	boolean insideWorkspace() {
		return given.stream().allMatch(workspace::contains);
	}

	List<ToolCallLocation> locations() {
		return resolved.stream().map(path -> ToolCallLocation.of(path.toString())).toList();
	}

	/**
	 * Refuses the call when a path now leads somewhere else than when the call was judged (a link
	 * changed while the user was asked), so the method never gets a location nobody allowed.
	 */
	void recheck() throws ToolException {
		for (int i = 0; i < given.size(); i++) {
			if (!workspace.real(given.get(i)).equals(resolved.get(i))) {
				throw new ToolException("'" + given.get(i) + "' changed since the call was checked (a link now leads elsewhere);"
						+ " nothing was done");
			}
		}
	}
}
