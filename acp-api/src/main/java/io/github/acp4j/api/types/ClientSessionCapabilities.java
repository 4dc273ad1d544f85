// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Session-related capabilities supported by the client.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param compaction Support for ID-addressed context compaction updates. Omitted or <code>null</code> means unsupported. <code>&#123;&#125;</code> advertises the complete compaction contract. (optional)
 * @param configOptions Config option capabilities supported by the client. Omitted or <code>null</code> both mean the client does not advertise support for any config option extensions. (optional)
 * @param notices Support for live user-facing <code>notice</code> session updates. Optional. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means the client can present notices to the user. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ClientSessionCapabilities(
		CompactionCapabilities compaction,
		SessionConfigOptionsCapabilities configOptions,
		NoticeCapabilities notices,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ClientSessionCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static ClientSessionCapabilities of() {
		return new ClientSessionCapabilities(null, null, null, null);
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
		builder.compaction = compaction;
		builder.configOptions = configOptions;
		builder.notices = notices;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ClientSessionCapabilities} one field at a time. */
	public static final class Builder {
		private CompactionCapabilities compaction;
		private SessionConfigOptionsCapabilities configOptions;
		private NoticeCapabilities notices;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code compaction}.
		 *
		 * @param compaction Support for ID-addressed context compaction updates. Omitted or <code>null</code> means unsupported. <code>&#123;&#125;</code> advertises the complete compaction contract. (optional)
		 * @return this builder
		 */
		public Builder compaction(CompactionCapabilities compaction) {
			this.compaction = compaction;
			return this;
		}

		/**
		 * Sets {@code configOptions}.
		 *
		 * @param configOptions Config option capabilities supported by the client. Omitted or <code>null</code> both mean the client does not advertise support for any config option extensions. (optional)
		 * @return this builder
		 */
		public Builder configOptions(SessionConfigOptionsCapabilities configOptions) {
			this.configOptions = configOptions;
			return this;
		}

		/**
		 * Sets {@code notices}.
		 *
		 * @param notices Support for live user-facing <code>notice</code> session updates. Optional. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means the client can present notices to the user. (optional)
		 * @return this builder
		 */
		public Builder notices(NoticeCapabilities notices) {
			this.notices = notices;
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
		 * @return a new {@code ClientSessionCapabilities}
		 */
		public ClientSessionCapabilities build() {
			return new ClientSessionCapabilities(compaction, configOptions, notices, meta);
		}
	}
}
