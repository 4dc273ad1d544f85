// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Cost information for a session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param amount Total cumulative cost for session.
 * @param currency Unit of <code>amount</code>: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or another unit such as "credits".
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record Cost(
		Double amount,
		String currency,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code Cost} with its required fields; the optional ones are absent.
	 *
	 * @param amount Total cumulative cost for session.
	 * @param currency Unit of <code>amount</code>: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or another unit such as "credits".
	 * @return the new value
	 */
	public static Cost of(Double amount, String currency) {
		return new Cost(amount, currency, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param amount Total cumulative cost for session.
	 * @param currency Unit of <code>amount</code>: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or another unit such as "credits".
	 * @return the new builder
	 */
	public static Builder builder(Double amount, String currency) {
		Builder builder = new Builder();
		builder.amount = amount;
		builder.currency = currency;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.amount = amount;
		builder.currency = currency;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Cost} one field at a time. */
	public static final class Builder {
		private Double amount;
		private String currency;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code amount}.
		 *
		 * @param amount Total cumulative cost for session.
		 * @return this builder
		 */
		public Builder amount(Double amount) {
			this.amount = amount;
			return this;
		}

		/**
		 * Sets {@code currency}.
		 *
		 * @param currency Unit of <code>amount</code>: an ISO 4217 currency code (e.g., "USD", "EUR") for money, or another unit such as "credits".
		 * @return this builder
		 */
		public Builder currency(String currency) {
			this.currency = currency;
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
		 * @return a new {@code Cost}
		 */
		public Cost build() {
			return new Cost(amount, currency, meta);
		}
	}
}
