package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Capabilities supported by the client. */
public record ClientCapabilities(
		FileSystemCapabilities fs,
		Boolean terminal,
		ClientSessionCapabilities session,
		AuthCapabilities auth,
		ElicitationCapabilities elicitation,
		@SerializedName("_meta") JsonElement meta) {

	/** A builder; every other field starts null. */
	public static Builder builder() {
		return new Builder();
	}

	/** Builds a {@link ClientCapabilities} one optional field at a time. */
	public static final class Builder {
		private FileSystemCapabilities fs;
		private Boolean terminal;
		private ClientSessionCapabilities session;
		private AuthCapabilities auth;
		private ElicitationCapabilities elicitation;
		private JsonElement meta;

		private Builder() {
		}

		public Builder fs(FileSystemCapabilities fs) {
			this.fs = fs;
			return this;
		}

		public Builder terminal(Boolean terminal) {
			this.terminal = terminal;
			return this;
		}

		public Builder session(ClientSessionCapabilities session) {
			this.session = session;
			return this;
		}

		public Builder auth(AuthCapabilities auth) {
			this.auth = auth;
			return this;
		}

		public Builder elicitation(ElicitationCapabilities elicitation) {
			this.elicitation = elicitation;
			return this;
		}

		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		public ClientCapabilities build() {
			return new ClientCapabilities(fs, terminal, session, auth, elicitation, meta);
		}
	}
}
