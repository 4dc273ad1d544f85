package io.github.acp4j.agent.llm.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse.FinishReason;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;

class DemoProviderTest {

	private final DemoProvider demo = new DemoProvider();
	private final StringBuilder streamed = new StringBuilder();
	private final StreamListener listener = new StreamListener() {
		@Override
		public void onText(String delta) {
			streamed.append(delta);
		}

		@Override
		public void onReasoning(String delta) {
		}
	};

	private ToolCallRequest callFor(String prompt) {
		LlmResponse response = demo.stream(LlmRequest.of("scripted", List.of(ChatMessage.user(prompt)), List.of()), listener,
				new Cancellation());
		assertThat(response.finishReason()).isEqualTo(FinishReason.TOOL_CALLS);
		return response.toolCalls().get(0);
	}

	private static JsonObject args(ToolCallRequest call) {
		return JsonParser.parseString(call.arguments()).getAsJsonObject();
	}

	@Test
	void plainRequestsBecomeToolCalls() {
		assertThat(callFor("list files").name()).isEqualTo("list_directory");
		assertThat(args(callFor("list files in src")).get("path").getAsString()).isEqualTo("src");
		ToolCallRequest read = callFor("read README.md");
		assertThat(read.name()).isEqualTo("read_file");
		assertThat(args(read).get("path").getAsString()).isEqualTo("README.md");
		ToolCallRequest create = callFor("create hello.txt with Hello, World");
		assertThat(create.name()).isEqualTo("write_file");
		assertThat(args(create).get("content").getAsString()).isEqualTo("Hello, World\n");
		ToolCallRequest named = callFor("create a file named notes.txt containing hello world");
		assertThat(named.name()).isEqualTo("write_file");
		assertThat(args(named).get("path").getAsString()).isEqualTo("notes.txt");
		assertThat(args(named).get("content").getAsString()).isEqualTo("hello world\n");
		assertThat(args(callFor("Write a new file called Notes.md with # Title")).get("path").getAsString()).isEqualTo("Notes.md");
		ToolCallRequest edit = callFor("in hello.txt replace World with ACP");
		assertThat(edit.name()).isEqualTo("edit_file");
		assertThat(args(edit).get("old_string").getAsString()).isEqualTo("World");
		assertThat(args(edit).get("new_string").getAsString()).isEqualTo("ACP");
		assertThat(args(callFor("run echo hi")).get("command").getAsString()).isEqualTo("echo hi");
	}

	@Test
	void aToolResultIsSummarizedAndAnythingElseExplainsTheSetUp() {
		List<ChatMessage> conversation = new ArrayList<>(List.of(ChatMessage.user("run echo hi"),
				ChatMessage.assistant("", "", List.of(ToolCallRequest.of("demo_1", "run_shell_command", "{}"))),
				ChatMessage.tool("demo_1", "hi")));
		LlmResponse done = demo.stream(LlmRequest.of("scripted", conversation, List.of()), listener, new Cancellation());
		assertThat(done.finishReason()).isEqualTo(FinishReason.STOP);
		assertThat(done.text()).contains("hi");
		assertThat(streamed.toString()).isEqualTo(done.text());

		streamed.setLength(0);
		LlmResponse help = demo.stream(LlmRequest.of("scripted", List.of(ChatMessage.user("what is the meaning of life?")),
				List.of()), listener, new Cancellation());
		assertThat(help.text()).contains("OPENAI_API_KEY");
		assertThat(streamed.toString()).isEqualTo(help.text());
	}
}
