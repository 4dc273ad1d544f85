// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Session configuration option capabilities supported by the client.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param booleanValue Whether the client supports boolean session configuration options. Optional. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means agents may include <code>type: "boolean"</code> entries in <code>configOptions</code>, and the client may send <code>session/set_config_option</code> requests with <code>type: "boolean"</code> and a boolean <code>value</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionConfigOptionsCapabilities(
		@SerializedName("boolean") BooleanConfigOptionCapabilities booleanValue,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionConfigOptionsCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static SessionConfigOptionsCapabilities of() {
		return new SessionConfigOptionsCapabilities(null, null);
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
		builder.booleanValue = booleanValue;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionConfigOptionsCapabilities} one field at a time. */
	public static final class Builder {
		private BooleanConfigOptionCapabilities booleanValue;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code boolean}.
		 *
		 * @param booleanValue Whether the client supports boolean session configuration options. Optional. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means agents may include <code>type: "boolean"</code> entries in <code>configOptions</code>, and the client may send <code>session/set_config_option</code> requests with <code>type: "boolean"</code> and a boolean <code>value</code>. (optional)
		 * @return this builder
		 */
		public Builder booleanValue(BooleanConfigOptionCapabilities booleanValue) {
			this.booleanValue = booleanValue;
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
		 * @return a new {@code SessionConfigOptionsCapabilities}
		 */
		public SessionConfigOptionsCapabilities build() {
			return new SessionConfigOptionsCapabilities(booleanValue, meta);
		}
	}
}
