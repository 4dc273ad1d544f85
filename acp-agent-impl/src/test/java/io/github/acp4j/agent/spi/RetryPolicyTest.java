package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;

import org.junit.jupiter.api.Test;

class RetryPolicyTest {

	private static final Instant NOW = Instant.parse("2026-11-22T12:00:00Z");
	private final RetryPolicy policy = RetryPolicy.of(3, Duration.ofMillis(500), Duration.ofSeconds(30));

	@Test
	void retryAfterSecondsAndDatesAreHonouredUpToTheBound() {
		assertThat(policy.delay(0, "2", NOW)).isEqualTo(Duration.ofSeconds(2));
		assertThat(policy.delay(0, "Sun, 22 Nov 2026 12:00:05 GMT", NOW)).isEqualTo(Duration.ofSeconds(5));
		assertThat(policy.delay(0, "3600", NOW)).isEqualTo(Duration.ofSeconds(30));
		assertThat(policy.delay(0, "Sun, 22 Nov 2026 11:00:00 GMT", NOW)).isEqualTo(Duration.ZERO);
	}

	@Test
	void withoutRetryAfterTheBackoffGrowsWithJitter() {
		assertThat(policy.delay(0, null, NOW)).isBetween(Duration.ofMillis(400), Duration.ofMillis(600));
		assertThat(policy.delay(2, "soon", NOW)).isBetween(Duration.ofMillis(1600), Duration.ofMillis(2400));
		assertThat(policy.delay(20, null, NOW)).isEqualTo(Duration.ofSeconds(30));
	}

	@Test
	void onlyTransientStatusesAreRetryable() {
		assertThat(RetryPolicy.isRetryable(429)).isTrue();
		assertThat(RetryPolicy.isRetryable(500)).isTrue();
		assertThat(RetryPolicy.isRetryable(503)).isTrue();
		assertThat(RetryPolicy.isRetryable(400)).isFalse();
		assertThat(RetryPolicy.isRetryable(401)).isFalse();
		assertThat(RetryPolicy.isRetryable(404)).isFalse();
	}
}
