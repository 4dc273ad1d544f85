/**
 * What an extension of the agent uses: {@link io.github.acp4j.agent.spi.Tool} methods, described with
 * {@link io.github.acp4j.agent.spi.Param} and registered with {@link io.github.acp4j.agent.spi.Tools#from}.
 * An extension jar holds a Guice module, listed in {@code META-INF/services/com.google.inject.Module},
 * that installs its tools; the launcher loads it with {@code --extension JAR} or from
 * {@code ACP4J_HOME/extensions/}.
 */
package io.github.acp4j.agent.spi;
