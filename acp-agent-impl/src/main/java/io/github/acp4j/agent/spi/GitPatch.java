package io.github.acp4j.agent.spi;

import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.types.Diff;

/**
 * A diff a tool shows together with its text as a git patch ({@code diff --git}, absolute paths
 * without prefixes): a client whose protocol carries patches is shown it, one whose protocol does
 * not is shown the diff alone. The patch travels with the diff, under a {@code _meta} key of the
 * agent's own that no client is ever sent.
 */
public final class GitPatch {

	private static final String KEY = "acp4j/gitPatch";

	private GitPatch() {
	}

	/** {@code diff} with {@code patch}, its text as a git patch. */
	public static Diff attach(Diff diff, String patch) {
		JsonObject meta = diff.meta() instanceof JsonObject own ? own.deepCopy() : new JsonObject();
		meta.addProperty(KEY, patch);
		return diff.toBuilder().meta(meta).build();
	}

	/** The git patch attached to {@code diff}, if one is. */
	public static Optional<String> of(Diff diff) {
		return diff.meta() instanceof JsonObject meta && meta.get(KEY) instanceof JsonPrimitive patch ? Optional.of(patch.getAsString())
				: Optional.empty();
	}

	/** {@code diff} as a client is sent it: without its patch, its other {@code _meta} kept. */
	public static Diff detach(Diff diff) {
		if (!(diff.meta() instanceof JsonObject meta) || !meta.has(KEY)) {
			return diff;
		}
		JsonObject rest = meta.deepCopy();
		rest.remove(KEY);
		JsonElement kept = rest.size() == 0 ? null : rest;
		return diff.toBuilder().meta(kept).build();
	}
}
