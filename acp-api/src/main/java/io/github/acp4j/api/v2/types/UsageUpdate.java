// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Context window and cost update for a session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param used Tokens currently in context.
 * @param size Total context window size in tokens.
 * @param cost Cumulative session cost. Omitted leaves the last reported cost unchanged. <code>null</code> clears it. A value replaces it. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record UsageUpdate(
		Long used,
		Long size,
		Cost cost,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code UsageUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param used Tokens currently in context.
	 * @param size Total context window size in tokens.
	 * @return the new value
	 */
	public static UsageUpdate of(Long used, Long size) {
		return new UsageUpdate(used, size, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param used Tokens currently in context.
	 * @param size Total context window size in tokens.
	 * @return the new builder
	 */
	public static Builder builder(Long used, Long size) {
		Builder builder = new Builder();
		builder.used = used;
		builder.size = size;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.used = used;
		builder.size = size;
		builder.cost = cost;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link UsageUpdate} one field at a time. */
	public static final class Builder {
		private Long used;
		private Long size;
		private Cost cost;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code used}.
		 *
		 * @param used Tokens currently in context.
		 * @return this builder
		 */
		public Builder used(Long used) {
			this.used = used;
			return this;
		}

		/**
		 * Sets {@code size}.
		 *
		 * @param size Total context window size in tokens.
		 * @return this builder
		 */
		public Builder size(Long size) {
			this.size = size;
			return this;
		}

		/**
		 * Sets {@code cost}.
		 *
		 * @param cost Cumulative session cost. Omitted leaves the last reported cost unchanged. <code>null</code> clears it. A value replaces it. (optional)
		 * @return this builder
		 */
		public Builder cost(Cost cost) {
			this.cost = cost;
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
		 * @return a new {@code UsageUpdate}
		 */
		public UsageUpdate build() {
			return new UsageUpdate(used, size, cost, meta);
		}
	}
}
