package io.github.acp4j.http.server.internal;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.logging.Logger;

/** The file descriptors a server may spend on connections, so that the process never runs out of them for its own files. */
public final class Descriptors {

	private static final Logger LOG = Logger.getLogger(Descriptors.class.getName());
	/** Connections allowed however few descriptors seem free: a server that takes none is no server. */
	private static final int AT_LEAST = 16;

	private Descriptors() {
	}

	/**
	 * {@code wanted}, or fewer where the process's descriptor limit, less those open now and
	 * {@code reserved}, leaves fewer free (on a JDK and system that tell both figures).
	 */
	public static int connectionsAllowed(int wanted, int reserved) {
		long free;
		try {
			OperatingSystemMXBean system = ManagementFactory.getOperatingSystemMXBean();
			if (!(system instanceof com.sun.management.UnixOperatingSystemMXBean unix)) {
				return wanted;
			}
			free = unix.getMaxFileDescriptorCount() - unix.getOpenFileDescriptorCount() - reserved;
		} catch (LinkageError notThere) {
			// An OSGi framework or a JDK without jdk.management: the limit cannot be read.
			return wanted;
		}
		if (free >= wanted) {
			return wanted;
		}
		int allowed = (int) Math.max(AT_LEAST, free);
		LOG.warning("The process may open few more files: at most " + allowed + " connections at once, keeping " + reserved
				+ " descriptors for its files; raise the limit (ulimit -n) to allow " + wanted);
		return allowed;
	}
}
