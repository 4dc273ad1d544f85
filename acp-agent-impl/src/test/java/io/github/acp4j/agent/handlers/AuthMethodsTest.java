package io.github.acp4j.agent.handlers;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

/** The command line the earlier terminal authentication is told to run. */
class AuthMethodsTest {

	@Test
	void theStartScriptsPropertyWins() {
		assertThat(AuthMethods.launcher("/opt/acp 4j/bin/acp4j", Optional.of("/usr/bin/java"), Optional.of(new String[] { "-jar", "x.jar" })))
				.contains(List.of("/opt/acp 4j/bin/acp4j"));
	}

	/** Without it, java with the options before {@code -jar JAR}; the agent's own arguments are dropped. */
	@Test
	void elseTheJavaCommandLineUpToItsJar() {
		assertThat(AuthMethods.launcher(null, Optional.of("/jre/bin/java"),
				Optional.of(new String[] { "-XX:SharedArchiveFile=/a.jsa", "-jar", "/lib/acp4j.jar", "--acp", "--stdio" })))
				.contains(List.of("/jre/bin/java", "-XX:SharedArchiveFile=/a.jsa", "-jar", "/lib/acp4j.jar"));
		assertThat(AuthMethodsTest.legacyArgs(List.of("/jre/bin/java", "-jar", "/lib/acp4j.jar")))
				.containsExactly("-jar", "/lib/acp4j.jar", "--setup");
	}

	/** Embedded in another program (no -jar, or nothing known of the process), it names none. */
	@Test
	void noneWhenTheProcessWasNotStartedFromAJar() {
		assertThat(AuthMethods.launcher(" ", Optional.of("/usr/bin/java"), Optional.of(new String[] { "-cp", "a:b", "Main" }))).isEmpty();
		assertThat(AuthMethods.launcher(null, Optional.of("/usr/bin/java"), Optional.of(new String[] { "-jar" }))).isEmpty();
		assertThat(AuthMethods.launcher(null, Optional.empty(), Optional.empty())).isEmpty();
	}

	private static List<String> legacyArgs(List<String> command) {
		return AuthMethods.legacyMeta(command).getAsJsonObject("terminal-auth").getAsJsonArray("args").asList().stream()
				.map(arg -> arg.getAsString()).toList();
	}
}
