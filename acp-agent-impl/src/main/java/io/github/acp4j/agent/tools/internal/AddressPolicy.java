package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import javax.net.SocketFactory;

import io.github.acp4j.agent.telemetry.TraceHeaders;

import okhttp3.ConnectionPool;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * The addresses {@code web_fetch} may connect to: public (global unicast) ones, and those the user
 * allowed with {@value #VARIABLE}. A page the model names must not reach the user's own machine, its
 * network or the cloud's metadata service ({@code 169.254.169.254}) on the model's say-so.
 *
 * <p>The check is made where the connection is made: {@link #confine} gives the client sockets that
 * judge the address they are asked to connect to, just before they connect. However a host is
 * written ({@code localhost}, {@code 2130706433}, {@code 127.1}, {@code [::ffff:127.0.0.1]}, a name
 * whose DNS answers change between two lookups), and whether OkHttp looks it up with its
 * {@code Dns} or parses it as a literal (it does not call {@code Dns} for literals), what is judged
 * is the address the socket connects to, so no spelling and no second lookup gets past it.
 */
public final class AddressPolicy {

	/** The environment variable that lists what the user allows beyond public addresses. */
	public static final String VARIABLE = "ACP4J_WEB_FETCH_ALLOW";

	private static final Logger LOG = Logger.getLogger(AddressPolicy.class.getName());
	/** {@code [v6]:port} or {@code [v6]}, {@code address/prefix}, {@code v4:port}, {@code address}. */
	private static final Pattern ENTRY = Pattern
			.compile("\\[([^]]+)](?::(\\d{1,5}))?|([^/\\[\\]]+)/(\\d{1,3})|([0-9.]+):(\\d{1,5})|([^/\\[\\]]+)");
	private static final Pattern V4 = Pattern.compile("\\d{1,3}(\\.\\d{1,3}){3}");
	/** What {@code InetAddress} parses as an IPv6 literal and never looks up: a hex digit or ':' first, a ':' in it. */
	private static final Pattern V6 = Pattern.compile("(?=.*:)[0-9a-fA-F:][0-9a-fA-F:.]*");

	/**
	 * The blocks that are not global unicast, each with what it is; the first that holds an address
	 * names it. IPv6 outside 2000::/3 that none holds is not global unicast either: it is reserved.
	 */
	private static final List<Block> SPECIAL = List.of(
			Block.of("0.0.0.0/8", "unspecified"), // 0.0.0.0 itself connects to the local host
			Block.of("10.0.0.0/8", "private"),
			Block.of("100.64.0.0/10", "shared (carrier-grade NAT)"),
			Block.of("127.0.0.0/8", "loopback"),
			Block.of("169.254.0.0/16", "link-local"), // the cloud metadata service among them
			Block.of("172.16.0.0/12", "private"),
			Block.of("192.0.0.0/24", "reserved for protocol assignments"),
			Block.of("192.0.2.0/24", "documentation"),
			Block.of("192.88.99.0/24", "6to4 relay"),
			Block.of("192.168.0.0/16", "private"),
			Block.of("198.18.0.0/15", "benchmarking"),
			Block.of("198.51.100.0/24", "documentation"),
			Block.of("203.0.113.0/24", "documentation"),
			Block.of("224.0.0.0/4", "multicast"),
			Block.of("240.0.0.0/4", "reserved"), // 255.255.255.255, the broadcast address, among them
			Block.of("::/128", "unspecified"),
			Block.of("::1/128", "loopback"),
			Block.of("fc00::/7", "unique-local (private)"),
			Block.of("fe80::/10", "link-local"),
			Block.of("fec0::/10", "site-local"),
			Block.of("ff00::/8", "multicast"),
			Block.of("2001::/32", "Teredo tunnel"),
			Block.of("2001:2::/48", "benchmarking"),
			Block.of("2001:db8::/32", "documentation"),
			Block.of("64:ff9b:1::/48", "local-use NAT64"));

	/** IPv6 blocks that carry an IPv4 address, judged by it: NAT64 (in the last 4 bytes), 6to4 (from the third). */
	private static final Block NAT64 = Block.of("64:ff9b::/96", "");
	private static final Block SIX_TO_FOUR = Block.of("2002::/16", "");
	private static final Block GLOBAL_V6 = Block.of("2000::/3", "");

	private final List<Block> allowed;

	/** @param allowed the blocks the user allows although they are not public */
	AddressPolicy(List<Block> allowed) {
		this.allowed = List.copyOf(allowed);
	}

	/** Public addresses, and those {@value #VARIABLE} in {@code environment} allows (an entry that is no address is logged and left out). */
	public static AddressPolicy fromEnvironment(Map<String, String> environment) {
		return parse(environment.getOrDefault(VARIABLE, ""));
	}

	/**
	 * Public addresses and those {@code list} allows: entries apart by commas or spaces, each an
	 * address ({@code 127.0.0.1}, {@code ::1}), a block ({@code 10.0.0.0/8}, {@code fd00::/8}) or an
	 * address with a port ({@code 127.0.0.1:3000}, {@code [::1]:3000}). Names are not taken: a name
	 * is judged by the addresses it resolves to when it is fetched.
	 */
	static AddressPolicy parse(String list) {
		List<Block> blocks = new ArrayList<>();
		for (String entry : list.strip().split("[,\\s]+")) {
			if (entry.isEmpty()) {
				continue;
			}
			Optional<Block> block = Block.parse(entry);
			if (block.isPresent()) {
				blocks.add(block.get());
			} else {
				LOG.warning(VARIABLE + ": \"" + entry + "\" is not an address, a block such as 10.0.0.0/8 or an address with a port"
						+ " such as 127.0.0.1:3000 or [::1]:3000; it is left out");
			}
		}
		return new AddressPolicy(blocks);
	}

	/**
	 * A copy of {@code client} that connects only where this policy allows, follows no redirect (the
	 * fetch follows each itself, as a request of its own whose connection is judged), uses no proxy (a proxy would resolve names itself, past
	 * the check, so a JVM-wide proxy setting is not used) and keeps its connections apart from the
	 * agent's: OkHttp reuses a pooled connection without asking the socket factory, and the agent's
	 * pool holds connections to a local model server.
	 */
	OkHttpClient confine(OkHttpClient client) {
		OkHttpClient.Builder confined = client.newBuilder().followRedirects(false).followSslRedirects(false).proxy(Proxy.NO_PROXY)
				.connectionPool(new ConnectionPool()).socketFactory(new CheckingSocketFactory());
		// A page the model fetches learns nothing of the turn's trace.
		confined.interceptors().remove(TraceHeaders.INSTANCE);
		return confined.build();
	}

	/** Refuses {@code target} when it is neither public nor allowed. */
	void check(InetSocketAddress target) throws Refused {
		InetAddress address = target.getAddress();
		if (address == null) {
			// an unresolved address would be resolved by whoever connects, past this check
			throw new Refused(target, "unresolved");
		}
		for (Block block : allowed) {
			if (block.contains(address, target.getPort())) {
				return;
			}
		}
		Optional<String> kind = notPublic(address);
		if (kind.isPresent()) {
			throw new Refused(target, kind.get());
		}
	}

	/** What {@code address} is when it is not a public unicast address, else empty. */
	static Optional<String> notPublic(InetAddress address) {
		byte[] bytes = address.getAddress();
		boolean v6 = address instanceof Inet6Address;
		if (v6 && (isMapped(bytes) || NAT64.contains(address, -1))) {
			return embedded(bytes, 12);
		}
		if (v6 && SIX_TO_FOUR.contains(address, -1)) {
			return embedded(bytes, 2);
		}
		Optional<String> special = SPECIAL.stream().filter(block -> block.contains(address, -1)).map(Block::kind).findFirst();
		return special.isPresent() || !v6 || GLOBAL_V6.contains(address, -1) ? special : Optional.of("reserved");
	}

	/**
	 * Whether an IPv6 address is IPv4-mapped ({@code ::ffff:a.b.c.d}). {@code InetAddress} turns such
	 * bytes into an {@link Inet4Address}, but {@link Inet6Address#getByAddress(String, byte[], int)}
	 * (a custom {@code Dns} may use it) keeps them, and a dual-stack socket connects to them over IPv4.
	 */
	private static boolean isMapped(byte[] bytes) {
		for (int i = 0; i < 10; i++) {
			if (bytes[i] != 0) {
				return false;
			}
		}
		return bytes[10] == (byte) 0xff && bytes[11] == (byte) 0xff;
	}

	/** The IPv4 address at {@code offset} of an IPv6 one, judged as IPv4. */
	private static Optional<String> embedded(byte[] bytes, int offset) {
		try {
			InetAddress v4 = InetAddress.getByAddress(Arrays.copyOfRange(bytes, offset, offset + 4));
			return notPublic(v4).map(kind -> kind + " (" + v4.getHostAddress() + " inside an IPv6 address)");
		} catch (UnknownHostException e) {
			throw new IllegalStateException("four bytes are an IPv4 address", e);
		}
	}

	/** An address, a block of them or an address with a port. */
	static final class Block {
		private final byte[] network;
		private final int prefix;
		/** -1 for any. */
		private final int port;
		/** What the block is, when it is one of {@link #SPECIAL}. */
		private final String kind;

		private Block(byte[] network, int prefix, int port, String kind) {
			this.network = network;
			this.prefix = prefix;
			this.port = port;
			this.kind = kind;
		}

		static Block of(String cidr, String kind) {
			Block block = parse(cidr).orElseThrow();
			return new Block(block.network, block.prefix, -1, kind);
		}

		String kind() {
			return kind;
		}

		/** {@code entry} as a block, or empty when it is none of the forms {@link AddressPolicy#parse} takes. */
		static Optional<Block> parse(String entry) {
			Matcher parts = ENTRY.matcher(entry);
			if (!parts.matches()) {
				return Optional.empty();
			}
			String address = Stream.of(1, 3, 5, 7).map(parts::group).filter(Objects::nonNull).findFirst().orElseThrow();
			String port = parts.group(2) != null ? parts.group(2) : parts.group(6);
			byte[] bytes = literal(address);
			int bits = bytes == null ? 0 : bytes.length * 8;
			int prefix = parts.group(4) != null ? Integer.parseInt(parts.group(4)) : bits;
			int number = port != null ? Integer.parseInt(port) : -1;
			if (bytes == null || prefix > bits || number == 0 || number > 65535) {
				return Optional.empty();
			}
			return Optional.of(new Block(bytes, prefix, number, ""));
		}

		/**
		 * The bytes of an IP literal, or null. No lookup is made: {@code InetAddress} would look up an
		 * IPv4 address with an octet over 255 as a name, so IPv4 is read here.
		 */
		private static byte[] literal(String text) {
			if (V4.matcher(text).matches()) {
				byte[] bytes = new byte[4];
				String[] octets = text.split("\\.");
				for (int i = 0; i < 4; i++) {
					int octet = Integer.parseInt(octets[i]);
					if (octet > 255) {
						return null;
					}
					bytes[i] = (byte) octet;
				}
				return bytes;
			}
			try {
				return V6.matcher(text).matches() ? InetAddress.getByName(text).getAddress() : null;
			} catch (UnknownHostException e) {
				return null;
			}
		}

		/** Whether {@code address} is in this block and {@code port} is its port (any when it has none). */
		boolean contains(InetAddress address, int port) {
			byte[] bytes = address.getAddress();
			if (this.port >= 0 && this.port != port || bytes.length != network.length) {
				return false;
			}
			for (int bit = 0; bit < prefix; bit += 8) {
				int mask = prefix - bit >= 8 ? 0xff : 0xff << (8 - (prefix - bit)) & 0xff;
				if ((bytes[bit / 8] & mask) != (network[bit / 8] & mask)) {
					return false;
				}
			}
			return true;
		}
	}

	/** A connection refused because its address is neither public nor allowed. */
	static final class Refused extends IOException {
		private static final long serialVersionUID = 1L;

		/** What the user would add to {@value #VARIABLE} to allow it. */
		final String entry;

		Refused(InetSocketAddress target, String kind) {
			super(written(target) + " is not a public address (" + kind + ")");
			String host = written(target);
			this.entry = (target.getAddress() instanceof Inet6Address ? "[" + host + "]" : host) + ":" + target.getPort();
		}

		/** The address as one writes it: IPv6 in its short form ({@code ::1}), which OkHttp's URL host is. */
		private static String written(InetSocketAddress target) {
			if (target.getAddress() == null) {
				return target.getHostString();
			}
			String text = target.getAddress().getHostAddress();
			int scope = text.indexOf('%');
			return new HttpUrl.Builder().scheme("http").host(scope < 0 ? text : text.substring(0, scope)).build().host();
		}
	}

	/** Sockets that connect only where the policy allows. */
	private final class CheckingSocketFactory extends SocketFactory {

		@Override
		public Socket createSocket() {
			return new Socket() {
				@Override
				public void connect(SocketAddress endpoint, int timeout) throws IOException {
					if (!(endpoint instanceof InetSocketAddress target)) {
						throw new IOException("Not an internet address: " + endpoint);
					}
					check(target);
					super.connect(target, timeout);
				}
			};
		}

		// OkHttp asks for unconnected sockets only; these connect one the same checked way.
		@Override
		public Socket createSocket(String host, int port) throws IOException {
			return createSocket(InetAddress.getByName(host), port);
		}

		@Override
		public Socket createSocket(String host, int port, InetAddress localHost, int localPort) throws IOException {
			return createSocket(InetAddress.getByName(host), port, localHost, localPort);
		}

		@Override
		public Socket createSocket(InetAddress host, int port) throws IOException {
			return connected(new InetSocketAddress(host, port), null);
		}

		@Override
		public Socket createSocket(InetAddress address, int port, InetAddress localAddress, int localPort) throws IOException {
			return connected(new InetSocketAddress(address, port), new InetSocketAddress(localAddress, localPort));
		}

		private Socket connected(InetSocketAddress target, InetSocketAddress local) throws IOException {
			Socket socket = createSocket();
			try {
				if (local != null) {
					socket.bind(local);
				}
				socket.connect(target);
				return socket;
			} catch (IOException e) {
				socket.close();
				throw e;
			}
		}
	}
}
