package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.SessionConfigSelectOptionsAdapter;

/** The values of a select option: a flat list, or groups of values. */
@JsonAdapter(SessionConfigSelectOptionsAdapter.class)
public sealed interface SessionConfigSelectOptions {

	/** Values without groups. */
	record Ungrouped(List<SessionConfigSelectOption> options) implements SessionConfigSelectOptions {
	}

	/** Values in named groups. */
	record Grouped(List<SessionConfigSelectGroup> groups) implements SessionConfigSelectOptions {
	}

	/** A flat list of values. */
	static SessionConfigSelectOptions of(List<SessionConfigSelectOption> options) {
		return new Ungrouped(options);
	}
}
