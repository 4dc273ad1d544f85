package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

class ChatOptionsTest {

	private static final String LAUNCHER = "/repo/acp4j";

	@Test
	void theDefaultAgentIsTheLaunchersAndTheRestIsThePrompt() throws Exception {
		ChatOptions options = ChatOptions.parse(List.of("--yes", "list", "the", "-files"), LAUNCHER);
		assertThat(options.agent()).containsExactly(LAUNCHER, "--acp", "--stdio");
		assertThat(options.yes()).isTrue();
		assertThat(options.prompt()).isEqualTo("list the -files");
		assertThat(ChatOptions.parse(List.of(), LAUNCHER).prompt()).isNull();
		assertThat(ChatOptions.parse(List.of("--", "--help", "me"), LAUNCHER).prompt()).isEqualTo("--help me");
	}

	@Test
	void v2IsAskedForAndTheDefaultAgentIsStartedForIt() throws Exception {
		ChatOptions v2 = ChatOptions.parse(List.of("--v2", "hi"), LAUNCHER);

		assertThat(v2.v2()).isTrue();
		assertThat(v2.agent()).containsExactly(LAUNCHER, "--acp", "--stdio", "--experimental-v2");
		assertThat(ChatOptions.parse(List.of("hi"), LAUNCHER).v2()).as("v1 is the default").isFalse();
		assertThatThrownBy(() -> ChatOptions.parse(List.of("--v2", "--agent-url", "ws://localhost:1/acp"), null))
				.hasMessageContaining("--v2 goes with a local agent");
	}

	@Test
	void theAgentIsSplitIntoShellWords() throws Exception {
		assertThat(ChatOptions.parse(List.of("--agent", "java -jar '/opt/my agent.jar' --stdio", "hi"), null).agent())
				.containsExactly("java", "-jar", "/opt/my agent.jar", "--stdio");
		assertThat(ChatOptions.parse(List.of("--agent=qwen --acp"), null).agent()).containsExactly("qwen", "--acp");
	}

	@Test
	void helpWinsAndUsageErrorsSayWhatIsWrong() throws Exception {
		assertThat(ChatOptions.parse(List.of("--agent", "x", "-h"), null).help()).isTrue();
		assertThat(ChatOptions.parse(List.of("--help"), null).help()).isTrue();
		assertThat(ChatOptions.HELP).contains(ChatOptions.USAGE, "examples:", "--agent \"qwen --acp\"", "/mode", "/model",
				"/config", "Ctrl-C");
		assertThatThrownBy(() -> ChatOptions.parse(List.of("--nonsense"), LAUNCHER)).hasMessage("unknown option --nonsense");
		assertThatThrownBy(() -> ChatOptions.parse(List.of("--agent"), LAUNCHER)).hasMessage("--agent needs a value");
		assertThatThrownBy(() -> ChatOptions.parse(List.of("--agent", " "), LAUNCHER)).hasMessageContaining("needs a command");
		assertThatThrownBy(() -> ChatOptions.parse(List.of("--agent", "sh -c 'x"), LAUNCHER)).hasMessageContaining("not closed");
		assertThatThrownBy(() -> ChatOptions.parse(List.of("hi"), null)).hasMessageContaining("--agent is needed");
	}

	@Test
	void aRemoteAgentIsReachedOverWebSocketOrWithHttpOverStreamableHttp() throws Exception {
		ChatOptions webSocket = ChatOptions.parse(List.of("--agent-url", "http://127.0.0.1:8765/acp", "hi"), LAUNCHER);
		ChatOptions http = ChatOptions.parse(List.of("--http", "--agent-url=https://agent.example/acp", "hi"), LAUNCHER);

		assertThat(webSocket.agentUrl()).hasToString("http://127.0.0.1:8765/acp");
		assertThat(webSocket.http()).isFalse();
		assertThat(http.agentUrl()).hasToString("https://agent.example/acp");
		assertThat(http.http()).isTrue();
		assertThat(http.prompt()).isEqualTo("hi");
		assertThat(ChatOptions.HELP).contains("--http");
		assertThatThrownBy(() -> ChatOptions.parse(List.of("--http", "hi"), LAUNCHER)).hasMessage("--http goes with --agent-url");
	}
}
