// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * File system capabilities that a client may support.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/initialization#filesystem">FileSystem</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param readTextFile Whether the Client supports <code>fs/read_text_file</code> requests. (optional)
 * @param writeTextFile Whether the Client supports <code>fs/write_text_file</code> requests. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record FileSystemCapabilities(
		Boolean readTextFile,
		Boolean writeTextFile,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code FileSystemCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static FileSystemCapabilities of() {
		return new FileSystemCapabilities(null, null, null);
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
		builder.readTextFile = readTextFile;
		builder.writeTextFile = writeTextFile;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link FileSystemCapabilities} one field at a time. */
	public static final class Builder {
		private Boolean readTextFile;
		private Boolean writeTextFile;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code readTextFile}.
		 *
		 * @param readTextFile Whether the Client supports <code>fs/read_text_file</code> requests. (optional)
		 * @return this builder
		 */
		public Builder readTextFile(Boolean readTextFile) {
			this.readTextFile = readTextFile;
			return this;
		}

		/**
		 * Sets {@code writeTextFile}.
		 *
		 * @param writeTextFile Whether the Client supports <code>fs/write_text_file</code> requests. (optional)
		 * @return this builder
		 */
		public Builder writeTextFile(Boolean writeTextFile) {
			this.writeTextFile = writeTextFile;
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
		 * @return a new {@code FileSystemCapabilities}
		 */
		public FileSystemCapabilities build() {
			return new FileSystemCapabilities(readTextFile, writeTextFile, meta);
		}
	}
}
