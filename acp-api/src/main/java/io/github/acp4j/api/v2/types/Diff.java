// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * File changes produced by a tool call.
 * <p><code>changes</code> is authoritative for affected absolute paths and operations.
 * <code>patch</code> optionally carries renderable text for some or all of those changes
 * and MUST be consistent with <code>changes</code>. Agents SHOULD provide <code>patch</code> whenever
 * feasible. Clients MUST handle diffs where <code>patch</code> is omitted or <code>null</code>.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#content">Content</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param changes Structured file changes described by this diff. Clients can use this field without parsing patch text to determine affected paths.
 * @param patch Renderable patch text for some or all of the structured changes. Agents SHOULD provide patch text whenever feasible. Omitted and <code>null</code> are equivalent and mean no renderable patch text was provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Diff(
		List<DiffChange> changes,
		DiffPatch patch,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ToolCallContent {

	/**
	 * A {@code Diff} with its required fields; the optional ones are absent.
	 *
	 * @param changes Structured file changes described by this diff. Clients can use this field without parsing patch text to determine affected paths.
	 * @return the new value
	 */
	public static Diff of(List<DiffChange> changes) {
		return new Diff(changes, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param changes Structured file changes described by this diff. Clients can use this field without parsing patch text to determine affected paths.
	 * @return the new builder
	 */
	public static Builder builder(List<DiffChange> changes) {
		Builder builder = new Builder();
		builder.changes = changes;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.changes = changes;
		builder.patch = patch;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Diff} one field at a time. */
	public static final class Builder {
		private List<DiffChange> changes;
		private DiffPatch patch;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code changes}.
		 *
		 * @param changes Structured file changes described by this diff. Clients can use this field without parsing patch text to determine affected paths.
		 * @return this builder
		 */
		public Builder changes(List<DiffChange> changes) {
			this.changes = changes;
			return this;
		}

		/**
		 * Sets {@code patch}.
		 *
		 * @param patch Renderable patch text for some or all of the structured changes. Agents SHOULD provide patch text whenever feasible. Omitted and <code>null</code> are equivalent and mean no renderable patch text was provided. (optional)
		 * @return this builder
		 */
		public Builder patch(DiffPatch patch) {
			this.patch = patch;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code Diff}
		 */
		public Diff build() {
			return new Diff(changes, patch, meta);
		}
	}
}
