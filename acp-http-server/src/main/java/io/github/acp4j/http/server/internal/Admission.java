package io.github.acp4j.http.server.internal;

import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SocketChannel;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import java.util.logging.Logger;

import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.SelectorManager;
import org.eclipse.jetty.server.Request;

/**
 * Who gets a TCP connection, before any of its bytes is read: at most {@code maxConnections} at once
 * (so many that the process keeps descriptors for its own files), and of those that have made no
 * authenticated request yet ("pending") at most {@code maxPending} in all and
 * {@code maxPendingPerPeer} from one peer (an IPv4 address, an IPv6 /64, or the loopback range,
 * whose 2^24 addresses are one machine). Past a limit, the oldest pending connection (of that peer,
 * or of all) is closed to make room, since a client that means to authenticate does so within
 * milliseconds and a flood of silent ones then only pushes out its own; with all the places taken by
 * authenticated connections, a new one is closed as soon as it is accepted. A pending connection that has made no
 * authenticated request within {@code deadline} nanoseconds is closed then. So silent connections,
 * and those that send a header line a minute, cannot starve the server or its descriptors (Jetty's
 * own {@code NetworkConnectionLimit} stops accepting at its limit instead, which leaves new clients
 * waiting in the kernel's backlog behind the flood). The counts are kept by channel, which lives as
 * long as the TCP connection whatever protocol (HTTP/1.1, HTTP/2, WebSocket) runs over it.
 */
public final class Admission implements SelectorManager.AcceptListener {

	private static final Logger LOG = Logger.getLogger(Admission.class.getName());

	/** One open connection. */
	private static final class Entry {
		final SelectableChannel channel;
		final String peer;
		final long openedNanos = System.nanoTime();
		boolean admitted;

		Entry(SelectableChannel channel, String peer) {
			this.channel = channel;
			this.peer = peer;
		}
	}

	private final int maxConnections;
	private final int maxPending;
	private final int maxPendingPerPeer;
	private final long deadline;
	private final Supplier<Collection<EndPoint>> endPoints;
	// Guarded by this. Oldest first; a channel's equality is its identity.
	private final Map<SelectableChannel, Entry> entries = new LinkedHashMap<>();
	private final Map<String, Integer> pendingByPeer = new HashMap<>();
	private int pending;

	/** @param endPoints the server's open end points, to close a connection through its own */
	public Admission(int maxConnections, int maxPending, int maxPendingPerPeer, long deadline, Supplier<Collection<EndPoint>> endPoints) {
		this.maxConnections = maxConnections;
		// Where descriptors are few, pending connections take at most half of the places, and one peer at
		// most half of those: the others are pushed out before a flood fills them all.
		this.maxPending = Math.max(1, Math.min(maxPending, maxConnections / 2));
		this.maxPendingPerPeer = Math.max(1, Math.min(maxPendingPerPeer, this.maxPending / 2));
		this.deadline = deadline;
		this.endPoints = endPoints;
	}

	@Override
	public void onAccepted(SelectableChannel channel) {
		String peer = peer(channel);
		Entry evicted = null;
		boolean refused;
		synchronized (this) {
			if (pendingByPeer.getOrDefault(peer, 0) >= maxPendingPerPeer) {
				evicted = oldestPending(peer);
			} else if (pending >= maxPending || entries.size() >= maxConnections) {
				evicted = oldestPending(null);
			}
			// Full of authenticated connections, with none pending to push out: the new one waits its turn.
			refused = entries.size() >= maxConnections && evicted == null;
			if (!refused) {
				if (evicted != null) {
					entries.remove(evicted.channel);
					unpend(evicted);
				}
				entries.put(channel, new Entry(channel, peer));
				pending++;
				pendingByPeer.merge(peer, 1, Integer::sum);
			}
		}
		if (refused) {
			LOG.fine(() -> "Refused a connection from " + peer + ": the server holds all the connections it may");
			close(channel);
		} else if (evicted != null) {
			LOG.fine(() -> "Closed the oldest connection not authenticated yet, of " + peer + " or of all, to let another in");
			close(evicted.channel);
		}
	}

