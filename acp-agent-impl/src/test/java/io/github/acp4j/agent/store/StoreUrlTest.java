package io.github.acp4j.agent.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --store} URLs: what is taken, and what is refused with a reason that never repeats a password. */
class StoreUrlTest {

	@Test
	void aPostgresqlUrlNamesUserHostPortAndDatabase() {
		StoreUrl url = StoreUrl.parse("postgresql://acp4j@db.example:6543/sessions?sslmode=require");
		assertThat(url).isEqualTo(new StoreUrl("acp4j", "db.example", 6543, "sessions", "sslmode=require"));
		assertThat(url.jdbcUrl()).isEqualTo("jdbc:postgresql://db.example:6543/sessions?sslmode=require");
		assertThat(StoreUrl.parse("postgres://u@h/d").port()).isEqualTo(5432);
	}

	@ParameterizedTest
	@ValueSource(strings = { "postgresql://acp4j:hunter2@db:5432/acp4j", "postgresql://acp4j@db:5432/acp4j?password=hunter2" })
	void aPasswordInTheUrlIsRefusedWithWhereItGoes(String url) {
		assertThatThrownBy(() -> StoreUrl.parse(url)).isInstanceOf(IllegalArgumentException.class)
				.hasMessageContaining("ACP4J_STORE_PASSWORD").hasMessageNotContaining("hunter2");
	}

	@ParameterizedTest
	@ValueSource(strings = { "mysql://u@h/d", "file:///tmp/x", "sessions", "postgresql://h:5432/d", "postgresql://u@h:5432/", " " })
	void anythingElseIsRefusedWithTheFormItTakes(String url) {
		assertThatThrownBy(() -> StoreUrl.parse(url)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--store");
	}
}
