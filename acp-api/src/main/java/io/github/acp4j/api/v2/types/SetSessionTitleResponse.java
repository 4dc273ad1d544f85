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
 * <p>Response from setting the title of a session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param title The title the Agent stored. This differs from the requested title if the Agent normalized it. Clients SHOULD display this value rather than the one they sent.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SetSessionTitleResponse(
		String title,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SetSessionTitleResponse} with its required fields; the optional ones are absent.
	 *
	 * @param title The title the Agent stored. This differs from the requested title if the Agent normalized it. Clients SHOULD display this value rather than the one they sent.
	 * @return the new value
	 */
	public static SetSessionTitleResponse of(String title) {
		return new SetSessionTitleResponse(title, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param title The title the Agent stored. This differs from the requested title if the Agent normalized it. Clients SHOULD display this value rather than the one they sent.
	 * @return the new builder
	 */
	public static Builder builder(String title) {
		Builder builder = new Builder();
		builder.title = title;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.title = title;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetSessionTitleResponse} one field at a time. */
	public static final class Builder {
		private String title;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title The title the Agent stored. This differs from the requested title if the Agent normalized it. Clients SHOULD display this value rather than the one they sent.
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
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
		 * @return a new {@code SetSessionTitleResponse}
		 */
		public SetSessionTitleResponse build() {
			return new SetSessionTitleResponse(title, meta);
		}
	}
}
