package io.github.acp4j.agent.tools.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.ToolResult;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PlanEntryPriority;
import io.github.acp4j.api.types.PlanEntryStatus;
import io.github.acp4j.api.types.ToolKind;

/** {@code update_plan}: shows the model's plan to the user as an ACP {@code plan} update. */
public final class UpdatePlanTool implements AgentTool {

	@Override
	public String name() {
		return "update_plan";
	}

	@Override
	public String description() {
		return "Shows your plan to the user. Send the complete list of entries each time; "
				+ "priority is high, medium or low; status is pending, in_progress or completed.";
	}

	@Override
	public JsonObject parameters() {
		JsonObject entry = Schema.object().string("content", "What the step does", true)
				.string("priority", "high, medium or low", true).string("status", "pending, in_progress or completed", true)
				.build();
		JsonObject entries = new JsonObject();
		entries.addProperty("type", "array");
		entries.add("items", entry);
		return Schema.object().property("entries", entries, true).build();
	}

	@Override
	public ToolKind kind() {
		return ToolKind.THINK;
	}

	@Override
	public PermissionClass permissionClass() {
		return PermissionClass.NONE;
	}

	@Override
	public Call prepare(JsonObject arguments, ToolContext context) throws ToolException {
		JsonElement value = arguments.get("entries");
		if (value == null || !value.isJsonArray()) {
			throw new ToolException("Argument \"entries\" must be an array");
		}
		List<PlanEntry> entries = new ArrayList<>();
		for (JsonElement element : (JsonArray) value) {
			if (!element.isJsonObject()) {
				throw new ToolException("Each plan entry must be an object");
			}
			JsonObject entry = element.getAsJsonObject();
			entries.add(new PlanEntry(Arguments.string(entry, "content"),
					parse(PlanEntryPriority.class, Arguments.string(entry, "priority")),
					parse(PlanEntryStatus.class, Arguments.string(entry, "status")), null));
		}
		return Call.of("Update the plan", List.of(), true, () -> {
			context.updates().accept(new Plan(entries, null));
			return ToolResult.text("Plan updated (" + entries.size() + " entries).");
		});
	}

	private static <E extends Enum<E>> E parse(Class<E> type, String value) throws ToolException {
		try {
			return Enum.valueOf(type, value.trim().toUpperCase(Locale.ROOT));
		} catch (IllegalArgumentException e) {
			throw new ToolException("Unknown " + type.getSimpleName() + " \"" + value + "\"");
		}
	}
}
