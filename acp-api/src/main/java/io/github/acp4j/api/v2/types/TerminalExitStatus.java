// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Exit information for an agent-owned terminal.
 * <p>The presence of this object marks the terminal as exited, even when neither
 * an exit code nor a signal is known.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param exitCode Process exit code as the platform reports it, when known. Negative values are allowed, for example signed Windows exit codes. Omitted and <code>null</code> are equivalent. (optional)
 * @param signal Signal that terminated the process, when known. Agents should use the conventional platform signal name. POSIX examples include <code>SIGTERM</code>, <code>SIGKILL</code>, and <code>SIGINT</code>. Other platforms may use a platform-specific name. Omitted and <code>null</code> are equivalent. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record TerminalExitStatus(
		Long exitCode,
		String signal,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code TerminalExitStatus} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static TerminalExitStatus of() {
		return new TerminalExitStatus(null, null, null);
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
		builder.exitCode = exitCode;
		builder.signal = signal;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link TerminalExitStatus} one field at a time. */
	public static final class Builder {
		private Long exitCode;
		private String signal;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code exitCode}.
		 *
		 * @param exitCode Process exit code as the platform reports it, when known. Negative values are allowed, for example signed Windows exit codes. Omitted and <code>null</code> are equivalent. (optional)
		 * @return this builder
		 */
		public Builder exitCode(Long exitCode) {
			this.exitCode = exitCode;
			return this;
		}

		/**
		 * Sets {@code signal}.
		 *
		 * @param signal Signal that terminated the process, when known. Agents should use the conventional platform signal name. POSIX examples include <code>SIGTERM</code>, <code>SIGKILL</code>, and <code>SIGINT</code>. Other platforms may use a platform-specific name. Omitted and <code>null</code> are equivalent. (optional)
		 * @return this builder
		 */
		public Builder signal(String signal) {
			this.signal = signal;
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
		 * @return a new {@code TerminalExitStatus}
		 */
		public TerminalExitStatus build() {
			return new TerminalExitStatus(exitCode, signal, meta);
		}
	}
}
