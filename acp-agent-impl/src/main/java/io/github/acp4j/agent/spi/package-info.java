/**
 * What an extension of the agent uses, and nothing else of it: tools as {@link io.github.acp4j.agent.spi.Tool}
 * methods described with {@link io.github.acp4j.agent.spi.Param} and registered with
 * {@link io.github.acp4j.agent.spi.Tools#from}, or written against {@link io.github.acp4j.agent.spi.AgentTool};
 * what a running call may use ({@link io.github.acp4j.agent.spi.ToolContext}, its
 * {@link io.github.acp4j.agent.spi.Workspace} and {@link io.github.acp4j.agent.spi.Cancellation});
 * and model providers ({@link io.github.acp4j.agent.spi.LlmProvider} and the request and response it
 * streams; {@link io.github.acp4j.agent.spi.StreamingHttpProvider} for one reached by streamed HTTP),
 * registered by id with {@link io.github.acp4j.agent.spi.Providers#of}. An extension jar holds a
 * Guice module, listed in {@code META-INF/services/com.google.inject.Module}; the launcher loads it
 * with {@code --extension JAR} or from {@code ACP4J_HOME/extensions/}. This package depends on the protocol API, Gson, Guice and
 * OkHttp only.
 */
package io.github.acp4j.agent.spi;
