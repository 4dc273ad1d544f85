// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Information about a configurable LLM provider.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param providerId Provider identifier, for example "main" or "openai".
 * @param supported Supported protocol types for this provider.
 * @param required Whether this provider is mandatory and cannot be disabled via <code>providers/disable</code>. If true, clients must not call <code>providers/disable</code> for this provider ID.
 * @param current Current effective non-secret routing config. Null or omitted means provider is disabled. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record ProviderInfo(
		String providerId,
		List<LlmProtocol> supported,
		Boolean required,
		ProviderCurrentConfig current,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ProviderInfo} with its required fields; the optional ones are absent.
	 *
	 * @param providerId Provider identifier, for example "main" or "openai".
	 * @param supported Supported protocol types for this provider.
	 * @param required Whether this provider is mandatory and cannot be disabled via <code>providers/disable</code>. If true, clients must not call <code>providers/disable</code> for this provider ID.
	 * @return the new value
	 */
	public static ProviderInfo of(String providerId, List<LlmProtocol> supported, Boolean required) {
		return new ProviderInfo(providerId, supported, required, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param providerId Provider identifier, for example "main" or "openai".
	 * @param supported Supported protocol types for this provider.
	 * @param required Whether this provider is mandatory and cannot be disabled via <code>providers/disable</code>. If true, clients must not call <code>providers/disable</code> for this provider ID.
	 * @return the new builder
	 */
	public static Builder builder(String providerId, List<LlmProtocol> supported, Boolean required) {
		Builder builder = new Builder();
		builder.providerId = providerId;
		builder.supported = supported;
		builder.required = required;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.providerId = providerId;
		builder.supported = supported;
		builder.required = required;
		builder.current = current;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ProviderInfo} one field at a time. */
	public static final class Builder {
		private String providerId;
		private List<LlmProtocol> supported;
		private Boolean required;
		private ProviderCurrentConfig current;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code providerId}.
		 *
		 * @param providerId Provider identifier, for example "main" or "openai".
		 * @return this builder
		 */
		public Builder providerId(String providerId) {
			this.providerId = providerId;
			return this;
		}

		/**
		 * Sets {@code supported}.
		 *
		 * @param supported Supported protocol types for this provider.
		 * @return this builder
		 */
		public Builder supported(List<LlmProtocol> supported) {
			this.supported = supported;
			return this;
		}

		/**
		 * Sets {@code required}.
		 *
		 * @param required Whether this provider is mandatory and cannot be disabled via <code>providers/disable</code>. If true, clients must not call <code>providers/disable</code> for this provider ID.
		 * @return this builder
		 */
		public Builder required(Boolean required) {
			this.required = required;
			return this;
		}

		/**
		 * Sets {@code current}.
		 *
		 * @param current Current effective non-secret routing config. Null or omitted means provider is disabled. (optional)
		 * @return this builder
		 */
		public Builder current(ProviderCurrentConfig current) {
			this.current = current;
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
		 * @return a new {@code ProviderInfo}
		 */
		public ProviderInfo build() {
			return new ProviderInfo(providerId, supported, required, current, meta);
		}
	}
}
