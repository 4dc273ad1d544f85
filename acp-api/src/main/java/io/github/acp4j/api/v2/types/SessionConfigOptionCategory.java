// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.OpenEnumAdapter;

/**
 * Semantic category for a session configuration option.
 * <p>This is intended to help Clients distinguish broadly common selectors (e.g. model selector vs
 * session mode selector vs thought/reasoning level) for UX purposes (keyboard shortcuts, icons,
 * placement). It MUST NOT be required for correctness. Clients MUST handle missing or unknown
 * categories gracefully.
 * <p>Category names beginning with <code>_</code> are free for custom use, like other ACP extension methods.
 * Category names that do not begin with <code>_</code> are reserved for the ACP spec.
 *
 * <p>An open set: {@link #of} keeps a value this library does not know, and it is written back as read.
 */
@JsonAdapter(OpenEnumAdapter.class)
public final class SessionConfigOptionCategory {

	/** Session mode selector. */
	public static final SessionConfigOptionCategory MODE = new SessionConfigOptionCategory("mode");

	/** Model selector. */
	public static final SessionConfigOptionCategory MODEL = new SessionConfigOptionCategory("model");

	/** Model-related configuration parameter. */
	public static final SessionConfigOptionCategory MODEL_CONFIG = new SessionConfigOptionCategory("model_config");

	/** Thought/reasoning level selector. */
	public static final SessionConfigOptionCategory THOUGHT_LEVEL = new SessionConfigOptionCategory("thought_level");

	private static final Map<String, SessionConfigOptionCategory> KNOWN = Map.ofEntries(
			Map.entry(MODE.value, MODE),
			Map.entry(MODEL.value, MODEL),
			Map.entry(MODEL_CONFIG.value, MODEL_CONFIG),
			Map.entry(THOUGHT_LEVEL.value, THOUGHT_LEVEL));

	private final String value;

	private SessionConfigOptionCategory(String value) {
		this.value = value;
	}

	/**
	 * The constant for a value this library knows, a new instance for any other.
	 *
	 * @param value the value as on the wire
	 * @return the value
	 */
	public static SessionConfigOptionCategory of(String value) {
		SessionConfigOptionCategory known = KNOWN.get(Objects.requireNonNull(value, "value"));
		return known != null ? known : new SessionConfigOptionCategory(value);
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
		return other instanceof SessionConfigOptionCategory that && that.value.equals(value);
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
