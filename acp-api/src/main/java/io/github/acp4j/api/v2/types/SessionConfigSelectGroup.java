// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A group of possible values for a session configuration option.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param groupId Unique identifier for this group.
 * @param name Human-readable label for this group.
 * @param options The set of option values in this group. MUST contain at least one value.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionConfigSelectGroup(
		String groupId,
		String name,
		List<SessionConfigSelectOption> options,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionConfigSelectGroup} with its required fields; the optional ones are absent.
	 *
	 * @param groupId Unique identifier for this group.
	 * @param name Human-readable label for this group.
	 * @param options The set of option values in this group. MUST contain at least one value.
	 * @return the new value
	 */
	public static SessionConfigSelectGroup of(String groupId, String name, List<SessionConfigSelectOption> options) {
		return new SessionConfigSelectGroup(groupId, name, options, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param groupId Unique identifier for this group.
	 * @param name Human-readable label for this group.
	 * @param options The set of option values in this group. MUST contain at least one value.
	 * @return the new builder
	 */
	public static Builder builder(String groupId, String name, List<SessionConfigSelectOption> options) {
		Builder builder = new Builder();
		builder.groupId = groupId;
		builder.name = name;
		builder.options = options;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.groupId = groupId;
		builder.name = name;
		builder.options = options;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionConfigSelectGroup} one field at a time. */
	public static final class Builder {
		private String groupId;
		private String name;
		private List<SessionConfigSelectOption> options;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code groupId}.
		 *
		 * @param groupId Unique identifier for this group.
		 * @return this builder
		 */
		public Builder groupId(String groupId) {
			this.groupId = groupId;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable label for this group.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code options}.
		 *
		 * @param options The set of option values in this group. MUST contain at least one value.
		 * @return this builder
		 */
		public Builder options(List<SessionConfigSelectOption> options) {
			this.options = options;
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
		 * @return a new {@code SessionConfigSelectGroup}
		 */
		public SessionConfigSelectGroup build() {
			return new SessionConfigSelectGroup(groupId, name, options, meta);
		}
	}
}
