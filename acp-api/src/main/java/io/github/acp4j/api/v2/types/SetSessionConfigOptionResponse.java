// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response to <code>session/set_config_option</code> method.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param configOptions The full set of configuration options and their current values.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SetSessionConfigOptionResponse(
		List<SessionConfigOption> configOptions,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SetSessionConfigOptionResponse} with its required fields; the optional ones are absent.
	 *
	 * @param configOptions The full set of configuration options and their current values.
	 * @return the new value
	 */
	public static SetSessionConfigOptionResponse of(List<SessionConfigOption> configOptions) {
		return new SetSessionConfigOptionResponse(configOptions, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param configOptions The full set of configuration options and their current values.
	 * @return the new builder
	 */
	public static Builder builder(List<SessionConfigOption> configOptions) {
		Builder builder = new Builder();
		builder.configOptions = configOptions;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.configOptions = configOptions;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetSessionConfigOptionResponse} one field at a time. */
	public static final class Builder {
		private List<SessionConfigOption> configOptions;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code configOptions}.
		 *
		 * @param configOptions The full set of configuration options and their current values.
		 * @return this builder
		 */
		public Builder configOptions(List<SessionConfigOption> configOptions) {
			this.configOptions = configOptions;
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
		 * @return a new {@code SetSessionConfigOptionResponse}
		 */
		public SetSessionConfigOptionResponse build() {
			return new SetSessionConfigOptionResponse(configOptions, meta);
		}
	}
}
