package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.AvailableCommandInputAdapter;

/** The input an available command accepts. */
@JsonAdapter(AvailableCommandInputAdapter.class)
public sealed interface AvailableCommandInput permits UnstructuredCommandInput {
}
