package io.github.acp4j.agent.spi;

/**
 * A tool call the model asked for.
 *
 * @param id        the provider's id of the call, echoed in the result message
 * @param name      the tool's name
 * @param arguments the arguments as the model wrote them: JSON text that may be invalid
 */
public record ToolCallRequest(String id, String name, String arguments) {
}
