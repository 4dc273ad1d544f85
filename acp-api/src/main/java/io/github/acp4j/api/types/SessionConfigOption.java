// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.SessionConfigOptionAdapter;

/**
 * A session configuration option selector and its current state.
 *
 * <p>Told apart by {@code type}: {@code select} ({@link SessionConfigSelect}), {@code boolean} ({@link SessionConfigBoolean}); any other is read as {@link UnknownSessionConfigOption}, which keeps it whole.
 */
@JsonAdapter(SessionConfigOptionAdapter.class)
public sealed interface SessionConfigOption permits SessionConfigSelect, SessionConfigBoolean, UnknownSessionConfigOption {

	/**
	 * Unique identifier for the configuration option.
	 *
	 * @return the value
	 */
	String id();

	/**
	 * Human-readable label for the option.
	 *
	 * @return the value
	 */
	String name();

	/**
	 * Optional description for the Client to display to the user.
	 *
	 * @return the value, or null when absent
	 */
	String description();

	/**
	 * Optional semantic category for this option (UX only).
	 *
	 * @return the value, or null when absent
	 */
	SessionConfigOptionCategory category();

	/**
	 * The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a>
	 *
	 * @return the value, or null when absent
	 */
	JsonElement meta();
}
