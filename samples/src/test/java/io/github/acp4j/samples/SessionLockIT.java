package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * A session has one owner at a time: while one agent process has it open, another process's
 * {@code session/load}, {@code session/resume} and {@code --resume} of it are refused, and once the
 * first process has closed it the second loads it.
 */
class SessionLockIT {

	static final Map<String, String> DEMO = Map.of("LLM_PROVIDER", "demo");

	@TempDir
	Path work;

	@Test
	void aSecondProcessCannotLoadASessionThatIsOpenInTheFirst() throws Exception {
		Path project = Files.createDirectories(work.resolve("project")).toRealPath();
		Path home = Files.createDirectories(work.resolve("home"));
		String cwd = "\"cwd\":\"" + project + "\",\"mcpServers\":[]";
		String id;
		try (AgentProcess first = new AgentProcess(project, home, DEMO)) {
			first.request("initialize", "{\"protocolVersion\":1}");
			id = first.request("session/new", "{" + cwd + "}").getAsJsonObject("result").get("sessionId").getAsString();

			try (AgentProcess second = new AgentProcess(project, home, DEMO, "--resume", id)) {
				second.request("initialize", "{\"protocolVersion\":1}");
				for (String method : new String[] { "session/load", "session/resume" }) {
					JsonObject error = second.request(method, "{\"sessionId\":\"" + id + "\"," + cwd + "}").getAsJsonObject("error");
					assertThat(error.get("code").getAsInt()).as(method).isEqualTo(-32600);
					assertThat(error.get("message").getAsString()).as(method).contains("is open in another acp4j process");
				}
				// Nor is it deleted from under its owner, whose later writes would go to a file no one can load.
				JsonObject deleted = second.request("session/delete", "{\"sessionId\":\"" + id + "\"}").getAsJsonObject("error");
				assertThat(deleted.get("code").getAsInt()).isEqualTo(-32600);
				assertThat(deleted.get("message").getAsString()).contains("is open in another acp4j process");
				// --resume of the open session misses, with a warning in the log, and starts a fresh session.
				String fresh = second.request("session/new", "{" + cwd + "}").getAsJsonObject("result").get("sessionId")
						.getAsString();
				assertThat(fresh).isNotEqualTo(id);

				assertThat(first.request("session/close", "{\"sessionId\":\"" + id + "\"}").has("result")).isTrue();
				JsonObject loaded = second.request("session/load", "{\"sessionId\":\"" + id + "\"," + cwd + "}");
				assertThat(loaded.has("result")).as(loaded.toString()).isTrue();
				assertThat(second.exit()).isZero();
			}
			assertThat(first.exit()).isZero();
		}
		assertThat(Files.readString(home.resolve("logs/agent.log"))).contains("--resume could not restore " + id);
	}
}
