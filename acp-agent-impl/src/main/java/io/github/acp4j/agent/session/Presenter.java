package io.github.acp4j.agent.session;

import io.github.acp4j.api.AcpClientEndpoint;

/**
 * One connection's client in the protocol version it speaks: it renders the {@link SessionEvent}s of
 * the sessions it follows, and asks the user what a turn asks (permissions, forms) in that version.
 * The turn and its tools call it as the v1 {@link AcpClientEndpoint} the core is written against; a
 * presenter of another version translates, no other layer does.
 */
public interface Presenter extends AcpClientEndpoint, SessionFeed.Subscriber {
}
