// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

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
 * @param group Unique identifier for this group.
 * @param name Human-readable label for this group.
 * @param options The set of option values in this group.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionConfigSelectGroup(
		String group,
		String name,
		List<SessionConfigSelectOption> options,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionConfigSelectGroup} with its required fields; the optional ones are absent.
	 *
	 * @param group Unique identifier for this group.
	 * @param name Human-readable label for this group.
	 * @param options The set of option values in this group.
	 * @return the new value
	 */
	public static SessionConfigSelectGroup of(String group, String name, List<SessionConfigSelectOption> options) {
		return new SessionConfigSelectGroup(group, name, options, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param group Unique identifier for this group.
	 * @param name Human-readable label for this group.
	 * @param options The set of option values in this group.
	 * @return the new builder
	 */
	public static Builder builder(String group, String name, List<SessionConfigSelectOption> options) {
		Builder builder = new Builder();
		builder.group = group;
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
		builder.group = group;
		builder.name = name;
		builder.options = options;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionConfigSelectGroup} one field at a time. */
	public static final class Builder {
		private String group;
		private String name;
		private List<SessionConfigSelectOption> options;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code group}.
		 *
		 * @param group Unique identifier for this group.
		 * @return this builder
		 */
		public Builder group(String group) {
			this.group = group;
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
		 * @param options The set of option values in this group.
		 * @return this builder
		 */
		public Builder options(List<SessionConfigSelectOption> options) {
			this.options = options;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
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
			return new SessionConfigSelectGroup(group, name, options, meta);
		}
	}
}
