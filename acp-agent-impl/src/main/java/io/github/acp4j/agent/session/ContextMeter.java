package io.github.acp4j.agent.session;

import io.github.acp4j.agent.spi.LlmResponse;

/**
 * What a session knows about the size of its context: how far the provider's own counts ran above
 * the agent's count of the same requests, and what the session has cost so far. Only the session's
 * running turn uses it.
 */
public final class ContextMeter {

	/** A correction never shrinks an estimate, and never grows it more than this. */
	private static final double MAX_CORRECTION = 3.0;

	private double correction = 1.0;
	private double cost;
	private boolean costed;

	/** {@code counted} tokens as the provider will probably count them. */
	public synchronized long corrected(long counted) {
		return (long) Math.ceil(counted * correction);
	}

	/**
	 * Learns from the provider's count of a request the agent counted as {@code counted} tokens, and
	 * adds its cost.
	 */
	public synchronized void observe(long counted, LlmResponse.Usage usage) {
		if (usage == null) {
			return;
		}
		if (counted > 0 && usage.inputTokens() > 0) {
			correction = Math.min(MAX_CORRECTION, Math.max(1.0, (double) usage.inputTokens() / counted));
		}
		if (usage.cost() != null) {
			cost += usage.cost();
			costed = true;
		}
	}

	/**
	 * Learns from the provider refusing as too long for {@code window} a request the agent counted as
	 * {@code counted} tokens: from now on such a request counts as more than the window.
	 */
	public synchronized void refused(long counted, long window) {
		if (counted > 0) {
			correction = Math.min(MAX_CORRECTION, Math.max(correction, window * 1.05 / counted));
		}
	}

	/** Forgets the correction (another model counts differently); the cost stays. */
	public synchronized void reset() {
		correction = 1.0;
	}

	/** The session's cost in US dollars so far, or null when no provider reported one. */
	public synchronized Double cost() {
		return costed ? cost : null;
	}
}
