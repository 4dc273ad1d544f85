// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Which sessions <code>session/list</code> returns based on their archive state.
 * <p>Unknown values are preserved so they can be stored, proxied, or forwarded. An Agent MUST
 * return <code>-32602</code> for a value it does not support rather than treating it as <code>exclude</code>.
 */
@ProtocolDraft
public final class SessionArchiveFilter {

	/** Only sessions that are not archived. This is the default. */
	public static final String EXCLUDE = "exclude";

	/** Both archived sessions and sessions that are not archived. */
	public static final String INCLUDE = "include";

	/** Only archived sessions. */
	public static final String ONLY = "only";

	private SessionArchiveFilter() {
	}
}
