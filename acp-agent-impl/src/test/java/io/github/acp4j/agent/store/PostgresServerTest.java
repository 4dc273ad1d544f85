package io.github.acp4j.agent.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** A real PostgreSQL server for the tests: password authentication, its data across stop, kill and start. */
class PostgresServerTest {

	private static PostgresServer postgres;

	@BeforeAll
	static void startServer() throws Exception {
		Optional<String> missing = PostgresServer.available();
		assumeTrue(missing.isEmpty(), () -> missing.orElseThrow());
		postgres = PostgresServer.startNew();
	}

	@AfterAll
	static void closeServer() throws Exception {
		if (postgres != null) {
			postgres.close();
		}
	}

	@Test
	void theUrlNamesTheUserButNotThePassword() {
		assertThat(postgres.url()).isEqualTo("postgresql://acp4j@127.0.0.1:" + postgres.port() + "/acp4j")
				.doesNotContain(postgres.password());
		assertThat(postgres.jdbcUrl()).isEqualTo("jdbc:postgresql://127.0.0.1:" + postgres.port() + "/acp4j");
		assertThat(postgres.password()).isNotBlank();
	}

	@Test
	void onlyThePasswordLetsTheUserIn() throws SQLException {
		try (Connection connection = DriverManager.getConnection(postgres.jdbcUrl(), postgres.user(), postgres.password());
				Statement statement = connection.createStatement();
				ResultSet row = statement.executeQuery("SELECT current_user, current_database()")) {
			assertThat(row.next()).isTrue();
			assertThat(row.getString(1)).isEqualTo("acp4j");
			assertThat(row.getString(2)).isEqualTo("acp4j");
		}
		// 28P01: invalid_password, from the server's SCRAM exchange
		assertThatThrownBy(() -> DriverManager.getConnection(postgres.jdbcUrl(), postgres.user(), "wrong").close())
				.isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("28P01"));
		assertThatThrownBy(() -> DriverManager.getConnection(postgres.jdbcUrl(), "postgres", postgres.password()).close())
				.isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("28P01"));
	}

	@Test
	void theDataOutlivesAStopAndAKill() throws Exception {
		try (Connection connection = postgres.connect(); Statement statement = connection.createStatement()) {
			statement.execute("CREATE TABLE sessions (id text PRIMARY KEY, title text NOT NULL)");
			statement.execute("INSERT INTO sessions VALUES ('s1', 'first')");
			assertThat(titles(connection)).isEqualTo("s1=first");
		}
		int port = postgres.port();

		postgres.stop();
		assertThatThrownBy(() -> postgres.connect().close()).isInstanceOf(SQLException.class);
		postgres.start();
		assertThat(postgres.port()).isEqualTo(port);
		try (Connection connection = postgres.connect(); Statement statement = connection.createStatement()) {
			assertThat(titles(connection)).isEqualTo("s1=first");
			statement.execute("INSERT INTO sessions VALUES ('s2', 'second')");
		}

		try (Connection open = postgres.connect()) {
			postgres.kill();
			assertThatThrownBy(() -> titles(open)).isInstanceOf(SQLException.class);
		}
		assertThatThrownBy(() -> postgres.connect().close()).isInstanceOf(SQLException.class);
		postgres.start();
		try (Connection connection = postgres.connect()) {
			assertThat(titles(connection)).isEqualTo("s1=first,s2=second");
		}
	}

	@Test
	void aTestGetsADatabaseOfItsOwn() throws SQLException {
		try (Connection connection = postgres.connect(); Statement statement = connection.createStatement()) {
			statement.execute("CREATE TABLE only_in_the_first (x int)");
		}
		String url = postgres.createDatabase("second_test");
		assertThat(url).isEqualTo(postgres.jdbcUrl("second_test"));
		try (Connection connection = DriverManager.getConnection(url, postgres.user(), postgres.password());
				Statement statement = connection.createStatement()) {
			assertThatThrownBy(() -> statement.executeQuery("SELECT * FROM only_in_the_first").close())
					.isInstanceOfSatisfying(SQLException.class, e -> assertThat(e.getSQLState()).isEqualTo("42P01"));
			statement.execute("CREATE TABLE mine (x int)");
		}
		assertThatThrownBy(() -> postgres.createDatabase("x; DROP DATABASE acp4j")).isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void closeDeletesTheCluster() throws Exception {
		Path data;
		String url;
		try (PostgresServer other = PostgresServer.startNew()) {
			assertThat(other.port()).isNotEqualTo(postgres.port());
			data = other.dataDirectory();
			url = other.jdbcUrl();
			assertThat(data.resolve("PG_VERSION")).exists();
		}
		assertThat(Files.exists(data)).isFalse();
		assertThatThrownBy(() -> DriverManager.getConnection(url, PostgresServer.USER, "any").close())
				.isInstanceOf(SQLException.class);
	}

	private static String titles(Connection connection) throws SQLException {
		StringBuilder titles = new StringBuilder();
		try (Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT id, title FROM sessions ORDER BY id")) {
			while (rows.next()) {
				titles.append(titles.length() == 0 ? "" : ",").append(rows.getString(1)).append('=').append(rows.getString(2));
			}
		}
		return titles.toString();
	}
}
