package io.github.acp4j.agent.sandbox;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.acp4j.agent.spi.OutputRedactor;

/**
 * The environment of the processes the agent starts, sandboxed or not: only the variables a build
 * needs ({@link #PASSED}, {@code LC_*}) and those the user names in {@value #SETTING}. The agent's own
 * environment holds what no command should have: the provider keys and any other credential
 * ({@code AWS_SECRET_ACCESS_KEY}, a password in {@code DATABASE_URL}), and the addresses of the user's
 * servers ({@code SSH_AUTH_SOCK}, {@code DBUS_SESSION_BUS_ADDRESS}, {@code DISPLAY}, {@code TMUX}),
 * through which a command would act outside the sandbox. An allow-list, as Codex's shell environment
 * policy has, since a deny-list misses every name nobody thought of.
 */
final class CommandEnvironment {

	/**
	 * Names, separated by commas, of more variables to pass ({@code NAME}, or {@code PREFIX*} for every
	 * name that starts so; {@code *} alone for all). A name that says it holds a secret ({@link OutputRedactor#isSecretName}) is
	 * passed only when named in full, never through a prefix: naming it is the user's decision, and its
	 * value is still redacted from what the command prints.
	 */
	static final String SETTING = "ACP4J_COMMAND_ENV";

	/** What a shell, a build and its tool chains read; none names a server or holds a secret. */
	static final Set<String> PASSED = Set.of(
			// the user, the shell, the terminal, the locale, temp files
			"PATH", "HOME", "USER", "LOGNAME", "SHELL", "LANG", "LANGUAGE", "TERM", "COLORTERM", "NO_COLOR", "TZ", "TMPDIR",
			"XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CONFIG_DIRS", "XDG_DATA_DIRS",
			// Java
			"JAVA_HOME", "JDK_HOME", "MAVEN_HOME", "M2_HOME", "MAVEN_OPTS", "MAVEN_ARGS", "GRADLE_HOME", "GRADLE_USER_HOME",
			"GRADLE_OPTS", "ANT_HOME", "SDKMAN_DIR",
			// JavaScript, Python, Go, Rust, Ruby, .NET
			"NODE_PATH", "NVM_DIR", "NVM_BIN", "PNPM_HOME", "PYENV_ROOT", "PYENV_VERSION", "VIRTUAL_ENV", "CONDA_PREFIX",
			"CONDA_DEFAULT_ENV", "PYTHONPATH", "GOPATH", "GOROOT", "GOBIN", "GOCACHE", "GOMODCACHE", "GOFLAGS", "GOPROXY",
			"GOPRIVATE", "CARGO_HOME", "RUSTUP_HOME", "RUSTUP_TOOLCHAIN", "GEM_HOME", "GEM_PATH", "RBENV_ROOT", "DOTNET_ROOT",
			// C and C++
			"CC", "CXX", "PKG_CONFIG_PATH", "LD_LIBRARY_PATH",
			// the network of a call that has it: proxies (a password in one is redacted) and certificate authorities
			"HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "ALL_PROXY", "http_proxy", "https_proxy", "no_proxy", "all_proxy",
			"SSL_CERT_FILE", "SSL_CERT_DIR", "REQUESTS_CA_BUNDLE", "CURL_CA_BUNDLE", "NODE_EXTRA_CA_CERTS");

	private CommandEnvironment() {
	}

	/** The variables of the agent's {@code environment} a command gets. */
	static Map<String, String> of(Map<String, String> environment) {
		List<String> names = new ArrayList<>();
		List<String> prefixes = new ArrayList<>(List.of("LC_"));
		for (String listed : environment.getOrDefault(SETTING, "").split(",")) {
			String name = listed.strip();
			if (name.endsWith("*")) {
				prefixes.add(name.substring(0, name.length() - 1));
			} else if (!name.isEmpty()) {
				names.add(name);
			}
		}
		Map<String, String> passed = new LinkedHashMap<>();
		environment.forEach((name, value) -> {
			boolean prefixed = prefixes.stream().anyMatch(name::startsWith);
			if (PASSED.contains(name) || names.contains(name) || prefixed && !OutputRedactor.isSecretName(name)) {
				passed.put(name, value);
			}
		});
		return passed;
	}
}
