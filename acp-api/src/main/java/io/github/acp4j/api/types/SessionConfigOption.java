package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.SessionConfigOptionAdapter;

/** A session configuration option, tagged by {@code type}: {@code select} or {@code boolean}. */
@JsonAdapter(SessionConfigOptionAdapter.class)
public sealed interface SessionConfigOption permits SessionConfigSelect, SessionConfigBoolean {

	/** The option's id, what {@code session/set_config_option} names. */
	String id();

	/** A human-readable label. */
	String name();

	/** A description, or null. */
	String description();

	/** A {@link SessionConfigOptionCategory} value, or null. */
	String category();

	/** Extension metadata, or null. */
	JsonElement meta();
}
