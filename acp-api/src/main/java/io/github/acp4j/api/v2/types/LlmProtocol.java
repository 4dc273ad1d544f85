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
 * <p>Well-known API protocol identifiers for LLM providers.
 * <p>Agents and clients MUST handle unknown protocol identifiers gracefully.
 * <p>Protocol names beginning with <code>_</code> are free for custom use, like other ACP extension methods.
 * Protocol names that do not begin with <code>_</code> are reserved for the ACP spec.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@ProtocolDraft
@JsonAdapter(OpenEnumAdapter.class)
public final class LlmProtocol {

	/** Anthropic API protocol. */
	public static final LlmProtocol ANTHROPIC = new LlmProtocol("anthropic");

	/** OpenAI API protocol. */
	public static final LlmProtocol OPENAI = new LlmProtocol("openai");

	/** Azure OpenAI API protocol. */
	public static final LlmProtocol AZURE = new LlmProtocol("azure");

	/** Google Vertex AI API protocol. */
	public static final LlmProtocol VERTEX = new LlmProtocol("vertex");

	/** AWS Bedrock API protocol. */
	public static final LlmProtocol BEDROCK = new LlmProtocol("bedrock");

	private static final Map<String, LlmProtocol> KNOWN = Map.ofEntries(
			Map.entry(ANTHROPIC.value, ANTHROPIC),
			Map.entry(OPENAI.value, OPENAI),
			Map.entry(AZURE.value, AZURE),
			Map.entry(VERTEX.value, VERTEX),
			Map.entry(BEDROCK.value, BEDROCK));

	private final String value;

	private LlmProtocol(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static LlmProtocol of(String value) {
		LlmProtocol known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new LlmProtocol(value);
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
		return other instanceof LlmProtocol that && that.value.equals(value);
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
