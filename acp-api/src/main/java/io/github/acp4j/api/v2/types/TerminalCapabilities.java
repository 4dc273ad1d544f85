// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Client-initiated controls a terminal currently supports.
 * <p>A malformed value falls back to no controls, so the Client never sends a request the
 * Agent did not advertise.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-terminals">Cancelling Terminals</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param cancel Permits the Client to cancel this terminal with <code>terminal/cancel</code>. Omitted and <code>null</code> are equivalent and mean unsupported. An object (including <code>&#123;&#125;</code>) means supported. Agents SHOULD stop advertising it once the terminal reports <code>exitStatus</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TerminalCapabilities(
		TerminalCancelCapabilities cancel,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code TerminalCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static TerminalCapabilities of() {
		return new TerminalCapabilities(null, null);
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.cancel = cancel;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TerminalCapabilities} one field at a time. */
	public static final class Builder {
		private TerminalCancelCapabilities cancel;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code cancel}.
		 *
		 * @param cancel Permits the Client to cancel this terminal with <code>terminal/cancel</code>. Omitted and <code>null</code> are equivalent and mean unsupported. An object (including <code>&#123;&#125;</code>) means supported. Agents SHOULD stop advertising it once the terminal reports <code>exitStatus</code>. (optional)
		 * @return this builder
		 */
		public Builder cancel(TerminalCancelCapabilities cancel) {
			this.cancel = cancel;
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
		 * @return a new {@code TerminalCapabilities}
		 */
		public TerminalCapabilities build() {
			return new TerminalCapabilities(cancel, meta);
		}
	}
}
