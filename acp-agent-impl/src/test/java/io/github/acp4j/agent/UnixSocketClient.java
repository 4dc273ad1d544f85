package io.github.acp4j.agent;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;

/**
 * Connects to each Unix socket named on its command line, as a command in the sandbox would (a tmux
 * client, ssh-add, a D-Bus call): prints {@code connected PATH} or {@code refused PATH: REASON} for each.
 */
final class UnixSocketClient {

	private UnixSocketClient() {
	}

	public static void main(String[] args) {
		for (String path : args) {
			try (SocketChannel channel = SocketChannel.open(StandardProtocolFamily.UNIX)) {
				channel.connect(UnixDomainSocketAddress.of(path));
				System.out.println("connected " + path);
			} catch (IOException e) {
				System.out.println("refused " + path + ": " + e.getMessage());
			}
		}
	}
}
