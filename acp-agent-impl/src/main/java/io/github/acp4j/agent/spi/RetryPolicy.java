package io.github.acp4j.agent.spi;

import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * When to retry a model call and how long to wait: exponential backoff with jitter, or the
 * server's {@code Retry-After} when it sent one, never longer than a bound.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever
 * the policy learns something new.
 *
 * @param maxRetries    retries after the first attempt
 * @param initialDelay  the first backoff
 * @param maxDelay      the longest wait, {@code Retry-After} included
 */
public record RetryPolicy(int maxRetries, Duration initialDelay, Duration maxDelay) {

	/** Three retries from half a second, at most 30 seconds apart. */
	public static final RetryPolicy DEFAULT = of(3, Duration.ofMillis(500), Duration.ofSeconds(30));

	/** {@code maxRetries} retries from {@code initialDelay}, at most {@code maxDelay} apart. */
	public static RetryPolicy of(int maxRetries, Duration initialDelay, Duration maxDelay) {
		return builder(maxRetries, initialDelay, maxDelay).build();
	}

	/** A builder with the required parts. */
	public static Builder builder(int maxRetries, Duration initialDelay, Duration maxDelay) {
		return new Builder(maxRetries, initialDelay, maxDelay);
	}

	/** A builder with this policy's values. */
	public Builder toBuilder() {
		return builder(maxRetries, initialDelay, maxDelay);
	}

	/** Whether an HTTP status is worth another attempt. */
	public static boolean isRetryable(int status) {
		return status == 408 || status == 409 || status == 429 || status >= 500;
	}

	/** The wait before retry number {@code attempt} (0-based), given the server's Retry-After header. */
	public Duration delay(int attempt, String retryAfter, Instant now) {
		Duration asked = parseRetryAfter(retryAfter, now);
		if (asked != null) {
			return min(asked, maxDelay);
		}
		long base = initialDelay.toMillis() << Math.min(attempt, 20);
		long jittered = (long) (base * (0.8 + 0.4 * ThreadLocalRandom.current().nextDouble()));
		return min(Duration.ofMillis(jittered), maxDelay);
	}

	/** Seconds or an HTTP date; null when absent or unreadable. */
	static Duration parseRetryAfter(String value, Instant now) {
		if (value == null || value.isBlank()) {
			return null;
		}
		String trimmed = value.trim();
		try {
			return Duration.ofMillis(Math.max(0, (long) (Double.parseDouble(trimmed) * 1000)));
		} catch (NumberFormatException notSeconds) {
			try {
				Instant at = ZonedDateTime.parse(trimmed, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
				Duration until = Duration.between(now, at);
				return until.isNegative() ? Duration.ZERO : until;
			} catch (DateTimeParseException notADate) {
				return null;
			}
		}
	}

	private static Duration min(Duration a, Duration b) {
		return a.compareTo(b) <= 0 ? a : b;
	}

	/** Builds a {@link RetryPolicy} one component at a time. */
	public static final class Builder {
		private int maxRetries;
		private Duration initialDelay;
		private Duration maxDelay;

		private Builder(int maxRetries, Duration initialDelay, Duration maxDelay) {
			this.maxRetries = maxRetries;
			this.initialDelay = initialDelay;
			this.maxDelay = maxDelay;
		}

		/** Retries after the first attempt. */
		public Builder maxRetries(int maxRetries) {
			this.maxRetries = maxRetries;
			return this;
		}

		/** The first backoff. */
		public Builder initialDelay(Duration initialDelay) {
			this.initialDelay = initialDelay;
			return this;
		}

		/** The longest wait. */
		public Builder maxDelay(Duration maxDelay) {
			this.maxDelay = maxDelay;
			return this;
		}

		/** A new {@link RetryPolicy}. */
		public RetryPolicy build() {
			return new RetryPolicy(maxRetries, initialDelay, maxDelay);
		}
	}
}
