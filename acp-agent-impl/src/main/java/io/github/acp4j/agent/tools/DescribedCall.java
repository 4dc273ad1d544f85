package io.github.acp4j.agent.tools;

import java.util.List;

import io.github.acp4j.api.types.ToolCallLocation;

/** The {@link Tool.Call} of {@link Tool.Call#of}: a description and the work to do. */
record DescribedCall(String title, List<ToolCallLocation> locations, boolean insideWorkspace, String command, Tool.Work work)
		implements Tool.Call {

	DescribedCall {
		locations = List.copyOf(locations);
	}

	@Override
	public ToolResult run(ToolContext context) throws ToolException, InterruptedException {
		return work.run();
	}
}
