package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.spi.LlmResponse.FinishReason;
import io.github.acp4j.agent.spi.LlmResponse.Usage;

class LlmResponseTest {

	@Test
	void theFactoriesFillWhatAProviderDoesNotSay() {
		assertThat(LlmResponse.text("hi")).isEqualTo(new LlmResponse("hi", "", null, List.of(), FinishReason.STOP, null));
		ToolCallRequest call = new ToolCallRequest("c1", "read_file", "{}");
		assertThat(LlmResponse.toolCalls(List.of(call)))
				.isEqualTo(new LlmResponse("", "", null, List.of(call), FinishReason.TOOL_CALLS, null));
	}

	@Test
	void theBuilderSetsEachComponentByNameAndToBuilderKeepsThemAll() {
		LlmResponse response = LlmResponse.builder(FinishReason.LENGTH).text("t").reasoning("r").reasoningSignature("sig")
				.usage(Usage.of(3, 4)).build();
		assertThat(response).isEqualTo(new LlmResponse("t", "r", "sig", List.of(), FinishReason.LENGTH, Usage.of(3, 4)));
		assertThat(response.toBuilder().build()).isEqualTo(response);
	}
}
