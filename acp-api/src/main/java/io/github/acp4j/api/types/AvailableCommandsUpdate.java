package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Available commands are ready or have changed */
public record AvailableCommandsUpdate(
		List<AvailableCommand> availableCommands,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
