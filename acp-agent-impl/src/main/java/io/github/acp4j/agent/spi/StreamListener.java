package io.github.acp4j.agent.spi;

/** Receives a model's output while it streams, on the thread that called the provider. */
@FunctionalInterface
public interface StreamListener {

	/** A piece of the answer text. */
	void onText(String delta);

	/** A piece of the model's reasoning; ignored unless overridden. */
	default void onReasoning(String delta) {
	}
}
