package io.github.acp4j.agent.tools.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.github.acp4j.agent.spi.Param;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.Tool;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PlanEntryPriority;
import io.github.acp4j.api.types.PlanEntryStatus;

/** {@code update_plan}: shows the model's plan to the user as an ACP {@code plan} update. */
public final class UpdatePlanTool {

	/** One step, as the model writes it: priority and status in any case. */
	public record Entry(@Param("What the step does") String content, @Param("high, medium or low") String priority,
			@Param("pending, in_progress or completed") String status) {
	}

	// Named here, not by -parameters: the names must not depend on how the class was compiled or instrumented.
	@Tool(name = "update_plan", title = "Update the plan", kind = "think", permission = PermissionClass.NONE,
			description = "Shows your plan to the user. Send the complete list of entries each time; "
					+ "priority is high, medium or low; status is pending, in_progress or completed.")
	public String updatePlan(@Param(name = "entries", value = "The complete list of steps") List<Entry> entries, ToolContext context)
			throws ToolException {
		List<PlanEntry> plan = new ArrayList<>();
		for (Entry entry : entries) {
			PlanEntryPriority priority = PlanEntryPriority.of(normal(entry.priority()));
			PlanEntryStatus status = PlanEntryStatus.of(normal(entry.status()));
			// A value ACP does not know fails the call, so the model can correct it.
			if (!priority.isKnown()) {
				throw new ToolException("Unknown PlanEntryPriority \"" + entry.priority() + "\"");
			}
			if (!status.isKnown()) {
				throw new ToolException("Unknown PlanEntryStatus \"" + entry.status() + "\"");
			}
			plan.add(PlanEntry.of(entry.content(), priority, status));
		}
		context.updates().accept(Plan.of(plan));
		return "Plan updated (" + plan.size() + " entries).";
	}

	private static String normal(String value) {
		return value == null ? "" : value.trim().toLowerCase(Locale.ROOT);
	}
}
