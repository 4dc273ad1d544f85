package io.github.acp4j.agent.sandbox;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Tells whether a TCP connection to the agent's own listener comes from a process the agent started
 * (a sandboxed command, an MCP server, what they started): with the network allowed they share the
 * host's network, and the listener must refuse them whatever they have read. Sandboxed processes are
 * always descendants of the agent: bubblewrap's PID namespace ends with its first process, so none of
 * them is ever re-parented out of it.
 *
 * <p>Linux: the client's end of the connection is looked up in {@code /proc/net/tcp} and
 * {@code /proc/net/tcp6} (its socket inode and owner), and the inode among the descriptors in
 * {@code /proc/PID/fd}. The rule is built to be raceless against a hostile client: a connection is let
 * in only when a process that is not a descendant is <em>found</em> holding it and no descendant is, so
 * a client that closes its socket, hands it to a child or hides its descriptors gains nothing.
 * Processes that run without the sandbox (sandbox off, or no bubblewrap) can leave the agent's tree
 * and are not stopped by this; neither is what a full-access command asks the user's own services to
 * start.
 */
public final class OwnProcesses {

	private static final Path PROC = Path.of("/proc");
	/** The columns of {@code /proc/net/tcp}. */
	private static final int LOCAL = 1, REMOTE = 2, UID = 7, INODE = 9;

	private OwnProcesses() {
	}

	/**
	 * Whether the client at {@code remote}, connected to the agent's listener at {@code local}, may use
	 * it: false when a process the agent started holds or may hold the client's end.
	 */
	public static boolean mayConnect(InetSocketAddress remote, InetSocketAddress local) {
		if (!onThisMachine(remote.getAddress())) {
			return true; // another machine: no process of ours
		}
		// Before the client's end is looked at: a descendant that held it then and gave it up since
		// either closed it (inode 0 below) or gave it to a process of the tree, which is seen here.
		Set<Long> before = descendants();
		Path table = PROC.resolve("net/tcp");
		if (!Files.isReadable(table)) {
			return true; // not Linux: there is no bubblewrap sandbox either
		}
		Optional<ClientEnd> end = clientEnd(remote, local);
		if (end.isEmpty()) {
			return false; // gone already: nothing to answer
		}
		if (end.get().inode() == 0) {
			// No process holds it: the client wrote its request and closed, as one would to dodge this
			// check; whose it was cannot be told.
			return false;
		}
		if (before.isEmpty()) {
			// The cheap path, and the common one: a process the agent starts now inherits none of its
			// sockets, so a living holder is no descendant.
			return true;
		}
		return heldOnlyByOthers(end.get(), before);
	}

	/**
	 * Whether a process that is not a descendant holds the end and none that is: each process is taken
	 * as a handle before its descriptors are read (its start time tells it from a later process with
	 * its pid), and the descendants are asked again after the scan, so that one started meanwhile is
	 * known too.
	 */
	private static boolean heldOnlyByOthers(ClientEnd end, Set<Long> before) {
		String socket = "socket:[" + end.inode() + "]";
		List<ProcessHandle> holders = new ArrayList<>();
		try (DirectoryStream<Path> processes = Files.newDirectoryStream(PROC, path -> isPid(path.getFileName().toString()))) {
			for (Path process : processes) {
				Optional<ProcessHandle> handle = ProcessHandle.of(Long.parseLong(process.getFileName().toString()));
				if (handle.isPresent() && holds(process.resolve("fd"), socket)) {
					holders.add(handle.get());
				}
			}
		} catch (IOException e) {
			return false;
		}
		Set<Long> after = descendants();
		boolean other = false;
		for (ProcessHandle holder : holders) {
			if (before.contains(holder.pid()) || after.contains(holder.pid())) {
				return false;
			}
			// Alive after the second look and not in it: no descendant. One that is gone proves nothing.
			other |= holder.isAlive();
		}
		if (other) {
			return true;
		}
		// No holder to be seen. A process of another user cannot be a sandboxed one (they run as the
		// agent's user) and has to show the token like anyone; one of the agent's user that hides its
		// descriptors (not dumpable) or just closed them is refused, and so is every one when the
		// agent's own user cannot be told.
		long own = ownUid();
		return own >= 0 && end.uid() != own;
	}

	private static boolean holds(Path descriptors, String socket) {
		try (DirectoryStream<Path> links = Files.newDirectoryStream(descriptors)) {
			for (Path link : links) {
				try {
					if (socket.equals(Files.readSymbolicLink(link).toString())) {
						return true;
					}
				} catch (IOException closed) {
					// closed meanwhile
				}
			}
		} catch (IOException | SecurityException unreadable) {
			// another user's, or gone
		}
		return false;
	}

	private static Set<Long> descendants() {
		return ProcessHandle.current().descendants().map(ProcessHandle::pid).collect(Collectors.toSet());
	}

	/** Loopback, or an address of one of this machine's interfaces (a listener on 0.0.0.0 is reached at any of them). */
	private static boolean onThisMachine(InetAddress address) {
		if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
			return true;
		}
		try {
			return NetworkInterface.getByInetAddress(address) != null;
		} catch (SocketException e) {
			return true; // cannot tell: look
		}
	}

	/** The client's end of a connection as the kernel lists it. */
	private record ClientEnd(long inode, long uid) {
	}

	/** The entry whose local address is the client's and whose remote one is the listener's. */
	private static Optional<ClientEnd> clientEnd(InetSocketAddress remote, InetSocketAddress local) {
		for (String table : List.of("net/tcp", "net/tcp6")) {
			try (Stream<String> lines = Files.lines(PROC.resolve(table))) {
				Optional<ClientEnd> found = lines.skip(1).map(line -> line.strip().split("\\s+"))
						.filter(columns -> columns.length > INODE && remote.equals(address(columns[LOCAL]))
								&& local.equals(address(columns[REMOTE])))
						.map(columns -> new ClientEnd(Long.parseLong(columns[INODE]), Long.parseLong(columns[UID]))).findFirst();
				if (found.isPresent()) {
					return found;
				}
			} catch (IOException missing) {
				// no IPv6
			}
		}
		return Optional.empty();
	}

	/**
	 * {@code 0100007F:1F90}: the address as 32-bit words in the host's byte order, the port in hex. A
	 * v4 address mapped into v6 comes out as v4, as Java gives the peer of such a connection.
	 */
	private static InetSocketAddress address(String column) {
		int colon = column.indexOf(':');
		String hex = column.substring(0, colon);
		ByteBuffer bytes = ByteBuffer.allocate(hex.length() / 2).order(ByteOrder.nativeOrder());
		for (int word = 0; word < hex.length(); word += 8) {
			bytes.putInt((int) Long.parseLong(hex.substring(word, word + 8), 16));
		}
		try {
			return new InetSocketAddress(InetAddress.getByAddress(bytes.array()), Integer.parseInt(column.substring(colon + 1), 16));
		} catch (UnknownHostException impossible) {
			throw new IllegalStateException("4 or 16 bytes: " + column, impossible);
		}
	}

	private static boolean isPid(String name) {
		return !name.isEmpty() && name.chars().allMatch(Character::isDigit);
	}

	/** The agent's user id, or -1 when it cannot be told. */
	private static long ownUid() {
		try {
			return ((Number) Files.getAttribute(PROC.resolve("self"), "unix:uid")).longValue();
		} catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
			return -1;
		}
	}
}
