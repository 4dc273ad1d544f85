// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Terminal-based authentication method.
 * <p>The client runs the configured agent program as a separate interactive
 * process for the user to authenticate via a TUI. Agents MUST advertise this
 * method only when the client enabled its terminal authentication capability.
 * A zero exit status signals success. Any other termination signals failure.
 * The client MUST NOT pass this method to <code>auth/login</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param methodId Unique identifier for this authentication method.
 * @param name Human-readable name of the authentication method.
 * @param description Optional human-readable description of this authentication method. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param args Additional arguments to append to the configured agent invocation for terminal auth. (optional)
 * @param env Additional environment variables to set on the configured agent invocation for terminal auth. Names MUST be unique. These values override same-named variables in the base launch configuration. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record AuthMethodTerminal(
		String methodId,
		String name,
		String description,
		List<String> args,
		List<EnvVariable> env,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements AuthMethod {

	/**
	 * A {@code AuthMethodTerminal} with its required fields; the optional ones are absent.
	 *
	 * @param methodId Unique identifier for this authentication method.
	 * @param name Human-readable name of the authentication method.
	 * @return the new value
	 */
	public static AuthMethodTerminal of(String methodId, String name) {
		return new AuthMethodTerminal(methodId, name, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param methodId Unique identifier for this authentication method.
	 * @param name Human-readable name of the authentication method.
	 * @return the new builder
	 */
	public static Builder builder(String methodId, String name) {
		Builder builder = new Builder();
		builder.methodId = methodId;
		builder.name = name;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.methodId = methodId;
		builder.name = name;
		builder.description = description;
		builder.args = args;
		builder.env = env;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AuthMethodTerminal} one field at a time. */
	public static final class Builder {
		private String methodId;
		private String name;
		private String description;
		private List<String> args;
		private List<EnvVariable> env;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code methodId}.
		 *
		 * @param methodId Unique identifier for this authentication method.
		 * @return this builder
		 */
		public Builder methodId(String methodId) {
			this.methodId = methodId;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable name of the authentication method.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional human-readable description of this authentication method. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code args}.
		 *
		 * @param args Additional arguments to append to the configured agent invocation for terminal auth. (optional)
		 * @return this builder
		 */
		public Builder args(List<String> args) {
			this.args = args;
			return this;
		}

		/**
		 * Sets {@code env}.
		 *
		 * @param env Additional environment variables to set on the configured agent invocation for terminal auth. Names MUST be unique. These values override same-named variables in the base launch configuration. (optional)
		 * @return this builder
		 */
		public Builder env(List<EnvVariable> env) {
			this.env = env;
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
		 * @return a new {@code AuthMethodTerminal}
		 */
		public AuthMethodTerminal build() {
			return new AuthMethodTerminal(methodId, name, description, args, env, meta);
		}
	}
}
