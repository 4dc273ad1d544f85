package io.github.acp4j.agent.turn;

import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.api.types.IdleStateUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SubagentUpdate;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * What a {@code subagent} call leaves in its parent's session: its last update's raw output names the
 * child under {@value #RAW_OUTPUT_KEY} ({@code sessionId}, {@code title}, {@code stopReason}), so that
 * a load of the parent announces its children again to a client that knows subagents.
 */
public final class Subagents {

	/** The key of a subagent call's raw output that names its child. */
	public static final String RAW_OUTPUT_KEY = "subagent";

	private Subagents() {
	}

	/** The raw output of a subagent call whose child is {@code sessionId}. */
	static JsonObject rawOutput(String output, String sessionId, String title, String stopReason) {
		JsonObject child = new JsonObject();
		child.addProperty("sessionId", sessionId);
		child.addProperty("title", title);
		child.addProperty("stopReason", stopReason);
		JsonObject raw = new JsonObject();
		raw.addProperty("output", output);
		raw.add(RAW_OUTPUT_KEY, child);
		return raw;
	}

	/** The announcement of the child a replayed update (a subagent call's last one) names, if it names one. */
	public static Optional<SubagentUpdate> announcement(SessionUpdate replayed) {
		if (!(replayed instanceof ToolCallUpdate update) || !(update.rawOutput() instanceof JsonObject raw)
				|| !(raw.get(RAW_OUTPUT_KEY) instanceof JsonObject child)) {
			return Optional.empty();
		}
		try {
			return Optional.of(SubagentUpdate.builder(child.get("sessionId").getAsString()).title(string(child.get("title")))
					.state(IdleStateUpdate.builder().stopReason(string(child.get("stopReason"))).build()).build());
		} catch (RuntimeException malformed) {
			return Optional.empty();
		}
	}

	private static String string(JsonElement value) {
		return value == null || value.isJsonNull() ? null : value.getAsString();
	}
}
