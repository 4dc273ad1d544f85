package io.github.acp4j.agent;

import java.io.IOException;
import java.util.Set;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

import io.github.acp4j.api.types.SetSessionConfigOptionRequest;

/**
 * Refuses {@code session/set_config_option} params with fields beyond the schema's, such as
 * {@code apiKey} or {@code baseUrl}: credentials and endpoints are configured on the agent's side
 * only, and a client that tries to send them gets {@code -32602}.
 */
final class StrictConfigOptionFields implements TypeAdapterFactory {

	private static final Set<String> ALLOWED = Set.of("sessionId", "configId", "value", "type", "_meta");

	@Override
	@SuppressWarnings("unchecked")
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		if (type.getRawType() != SetSessionConfigOptionRequest.class) {
			return null;
		}
		TypeAdapter<SetSessionConfigOptionRequest> delegate = gson.getDelegateAdapter(this,
				TypeToken.get(SetSessionConfigOptionRequest.class));
		TypeAdapter<JsonElement> json = gson.getAdapter(JsonElement.class);
		return (TypeAdapter<T>) new TypeAdapter<SetSessionConfigOptionRequest>() {
			@Override
			public void write(JsonWriter out, SetSessionConfigOptionRequest value) throws IOException {
				delegate.write(out, value);
			}

			@Override
			public SetSessionConfigOptionRequest read(JsonReader in) throws IOException {
				JsonElement element = json.read(in);
				if (element != null && element.isJsonObject()) {
					for (String field : element.getAsJsonObject().keySet()) {
						if (!ALLOWED.contains(field)) {
							throw new JsonParseException("field \"" + field + "\" is not accepted; credentials and endpoints "
									+ "are configured on the agent's side");
						}
					}
				}
				return delegate.fromJsonTree(element);
			}
		};
	}
}
