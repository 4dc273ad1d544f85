package io.github.acp4j.api.v2.adapters;

import java.io.IOException;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;

import io.github.acp4j.api.v2.types.SessionConfigSelectGroup;
import io.github.acp4j.api.v2.types.SessionConfigSelectOption;
import io.github.acp4j.api.v2.types.SessionConfigSelectOptions;

/**
 * Reads and writes {@link SessionConfigSelectOptions} as the array it is on the wire: groups when
 * its items carry a {@code group}, plain values otherwise.
 */
public final class SessionConfigSelectOptionsAdapter implements TypeAdapterFactory {

	private static final TypeToken<List<SessionConfigSelectOption>> OPTIONS = new TypeToken<>() {
	};
	private static final TypeToken<List<SessionConfigSelectGroup>> GROUPS = new TypeToken<>() {
	};

	@Override
	@SuppressWarnings("unchecked")
	public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
		if (type.getRawType() != SessionConfigSelectOptions.class) {
			return null;
		}
		TypeAdapter<JsonElement> json = gson.getAdapter(JsonElement.class);
		TypeAdapter<List<SessionConfigSelectOption>> options = gson.getAdapter(OPTIONS);
		TypeAdapter<List<SessionConfigSelectGroup>> groups = gson.getAdapter(GROUPS);
		return (TypeAdapter<T>) new TypeAdapter<SessionConfigSelectOptions>() {
			@Override
			public void write(JsonWriter out, SessionConfigSelectOptions value) throws IOException {
				if (value instanceof SessionConfigSelectOptions.Grouped grouped) {
					groups.write(out, grouped.groups());
				} else {
					options.write(out, ((SessionConfigSelectOptions.Ungrouped) value).options());
				}
			}

			@Override
			public SessionConfigSelectOptions read(JsonReader in) throws IOException {
				JsonElement element = json.read(in);
				if (!element.isJsonArray()) {
					throw new JsonParseException("Expected an array of select options at " + in.getPreviousPath());
				}
				JsonArray array = element.getAsJsonArray();
				boolean grouped = !array.isEmpty() && array.get(0).isJsonObject() && array.get(0).getAsJsonObject().has("group");
				return grouped ? new SessionConfigSelectOptions.Grouped(groups.fromJsonTree(array))
						: new SessionConfigSelectOptions.Ungrouped(options.fromJsonTree(array));
			}
		}.nullSafe();
	}
}
