// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.Map;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Request parameters for <code>providers/set</code>.
 * <p>Replaces the full configuration for one provider ID.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param providerId Provider ID to configure.
 * @param apiType Protocol type for this provider.
 * @param baseUrl Base URL for requests sent through this provider.
 * @param headers Full headers map for this provider. May include authorization, routing, or other integration-specific headers. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SetProviderRequest(
		String providerId,
		LlmProtocol apiType,
		String baseUrl,
		Map<String, String> headers,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SetProviderRequest} with its required fields; the optional ones are absent.
	 *
	 * @param providerId Provider ID to configure.
	 * @param apiType Protocol type for this provider.
	 * @param baseUrl Base URL for requests sent through this provider.
	 * @return the new value
	 */
	public static SetProviderRequest of(String providerId, LlmProtocol apiType, String baseUrl) {
		return new SetProviderRequest(providerId, apiType, baseUrl, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param providerId Provider ID to configure.
	 * @param apiType Protocol type for this provider.
	 * @param baseUrl Base URL for requests sent through this provider.
	 * @return the new builder
	 */
	public static Builder builder(String providerId, LlmProtocol apiType, String baseUrl) {
		Builder builder = new Builder();
		builder.providerId = providerId;
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
		builder.providerId = providerId;
		builder.apiType = apiType;
		builder.baseUrl = baseUrl;
		builder.headers = headers;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetProviderRequest} one field at a time. */
	public static final class Builder {
		private String providerId;
		private LlmProtocol apiType;
		private String baseUrl;
		private Map<String, String> headers;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code providerId}.
		 *
		 * @param providerId Provider ID to configure.
		 * @return this builder
		 */
		public Builder providerId(String providerId) {
			this.providerId = providerId;
			return this;
		}

		/**
		 * Sets {@code apiType}.
		 *
		 * @param apiType Protocol type for this provider.
		 * @return this builder
		 */
		public Builder apiType(LlmProtocol apiType) {
			this.apiType = apiType;
			return this;
		}

		/**
		 * Sets {@code baseUrl}.
		 *
		 * @param baseUrl Base URL for requests sent through this provider.
		 * @return this builder
		 */
		public Builder baseUrl(String baseUrl) {
			this.baseUrl = baseUrl;
			return this;
		}

		/**
		 * Sets {@code headers}.
		 *
		 * @param headers Full headers map for this provider. May include authorization, routing, or other integration-specific headers. (optional)
		 * @return this builder
		 */
		public Builder headers(Map<String, String> headers) {
			this.headers = headers;
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
		 * @return a new {@code SetProviderRequest}
		 */
		public SetProviderRequest build() {
			return new SetProviderRequest(providerId, apiType, baseUrl, headers, meta);
		}
	}
}
