package io.github.acp4j.agent.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;

import javax.net.SocketFactory;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import okhttp3.OkHttpClient;

/** What web_fetch may connect to: global unicast addresses, and what the user allows. */
class AddressPolicyTest {

	private static final AddressPolicy PUBLIC_ONLY = AddressPolicy.fromEnvironment(Map.of());

	@ParameterizedTest
	@CsvSource({ "0.0.0.0, unspecified", "0.1.2.3, unspecified", "10.1.2.3, private", "100.64.0.1, shared (carrier-grade NAT)",
			"100.127.255.255, shared (carrier-grade NAT)", "127.0.0.1, loopback", "127.255.255.254, loopback",
			"169.254.169.254, link-local", "172.16.0.1, private", "172.31.255.255, private",
			"192.0.0.8, reserved for protocol assignments", "192.0.2.1, documentation", "192.168.1.1, private",
			"198.18.0.1, benchmarking", "198.19.255.255, benchmarking", "224.0.0.1, multicast", "239.255.255.250, multicast",
			"240.0.0.1, reserved", "255.255.255.255, reserved", "::, unspecified", "::1, loopback",
			"fc00::1, unique-local (private)", "fd12:3456::1, unique-local (private)", "fe80::1, link-local",
			"febf::1, link-local", "fec0::1, site-local", "ff02::1, multicast", "::7f00:1, reserved", "100::1, reserved",
			"'64:ff9b::7f00:1', 'loopback (127.0.0.1 inside an IPv6 address)'",
			"'64:ff9b::a9fe:a9fe', 'link-local (169.254.169.254 inside an IPv6 address)'",
			"'2002:c0a8:101::1', 'private (192.168.1.1 inside an IPv6 address)'",
			"'2002:7f00:1::', 'loopback (127.0.0.1 inside an IPv6 address)'", "2001:db8::1, documentation",
			"2001:0:4136:e378::1, Teredo tunnel", "'64:ff9b:1::1', local-use NAT64" })
	void everyAddressThatIsNotGlobalUnicastIsRefused(String address, String kind) throws Exception {
		assertThat(AddressPolicy.notPublic(InetAddress.getByName(address))).contains(kind);
		assertThatThrownBy(() -> PUBLIC_ONLY.check(new InetSocketAddress(InetAddress.getByName(address), 80)))
				.isInstanceOf(AddressPolicy.Refused.class).hasMessageEndingWith("is not a public address (" + kind + ")");
	}

	@ParameterizedTest
	@ValueSource(strings = { "1.1.1.1", "8.8.8.8", "9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0", "126.255.255.255",
			"128.0.0.0", "169.253.255.255", "172.15.255.255", "172.32.0.0", "192.0.1.0", "192.167.255.255", "192.169.0.0",
			"198.17.255.255", "198.20.0.0", "223.255.255.255", "2606:4700:4700::1111", "2a00:1450:4001::200e",
			"64:ff9b::808:808", "2002:808:808::1", "3fff:ffff::1" })
	void globalUnicastAddressesAreTaken(String address) throws Exception {
		assertThat(AddressPolicy.notPublic(InetAddress.getByName(address))).isEmpty();
		assertThatCode(() -> PUBLIC_ONLY.check(new InetSocketAddress(InetAddress.getByName(address), 443))).doesNotThrowAnyException();
	}

