// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

/**
 * Client support for ID-addressed context compaction updates.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 */
public record CompactionCapabilities() {

	/**
	 * A {@code CompactionCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static CompactionCapabilities of() {
		return new CompactionCapabilities();
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
		return builder;
	}

	/** Builds a {@link CompactionCapabilities} one field at a time. */
	public static final class Builder {
		private Builder() {
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code CompactionCapabilities}
		 */
		public CompactionCapabilities build() {
			return new CompactionCapabilities();
		}
	}
}
