// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A content update for a plan identified by ID.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param plan The updated plan content.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record PlanUpdate(
		PlanUpdateContent plan,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code PlanUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param plan The updated plan content.
	 * @return the new value
	 */
	public static PlanUpdate of(PlanUpdateContent plan) {
		return new PlanUpdate(plan, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param plan The updated plan content.
	 * @return the new builder
	 */
	public static Builder builder(PlanUpdateContent plan) {
		Builder builder = new Builder();
		builder.plan = plan;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.plan = plan;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PlanUpdate} one field at a time. */
	public static final class Builder {
		private PlanUpdateContent plan;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code plan}.
		 *
		 * @param plan The updated plan content.
		 * @return this builder
		 */
		public Builder plan(PlanUpdateContent plan) {
			this.plan = plan;
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
		 * @return a new {@code PlanUpdate}
		 */
		public PlanUpdate build() {
			return new PlanUpdate(plan, meta);
		}
	}
}