	/**
	 * {@code InetAddress} turns IPv4-mapped bytes into an IPv4 address, but an {@code Inet6Address}
	 * made with a host name keeps them; a custom {@code Dns} may hand one over.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "127.0.0.1", "10.0.0.1", "169.254.169.254" })
	void aMappedAddressKeptAsIpv6IsJudgedByItsIpv4(String v4) throws Exception {
		byte[] mapped = new byte[16];
		mapped[10] = (byte) 0xff;
		mapped[11] = (byte) 0xff;
		System.arraycopy(InetAddress.getByName(v4).getAddress(), 0, mapped, 12, 4);
		Inet6Address address = Inet6Address.getByAddress("mapped.example", mapped, -1);
		assertThat(AddressPolicy.notPublic(address)).hasValueSatisfying(kind -> assertThat(kind).contains(v4 + " inside"));
	}

	@ParameterizedTest
	@CsvSource({ "'127.0.0.1:3000', 127.0.0.1, 3000, true", "'127.0.0.1:3000', 127.0.0.1, 3001, false",
			"'[::1]:3000', ::1, 3000, true", "'[::1]:3000', 127.0.0.1, 3000, false", "'10.0.0.0/8', 10.200.3.4, 22, true",
			"'10.0.0.0/8', 11.0.0.1, 22, true", "'10.0.0.0/8', 172.16.0.1, 22, false", "'fd00::/8', fd12::5, 80, true",
			"'fd00::/8', fc00::5, 80, false", "'::1', ::1, 1, true", "'127.0.0.0/8 ::1', 127.9.9.9, 80, true",
			"'0.0.0.0/0, ::/0', 169.254.169.254, 80, true", "'localhost', 127.0.0.1, 80, false", "'10.0.0.0/33', 10.0.0.1, 80, false",
			"'127.0.0.1:0', 127.0.0.1, 80, false", "'[::1', ::1, 80, false", "'127.0.0.1:99999', 127.0.0.1, 80, false",
			"'999.0.0.1', 127.0.0.1, 80, false", "'.:', 127.0.0.1, 80, false", "'127.0.0.1/8:80', 127.0.0.1, 80, false" })
	void theUserAllowsAddressesBlocksAndPorts(String list, String address, int port, boolean allowed) throws Exception {
		AddressPolicy policy = AddressPolicy.fromEnvironment(Map.of(AddressPolicy.VARIABLE, list));
		InetSocketAddress target = new InetSocketAddress(InetAddress.getByName(address), port);
		if (allowed) {
			assertThatCode(() -> policy.check(target)).doesNotThrowAnyException();
		} else {
			assertThatThrownBy(() -> policy.check(target)).isInstanceOf(AddressPolicy.Refused.class);
		}
	}

	@ParameterizedTest
	@CsvSource({ "127.0.0.1, 8080, 127.0.0.1:8080", "::1, 3000, '[::1]:3000'", "fe80::1:2, 80, '[fe80::1:2]:80'" })
	void aRefusalNamesTheEntryThatWouldAllowIt(String address, int port, String entry) throws Exception {
		assertThatThrownBy(() -> PUBLIC_ONLY.check(new InetSocketAddress(InetAddress.getByName(address), port)))
				.isInstanceOfSatisfying(AddressPolicy.Refused.class, refused -> assertThat(refused.entry).isEqualTo(entry));
	}

	/** OkHttp asks for unconnected sockets; a socket the factory connects itself is checked the same way. */
	@ParameterizedTest
	@ValueSource(strings = { "127.0.0.1", "localhost", "::1" })
	void theFactorysOwnConnectedSocketsAreCheckedToo(String host) throws Exception {
		SocketFactory sockets = PUBLIC_ONLY.confine(new OkHttpClient()).socketFactory();
		assertThatThrownBy(() -> sockets.createSocket(host, 9)).isInstanceOf(AddressPolicy.Refused.class);
		assertThatThrownBy(() -> sockets.createSocket(InetAddress.getByName(host), 9, null, 0)).isInstanceOf(AddressPolicy.Refused.class);
	}

	@ParameterizedTest
	@ValueSource(strings = { "example.com", "intranet" })
	void anUnresolvedAddressIsRefused(String host) {
		assertThatThrownBy(() -> PUBLIC_ONLY.check(InetSocketAddress.createUnresolved(host, 80)))
				.isInstanceOf(AddressPolicy.Refused.class).hasMessageContaining("(unresolved)");
	}
}
