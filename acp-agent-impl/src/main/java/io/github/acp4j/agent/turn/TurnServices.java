package io.github.acp4j.agent.turn;

import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.CancelGrace;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.project.ProjectInstructions;
import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.session.ChildSessions;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.OutputRedactor;

/** What every prompt turn of the agent uses: its tools, permission engine, settings, project files and redactor. */
@Singleton
public final class TurnServices {

	/** The tools by name, in the order they were bound, so every request lists them alike (prompt caching). */
	final Map<String, AgentTool> tools;
	final PermissionEngine permissions;
	final AgentConfig config;
	final ProjectInstructions instructions;
	final OutputRedactor redactor;
	final SlashCommands commands;
	/** How long a cancelled turn's thread has to stop before the turn is answered without it. */
	final Duration cancelGrace;

	/** Opens a subagent's session, or null: the turns offer the {@code subagent} tool only with it (a subagent's own turn has none: depth 1). */
	final ChildSessions children;
	/** The turns' spans and metrics. */
	final TurnTelemetry telemetry;

	@Inject
	TurnServices(Set<AgentTool> tools, PermissionEngine permissions, AgentConfig config, ProjectInstructions instructions,
			OutputRedactor redactor, SlashCommands commands, @CancelGrace Duration cancelGrace, TurnTelemetry telemetry) {
		this(byName(tools), permissions, config, instructions, redactor, commands, cancelGrace, null, telemetry);
	}

	private TurnServices(Map<String, AgentTool> tools, PermissionEngine permissions, AgentConfig config,
			ProjectInstructions instructions, OutputRedactor redactor, SlashCommands commands, Duration cancelGrace,
			ChildSessions children, TurnTelemetry telemetry) {
		this.tools = tools;
		this.permissions = permissions;
		this.config = config;
		this.instructions = instructions;
		this.redactor = redactor;
		this.commands = commands;
		this.cancelGrace = cancelGrace;
		this.children = children;
		this.telemetry = telemetry;
	}

	private static Map<String, AgentTool> byName(Set<AgentTool> tools) {
		Map<String, AgentTool> byName = new LinkedHashMap<>();
		for (AgentTool tool : tools) {
			byName.put(tool.name(), tool);
		}
		return Collections.unmodifiableMap(byName);
	}

	/** The same services for the turns of a connection, whose subagents {@code children} opens. */
	public TurnServices withChildren(ChildSessions children) {
		return new TurnServices(tools, permissions, config, instructions, redactor, commands, cancelGrace, children, telemetry);
	}

	/** The same services for a subagent's turn, which offers no {@code subagent} tool. */
	TurnServices withoutSubagents() {
		return new TurnServices(tools, permissions, config, instructions, redactor, commands, cancelGrace, null, telemetry);
	}
}
