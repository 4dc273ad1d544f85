// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>How the Agent combines a client-provided system prompt with its own instructions.
 * <p>Unknown modes are preserved so they can be stored,
 * proxied, or forwarded. An Agent MUST return an error for a mode it does not
 * support rather than treating it as <code>append</code> or <code>override</code>.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@ProtocolDraft
@JsonAdapter(OpenEnumAdapter.class)
public final class SystemPromptMode {

	/**
	 * Add the content to the Agent's own instructions rather than replacing them.
	 * <p>Every Agent that advertises <code>session.systemPrompt</code> supports this mode.
	 * Agents SHOULD give the content system-level precedence, for example in the
	 * model's system prompt or developer instructions rather than in user-turn
	 * content. Where it is placed and how it is formatted is implementation-defined.
	 */
	public static final SystemPromptMode APPEND = new SystemPromptMode("append");

	/**
	 * Replace the Agent's built-in default instructions with the content.
	 * <p>This does not change tool availability, MCP servers, permissions, or session
	 * configuration. Context the Agent supplies from the workspace or environment
	 * MAY still be included. Clients that use this mode take responsibility for any
	 * tool guidance or safety instructions the Agent's default instructions
	 * provided, and MUST only use it when the Agent advertises
	 * <code>session.systemPrompt.mode.override</code>.
	 */
	public static final SystemPromptMode OVERRIDE = new SystemPromptMode("override");

	private static final Map<String, SystemPromptMode> KNOWN = Map.ofEntries(
			Map.entry(APPEND.value, APPEND),
			Map.entry(OVERRIDE.value, OVERRIDE));

	private final String value;

	private SystemPromptMode(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static SystemPromptMode of(String value) {
		SystemPromptMode known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new SystemPromptMode(value);
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
		return other instanceof SystemPromptMode that && that.value.equals(value);
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
