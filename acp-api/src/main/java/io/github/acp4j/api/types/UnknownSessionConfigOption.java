// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.api.internal.UnknownJson;

/**
 * A {@link SessionConfigOption} of a kind this library does not know (a newer protocol's, an unstable or an
 * extension's), kept whole: it is handed to the handler as read and written back unchanged, so a proxy loses
 * nothing.
 *
 * @param json the whole object as read, {@code type} included
 */
public record UnknownSessionConfigOption(JsonObject json) implements SessionConfigOption {

	/** Keeps a copy of {@code json}. */
	public UnknownSessionConfigOption {
		json = UnknownJson.copy(json);
	}

	/** @return a copy of the whole object */
	@Override
	public JsonObject json() {
		return json.deepCopy();
	}

	/** @return the {@code type} tag, or null if there is none */
	public String type() {
		return UnknownJson.tag(json, "type");
	}

	/** @return the {@code id} member as read, or null */
	@Override
	public String id() {
		return UnknownJson.string(json, "id");
	}

	/** @return the {@code name} member as read, or null */
	@Override
	public String name() {
		return UnknownJson.string(json, "name");
	}

	/** @return the {@code description} member as read, or null */
	@Override
	public String description() {
		return UnknownJson.string(json, "description");
	}

	/** @return the {@code category} member as read, or null */
	@Override
	public SessionConfigOptionCategory category() {
		String value = UnknownJson.string(json, "category");
		return value == null ? null : SessionConfigOptionCategory.of(value);
	}

	/** @return the {@code _meta} member as read, or null */
	@Override
	public JsonElement meta() {
		return UnknownJson.element(json, "_meta");
	}
}
