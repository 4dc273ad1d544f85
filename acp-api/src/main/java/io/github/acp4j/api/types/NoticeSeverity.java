// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

/** Severity hint for a session notice. */
public final class NoticeSeverity {

	/** Informational notice. */
	public static final String INFO = "info";

	/** Warning notice. */
	public static final String WARNING = "warning";

	/** Error notice. */
	public static final String ERROR = "error";

	private NoticeSeverity() {
	}
}
