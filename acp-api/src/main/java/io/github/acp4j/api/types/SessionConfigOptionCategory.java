package io.github.acp4j.api.types;

/** Semantic category for a session configuration option. */
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
