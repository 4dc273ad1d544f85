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
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
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
 * {@code /proc/net/tcp6} (its socket inode), and the inode among the descriptors of each descendant
 * in {@code /proc/PID/fd}. A connection is refused when a descendant holds it, when a descendant's
 * descriptors cannot be read (it may), or when nobody holds it (the client wrote and closed, as one
 * would to dodge this check); a client that is no descendant is let in whether its descriptors can be
 * read or not (an {@code ssh -L} tunnel's sshd is not dumpable). Processes that run without the sandbox
 * (sandbox off, or no bubblewrap) can leave the agent's tree and are not stopped by this; neither is
 * what a full-access command asks the user's own services to start.
 */
public final class OwnProcesses {

	private static final Path PROC = Path.of("/proc");
	private static final boolean LINUX = "Linux".equals(System.getProperty("os.name"));
	/** The columns of {@code /proc/net/tcp}. */
	private static final int LOCAL = 1, REMOTE = 2, INODE = 9;

	private OwnProcesses() {
	}

	/**
	 * Whether the client at {@code remote}, connected to the agent's listener at {@code local}, may use
	 * it: false when a process the agent started holds or may hold the client's end.
	 */
	public static boolean mayConnect(InetSocketAddress remote, InetSocketAddress local) {
		return mayConnect(remote, local, PROC);
	}

	/** The same, with the kernel's tables and the processes' descriptors read under {@code proc}. */
	static boolean mayConnect(InetSocketAddress remote, InetSocketAddress local, Path proc) {
		if (!onThisMachine(remote.getAddress())) {
			return true; // another machine: no process of ours
		}
		// Before the client's end is looked at: a descendant that held it then and gave it up since
		// either closed it (inode 0 below) or gave it to a process of the tree, which is seen here.
		Set<Long> before = descendants();
		if (!Files.isReadable(proc.resolve("net/tcp"))) {
			// Not Linux, where there is no bubblewrap sandbox either; or a Linux that hides the table
			// (SELinux, a restricted /proc), where whose the connection is cannot be told.
			return !LINUX || before.isEmpty();
		}
		Optional<Long> inode = clientEnd(remote, local, proc);
		if (inode.isEmpty()) {
			return false; // gone already: nothing to answer
		}
		if (inode.get() == 0) {
			// No process holds it: the client wrote its request and closed, as one would to dodge this
			// check; whose it was cannot be told.
			return false;
		}
		if (before.isEmpty()) {
			// The cheap path, and the common one: a process the agent starts now inherits none of its
			// sockets, so a living holder is no descendant.
			return true;
		}
		return heldByNoDescendant(inode.get(), before, proc);
	}

	/**
	 * Whether no descendant holds the socket and every descendant's descriptors could be read: the
	 * descendants are asked again after the scan, so that one started meanwhile (which inherited from
	 * one scanned) is looked at too.
	 */
	private static boolean heldByNoDescendant(long inode, Set<Long> before, Path proc) {
		String socket = "socket:[" + inode + "]";
		for (long pid : before) {
			if (mayHold(proc.resolve(pid + "/fd"), socket)) {
				return false;
			}
		}
		for (long pid : descendants()) {
			if (!before.contains(pid) && mayHold(proc.resolve(pid + "/fd"), socket)) {
				return false;
			}
		}
		return true;
	}

	/** Whether the process whose descriptors are {@code descriptors} holds the socket, or hides whether it does. */
	private static boolean mayHold(Path descriptors, String socket) {
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
			return false;
		} catch (NoSuchFileException gone) {
			return false;
		} catch (IOException | SecurityException unreadable) {
			return true; // not dumpable: nobody can tell
		}
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

	/** The socket inode of the client's end of the connection, as the kernel lists it (0 when no process holds it). */
	private static Optional<Long> clientEnd(InetSocketAddress remote, InetSocketAddress local, Path proc) {
		// A table holds a line per socket, tens of thousands under a flood: only the lines whose local
		// port is the client's are taken apart.
		String clientPort = String.format(":%04X ", remote.getPort());
		for (String table : List.of("net/tcp", "net/tcp6")) {
			try (Stream<String> lines = Files.lines(proc.resolve(table))) {
				Optional<Long> found = lines.skip(1).filter(line -> line.contains(clientPort)).map(line -> line.strip().split("\\s+"))
						.filter(columns -> columns.length > INODE && remote.equals(address(columns[LOCAL]))
								&& local.equals(address(columns[REMOTE])))
						.map(columns -> Long.parseLong(columns[INODE])).findFirst();
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
}
