package io.github.acp4j.agent.spi;

import java.util.ServiceLoader;

/**
 * The agent's {@link WorkspaceFile.Provider}, found once, when the first file is made. Found by the
 * JDK's service loader rather than named, because the implementation lives in the agent's tools,
 * which depend on the SPI and not the other way round.
 */
final class WorkspaceFiles {

	static final WorkspaceFile.Provider PROVIDER = ServiceLoader.load(WorkspaceFile.Provider.class,
			WorkspaceFile.Provider.class.getClassLoader()).findFirst().orElseThrow(() -> new IllegalStateException("no "
					+ WorkspaceFile.Provider.class.getName() + " is registered: acp-agent-impl's META-INF/services is not on the class path"));

	private WorkspaceFiles() {
	}
}
