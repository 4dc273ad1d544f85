package io.github.acp4j.agent.spi;

import java.util.List;

import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.ToolCallLocation;

/** The {@link AgentTool.Call} of {@link AgentTool.Call#of}: a description and the work to do. */
record DescribedCall(String title, List<ToolCallLocation> locations, boolean insideWorkspace, String command, List<ToolCallContent> preview,
		AgentTool.Work work)
		implements AgentTool.Call {

	DescribedCall {
		locations = List.copyOf(locations);
		preview = List.copyOf(preview);
	}

	@Override
	public ToolResult run(ToolContext context) throws ToolException, InterruptedException {
		return work.run();
	}
}