	/** The oldest connection not authenticated yet, of {@code peer} (null: of any). */
	private Entry oldestPending(String peer) {
		for (Entry entry : entries.values()) {
			if (!entry.admitted && (peer == null || peer.equals(entry.peer))) {
				return entry;
			}
		}
		return null;
	}

	/** Closes a connection through its end point, which tells Jetty, or the bare channel while it has none yet. */
	private void close(SelectableChannel channel) {
		for (EndPoint endPoint : endPoints.get()) {
			if (channel(endPoint) == channel) {
				endPoint.close();
				return;
			}
		}
		try {
			channel.close();
		} catch (IOException e) {
			LOG.fine("Closing a connection failed: " + e);
		}
	}

	@Override
	public void onAcceptFailed(SelectableChannel channel, Throwable cause) {
		onClosed(channel);
	}

	@Override
	public synchronized void onClosed(SelectableChannel channel) {
		Entry entry = entries.remove(channel);
		if (entry != null && !entry.admitted) {
			unpend(entry);
		}
	}

	/** Counts the connection of {@code request}, which passed the token check, as authenticated: no more pending. */
	void admit(Request request) {
		SelectableChannel channel = channel(request.getConnectionMetaData().getConnection().getEndPoint());
		if (channel == null) {
			return;
		}
		synchronized (this) {
			Entry entry = entries.get(channel);
			if (entry != null && !entry.admitted) {
				entry.admitted = true;
				unpend(entry);
			}
		}
	}

	private void unpend(Entry entry) {
		pending--;
		pendingByPeer.computeIfPresent(entry.peer, (peer, count) -> count > 1 ? count - 1 : null);
	}

	/** Closes the pending connections that are past the deadline; about once a second. */
	public void sweep(long now) {
		for (EndPoint endPoint : endPoints.get()) {
			boolean late;
			synchronized (this) {
				Entry entry = entries.get(channel(endPoint));
				late = entry != null && !entry.admitted && now - entry.openedNanos > deadline;
			}
			if (late) {
				LOG.fine(() -> "Closed a connection that made no authenticated request in time: " + endPoint.getRemoteSocketAddress());
				endPoint.close();
			}
		}
		synchronized (this) {
			// A channel that closed without a word from the selector (refused while Jetty set it up).
			entries.entrySet().removeIf(open -> {
				if (open.getKey().isOpen()) {
					return false;
				}
				if (!open.getValue().admitted) {
					unpend(open.getValue());
				}
				return true;
			});
		}
	}

	/** The TCP channel under an end point (an SSL one wraps another). */
	private static SelectableChannel channel(EndPoint endPoint) {
		Object transport = endPoint == null ? null : endPoint.getTransport();
		while (transport instanceof EndPoint wrapped && wrapped != endPoint) {
			endPoint = wrapped;
			transport = wrapped.getTransport();
		}
		return transport instanceof SelectableChannel channel ? channel : null;
	}

	/** The peer a connection counts against. */
	private static String peer(SelectableChannel channel) {
		try {
			if (channel instanceof SocketChannel socket && socket.getRemoteAddress() instanceof InetSocketAddress remote
					&& remote.getAddress() != null) {
				InetAddress address = remote.getAddress();
				if (address.isLoopbackAddress()) {
					return "loopback";
				}
				if (address instanceof Inet6Address) {
					byte[] bytes = address.getAddress();
					StringBuilder prefix = new StringBuilder();
					for (int i = 0; i < 8; i++) {
						prefix.append(String.format("%02x", bytes[i]));
					}
					return prefix.append("::/64").toString();
				}
				return address.getHostAddress();
			}
		} catch (IOException e) {
			// A channel whose peer is gone already counts as one unknown peer.
		}
		return "unknown";
	}
}
