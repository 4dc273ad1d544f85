package io.github.acp4j.agent.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.llm.TokenCounter;
import io.github.acp4j.agent.session.ContextMeter;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmRequest;

class CompactorTest {

	private static final LlmRequest REQUEST = LlmRequest.of("gpt-4o",
			List.of(ChatMessage.system("Be brief."), ChatMessage.user("What does this repository do?")), List.of());

	/**
	 * While the tokenizer loads, a request whose upper bound is under the limit is not counted before
	 * it goes out; one whose bound passes the limit is, and so is every request once the tokenizer is
	 * loaded.
	 */
	@Test
	void onlyARequestSurelyUnderTheLimitSkipsWaitingForTheTokenizer() {
		ContextMeter meter = new ContextMeter();
		long bound = TokenCounter.upperBound().count(REQUEST);
		CompletableFuture<TokenCounter> loading = new CompletableFuture<>();
		assertThat(Compactor.surelyWithin(loading, meter, REQUEST, bound)).isTrue();
		assertThat(Compactor.surelyWithin(loading, meter, REQUEST, bound - 1)).isFalse();
		CompletableFuture<TokenCounter> loaded = CompletableFuture.completedFuture(TokenCounter.forModel("gpt-4o"));
		assertThat(Compactor.surelyWithin(loaded, meter, REQUEST, Long.MAX_VALUE)).isFalse();
	}
}
