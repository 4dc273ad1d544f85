package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.session.SessionLog;
import io.github.acp4j.agent.store.PostgresServer;
import io.github.acp4j.agent.store.StoreUrl;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.StopReason;
import mockwebserver3.MockWebServer;

/**
 * Agents on one PostgreSQL ({@code --store}): a session made by one is listed, loaded and continued
 * by another, refused while the first holds it; the database stopped under a running agent answers
 * -32010 without the password and the agent works again once it is back.
 */
class SharedStoreTest {

	private static PostgresServer database;
	@TempDir
	Path workspace;
	@TempDir
	Path home;
	final MockWebServer model = StrictModel.server();

	@BeforeAll
	static void startDatabase() throws Exception {
		assumeTrue(PostgresServer.available().isEmpty(), () -> PostgresServer.available().orElse(""));
		database = PostgresServer.startNew();
	}

	@AfterAll
	static void stopDatabase() throws Exception {
		if (database != null) {
			database.close();
		}
	}

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() {
		model.close();
	}

	private AgentHarness agent() throws Exception {
		AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.builder(home.resolve("unused-sessions")).maxTurnRequests(10)
				.contextWindow(128_000).store(StoreUrl.parse(database.url())).storeLease(Duration.ofSeconds(15)).build(),
				Map.of("OPENAI_API_KEY", "sk-shared-store", "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS",
						StrictModel.NO_LIST, "ACP4J_STORE_PASSWORD", database.password(), "ACP4J_HOME", home.toString())));
		harness.initialize();
		return harness;
	}

	@Test
	void aSessionOfOneAgentIsContinuedByAnotherOnceTheFirstLetsItGo() throws Exception {
		try (AgentHarness first = agent(); AgentHarness second = agent()) {
			String session = first.newSession(workspace);
			model.enqueue(text("First answer."));
			assertThat(await(first.prompt(session, "hello")).stopReason()).isEqualTo(StopReason.END_TURN);

			assertThat(await(second.agent.listSessions(ListSessionsRequest.builder().build())).sessions())
					.anySatisfy(listed -> assertThat(listed.sessionId()).isEqualTo(session));
			assertThat(error(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session))).getMessage())
					.contains("open in another acp4j process");

			first.close();
			await(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session)));
			assertThat(second.updates(session).toString()).contains("First answer.").contains("hello");
			model.enqueue(text("Second answer."));
			assertThat(await(second.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
			String last = null;
			for (int i = model.getRequestCount(); i > 0; i--) {
				last = model.takeRequest().getBody().utf8();
			}
			assertThat(last).as("the second agent's request carries the first agent's turn").contains("First answer.").contains("again");
		}
	}

	/**
	 * A holder that froze past its lease (its row's lease over, as one that stopped renewing leaves it)
	 * and whose session another agent took: its next turn writes nothing to the session, and its client
	 * is told in the answer that the session is not being saved, and why.
	 */
	@Test
	void aHolderWhoseLeaseEndedAndWasTakenOverWritesNothingMoreAndTellsItsClient() throws Exception {
		try (AgentHarness first = agent(); AgentHarness second = agent()) {
			String session = first.newSession(workspace);
			model.enqueue(text("First answer."));
			assertThat(await(first.prompt(session, "hello")).stopReason()).isEqualTo(StopReason.END_TURN);
			try (Connection sql = database.connect(); Statement statement = sql.createStatement()) {
				statement.executeUpdate("UPDATE acp4j_sessions SET lease_until = clock_timestamp() - interval '1 second'");
			}
			await(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session)));

			model.enqueue(text("Stale answer."));
			PromptResponse stale = await(first.prompt(session, "stale question"));
			assertThat(stale.stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(stale.meta().getAsJsonObject().get(PromptTurn.STORAGE_META).getAsString())
					.startsWith("This session is not being saved: the session is no longer held by this acp4j process (its lease ended)");

			model.enqueue(text("Second answer."));
			assertThat(await(second.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
			String last = null;
			for (int i = model.getRequestCount(); i > 0; i--) {
				last = model.takeRequest().getBody().utf8();
			}
			assertThat(last).as("the session the second agent continues").contains("First answer.").contains("again")
					.doesNotContain("stale question").doesNotContain("Stale answer.");
		}
	}

	@Test
	void theDatabaseGoingAwayIsMinus32010AndTheAgentRecoversWithoutARestart() throws Exception {
		try (AgentHarness harness = agent()) {
			String session = harness.newSession(workspace);
			database.stop();
			try {
				org.eclipse.lsp4j.jsonrpc.ResponseErrorException listed = error(harness.agent.listSessions(ListSessionsRequest.builder().build()));
				assertThat(listed.getResponseError().getCode()).isEqualTo(SessionLog.STORE_UNAVAILABLE);
				assertThat(listed.getMessage()).startsWith("the session store is unavailable").doesNotContain(database.password())
						.doesNotContain("\n");
				assertThat(error(harness.agent.newSession(io.github.acp4j.api.types.NewSessionRequest.of(workspace.toString(), List.of())))
						.getResponseError().getCode()).isEqualTo(SessionLog.STORE_UNAVAILABLE);
			} finally {
				database.start();
			}
			assertThat(await(harness.agent.listSessions(ListSessionsRequest.builder().build())).sessions())
					.anySatisfy(listed -> assertThat(listed.sessionId()).isEqualTo(session));
			model.enqueue(text("Back."));
			assertThat(await(harness.prompt(session, "are you there")).stopReason()).isEqualTo(StopReason.END_TURN);
		}
	}
}
