package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.StrictModel;

/** The integration tests' model servers refuse what the real OpenAI and Anthropic APIs refuse, like the agent's own tests. */
class ModelServersAreStrictTest {

	@Test
	void everyModelServerOfTheIntegrationTestsIsStrict() throws IOException {
		// The benchmarks measure the agent, not the mock: their raw socket servers stream one answer to one user message.
		// HAProxy and its test take a free port and serve plain pages: no model API.
		assertThat(StrictModel.lenientModels(Path.of("src/test/java"), List.of("AgentLoadBenchmark.java", "AgentStreamBenchmark.java",
				"Haproxy.java", "HaproxyTest.java"))).isEmpty();
	}
}
