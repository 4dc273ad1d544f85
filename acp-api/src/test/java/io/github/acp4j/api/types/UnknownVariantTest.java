package io.github.acp4j.api.types;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.Function;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.Gson;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpGson;

/**
 * Every open union reads a member with a tag it does not know into its {@code Unknown...} variant,
 * which keeps the whole object and writes it back as it was read.
 */
class UnknownVariantTest {

	private static final Gson GSON = AcpGson.create();

	static Stream<Arguments> unions() {
		return Stream.of(
				union(SessionNotification.class, "{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"progress_report\",\"entries\":[{\"n\":1.5}],\"_meta\":{\"x\":[1,2]}}}",
						SessionNotification::update, UnknownSessionUpdate.class),
				union(PromptRequest.class, "{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"video\",\"uri\":\"file:///a.mp4\",\"frames\":24}]}",
						request -> request.prompt().get(0), UnknownContentBlock.class),
				union(SessionNotification.class, "{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"c\",\"title\":\"t\",\"content\":[{\"type\":\"chart\",\"points\":[[0,1]]}]}}",
						notification -> ((ToolCall) notification.update()).content().get(0), UnknownToolCallContent.class),
				union(NewSessionRequest.class, "{\"cwd\":\"/w\",\"mcpServers\":[{\"type\":\"websocket\",\"name\":\"m\",\"url\":\"ws://h\"}]}",
						request -> request.mcpServers().get(0), UnknownMcpServer.class),
				union(RequestPermissionResponse.class, "{\"outcome\":{\"outcome\":\"deferred\",\"until\":\"later\"}}",
						RequestPermissionResponse::outcome, UnknownPermissionOutcome.class),
				union(InitializeResponse.class, "{\"protocolVersion\":1,\"authMethods\":[{\"type\":\"env_var\",\"id\":\"key\",\"name\":\"API key\",\"vars\":[{\"name\":\"OPENAI_API_KEY\"}]}]}",
						response -> response.authMethods().get(0), UnknownAuthMethod.class));
	}

	private static <P> Arguments union(Class<P> container, String json, Function<P, Object> member, Class<?> unknown) {
		return Arguments.of(container.getSimpleName() + " > " + unknown.getSimpleName(), container, json, member, unknown);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("unions")
	<P> void anUnknownTagIsKeptWholeAndWrittenBackAsRead(String name, Class<P> container, String json, Function<P, Object> member,
			Class<?> unknown) {
		P read = GSON.fromJson(json, container);

		assertThat(member.apply(read)).isInstanceOf(unknown);
		assertThat(GSON.toJsonTree(read)).isEqualTo(JsonParser.parseString(json));
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("unions")
	<P> void theUnknownVariantNamesItsTagAndHandsOutACopy(String name, Class<P> container, String json, Function<P, Object> member,
			Class<?> unknown) throws ReflectiveOperationException {
		Object variant = member.apply(GSON.fromJson(json, container));
		JsonObject whole = (JsonObject) unknown.getMethod("json").invoke(variant);
		String tagMember = unknown == UnknownSessionUpdate.class ? "sessionUpdate" : unknown == UnknownPermissionOutcome.class ? "outcome" : "type";

		assertThat(unknown.getMethod(tagMember).invoke(variant)).isEqualTo(whole.get(tagMember).getAsString());
		whole.addProperty(tagMember, "changed");
		assertThat(unknown.getMethod(tagMember).invoke(variant)).isNotEqualTo("changed");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("unions")
	<P> void unknownFieldsOfAKnownVariantAreIgnored(String name, Class<P> container, String json, Function<P, Object> member,
			Class<?> unknown) {
		JsonObject withExtra = JsonParser.parseString(json).getAsJsonObject();
		withExtra.addProperty("addedInANewerVersion", true);

		assertThat(member.apply(GSON.fromJson(withExtra, container))).isInstanceOf(unknown);
	}
}
