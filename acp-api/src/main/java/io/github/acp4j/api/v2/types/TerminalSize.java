// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * The size of an agent-owned terminal in character cells.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param cols Number of columns.
 * @param rows Number of rows.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TerminalSize(
		Long cols,
		Long rows,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code TerminalSize} with its required fields; the optional ones are absent.
	 *
	 * @param cols Number of columns.
	 * @param rows Number of rows.
	 * @return the new value
	 */
	public static TerminalSize of(Long cols, Long rows) {
		return new TerminalSize(cols, rows, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param cols Number of columns.
	 * @param rows Number of rows.
	 * @return the new builder
	 */
	public static Builder builder(Long cols, Long rows) {
		Builder builder = new Builder();
		builder.cols = cols;
		builder.rows = rows;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.cols = cols;
		builder.rows = rows;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TerminalSize} one field at a time. */
	public static final class Builder {
		private Long cols;
		private Long rows;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code cols}.
		 *
		 * @param cols Number of columns.
		 * @return this builder
		 */
		public Builder cols(Long cols) {
			this.cols = cols;
			return this;
		}

		/**
		 * Sets {@code rows}.
		 *
		 * @param rows Number of rows.
		 * @return this builder
		 */
		public Builder rows(Long rows) {
			this.rows = rows;
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
		 * @return a new {@code TerminalSize}
		 */
		public TerminalSize build() {
			return new TerminalSize(cols, rows, meta);
		}
	}
}
