package io.github.acp4j.dist;

import java.nio.charset.Charset;
import java.security.KeyPairGenerator;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.net.ssl.SSLContext;

/**
 * Run by DistIT on the archive's linked runtime: the services the agent needs that jdeps cannot see
 * are there. Prints what is missing, one a line, and exits 1 when anything is.
 */
public final class RuntimeProbe {

	private RuntimeProbe() {
	}

	public static void main(String[] args) throws Exception {
		List<String> missing = new ArrayList<>();
		// TLS to the providers: ECDHE key exchange with ECDSA or RSA certificates (jdk.crypto.ec on JDK 17).
		List<String> suites = Arrays.asList(SSLContext.getDefault().createSSLEngine().getEnabledCipherSuites());
		for (String suite : List.of("TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256", "TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256")) {
			if (!suites.contains(suite)) {
				missing.add("cipher suite " + suite);
			}
		}
		try {
			KeyPairGenerator.getInstance("EC").generateKeyPair();
		} catch (java.security.GeneralSecurityException e) {
			missing.add("EC keys: " + e);
		}
		// A fetched page in a charset outside java.base's (jdk.charsets; java.base has Shift_JIS, GBK, Big5 on Linux).
		for (String charset : List.of("ISO-2022-JP", "ISO-2022-KR")) {
			if (!Charset.isSupported(charset)) {
				missing.add("charset " + charset);
			}
		}
		// The PostgreSQL store and the remote transport's client.
		for (String type : List.of("java.sql.DriverManager", "javax.sql.DataSource", "java.net.http.HttpClient", "sun.misc.Signal",
				"com.sun.management.UnixOperatingSystemMXBean", "org.ietf.jgss.GSSManager")) {
			try {
				Class.forName(type);
			} catch (ClassNotFoundException e) {
				missing.add("class " + type);
			}
		}
		missing.forEach(System.out::println);
		System.exit(missing.isEmpty() ? 0 : 1);
	}
}
