// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A context compaction upsert. The first notification fixes the compaction's
 * timeline position. Later updates with the same ID patch that entity in place.
 * <p><code>summary</code>, <code>error</code>, and <code>_meta</code> have patch semantics: omission leaves the
 * stored value unchanged, <code>null</code> clears it, and a concrete value replaces it.
 * <code>summary: []</code> also clears the summary. A concrete <code>_meta</code> object patches the
 * stored metadata by top-level key instead of replacing it.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param compactionId The Agent-owned ID of this compaction, unique within the session.
 * @param status Current lifecycle status.
 * @param summary Complete replacement user-displayable summary content for the compaction. (optional)
 * @param error Human-readable error details for the compaction. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
 */
public record CompactionUpdate(
		String compactionId,
		CompactionStatus status,
		List<ContentBlock> summary,
		String error,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code CompactionUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param compactionId The Agent-owned ID of this compaction, unique within the session.
	 * @param status Current lifecycle status.
	 * @return the new value
	 */
	public static CompactionUpdate of(String compactionId, CompactionStatus status) {
		return new CompactionUpdate(compactionId, status, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param compactionId The Agent-owned ID of this compaction, unique within the session.
	 * @param status Current lifecycle status.
	 * @return the new builder
	 */
	public static Builder builder(String compactionId, CompactionStatus status) {
		Builder builder = new Builder();
		builder.compactionId = compactionId;
		builder.status = status;
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
		builder.status = status;
		builder.summary = summary;
		builder.error = error;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CompactionUpdate} one field at a time. */
	public static final class Builder {
		private String compactionId;
		private CompactionStatus status;
		private List<ContentBlock> summary;
		private String error;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code compactionId}.
		 *
		 * @param compactionId The Agent-owned ID of this compaction, unique within the session.
		 * @return this builder
		 */
		public Builder compactionId(String compactionId) {
			this.compactionId = compactionId;
			return this;
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status Current lifecycle status.
		 * @return this builder
		 */
		public Builder status(CompactionStatus status) {
			this.status = status;
			return this;
		}

		/**
		 * Sets {@code summary}.
		 *
		 * @param summary Complete replacement user-displayable summary content for the compaction. (optional)
		 * @return this builder
		 */
		public Builder summary(List<ContentBlock> summary) {
			this.summary = summary;
			return this;
		}

		/**
		 * Sets {@code error}.
		 *
		 * @param error Human-readable error details for the compaction. (optional)
		 * @return this builder
		 */
		public Builder error(String error) {
			this.error = error;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code CompactionUpdate}
		 */
		public CompactionUpdate build() {
			return new CompactionUpdate(compactionId, status, summary, error, meta);
		}
	}
}
