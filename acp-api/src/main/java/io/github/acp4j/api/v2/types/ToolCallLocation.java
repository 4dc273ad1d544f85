// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A file location being accessed or modified by a tool.
 * <p>Enables clients to implement "follow-along" features that track
 * which files the agent is working with in real-time.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#following-the-agent">Following the Agent</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param path The absolute file path being accessed or modified.
 * @param line Optional 1-based line number within the file. Omitted and <code>null</code> are equivalent and mean no specific line. <code>0</code> is invalid. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ToolCallLocation(
		String path,
		Long line,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ToolCallLocation} with its required fields; the optional ones are absent.
	 *
	 * @param path The absolute file path being accessed or modified.
	 * @return the new value
	 */
	public static ToolCallLocation of(String path) {
		return new ToolCallLocation(path, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param path The absolute file path being accessed or modified.
	 * @return the new builder
	 */
	public static Builder builder(String path) {
		Builder builder = new Builder();
		builder.path = path;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.path = path;
		builder.line = line;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ToolCallLocation} one field at a time. */
	public static final class Builder {
		private String path;
		private Long line;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code path}.
		 *
		 * @param path The absolute file path being accessed or modified.
		 * @return this builder
		 */
		public Builder path(String path) {
			this.path = path;
			return this;
		}

		/**
		 * Sets {@code line}.
		 *
		 * @param line Optional 1-based line number within the file. Omitted and <code>null</code> are equivalent and mean no specific line. <code>0</code> is invalid. (optional)
		 * @return this builder
		 */
		public Builder line(Long line) {
			this.line = line;
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
		 * @return a new {@code ToolCallLocation}
		 */
		public ToolCallLocation build() {
			return new ToolCallLocation(path, line, meta);
		}
	}
}
