// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonObject;

import io.github.acp4j.api.internal.UnknownJson;

/**
 * A {@link SessionUpdate} of a kind this library does not know (a newer protocol's, an unstable or an
 * extension's), kept whole: it is handed to the handler as read and written back unchanged, so a proxy loses
 * nothing.
 *
 * @param json the whole object as read, {@code sessionUpdate} included
 */
public record UnknownSessionUpdate(JsonObject json) implements SessionUpdate {

	/** Keeps a copy of {@code json}. */
	public UnknownSessionUpdate {
		json = UnknownJson.copy(json);
	}

	/** @return a copy of the whole object */
	@Override
	public JsonObject json() {
		return json.deepCopy();
	}

	/** @return the {@code sessionUpdate} tag, or null if there is none */
	public String sessionUpdate() {
		return UnknownJson.tag(json, "sessionUpdate");
	}
}
