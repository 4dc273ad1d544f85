package io.github.acp4j.agent.tools.internal;

import io.github.acp4j.agent.project.Skills;
import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.Tool;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;

/** {@code skill}: the instructions of one of the session's Agent Skills, and its folder. */
public final class SkillTool {

	private final Skills skills;

	public SkillTool(Skills skills) {
		this.skills = skills;
	}

	@Tool(name = Skills.TOOL_NAME, title = "Read a skill", kind = "read", permission = PermissionClass.NONE,
			description = "Gives the instructions of a skill listed under Skills in your instructions, and its folder, "
					+ "whose other files (scripts, references) you can read with the usual tools. Call it before a task "
					+ "that matches the skill's description.")
	public String skill(@Param(name = "name", value = "The skill's name, as listed") String name, ToolContext context)
			throws ToolException {
		return skills.get(context.workspace().cwd(), name == null ? "" : name.strip()).map(Skills::instructions)
				.orElseThrow(() -> new ToolException("There is no skill named " + name + "; the skills are those listed in "
						+ "your instructions."));
	}
}
