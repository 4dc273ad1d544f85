package io.github.acp4j.api.types;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.CancelledPermissionOutcome;

/** The exact JSON of the shapes that LSP4J's defaults would get wrong. */
class WireFormatTest {

	private final Gson gson = AcpGson.create();

	@Test
	void unionTagsAreWrittenFirst() {
		assertThat(gson.toJson(AgentMessageChunk.of(TextContent.of("hi")), SessionUpdate.class))
				.isEqualTo("{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":\"text\",\"text\":\"hi\"}}");
		assertThat(gson.toJson(SessionNotification.of("s", Plan.of(List.of(PlanEntry.of("step", PlanEntryPriority.HIGH,
				PlanEntryStatus.IN_PROGRESS)))))).isEqualTo("{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":"
						+ "\"plan\",\"entries\":[{\"content\":\"step\",\"priority\":\"high\",\"status\":\"in_progress\"}]}}");
		assertThat(gson.toJson(Diff.of("/a.txt", "new"), ToolCallContent.class))
				.isEqualTo("{\"type\":\"diff\",\"path\":\"/a.txt\",\"newText\":\"new\"}");
		assertThat(gson.toJson(SelectedPermissionOutcome.of("allow_once"), RequestPermissionOutcome.class))
				.isEqualTo("{\"outcome\":\"selected\",\"optionId\":\"allow_once\"}");
		assertThat(gson.toJson(CancelledPermissionOutcome.of(), RequestPermissionOutcome.class))
				.isEqualTo("{\"outcome\":\"cancelled\"}");
	}

	@Test
	void listsOfUnionsKeepTheirTags() {
		PromptRequest prompt = PromptRequest.of("s", List.of(TextContent.of("a"), ResourceLink.of("n", "file:///n")));
		assertThat(gson.toJson(prompt)).isEqualTo("{\"sessionId\":\"s\",\"prompt\":[{\"type\":\"text\",\"text\":\"a\"},"
				+ "{\"type\":\"resource_link\",\"name\":\"n\",\"uri\":\"file:///n\"}]}");
	}

	@Test
	void stdioMcpServersHaveNoType() {
		assertThat(gson.toJson(McpServerStdio.of("fs", "npx", List.of("-y"), List.of()), McpServer.class))
				.isEqualTo("{\"name\":\"fs\",\"command\":\"npx\",\"args\":[\"-y\"],\"env\":[]}");
		assertThat(gson.fromJson("{\"name\":\"fs\",\"command\":\"npx\",\"args\":[],\"env\":[]}", McpServer.class))
				.isInstanceOf(McpServerStdio.class);
		assertThat(gson.fromJson("{\"type\":\"http\",\"name\":\"h\",\"url\":\"http://x\",\"headers\":[]}", McpServer.class))
				.isInstanceOf(McpServerHttp.class);
	}

	@Test
	void enumsAreStringsAndUnknownOnesAreKept() {
		assertThat(gson.toJson(PromptResponse.of(StopReason.MAX_TURN_REQUESTS)))
				.isEqualTo("{\"stopReason\":\"max_turn_requests\"}");
		assertThat(gson.toJson(ToolCall.builder("c", "t").kind(ToolKind.SWITCH_MODE).status(ToolCallStatus.IN_PROGRESS).build()))
				.isEqualTo("{\"toolCallId\":\"c\",\"title\":\"t\",\"kind\":\"switch_mode\",\"status\":\"in_progress\"}");
		ToolCallUpdate update = gson.fromJson("{\"toolCallId\":\"c\",\"kind\":\"teleport\"}", ToolCallUpdate.class);
		assertThat(update.kind().isKnown()).isFalse();
		assertThat(update.kind()).isEqualTo(ToolKind.of("teleport")).isNotEqualTo(ToolKind.OTHER);
		assertThat(gson.toJson(update)).isEqualTo("{\"toolCallId\":\"c\",\"kind\":\"teleport\"}");
		assertThat(gson.fromJson("{\"toolCallId\":\"c\",\"kind\":\"read\"}", ToolCallUpdate.class).kind()).isSameAs(ToolKind.READ);
		assertThatThrownBy(() -> gson.fromJson("{\"stopReason\":3}", PromptResponse.class)).isInstanceOf(JsonParseException.class);
	}

