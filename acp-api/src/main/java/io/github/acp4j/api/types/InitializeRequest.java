package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.ProtocolVersionAdapter;

/** Request parameters for the initialize method. */
public record InitializeRequest(
		@JsonAdapter(ProtocolVersionAdapter.class) Integer protocolVersion,
		ClientCapabilities clientCapabilities,
		Implementation clientInfo,
		@SerializedName("_meta") JsonElement meta) {
}
