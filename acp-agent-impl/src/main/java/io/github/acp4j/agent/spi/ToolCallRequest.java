package io.github.acp4j.agent.spi;

/**
 * A tool call the model asked for.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever
 * a call carries something new.
 *
 * @param id        the provider's id of the call, echoed in the result message
 * @param name      the tool's name
 * @param arguments the arguments as the model wrote them: JSON text that may be invalid
 */
public record ToolCallRequest(String id, String name, String arguments) {

	/** A call of {@code name} with {@code arguments}. */
	public static ToolCallRequest of(String id, String name, String arguments) {
		return builder(id, name, arguments).build();
	}

	/** A builder with the required parts. */
	public static Builder builder(String id, String name, String arguments) {
		return new Builder(id, name, arguments);
	}

	/** A builder with this call's values. */
	public Builder toBuilder() {
		return builder(id, name, arguments);
	}

	/** Builds a {@link ToolCallRequest} one component at a time. */
	public static final class Builder {
		private String id;
		private String name;
		private String arguments;

		private Builder(String id, String name, String arguments) {
			this.id = id;
			this.name = name;
			this.arguments = arguments;
		}

		/** The provider's id of the call. */
		public Builder id(String id) {
			this.id = id;
			return this;
		}

		/** The tool's name. */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/** The arguments as the model wrote them. */
		public Builder arguments(String arguments) {
			this.arguments = arguments;
			return this;
		}

		/** A new {@link ToolCallRequest}. */
		public ToolCallRequest build() {
			return new ToolCallRequest(id, name, arguments);
		}
	}
}
