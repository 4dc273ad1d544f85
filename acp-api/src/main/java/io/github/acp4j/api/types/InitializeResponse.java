package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.ProtocolVersionAdapter;

/** Response to the {@code initialize} method. */
public record InitializeResponse(
		@JsonAdapter(ProtocolVersionAdapter.class) Integer protocolVersion,
		AgentCapabilities agentCapabilities,
		List<AuthMethod> authMethods,
		Implementation agentInfo,
		@SerializedName("_meta") JsonElement meta) {
}
