// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;

/**
 * JSON-RPC error object.
 * <p>Represents an error that occurred during method execution, following the
 * JSON-RPC 2.0 error object specification with optional additional data.
 * <p>See protocol docs: <a href="https://www.jsonrpc.org/specification#error_object">JSON-RPC Error Object</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param code A number indicating the error type that occurred. This must be an integer as defined in the JSON-RPC specification.
 * @param message A string providing a short description of the error. The message should be limited to a concise single sentence.
 * @param data Optional primitive or structured value that contains additional information about the error. This may include debugging information or context-specific details. (optional)
 */
public record Error(
		JsonPrimitive code,
		String message,
		JsonElement data) {

	/**
	 * A {@code Error} with its required fields; the optional ones are absent.
	 *
	 * @param code A number indicating the error type that occurred. This must be an integer as defined in the JSON-RPC specification.
	 * @param message A string providing a short description of the error. The message should be limited to a concise single sentence.
	 * @return the new value
	 */
	public static Error of(JsonPrimitive code, String message) {
		return new Error(code, message, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param code A number indicating the error type that occurred. This must be an integer as defined in the JSON-RPC specification.
	 * @param message A string providing a short description of the error. The message should be limited to a concise single sentence.
	 * @return the new builder
	 */
	public static Builder builder(JsonPrimitive code, String message) {
		Builder builder = new Builder();
		builder.code = code;
		builder.message = message;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.code = code;
		builder.message = message;
		builder.data = data;
		return builder;
	}

	/** Builds a {@link Error} one field at a time. */
	public static final class Builder {
		private JsonPrimitive code;
		private String message;
		private JsonElement data;

		private Builder() {
		}

		/**
		 * Sets {@code code}.
		 *
		 * @param code A number indicating the error type that occurred. This must be an integer as defined in the JSON-RPC specification.
		 * @return this builder
		 */
		public Builder code(JsonPrimitive code) {
			this.code = code;
			return this;
		}

		/**
		 * Sets {@code message}.
		 *
		 * @param message A string providing a short description of the error. The message should be limited to a concise single sentence.
		 * @return this builder
		 */
		public Builder message(String message) {
			this.message = message;
			return this;
		}

		/**
		 * Sets {@code data}.
		 *
		 * @param data Optional primitive or structured value that contains additional information about the error. This may include debugging information or context-specific details. (optional)
		 * @return this builder
		 */
		public Builder data(JsonElement data) {
			this.data = data;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code Error}
		 */
		public Error build() {
			return new Error(code, message, data);
		}
	}
}
