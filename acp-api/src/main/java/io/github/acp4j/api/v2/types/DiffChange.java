// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * One file-level change described by a <code>Diff</code>.
 * <p>Structured change metadata lets clients identify affected files and
 * operations without parsing the text patch.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param fileType File content kind after the operation (for <code>delete</code>, of the deleted file). Omitted and <code>null</code> are equivalent and mean the content kind is unknown. (optional)
 * @param mimeType MIME type of the file contents after the operation (for <code>delete</code>, of the deleted file). Omitted and <code>null</code> are equivalent and mean the MIME type is unknown. (optional)
 * @param operation the {@code operation} field
 * @param path Absolute path for the operation.
 * @param oldPath Absolute path before the operation. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record DiffChange(
		DiffFileType fileType,
		String mimeType,
		String operation,
		String path,
		String oldPath,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/** A file was added. */
	public static final String ADD = "add";

	/** A file was deleted. */
	public static final String DELETE = "delete";

	/** A file was modified in place. */
	public static final String MODIFY = "modify";

	/** A file was moved or renamed. */
	public static final String MOVE = "move";

	/** A file was copied. */
	public static final String COPY = "copy";

	/**
	 * A {@code DiffChange} with its required fields; the optional ones are absent.
	 *
	 * @param operation the {@code operation} field
	 * @param path Absolute path for the operation.
	 * @return the new value
	 */
	public static DiffChange of(String operation, String path) {
		return new DiffChange(null, null, operation, path, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param operation the {@code operation} field
	 * @param path Absolute path for the operation.
	 * @return the new builder
	 */
	public static Builder builder(String operation, String path) {
		Builder builder = new Builder();
		builder.operation = operation;
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
		builder.fileType = fileType;
		builder.mimeType = mimeType;
		builder.operation = operation;
		builder.path = path;
		builder.oldPath = oldPath;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link DiffChange} one field at a time. */
	public static final class Builder {
		private DiffFileType fileType;
		private String mimeType;
		private String operation;
		private String path;
		private String oldPath;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code fileType}.
		 *
		 * @param fileType File content kind after the operation (for <code>delete</code>, of the deleted file). Omitted and <code>null</code> are equivalent and mean the content kind is unknown. (optional)
		 * @return this builder
		 */
		public Builder fileType(DiffFileType fileType) {
			this.fileType = fileType;
			return this;
		}

		/**
		 * Sets {@code mimeType}.
		 *
		 * @param mimeType MIME type of the file contents after the operation (for <code>delete</code>, of the deleted file). Omitted and <code>null</code> are equivalent and mean the MIME type is unknown. (optional)
		 * @return this builder
		 */
		public Builder mimeType(String mimeType) {
			this.mimeType = mimeType;
			return this;
		}

		/**
		 * Sets {@code operation}.
		 *
		 * @param operation the {@code operation} field
		 * @return this builder
		 */
		public Builder operation(String operation) {
			this.operation = operation;
			return this;
		}

		/**
		 * Sets {@code path}.
		 *
		 * @param path Absolute path for the operation.
		 * @return this builder
		 */
		public Builder path(String path) {
			this.path = path;
			return this;
		}

		/**
		 * Sets {@code oldPath}.
		 *
		 * @param oldPath Absolute path before the operation. (optional)
		 * @return this builder
		 */
		public Builder oldPath(String oldPath) {
			this.oldPath = oldPath;
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
		 * @return a new {@code DiffChange}
		 */
		public DiffChange build() {
			return new DiffChange(fileType, mimeType, operation, path, oldPath, meta);
		}
	}
}
