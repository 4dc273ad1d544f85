// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Categories of tools that can be invoked.
 * <p>Tool kinds help clients choose appropriate icons and optimize how they
 * display tool execution progress.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#reporting">Reporting</a>
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class ToolKind {

	/** Reading files or data. */
	public static final ToolKind READ = new ToolKind("read");

	/** Modifying files or content. */
	public static final ToolKind EDIT = new ToolKind("edit");

	/** Removing files or data. */
	public static final ToolKind DELETE = new ToolKind("delete");

	/** Moving or renaming files. */
	public static final ToolKind MOVE = new ToolKind("move");

	/** Searching for information. */
	public static final ToolKind SEARCH = new ToolKind("search");

	/** Running commands or code. */
	public static final ToolKind EXECUTE = new ToolKind("execute");

	/** Internal reasoning or planning. */
	public static final ToolKind THINK = new ToolKind("think");

	/** Retrieving external data. */
	public static final ToolKind FETCH = new ToolKind("fetch");

	/** Changing the session's mode, a <a href="https://agentclientprotocol.com/protocol/v2/draft/session-config-options">config option</a> with the <code>mode</code> category. */
	public static final ToolKind SWITCH_MODE = new ToolKind("switch_mode");

	/** Other tool types (default). */
	public static final ToolKind OTHER = new ToolKind("other");

	private static final Map<String, ToolKind> KNOWN = Map.ofEntries(
			Map.entry(READ.value, READ),
			Map.entry(EDIT.value, EDIT),
			Map.entry(DELETE.value, DELETE),
			Map.entry(MOVE.value, MOVE),
			Map.entry(SEARCH.value, SEARCH),
			Map.entry(EXECUTE.value, EXECUTE),
			Map.entry(THINK.value, THINK),
			Map.entry(FETCH.value, FETCH),
			Map.entry(SWITCH_MODE.value, SWITCH_MODE),
			Map.entry(OTHER.value, OTHER));

	private final String value;

	private ToolKind(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static ToolKind of(String value) {
		ToolKind known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new ToolKind(value);
	}

	/**
	 * The value as on the wire.
	 *
	 * @return the value
	 */
	public String value() {
		return value;
	}

	/**
	 * Whether this library knows this value: it is one of the constants.
	 *
	 * @return true for a known value
	 */
	public boolean isKnown() {
		return KNOWN.containsKey(value);
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof ToolKind that && that.value.equals(value);
	}

	@Override
	public int hashCode() {
		return value.hashCode();
	}

	@Override
	public String toString() {
		return value;
	}
}
