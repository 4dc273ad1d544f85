package io.github.acp4j.agent.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.Bubblewrap;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.agent.spi.SandboxPolicy;

/**
 * The agent's listener tells its own processes from others: a process this JVM started (here, the
 * agent) that connects is refused, whether it holds its connection, closed it after writing, or runs
 * in the sandbox with the network allowed; the JVM's own connection is let in.
 */
class OwnProcessesTest {

	private ServerSocket listener;
	private final List<Process> started = new ArrayList<>();

	@BeforeEach
	void listen() throws Exception {
		assumeTrue(Files.isReadable(Path.of("/proc/net/tcp")), "Linux only");
		listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
	}

	@AfterEach
	void stop() throws Exception {
		for (Process process : started) {
			process.descendants().forEach(ProcessHandle::destroyForcibly);
			process.destroyForcibly().waitFor();
		}
		listener.close();
	}

	private Process start(List<String> command) throws Exception {
		Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		started.add(process);
		return process;
	}

	/** A shell that connects to the listener and then runs {@code then}. */
	private List<String> shell(String then) {
		return List.of("/bin/bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/" + listener.getLocalPort() + "; " + then);
	}

	/** The verdict on the next connection the listener accepts. */
	private boolean verdictOnNext() throws Exception {
		try (Socket accepted = listener.accept()) {
			return OwnProcesses.mayConnect((InetSocketAddress) accepted.getRemoteSocketAddress(),
					(InetSocketAddress) accepted.getLocalSocketAddress());
		}
	}

	@Test
	void aChildThatHoldsItsConnectionIsRefused() throws Exception {
		start(shell("sleep 30"));
		assertThat(verdictOnNext()).isFalse();
	}

	/** A client that writes its request and closes, so that nobody holds its end when it is looked at. */
	@Test
	void aChildThatWroteAndClosedIsRefusedEvenWithNoChildLeft() throws Exception {
		Process child = start(shell("echo request >&3"));
		assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
		assertThat(ProcessHandle.current().descendants()).as("the cheap path").isEmpty();
		assertThat(verdictOnNext()).isFalse();
	}

	@Test
	void theJvmsOwnConnectionIsLetInWithChildrenRunningOrNot() throws Exception {
		try (Socket own = new Socket(listener.getInetAddress(), listener.getLocalPort())) {
			assertThat(verdictOnNext()).isTrue();
		}
		start(List.of("sleep", "30"));
		try (Socket own = new Socket(listener.getInetAddress(), listener.getLocalPort())) {
			assertThat(verdictOnNext()).as("with a child, the end is found in this JVM").isTrue();
		}
	}

	@Test
	void anotherMachinesPeerIsNotLookedAt() {
		assertThat(OwnProcesses.mayConnect(new InetSocketAddress("192.0.2.1", 40000), new InetSocketAddress("192.0.2.2", 8080))).isTrue();
	}

	/** A client's end at 127.0.0.1:40000 connected to a listener at 127.0.0.1:8080. */
	private static final InetSocketAddress CLIENT = new InetSocketAddress("127.0.0.1", 40000),
			LISTENER = new InetSocketAddress("127.0.0.1", 8080);

	/**
	 * A /proc under {@code root} whose tcp table lists the client's end with {@code inode}, owned by the
	 * JVM's user (as a same-user client's is), and in which
	 * a running child of this JVM (a descendant) has the descriptors {@code descriptors} makes.
	 */
	private Path proc(Path root, long inode, DescriptorsMaker descriptors) throws Exception {
		Path tcp = Files.createDirectories(root.resolve("net")).resolve("tcp");
		// Addresses as 32-bit words in the host's byte order: 127.0.0.1 is 0100007F on x86 and aarch64.
		Files.writeString(tcp, "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n"
				+ "   0: 0100007F:9C40 0100007F:1F90 01 00000000:00000000 00:00000000 00000000 "
				+ Files.getAttribute(Path.of("/proc/self"), "unix:uid") + " 0 " + inode + " 1\n");
		Process child = start(List.of("sleep", "30"));
		descriptors.make(Files.createDirectories(root.resolve(String.valueOf(child.pid()))).resolve("fd"));
		return root;
	}

	private interface DescriptorsMaker {
		void make(Path fd) throws Exception;
	}

	/** An ssh -L tunnel's sshd: a client that is no descendant and whose descriptors nobody can read. */
	@Test
	void aClientNoDescendantHoldsIsLetInThoughItsOwnDescriptorsCannotBeRead(@TempDir Path root) throws Exception {
		assertThat(OwnProcesses.mayConnect(CLIENT, LISTENER, proc(root, 4242, Files::createDirectories))).isTrue();
	}

	@Test
	void aDescendantHoldingTheClientsEndIsRefused(@TempDir Path root) throws Exception {
		Path proc = proc(root, 4242, fd -> Files.createSymbolicLink(Files.createDirectories(fd).resolve("3"), Path.of("socket:[4242]")));
		assertThat(OwnProcesses.mayConnect(CLIENT, LISTENER, proc)).isFalse();
	}

	/** A descendant that is not dumpable may hold it: nobody can tell, so the connection is refused. */
	@Test
	void aDescendantWhoseDescriptorsCannotBeReadIsRefused(@TempDir Path root) throws Exception {
		// Not a directory: the scan cannot list it, as it cannot a non-dumpable process's (chmod means nothing to root).
		Path proc = proc(root, 4242, fd -> Files.writeString(fd, "unreadable"));
		assertThat(OwnProcesses.mayConnect(CLIENT, LISTENER, proc)).isFalse();
	}

	@Test
	void anOrphanedOrMissingClientEndIsRefused(@TempDir Path root) throws Exception {
		assertThat(OwnProcesses.mayConnect(CLIENT, LISTENER, proc(root.resolve("orphan"), 0, Files::createDirectories))).isFalse();
		assertThat(OwnProcesses.mayConnect(new InetSocketAddress("127.0.0.1", 40001), LISTENER,
				proc(root.resolve("gone"), 4242, Files::createDirectories))).isFalse();
	}

	/** A Linux that hides the table (SELinux, a restricted /proc): local peers are refused while descendants run. */
	@Test
	void anUnreadableTableRefusesLocalPeersWhileDescendantsRun(@TempDir Path root) throws Exception {
		Path proc = proc(root, 4242, Files::createDirectories);
		Files.delete(proc.resolve("net/tcp"));
		assertThat(OwnProcesses.mayConnect(CLIENT, LISTENER, proc)).isFalse();
	}

	/** The finding reproduced: a sandboxed command allowed the network, leaving a daemon behind. */
	@Test
	void aSandboxedCommandWithTheNetworkIsRefused() throws Exception {
		assumeTrue(Bubblewrap.works(), Bubblewrap.MISSING);
		Path workspace = Files.createTempDirectory("acp4j-own-");
		try {
			SandboxPolicy policy = SandboxPolicy.builder(SandboxMode.REQUIRED, List.of(workspace)).writable(List.of(workspace))
					.network(true).build();
			start(Sandbox.fromEnvironment(Map.of("PATH", System.getenv("PATH"))).command(shell("(sleep 30 <&3 &); sleep 30"), workspace,
					policy, null));
			assertThat(verdictOnNext()).isFalse();
		} finally {
			Files.deleteIfExists(workspace);
		}
	}
}
