package io.github.acp4j.agent.spi;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import io.github.acp4j.api.types.ToolKind;

/**
 * Makes a public method a tool the model can call. Its parameters are the tool's arguments, each
 * described by {@link Param}; a parameter of type {@link io.github.acp4j.agent.spi.ToolContext}
 * receives the running call's context instead. The return value is the result: a {@code String},
 * a {@link io.github.acp4j.agent.spi.ToolResult}, or any other value, rendered as JSON.
 * Register the object that holds such methods with {@link Tools#from(Object...)}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Tool {

	/** The name the model calls it by; the method name in snake case when empty. */
	String name() default "";

	/** What it does, for the model. */
	String description();

	/**
	 * The title the client shows for a call, such as {@code "Ask: {question}"}: each {@code {name}} is
	 * replaced by that argument as the model wrote it. When empty, the name and the path arguments.
	 */
	String title() default "";

	/**
	 * How ACP clients show it: an ACP tool kind as on the wire ({@code "read"}, {@code "edit"},
	 * {@code "execute"}, ...; see {@link ToolKind}), or an extension's own kind starting with {@code _}.
	 * Any other string is refused when the tool is registered, so a typo does not reach the client.
	 */
	String kind() default "other";

	/** What it does as far as permissions go: whether the user is asked before it runs. */
	PermissionClass permission();
}
