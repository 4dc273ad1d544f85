// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>How the Agent combines a client-provided system prompt with its own instructions.
 * <p>Unknown modes are preserved so they can be stored,
 * proxied, or forwarded. An Agent MUST return an error for a mode it does not
 * support rather than treating it as <code>append</code> or <code>override</code>.
 */
@ProtocolDraft
public final class SystemPromptMode {

	/**
	 * Add the content to the Agent's own instructions rather than replacing them.
	 * <p>Every Agent that advertises <code>sessionCapabilities.systemPrompt</code> supports this mode.
	 * Agents SHOULD give the content system-level precedence, for example in the
	 * model's system prompt or developer instructions rather than in user-turn
	 * content. Where it is placed and how it is formatted is implementation-defined.
	 */
	public static final String APPEND = "append";

	/**
	 * Replace the Agent's built-in default instructions with the content.
	 * <p>This does not change tool availability, MCP servers, permissions, or session
	 * configuration. Context the Agent supplies from the workspace or environment
	 * MAY still be included. Clients that use this mode take responsibility for any
	 * tool guidance or safety instructions the Agent's default instructions
	 * provided, and MUST only use it when the Agent advertises
	 * <code>sessionCapabilities.systemPrompt.mode.override</code>.
	 */
	public static final String OVERRIDE = "override";

	private SystemPromptMode() {
	}
}
