/**
 * The ACP Agent view for the Eclipse IDE, and the pieces a plugin of its own can reuse: {@link
 * io.github.acp4j.eclipse.AgentConnection} (an agent process on acp-api's client endpoint), {@link
 * io.github.acp4j.eclipse.UiQueue} (the reader thread's hand-off to the UI thread, coalesced per
 * frame) and {@link io.github.acp4j.eclipse.DocumentFileSystem} ({@code fs/*} through the open
 * editors' documents).
 */
package io.github.acp4j.eclipse;
