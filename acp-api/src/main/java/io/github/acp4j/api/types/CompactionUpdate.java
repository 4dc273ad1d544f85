// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A context compaction upsert. The first notification fixes the compaction's
 * timeline position. Later updates with the same ID patch that entity in place.
 * Agents MUST only send this update when the Client advertised
 * the <code>session.compaction</code> Client capability.
 * <p><code>summary</code>, <code>error</code>, and <code>_meta</code> have patch semantics: omission leaves the
 * stored value unchanged, <code>null</code> clears it, and a concrete value replaces it.
 * <code>summary: []</code> also clears the summary.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param compactionId The Agent-owned ID of this compaction, unique within the session.
 * @param status Current lifecycle status.
 * @param summary Complete replacement user-displayable summary content for the compaction. (optional)
 * @param error Human-readable error details for the compaction. (optional)
 * @param meta Extensible metadata patch for this compaction. (optional)
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
		 * @param meta Extensible metadata patch for this compaction. (optional)
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
