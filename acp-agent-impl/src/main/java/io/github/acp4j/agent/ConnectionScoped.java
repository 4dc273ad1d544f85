package io.github.acp4j.agent;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import com.google.inject.ScopeAnnotation;

/**
 * Made once per connection of {@link AgentConnections} ({@link ConnectionScope}): the class, or what
 * it is bound to, holds or needs what one client told the agent (its {@link ClientConnection}, its
 * sessions). Whatever such an object is injected into is connection-scoped too; an agent-wide
 * singleton that held one would serve every client the first one's.
 */
@Target({ ElementType.TYPE, ElementType.METHOD })
@Retention(RetentionPolicy.RUNTIME)
@ScopeAnnotation
public @interface ConnectionScoped {
}