	@Test
	void textIsNotHtmlEscapedAndLargeNumbersStayExact() {
		assertThat(gson.toJson(TextContent.of("<b>&'=</b>"))).isEqualTo("{\"text\":\"<b>&'=</b>\"}");
		UsageUpdate usage = gson.fromJson("{\"used\":9007199254740993,\"size\":9223372036854775807}", UsageUpdate.class);
		assertThat(usage.used()).isEqualTo(9007199254740993L);
		assertThat(gson.toJson(usage)).isEqualTo("{\"used\":9007199254740993,\"size\":9223372036854775807}");
		ToolCall call = gson.fromJson("{\"toolCallId\":\"c\",\"title\":\"t\",\"rawInput\":{\"n\":5}}", ToolCall.class);
		assertThat(gson.toJson(call.rawInput())).isEqualTo("{\"n\":5}");
	}

	@Test
	void aMissingTagFailsWithTheTagInTheMessage() {
		assertThatThrownBy(() -> gson.fromJson("{\"type\":7,\"id\":\"o\"}", SessionConfigOption.class))
				.isInstanceOf(JsonParseException.class).hasMessage("Unknown type: 7");
		assertThatThrownBy(() -> gson.fromJson("{\"x\":1}", SessionUpdate.class))
				.isInstanceOf(JsonParseException.class).hasMessage("Missing \"sessionUpdate\" in SessionUpdate");
		assertThatThrownBy(() -> gson.fromJson("{\"text\":\"no type\"}", ContentBlock.class))
				.isInstanceOf(JsonParseException.class).hasMessage("Missing \"type\" in ContentBlock");
	}

	@Test
	void unknownFieldsAreIgnored() {
		assertThat(gson.fromJson("{\"sessionId\":\"s\",\"fromTheFuture\":{\"a\":[1]},\"modeId\":\"plan\"}", SetSessionModeRequest.class))
				.isEqualTo(SetSessionModeRequest.of("s", "plan"));
	}

	@Test
	void protocolVersionMustBeAnInteger() {
		assertThat(gson.fromJson("{\"protocolVersion\":1}", InitializeRequest.class).protocolVersion()).isEqualTo(1);
		assertThatThrownBy(() -> gson.fromJson("{\"protocolVersion\":\"1\"}", InitializeRequest.class))
				.isInstanceOf(JsonParseException.class);
		assertThatThrownBy(() -> gson.fromJson("{\"protocolVersion\":true}", InitializeRequest.class))
				.isInstanceOf(JsonParseException.class);
		assertThatThrownBy(() -> gson.fromJson("{\"protocolVersion\":1.5}", InitializeRequest.class))
				.isInstanceOf(JsonParseException.class);
	}

	@Test
	void aSelectOptionListIsFlatOrGrouped() {
		SessionConfigSelectOptions flat = gson.fromJson("[{\"value\":\"a\",\"name\":\"A\"}]", SessionConfigSelectOptions.class);
		assertThat(flat).isInstanceOf(SessionConfigSelectOptions.Ungrouped.class);
		SessionConfigSelectOptions grouped = gson.fromJson("[{\"group\":\"g\",\"name\":\"G\",\"options\":[]}]",
				SessionConfigSelectOptions.class);
		assertThat(grouped).isInstanceOf(SessionConfigSelectOptions.Grouped.class);
		assertThat(JsonParser.parseString(gson.toJson(grouped, SessionConfigSelectOptions.class)))
				.isEqualTo(JsonParser.parseString("[{\"group\":\"g\",\"name\":\"G\",\"options\":[]}]"));
	}
}
