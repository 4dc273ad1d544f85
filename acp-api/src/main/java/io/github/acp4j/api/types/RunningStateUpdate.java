// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Foreground work is in progress.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param meta The _meta property is reserved by ACP for additional metadata. Implementations MUST NOT make assumptions about values at these keys. Optional. Omitted and <code>null</code> mean no metadata for this state snapshot. (optional)
 */
@ProtocolDraft
public record RunningStateUpdate(
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements StateUpdate {

	/**
	 * A {@code RunningStateUpdate} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static RunningStateUpdate of() {
		return new RunningStateUpdate(null);
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link RunningStateUpdate} one field at a time. */
	public static final class Builder {
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP for additional metadata. Implementations MUST NOT make assumptions about values at these keys. Optional. Omitted and <code>null</code> mean no metadata for this state snapshot. (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code RunningStateUpdate}
		 */
		public RunningStateUpdate build() {
			return new RunningStateUpdate(meta);
		}
	}
}
