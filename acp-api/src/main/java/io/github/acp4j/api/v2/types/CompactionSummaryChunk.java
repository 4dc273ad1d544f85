// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A content block appended to a compaction's summary. A first-seen ID creates
 * an in-progress compaction. Chunks append in receive order.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param compactionId ID of the compaction whose summary receives this content.
 * @param content One content block to append.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CompactionSummaryChunk(
		String compactionId,
		ContentBlock content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code CompactionSummaryChunk} with its required fields; the optional ones are absent.
	 *
	 * @param compactionId ID of the compaction whose summary receives this content.
	 * @param content One content block to append.
	 * @return the new value
	 */
	public static CompactionSummaryChunk of(String compactionId, ContentBlock content) {
		return new CompactionSummaryChunk(compactionId, content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param compactionId ID of the compaction whose summary receives this content.
	 * @param content One content block to append.
	 * @return the new builder
	 */
	public static Builder builder(String compactionId, ContentBlock content) {
		Builder builder = new Builder();
		builder.compactionId = compactionId;
		builder.content = content;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.compactionId = compactionId;
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CompactionSummaryChunk} one field at a time. */
	public static final class Builder {
		private String compactionId;
		private ContentBlock content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code compactionId}.
		 *
		 * @param compactionId ID of the compaction whose summary receives this content.
		 * @return this builder
		 */
		public Builder compactionId(String compactionId) {
			this.compactionId = compactionId;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content One content block to append.
		 * @return this builder
		 */
		public Builder content(ContentBlock content) {
			this.content = content;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code CompactionSummaryChunk}
		 */
		public CompactionSummaryChunk build() {
			return new CompactionSummaryChunk(compactionId, content, meta);
		}
	}
}
