package io.github.acp4j.samples.extension;

import java.util.Locale;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.EventStream;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.ProviderSettings;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.StreamingHttpProvider;

/** A text-only provider for an OpenAI-like chat API, set up by {@code EXAMPLE_BASE_URL}, {@code EXAMPLE_API_KEY}, {@code EXAMPLE_MODEL}. */
public final class ExampleProvider extends StreamingHttpProvider {

	public ExampleProvider(ProviderSettings settings) {
		super(settings, settings.baseUrl().orElse("https://api.example.com/v1") + "/chat/completions", "example-1");
	}

	@Override
	protected JsonObject body(LlmRequest request) {
		JsonArray messages = new JsonArray();
		for (ChatMessage message : request.messages()) {
			if (message.role() != ChatMessage.Role.TOOL && message.text() != null && !message.text().isEmpty()) {
				JsonObject json = new JsonObject();
				json.addProperty("role", message.role().name().toLowerCase(Locale.ROOT));
				json.addProperty("content", message.text());
				messages.add(json);
			}
		}
		JsonObject body = new JsonObject();
		body.addProperty("model", request.model());
		body.addProperty("stream", true);
		body.add("messages", messages);
		return body;
	}

	@Override
	protected EventStream events(StreamListener listener) {
		return new EventStream(listener) {
			private final StringBuilder answer = new StringBuilder();
			private boolean done;

			@Override
			protected void read(String type, String data) {
				done |= data.strip().equals("[DONE]");
				JsonArray choices = done ? null : object(data).getAsJsonArray("choices");
				for (JsonElement choice : choices == null ? new JsonArray() : choices) {
					String piece = string(choice.getAsJsonObject().getAsJsonObject("delta"), "content");
					if (piece != null && !piece.isEmpty()) {
						answer.append(piece);
						text(piece);
					}
				}
			}

			@Override
			protected boolean ended() {
				return done;
			}

			@Override
			protected LlmResponse response() {
				return LlmResponse.text(answer.toString());
			}
		};
	}
}
