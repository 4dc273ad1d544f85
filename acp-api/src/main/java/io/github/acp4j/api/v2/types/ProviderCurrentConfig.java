// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Current effective non-secret routing configuration for a provider.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param apiType Protocol currently used by this provider.
 * @param baseUrl Base URL currently used by this provider.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record ProviderCurrentConfig(
		LlmProtocol apiType,
		String baseUrl,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ProviderCurrentConfig} with its required fields; the optional ones are absent.
	 *
	 * @param apiType Protocol currently used by this provider.
	 * @param baseUrl Base URL currently used by this provider.
	 * @return the new value
	 */
	public static ProviderCurrentConfig of(LlmProtocol apiType, String baseUrl) {
		return new ProviderCurrentConfig(apiType, baseUrl, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param apiType Protocol currently used by this provider.
	 * @param baseUrl Base URL currently used by this provider.
	 * @return the new builder
	 */
	public static Builder builder(LlmProtocol apiType, String baseUrl) {
		Builder builder = new Builder();
		builder.apiType = apiType;
		builder.baseUrl = baseUrl;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.apiType = apiType;
		builder.baseUrl = baseUrl;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ProviderCurrentConfig} one field at a time. */
	public static final class Builder {
		private LlmProtocol apiType;
		private String baseUrl;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code apiType}.
		 *
		 * @param apiType Protocol currently used by this provider.
		 * @return this builder
		 */
		public Builder apiType(LlmProtocol apiType) {
			this.apiType = apiType;
			return this;
		}

		/**
		 * Sets {@code baseUrl}.
		 *
		 * @param baseUrl Base URL currently used by this provider.
		 * @return this builder
		 */
		public Builder baseUrl(String baseUrl) {
			this.baseUrl = baseUrl;
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
		 * @return a new {@code ProviderCurrentConfig}
		 */
		public ProviderCurrentConfig build() {
			return new ProviderCurrentConfig(apiType, baseUrl, meta);
		}
	}
}
