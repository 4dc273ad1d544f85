package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;

import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.TextContent;

class OutputRedactorTest {

	static final String KEY = "sk-live-9f8e7d6c5b4a3210";
	final OutputRedactor redactor = OutputRedactor.fromEnvironment(Map.of("OPENAI_API_KEY", KEY, "GH_TOKEN", "ghp_tokenvalue123",
			"CLIENT_SECRET", "s3cr3t-value", "SHORT_TOKEN", "abc", "PATH", "/usr/bin:/bin"));

	/** Whether the key can be read back from base64 found in the text, at any offset. */
	static boolean decodesToKey(String text) {
		Matcher runs = Pattern.compile("[A-Za-z0-9+/_-]{8,}").matcher(text.replace("\n", ""));
		while (runs.find()) {
			String run = runs.group().replace('-', '+').replace('_', '/');
			for (int offset = 0; offset < 4 && offset < run.length(); offset++) {
				String aligned = run.substring(offset);
				aligned = aligned.substring(0, aligned.length() / 4 * 4);
				if (new String(Base64.getDecoder().decode(aligned), StandardCharsets.ISO_8859_1).contains(KEY)) {
					return true;
				}
			}
		}
		return false;
	}

	@ParameterizedTest
	@ValueSource(strings = { "", "a", "ab", "abc", "PATH=/bin\u0000OPENAI_API_KEY=", "x=y\u0000" })
	void base64OfTextHoldingTheKeyAtAnyOffsetDoesNotDecodeToIt(String before) {
		String environ = before + KEY + "\u0000HOME=/root\u0000";
		for (Base64.Encoder encoder : List.of(Base64.getEncoder(), Base64.getUrlEncoder(), Base64.getMimeEncoder())) {
			String encoded = encoder.encodeToString(environ.getBytes(StandardCharsets.UTF_8));
			assertThat(decodesToKey(encoded)).as("the test's own check finds the key").isTrue();
			String redacted = redactor.redact(encoded);
			assertThat(redacted).contains(OutputRedactor.REDACTED);
			assertThat(decodesToKey(redacted)).as(before).isFalse();
		}
	}

	@Test
	void base64WrappedAt76ColumnsIsRedactedAcrossTheLineBreak() {
		String environ = "LONG_VARIABLE=" + "v".repeat(37) + "\u0000OPENAI_API_KEY=" + KEY + "\u0000";
		String wrapped = Base64.getEncoder().encodeToString(environ.getBytes(StandardCharsets.UTF_8)).replaceAll("(.{76})", "$1\n");
		assertThat(wrapped).contains("\n");
		assertThat(decodesToKey(redactor.redact(wrapped))).isFalse();
	}

	@Test
	void plainAndHexFormsOfEverySecretAreRedacted() {
		String hex = HexFormat.of().formatHex(KEY.getBytes(StandardCharsets.UTF_8));
		String text = "key " + KEY + " token ghp_tokenvalue123 secret s3cr3t-value hex " + hex + " HEX " + hex.toUpperCase()
				+ " wrapped " + hex.substring(0, 20) + "\n" + hex.substring(20);
		assertThat(redactor.redact(text)).isEqualTo("key [REDACTED] token [REDACTED] secret [REDACTED] hex [REDACTED] HEX [REDACTED]"
				+ " wrapped [REDACTED]");
	}

	@Test
	void shortValuesAndOtherVariablesAreLeftAlone() {
		assertThat(redactor.redact("abc /usr/bin:/bin")).isEqualTo("abc /usr/bin:/bin");
		assertThat(OutputRedactor.NONE.redact("anything " + KEY)).isEqualTo("anything " + KEY);
	}

	@Test
	void aToolResultIsRedactedInItsTextItsContentAndItsRawOutput() {
		JsonObject raw = new JsonObject();
		raw.addProperty("stdout", "k=" + KEY);
		raw.addProperty("exitCode", 0);
		ToolResult result = redactor.redact(ToolResult.builder("k=" + KEY, List.of(Content.of(TextContent.of(KEY)),
				Diff.builder("/w/.env", "OPENAI_API_KEY=").oldText("OPENAI_API_KEY=" + KEY).build())).rawOutput(raw).build());
		assertThat(result.forModel()).isEqualTo("k=[REDACTED]");
		assertThat(result.content()).containsExactly(Content.of(TextContent.of("[REDACTED]")),
				Diff.builder("/w/.env", "OPENAI_API_KEY=").oldText("OPENAI_API_KEY=[REDACTED]").build());
		assertThat(result.rawOutput().getAsJsonObject().get("stdout").getAsString()).isEqualTo("k=[REDACTED]");
		assertThat(result.rawOutput().getAsJsonObject().get("exitCode").getAsInt()).isZero();
	}

	@ParameterizedTest
	@ValueSource(strings = { "OPENAI_API_KEY", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN", "GITHUB_TOKEN", "PGPASSWORD", "MYSQL_PWD",
			"DB_PASSWD", "GPG_PASSPHRASE", "AZURE_CLIENT_SECRET", "STRIPE_KEY", "SSH_PRIVATE_KEY", "MY_ACCESSKEY", "npm_config_apikey",
			"GOOGLE_APPLICATION_CREDENTIALS" })
	void namesThatSayTheyHoldASecret(String name) {
		assertThat(OutputRedactor.isSecretName(name)).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "PATH", "HOME", "PWD", "OLDPWD", "KEYBOARD_LAYOUT", "MONKEY_PATH", "DATABASE_URL", "SSH_AUTH_SOCK", "LANG" })
	void namesThatDoNot(String name) {
		assertThat(OutputRedactor.isSecretName(name)).isFalse();
	}

	@Test
	void otherCredentialsOfTheEnvironmentAreRedacted() {
		OutputRedactor other = OutputRedactor.fromEnvironment(Map.of("AWS_SECRET_ACCESS_KEY", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
				"DATABASE_URL", "postgres://app:Hunter2-db-pass@db/app", "REDIS_URL", "redis://:p%40ss-word-9@cache:6379/0",
				"MYSQL_PWD", "mysql-pwd-value", "PWD", "/home/user/project"));
		assertThat(other.redact("aws wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY db Hunter2-db-pass redis p%40ss-word-9 and p@ss-word-9"
				+ " mysql mysql-pwd-value in /home/user/project")).isEqualTo("aws [REDACTED] db [REDACTED] redis [REDACTED] and [REDACTED]"
						+ " mysql [REDACTED] in /home/user/project");
		assertThat(other.redact("postgres://app:Hunter2-db-pass@db/app")).isEqualTo("postgres://app:[REDACTED]@db/app");
	}
}
