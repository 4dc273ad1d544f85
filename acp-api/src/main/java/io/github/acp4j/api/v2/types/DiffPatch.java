// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Renderable patch text and its format.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param format Patch format. The only ACP-defined value is <code>git_patch</code>.
 * @param text Patch text in the format named by <code>format</code>.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record DiffPatch(
		DiffPatchFormat format,
		String text,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code DiffPatch} with its required fields; the optional ones are absent.
	 *
	 * @param format Patch format. The only ACP-defined value is <code>git_patch</code>.
	 * @param text Patch text in the format named by <code>format</code>.
	 * @return the new value
	 */
	public static DiffPatch of(DiffPatchFormat format, String text) {
		return new DiffPatch(format, text, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param format Patch format. The only ACP-defined value is <code>git_patch</code>.
	 * @param text Patch text in the format named by <code>format</code>.
	 * @return the new builder
	 */
	public static Builder builder(DiffPatchFormat format, String text) {
		Builder builder = new Builder();
		builder.format = format;
		builder.text = text;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.format = format;
		builder.text = text;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link DiffPatch} one field at a time. */
	public static final class Builder {
		private DiffPatchFormat format;
		private String text;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code format}.
		 *
		 * @param format Patch format. The only ACP-defined value is <code>git_patch</code>.
		 * @return this builder
		 */
		public Builder format(DiffPatchFormat format) {
			this.format = format;
			return this;
		}

		/**
		 * Sets {@code text}.
		 *
		 * @param text Patch text in the format named by <code>format</code>.
		 * @return this builder
		 */
		public Builder text(String text) {
			this.text = text;
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
		 * @return a new {@code DiffPatch}
		 */
		public DiffPatch build() {
			return new DiffPatch(format, text, meta);
		}
	}
}
