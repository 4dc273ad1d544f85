package io.github.acp4j.agent.spi;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Describes an argument of a {@link Tool} method, or a component of a record used as one. Every
 * argument needs one; an {@link java.util.Optional} argument may be left out by the model.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ ElementType.PARAMETER, ElementType.RECORD_COMPONENT })
public @interface Param {

	/** What the argument means, for the model. */
	String value();

	/**
	 * The argument's name; the parameter's own name when empty, which needs the class compiled with
	 * {@code -parameters}.
	 */
	String name() default "";

	/**
	 * Whether the argument is a file path: it is resolved against the session's {@code cwd}, checked
	 * against the workspace boundary, shown as the call's location, and handed to the method as an
	 * absolute path. A {@link java.nio.file.Path} parameter is always a path. The path is checked again
	 * just before the method runs, but what the method then opens it opens itself: to have every open
	 * checked at the moment it happens, take a {@link WorkspaceFile} instead.
	 */
	boolean path() default false;

	/**
	 * The least value of a whole-number argument ({@code int}, {@code long}); a smaller one fails the
	 * call with a message saying the bounds. The schema does not carry it: say it in the description
	 * when the model should know it beforehand.
	 */
	long min() default Long.MIN_VALUE;

	/** The greatest value of a whole-number argument ({@code int}, {@code long}), as {@link #min}. */
	long max() default Long.MAX_VALUE;
}
