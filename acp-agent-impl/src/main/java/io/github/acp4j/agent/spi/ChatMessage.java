package io.github.acp4j.agent.spi;

import java.util.List;

import com.google.gson.annotations.SerializedName;

/**
 * One message of a conversation as providers see it.
 *
 * <p>Create it with {@link #system}, {@link #user}, {@link #assistant}, {@link #tool}, {@link #of} or
 * {@link #builder}: the canonical constructor gains a parameter whenever a message carries something new.
 *
 * @param role       who said it
 * @param text       the text, or null
 * @param reasoning  the model's reasoning for an assistant message, or null
 * @param toolCalls  the tool calls of an assistant message (empty for other roles)
 * @param toolCallId the call a {@link Role#TOOL} message answers, or null
 * @param images     the images of a user message (empty for other roles)
 * @param reasoningSignature the provider's opaque signature of {@code reasoning}, sent back with it
 *                   (Anthropic's extended thinking), or null
 */
public record ChatMessage(Role role, String text, String reasoning, List<ToolCallRequest> toolCalls, String toolCallId,
		List<Image> images, String reasoningSignature) {

	/** The author of a message. */
	public enum Role {
		@SerializedName("system")
		SYSTEM,
		@SerializedName("user")
		USER,
		@SerializedName("assistant")
		ASSISTANT,
		@SerializedName("tool")
		TOOL
	}

	/**
	 * An image given to the model.
	 *
	 * @param mimeType for example {@code image/png}
	 * @param data     the image, base64-encoded
	 */
	public record Image(String mimeType, String data) {

		/** An image of type {@code mimeType}. */
		public static Image of(String mimeType, String data) {
			return builder(mimeType, data).build();
		}

		/** A builder with the required parts. */
		public static Builder builder(String mimeType, String data) {
			return new Builder(mimeType, data);
		}

		/** A builder with this image's values. */
		public Builder toBuilder() {
			return builder(mimeType, data);
		}

		/** Builds an {@link Image} one component at a time. */
		public static final class Builder {
			private String mimeType;
			private String data;

			private Builder(String mimeType, String data) {
				this.mimeType = mimeType;
				this.data = data;
			}

			/** The image's type. */
			public Builder mimeType(String mimeType) {
				this.mimeType = mimeType;
				return this;
			}

			/** The image, base64-encoded. */
			public Builder data(String data) {
				this.data = data;
				return this;
			}

			/** A new {@link Image}. */
			public Image build() {
				return new Image(mimeType, data);
			}
		}
	}

	public ChatMessage {
		toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
		images = images == null ? List.of() : List.copyOf(images);
	}

	/** A message of {@code role} with {@code text} alone. */
	public static ChatMessage of(Role role, String text) {
		return builder(role).text(text).build();
	}

	/** A builder for a message of {@code role}: no text, reasoning, calls or images until set. */
	public static Builder builder(Role role) {
		return new Builder(role);
	}

	/** A builder with this message's values. */
	public Builder toBuilder() {
		return builder(role).text(text).reasoning(reasoning).toolCalls(toolCalls).toolCallId(toolCallId).images(images)
				.reasoningSignature(reasoningSignature);
	}

	public static ChatMessage system(String text) {
		return of(Role.SYSTEM, text);
	}

	public static ChatMessage user(String text) {
		return user(text, List.of());
	}

	public static ChatMessage user(String text, List<Image> images) {
		return builder(Role.USER).text(text).images(images).build();
	}

	public static ChatMessage assistant(String text, String reasoning, List<ToolCallRequest> toolCalls) {
		return assistant(text, reasoning, null, toolCalls);
	}

	public static ChatMessage assistant(String text, String reasoning, String reasoningSignature,
			List<ToolCallRequest> toolCalls) {
		return builder(Role.ASSISTANT).text(text).reasoning(reasoning).reasoningSignature(reasoningSignature).toolCalls(toolCalls)
				.build();
	}

	public static ChatMessage tool(String toolCallId, String text) {
		return builder(Role.TOOL).text(text).toolCallId(toolCallId).build();
	}

	/** Builds a {@link ChatMessage} one component at a time. */
	public static final class Builder {
		private Role role;
		private String text;
		private String reasoning;
		private List<ToolCallRequest> toolCalls = List.of();
		private String toolCallId;
		private List<Image> images = List.of();
		private String reasoningSignature;

		private Builder(Role role) {
			this.role = role;
		}

		/** Who said it. */
		public Builder role(Role role) {
			this.role = role;
			return this;
		}

		/** The text. */
		public Builder text(String text) {
			this.text = text;
			return this;
		}

		/** The model's reasoning for an assistant message. */
		public Builder reasoning(String reasoning) {
			this.reasoning = reasoning;
			return this;
		}

		/** The tool calls of an assistant message. */
		public Builder toolCalls(List<ToolCallRequest> toolCalls) {
			this.toolCalls = toolCalls;
			return this;
		}

		/** The call a {@link Role#TOOL} message answers. */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
			return this;
		}

		/** The images of a user message. */
		public Builder images(List<Image> images) {
			this.images = images;
			return this;
		}

		/** The provider's opaque signature of the reasoning. */
		public Builder reasoningSignature(String reasoningSignature) {
			this.reasoningSignature = reasoningSignature;
			return this;
		}

		/** A new {@link ChatMessage}. */
		public ChatMessage build() {
			return new ChatMessage(role, text, reasoning, toolCalls, toolCallId, images, reasoningSignature);
		}
	}
}
