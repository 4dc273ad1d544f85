package io.github.acp4j.agent.spi;

import java.time.Instant;

/**
 * The first record of a stored session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter
 * whenever a session keeps something new.
 *
 * @param sessionId the ACP session id
 * @param cwd       the session's working directory
 * @param created   when the session was created
 * @param title     the title, or null until the first prompt gives one
 * @param mode      the mode id at creation
 * @param model     the {@code provider/model} at creation
 * @param parent    the session whose subagent this one is, or null for a session the client opened: a
 *                  subagent's session is not listed, and goes with its parent when that is deleted
 */
public record SessionHeader(String sessionId, String cwd, Instant created, String title, String mode, String model,
		String parent) {

	/** The header of a session the client opened, with no title yet. */
	public static SessionHeader of(String sessionId, String cwd, Instant created, String mode, String model) {
		return builder(sessionId, cwd, created).mode(mode).model(model).build();
	}

	/** A builder with the required parts; the others are null. */
	public static Builder builder(String sessionId, String cwd, Instant created) {
		return new Builder(sessionId, cwd, created);
	}

	/** A builder with this header's values. */
	public Builder toBuilder() {
		return builder(sessionId, cwd, created).title(title).mode(mode).model(model).parent(parent);
	}

	/** Builds a {@link SessionHeader} one component at a time. */
	public static final class Builder {
		private String sessionId;
		private String cwd;
		private Instant created;
		private String title;
		private String mode;
		private String model;
		private String parent;

		private Builder(String sessionId, String cwd, Instant created) {
			this.sessionId = sessionId;
			this.cwd = cwd;
			this.created = created;
		}

		/** The ACP session id. */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/** The session's working directory. */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/** When the session was created. */
		public Builder created(Instant created) {
			this.created = created;
			return this;
		}

		/** The title, or null. */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/** The mode id at creation. */
		public Builder mode(String mode) {
			this.mode = mode;
			return this;
		}

		/** The {@code provider/model} at creation. */
		public Builder model(String model) {
			this.model = model;
			return this;
		}

		/** The session whose subagent this one is, or null. */
		public Builder parent(String parent) {
			this.parent = parent;
			return this;
		}

		/** A new {@link SessionHeader}. */
		public SessionHeader build() {
			return new SessionHeader(sessionId, cwd, created, title, mode, model, parent);
		}
	}
}
