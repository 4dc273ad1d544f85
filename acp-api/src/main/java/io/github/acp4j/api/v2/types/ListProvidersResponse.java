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
 * <p>Response to <code>providers/list</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param providers Configurable providers with current routing info suitable for UI display.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record ListProvidersResponse(
		List<ProviderInfo> providers,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ListProvidersResponse} with its required fields; the optional ones are absent.
	 *
	 * @param providers Configurable providers with current routing info suitable for UI display.
	 * @return the new value
	 */
	public static ListProvidersResponse of(List<ProviderInfo> providers) {
		return new ListProvidersResponse(providers, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param providers Configurable providers with current routing info suitable for UI display.
	 * @return the new builder
	 */
	public static Builder builder(List<ProviderInfo> providers) {
		Builder builder = new Builder();
		builder.providers = providers;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.providers = providers;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ListProvidersResponse} one field at a time. */
	public static final class Builder {
		private List<ProviderInfo> providers;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code providers}.
		 *
		 * @param providers Configurable providers with current routing info suitable for UI display.
		 * @return this builder
		 */
		public Builder providers(List<ProviderInfo> providers) {
			this.providers = providers;
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
		 * @return a new {@code ListProvidersResponse}
		 */
		public ListProvidersResponse build() {
			return new ListProvidersResponse(providers, meta);
		}
	}
}
