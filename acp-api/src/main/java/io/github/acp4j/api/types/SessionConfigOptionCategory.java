// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

/**
 * Semantic category for a session configuration option.
 * <p>This is intended to help Clients distinguish broadly common selectors (e.g. model selector vs
 * session mode selector vs thought/reasoning level) for UX purposes (keyboard shortcuts, icons,
 * placement). It MUST NOT be required for correctness. Clients MUST handle missing or unknown
 * categories gracefully.
 * <p>Category names beginning with <code>_</code> are free for custom use, like other ACP extension methods.
 * Category names that do not begin with <code>_</code> are reserved for the ACP spec.
 */
public final class SessionConfigOptionCategory {

	/** Session mode selector. */
	public static final String MODE = "mode";

	/** Model selector. */
	public static final String MODEL = "model";

	/** Model-related configuration parameter. */
	public static final String MODEL_CONFIG = "model_config";

	/** Thought/reasoning level selector. */
	public static final String THOUGHT_LEVEL = "thought_level";

	private SessionConfigOptionCategory() {
	}
}
