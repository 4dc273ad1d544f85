package io.github.acp4j.agent.tools.internal;

import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.WorkspaceFile;

/** Makes the SPI's {@link WorkspaceFile}s the built-in tools' way; found by the service loader. */
public final class WorkspacePathProvider implements WorkspaceFile.Provider {

	@Override
	public WorkspaceFile of(ToolContext context, String path) {
		return WorkspacePath.of(context, path);
	}
}
