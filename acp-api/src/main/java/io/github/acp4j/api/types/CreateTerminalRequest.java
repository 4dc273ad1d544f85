package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request to create a new terminal and execute a command. */
public record CreateTerminalRequest(
		String sessionId,
		String command,
		List<String> args,
		List<EnvVariable> env,
		String cwd,
		Long outputByteLimit,
		@SerializedName("_meta") JsonElement meta) {
}
