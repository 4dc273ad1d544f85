// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Well-known API protocol identifiers for LLM providers.
 * <p>Agents and clients MUST handle unknown protocol identifiers gracefully.
 * <p>Protocol names beginning with <code>_</code> are free for custom use, like other ACP extension methods.
 * Protocol names that do not begin with <code>_</code> are reserved for the ACP spec.
 */
@ProtocolDraft
public final class LlmProtocol {

	/** Anthropic API protocol. */
	public static final String ANTHROPIC = "anthropic";

	/** OpenAI API protocol. */
	public static final String OPENAI = "openai";

	/** Azure OpenAI API protocol. */
	public static final String AZURE = "azure";

	/** Google Vertex AI API protocol. */
	public static final String VERTEX = "vertex";

	/** AWS Bedrock API protocol. */
	public static final String BEDROCK = "bedrock";

	private LlmProtocol() {
	}
}
