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
 * <p>Token usage for the foreground work that just completed, not cumulative for the session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param totalTokens Sum of all token types for the completed work.
 * @param inputTokens Input tokens for the completed work.
 * @param outputTokens Output tokens for the completed work.
 * @param thoughtTokens Thought/reasoning tokens for the completed work. Omitted and <code>null</code> are equivalent and mean the count is not reported. (optional)
 * @param cachedReadTokens Cache read tokens for the completed work. Omitted and <code>null</code> are equivalent and mean the count is not reported. (optional)
 * @param cachedWriteTokens Cache write tokens for the completed work. Omitted and <code>null</code> are equivalent and mean the count is not reported. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record Usage(
		Long totalTokens,
		Long inputTokens,
		Long outputTokens,
		Long thoughtTokens,
		Long cachedReadTokens,
		Long cachedWriteTokens,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code Usage} with its required fields; the optional ones are absent.
	 *
	 * @param totalTokens Sum of all token types for the completed work.
	 * @param inputTokens Input tokens for the completed work.
	 * @param outputTokens Output tokens for the completed work.
	 * @return the new value
	 */
	public static Usage of(Long totalTokens, Long inputTokens, Long outputTokens) {
		return new Usage(totalTokens, inputTokens, outputTokens, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param totalTokens Sum of all token types for the completed work.
	 * @param inputTokens Input tokens for the completed work.
	 * @param outputTokens Output tokens for the completed work.
	 * @return the new builder
	 */
	public static Builder builder(Long totalTokens, Long inputTokens, Long outputTokens) {
		Builder builder = new Builder();
		builder.totalTokens = totalTokens;
		builder.inputTokens = inputTokens;
		builder.outputTokens = outputTokens;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.totalTokens = totalTokens;
		builder.inputTokens = inputTokens;
		builder.outputTokens = outputTokens;
		builder.thoughtTokens = thoughtTokens;
		builder.cachedReadTokens = cachedReadTokens;
		builder.cachedWriteTokens = cachedWriteTokens;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link Usage} one field at a time. */
	public static final class Builder {
		private Long totalTokens;
		private Long inputTokens;
		private Long outputTokens;
		private Long thoughtTokens;
		private Long cachedReadTokens;
		private Long cachedWriteTokens;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code totalTokens}.
		 *
		 * @param totalTokens Sum of all token types for the completed work.
		 * @return this builder
		 */
		public Builder totalTokens(Long totalTokens) {
			this.totalTokens = totalTokens;
			return this;
		}

		/**
		 * Sets {@code inputTokens}.
		 *
		 * @param inputTokens Input tokens for the completed work.
		 * @return this builder
		 */
		public Builder inputTokens(Long inputTokens) {
			this.inputTokens = inputTokens;
			return this;
		}

		/**
		 * Sets {@code outputTokens}.
		 *
		 * @param outputTokens Output tokens for the completed work.
		 * @return this builder
		 */
		public Builder outputTokens(Long outputTokens) {
			this.outputTokens = outputTokens;
			return this;
		}

		/**
		 * Sets {@code thoughtTokens}.
		 *
		 * @param thoughtTokens Thought/reasoning tokens for the completed work. Omitted and <code>null</code> are equivalent and mean the count is not reported. (optional)
		 * @return this builder
		 */
		public Builder thoughtTokens(Long thoughtTokens) {
			this.thoughtTokens = thoughtTokens;
			return this;
		}

		/**
		 * Sets {@code cachedReadTokens}.
		 *
		 * @param cachedReadTokens Cache read tokens for the completed work. Omitted and <code>null</code> are equivalent and mean the count is not reported. (optional)
		 * @return this builder
		 */
		public Builder cachedReadTokens(Long cachedReadTokens) {
			this.cachedReadTokens = cachedReadTokens;
			return this;
		}

		/**
		 * Sets {@code cachedWriteTokens}.
		 *
		 * @param cachedWriteTokens Cache write tokens for the completed work. Omitted and <code>null</code> are equivalent and mean the count is not reported. (optional)
		 * @return this builder
		 */
		public Builder cachedWriteTokens(Long cachedWriteTokens) {
			this.cachedWriteTokens = cachedWriteTokens;
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
		 * @return a new {@code Usage}
		 */
		public Usage build() {
			return new Usage(totalTokens, inputTokens, outputTokens, thoughtTokens, cachedReadTokens, cachedWriteTokens, meta);
		}
	}
}
