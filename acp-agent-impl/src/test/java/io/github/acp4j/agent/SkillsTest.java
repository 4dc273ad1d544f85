package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.project.Skills;
import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.StopReason;
import mockwebserver3.MockWebServer;

/**
 * Agent Skills: a {@code SKILL.md} folder is listed to the model by name and description, its body
 * comes through the {@code skill} tool or the slash command {@code /NAME}; what is not a skill, or
 * leads out of the workspace, is skipped with a warning and the session goes on.
 */
class SkillsTest {

	private static final String SKILL = "---\nname: pdf-fill\ndescription: \"Fill PDF forms: use for any form\"\n---\n"
			+ "# Filling\n\nBODY-STEP-ONE: run fill.py on the form.\n";

	@TempDir
	Path root;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;
	Path cwd;
	Path home;

	@BeforeEach
	void start() throws Exception {
		model.start();
		cwd = Files.createDirectories(root.resolve("work"));
		home = Files.createDirectories(root.resolve("home"));
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.maxTurnRequests(4).contextWindow(128_000).build(), Map.of("OPENAI_API_KEY", "sk-skills-test", "OPENAI_BASE_URL",
						model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "ACP4J_HOME", home.toString())));
		harness.initialize();
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	private Path skill(Path skillsRoot, String folder, String text) throws Exception {
		Path directory = Files.createDirectories(skillsRoot.resolve(folder));
		Files.writeString(directory.resolve(Skills.FILE_NAME), text);
		return directory;
	}

	private JsonObject request() throws Exception {
		return JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
	}

	private static String system(JsonObject request) {
		return request.getAsJsonArray("messages").get(0).getAsJsonObject().get("content").getAsString();
	}

	private static String last(JsonObject request) {
		JsonArray messages = request.getAsJsonArray("messages");
		return messages.get(messages.size() - 1).getAsJsonObject().get("content").getAsString();
	}

	@Test
	void aSkillIsListedLoadedByTheToolAndOfferedAsACommand() throws Exception {
		Path folder = skill(cwd.resolve(".agents/skills"), "pdf-fill", SKILL);
		skill(home.resolve("skills"), "review", "---\nname: review\ndescription: Review a change\n---\nREVIEW-BODY\n");
		// The workspace's skill of a name wins over the home's.
		skill(home.resolve("skills"), "pdf-fill", "---\nname: pdf-fill\ndescription: the home one\n---\nHOME-BODY\n");
		skill(cwd.resolve(".claude/skills"), "explain", "---\nname: explain\ndescription: Explain code\n---\nEXPLAIN-BODY\n");
		String session = harness.newSession(cwd);
		assertThat(harness.commands(session, 1).get(0).availableCommands()).extracting(AvailableCommand::name)
				.contains("pdf-fill", "review", "explain");

		model.enqueue(toolCall("call_1", "skill", "{\"name\":\"pdf-fill\"}"));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(session, "fill the form")).stopReason()).isEqualTo(StopReason.END_TURN);
		JsonObject first = request();
		assertThat(system(first)).contains("# Skills").contains("- pdf-fill: Fill PDF forms: use for any form")
				.contains("- review: Review a change").contains("- explain: Explain code")
				.doesNotContain("BODY-STEP-ONE").doesNotContain("REVIEW-BODY").doesNotContain("the home one");
		assertThat(first.getAsJsonArray("tools").asList()).extracting(tool -> tool.getAsJsonObject().getAsJsonObject("function")
				.get("name").getAsString()).contains("skill");
		assertThat(last(request())).contains("BODY-STEP-ONE").contains(folder.toString()).doesNotContain("HOME-BODY");

		model.enqueue(text("filled"));
		await(harness.prompt(session, "/pdf-fill invoice.pdf"));
		assertThat(last(request())).contains("Use the skill pdf-fill for this: invoice.pdf").contains("BODY-STEP-ONE");
	}

	private static List<String> tools(JsonObject request) {
		return request.getAsJsonArray("tools").asList().stream()
				.map(tool -> tool.getAsJsonObject().getAsJsonObject("function").get("name").getAsString()).toList();
	}

	/**
	 * A model offered a {@code skill} tool with no skill to name calls it for nothing (or guesses a
	 * name): the tool is offered only while the instructions list a skill, read at each prompt.
	 */
	@Test
	void theSkillToolIsOfferedOnlyWhileASkillIsListed() throws Exception {
		String session = harness.newSession(cwd);
		model.enqueue(text("one"));
		await(harness.prompt(session, "first"));
		JsonObject first = request();
		assertThat(tools(first)).contains("read_file").doesNotContain(Skills.TOOL_NAME);
		assertThat(system(first)).doesNotContain("# Skills");

		Path folder = skill(cwd.resolve(".agents/skills"), "pdf-fill", SKILL);
		model.enqueue(text("two"));
		await(harness.prompt(session, "second"));
		JsonObject second = request();
		assertThat(tools(second)).contains(Skills.TOOL_NAME);
		assertThat(system(second)).contains("- pdf-fill: ");

		Files.delete(folder.resolve(Skills.FILE_NAME));
		model.enqueue(text("three"));
		await(harness.prompt(session, "third"));
		assertThat(tools(request())).doesNotContain(Skills.TOOL_NAME);
	}

	@Test
	void whatIsNoSkillIsSkippedWithAWarningAndTheSessionGoesOn() throws Exception {
		Path skills = cwd.resolve(".agents/skills");
		skill(skills, "no-front-matter", "# Just text\nDo things.\n");
		skill(skills, "unclosed", "---\nname: unclosed\ndescription: never closed\n");
		skill(skills, "bad-name", "---\nname: Bad Name!\ndescription: x\n---\nbody\n");
		skill(skills, "no-description", "---\nname: no-description\n---\nbody\n");
		skill(skills, "long", "---\nname: long\ndescription: A long one\n---\n" + "LINE\n".repeat(10_000));
		skill(skills, "huge-head", "LINE\n".repeat(10_000) + "---\nname: huge-head\ndescription: late\n---\n");
		Path invalid = Files.createDirectories(skills.resolve("invalid-utf8"));
		Files.write(invalid.resolve(Skills.FILE_NAME), ("---\nname: invalid-utf8\ndescription: bad bytes \u00e9\n---\n")
				.getBytes(StandardCharsets.ISO_8859_1));
		Path outside = skill(root.resolve("elsewhere"), "escape", "---\nname: escape\ndescription: OUTSIDE\n---\nOUTSIDE-BODY\n");
		Files.createSymbolicLink(skills.resolve("escape"), outside);
		skill(skills, "good", "---\nname: good\ndescription: The good one\n---\nGOOD-BODY\n");

		try (LogCapture log = LogCapture.of(Skills.class.getName(), Level.WARNING)) {
			String session = harness.newSession(cwd);
			List<String> commands = harness.commands(session, 1).get(0).availableCommands().stream().map(AvailableCommand::name).toList();
			assertThat(commands).contains("good", "long").doesNotContain("no-front-matter", "unclosed", "bad-name", "no-description",
					"huge-head", "invalid-utf8", "escape");
			model.enqueue(toolCall("call_1", "skill", "{\"name\":\"long\"}"));
			model.enqueue(text("ok"));
			assertThat(await(harness.prompt(session, "go")).stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(system(request())).contains("- good: The good one").contains("- long: A long one").doesNotContain("OUTSIDE");
			String body = last(request());
			assertThat(body).contains("is cut here").hasSizeLessThan(Skills.MAX_SKILL_CHARS + 1_000);
			assertThat(log.messages).anyMatch(m -> m.contains("no-front-matter") && m.contains("no front matter"))
					.anyMatch(m -> m.contains("escape") && m.contains("leads out of"))
					.anyMatch(m -> m.contains("invalid-utf8") && m.contains("not valid UTF-8"))
					.anyMatch(m -> m.contains("bad-name") && m.contains("name must be"));
		}
	}
}
