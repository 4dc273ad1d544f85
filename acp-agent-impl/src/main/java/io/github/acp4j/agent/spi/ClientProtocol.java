package io.github.acp4j.agent.spi;

/**
 * A client endpoint whose connection may speak ACP v2 (Preview) instead of v1. On a v2 connection a
 * tool may show its work in v2's forms (a command's output live in a display terminal, a diff with
 * its patch text), which a v1 client is never sent.
 */
public interface ClientProtocol {

	/**
	 * The {@code _meta} key of a diff with its text as a git patch ({@code diff --git}, absolute paths
	 * without prefixes), which a v2 connection sends as the diff's {@code patch} ({@code git_patch}).
	 * Put it there only when the client speaks v2.
	 */
	String GIT_PATCH_META = "acp4j/gitPatch";

	/** Whether the connection speaks ACP v2. */
	boolean speaksV2();
}
