package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.store.PostgresServer;
import io.github.acp4j.samples.Servers.Served;

/**
 * Several agents on one PostgreSQL, as a team runs them: two {@code acp4j --acp --listen} replicas
 * with {@code --store}, behind HAProxy in round-robin with no affinity, driven by the official
 * TypeScript SDK's WebSocket client. A session made through one replica is listed by both, and
 * loaded and continued through the balancer wherever it lands; the replica holding a session is
 * killed (SIGKILL) mid-turn, and the client goes on through the balancer once the lease ran out,
 * with everything stored before the kill.
 */
class ReplicasIT {

	private static final String TOKEN = "replicas-it-token-0123456789";
	private static final int LEASE_SECONDS = 3;

	@TempDir
	Path work;
	private Servers servers;
	private PostgresServer database;
	private Haproxy balancer;

	@BeforeEach
	void start() throws Exception {
		assumeTrue(PostgresServer.available().isEmpty(), () -> PostgresServer.available().orElse(""));
		assumeTrue(Haproxy.available().isEmpty(), () -> Haproxy.available().orElse(""));
		servers = new Servers(work);
		database = PostgresServer.startNew();
	}

	@AfterEach
	void stop() throws Exception {
		if (servers != null) {
			servers.close();
		}
		if (balancer != null) {
			balancer.close();
		}
		if (database != null) {
			database.close();
		}
	}

	private Served replica(String name) throws Exception {
		Map<String, String> environment = new HashMap<>(Map.of("ACP4J_HOME", work.resolve(name).toString(), "LLM_PROVIDER", "demo",
				"ACP4J_TOKEN", TOKEN, "ACP4J_STORE_PASSWORD", database.password()));
		return servers.start(environment, Servers.AGENT_LISTENING, List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(),
				"--acp", "--listen", "127.0.0.1:0", "--max-mode", "full-access", "--store", database.url(), "--store-lease",
				String.valueOf(LEASE_SECONDS)));
	}

	private Processes.Result client(URI uri, String... options) throws Exception {
		List<String> command = new ArrayList<>(List.of("node", Processes.property("acp4j.node.dir").resolve("ts-remote-client.mjs").toString(),
				"--url", uri.toString(), "--transport", "ws"));
		command.addAll(List.of(options));
		return Processes.run(work, Map.of("ACP4J_TOKEN", TOKEN), command);
	}

	private static JsonObject summary(Processes.Result result) {
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		return JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
	}

	private URI throughBalancer(Served replica) {
		return URI.create(balancer.url().replaceFirst("/+$", "")).resolve(replica.uri().getPath());
	}

	private static String hostPort(Served replica) {
		return replica.uri().getHost() + ":" + replica.uri().getPort();
	}

	@Test
	void aSessionGoesOnThroughEitherReplicaAndSurvivesTheKillOfItsHolder() throws Exception {
		Served first = replica("first");
		Served second = replica("second");
		balancer = Haproxy.start(hostPort(first), hostPort(second));
		URI shared = throughBalancer(first);

		JsonObject created = summary(client(shared, "--prompt", "create notes.txt with hello team"));
		String session = created.get("sessionId").getAsString();
		assertThat(created.get("stopReason").getAsString()).isEqualTo("end_turn");
		assertThat(work.resolve("notes.txt")).hasContent("hello team");
		// Round-robin: two more connections land on both replicas, each loading what the last one stored.
		int replayed = 0;
		for (int turn = 0; turn < 2; turn++) {
			JsonObject loaded = summary(client(shared, "--load", session, "--prompt", "read notes.txt"));
			assertThat(loaded.get("replayed").getAsInt()).as("turn " + turn).isGreaterThan(replayed);
			assertThat(loaded.get("text").getAsString()).contains("hello team");
			replayed = loaded.get("replayed").getAsInt();
		}
		for (Served replica : List.of(first, second)) {
			String listed = summary(client(replica.uri(), "--list")).toString();
			assertThat(listed).as(replica.uri().toString()).contains(session);
		}

		// The first replica holds the session in a long turn, and is killed there.
		ProcessBuilder holder = new ProcessBuilder(List.of("node", Processes.property("acp4j.node.dir").resolve("ts-remote-client.mjs").toString(),
				"--url", first.uri().toString(), "--transport", "ws", "--load", session, "--prompt", "run sleep 60"))
				.directory(work.toFile()).redirectErrorStream(true).redirectOutput(work.resolve("holding.log").toFile());
		holder.environment().put("ACP4J_TOKEN", TOKEN);
		Process holding = holder.start();
		try {
			waitUntilHeld(session, holding);
			first.process().destroyForcibly();
			assertThat(first.process().waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();

			// The same session through the balancer: refused while the dead replica's lease lasts, then taken.
			JsonObject resumed = null;
			List<String> refusals = new ArrayList<>();
			for (int attempt = 0; attempt < 30 && resumed == null; attempt++) {
				Processes.Result result = client(shared, "--load", session, "--prompt", "read notes.txt");
				if (result.exitCode() == 0) {
					resumed = JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
				} else {
					refusals.add(result.stderr());
					Thread.sleep(500);
				}
			}
			assertThat(resumed).as("refusals: " + refusals).isNotNull();
			assertThat(resumed.get("replayed").getAsInt()).as("every record stored before the kill").isGreaterThan(replayed);
			assertThat(resumed.get("text").getAsString()).contains("hello team");
			assertThat(String.join("\n", refusals)).doesNotContain(database.password());
		} finally {
			holding.destroyForcibly();
		}
	}

	/** Polls the database until a replica holds {@code session} (bounded). */
	private void waitUntilHeld(String session, Process holding) throws Exception {
		for (int i = 0; i < 600; i++) {
			try (Connection connection = database.connect();
					PreparedStatement select = connection.prepareStatement(
							"SELECT holder IS NOT NULL FROM acp4j_sessions WHERE session_id = ?")) {
				select.setString(1, session);
				try (ResultSet row = select.executeQuery()) {
					if (row.next() && row.getBoolean(1)) {
						// And the turn's question was answered: the command runs.
						Thread.sleep(1000);
						return;
					}
				}
			}
			if (!holding.isAlive()) {
				break;
			}
			Thread.sleep(100);
		}
		throw new AssertionError("no replica took session " + session + "; the client said: " + Files.readString(work.resolve("holding.log")));
	}
}
