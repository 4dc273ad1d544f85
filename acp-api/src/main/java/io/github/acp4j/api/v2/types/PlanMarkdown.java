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
 * <p>A plan represented as raw markdown content.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param planId The plan ID to update.
 * @param content Markdown content for the plan.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record PlanMarkdown(
		String planId,
		String content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements PlanUpdateContent {

	/**
	 * A {@code PlanMarkdown} with its required fields; the optional ones are absent.
	 *
	 * @param planId The plan ID to update.
	 * @param content Markdown content for the plan.
	 * @return the new value
	 */
	public static PlanMarkdown of(String planId, String content) {
		return new PlanMarkdown(planId, content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param planId The plan ID to update.
	 * @param content Markdown content for the plan.
	 * @return the new builder
	 */
	public static Builder builder(String planId, String content) {
		Builder builder = new Builder();
		builder.planId = planId;
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
		builder.planId = planId;
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PlanMarkdown} one field at a time. */
	public static final class Builder {
		private String planId;
		private String content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code planId}.
		 *
		 * @param planId The plan ID to update.
		 * @return this builder
		 */
		public Builder planId(String planId) {
			this.planId = planId;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content Markdown content for the plan.
		 * @return this builder
		 */
		public Builder content(String content) {
			this.content = content;
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
		 * @return a new {@code PlanMarkdown}
		 */
		public PlanMarkdown build() {
			return new PlanMarkdown(planId, content, meta);
		}
	}
}
