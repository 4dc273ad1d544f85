package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Session capabilities supported by the agent. */
public record SessionCapabilities(
		SessionListCapabilities list,
		SessionDeleteCapabilities delete,
		SessionAdditionalDirectoriesCapabilities additionalDirectories,
		SessionResumeCapabilities resume,
		SessionCloseCapabilities close,
		@SerializedName("_meta") JsonElement meta,
		SessionForkCapabilities fork) {

	/** A builder; every other field starts null. */
	public static Builder builder() {
		return new Builder();
	}

	/** Builds a {@link SessionCapabilities} one optional field at a time. */
	public static final class Builder {
		private SessionListCapabilities list;
		private SessionDeleteCapabilities delete;
		private SessionAdditionalDirectoriesCapabilities additionalDirectories;
		private SessionResumeCapabilities resume;
		private SessionCloseCapabilities close;
		private JsonElement meta;
		private SessionForkCapabilities fork;

		private Builder() {
		}

		public Builder list(SessionListCapabilities list) {
			this.list = list;
			return this;
		}

		public Builder delete(SessionDeleteCapabilities delete) {
			this.delete = delete;
			return this;
		}

		public Builder additionalDirectories(SessionAdditionalDirectoriesCapabilities additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		public Builder resume(SessionResumeCapabilities resume) {
			this.resume = resume;
			return this;
		}

		public Builder close(SessionCloseCapabilities close) {
			this.close = close;
			return this;
		}

		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		public Builder fork(SessionForkCapabilities fork) {
			this.fork = fork;
			return this;
		}

		public SessionCapabilities build() {
			return new SessionCapabilities(list, delete, additionalDirectories, resume, close, meta, fork);
		}
	}
}
