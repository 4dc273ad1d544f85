package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** {@code ./acp4j chat} against agents made for the test: its options, its questions, its exit. */
class ChatIT {

	@TempDir
	Path work;

	private static String script() {
		return Processes.property("acp4j.script").toString();
	}

	private static String java() {
		return Path.of(System.getProperty("java.home"), "bin", "java").toString();
	}

	/** The command that runs {@link QuestionAgent}, quoted for {@code --agent}. */
	private static String questionAgent() {
		return PseudoTerminal.quote(List.of(java(), "-cp", System.getProperty("java.class.path"), QuestionAgent.class.getName()));
	}

	@Test
	void helpSaysHowToUseItWithExamples() throws Exception {
		Processes.Result help = Processes.run(work, Map.of(), List.of(script(), "chat", "--help"));
		assertThat(help.exitCode()).as(help.stderr()).isZero();
		assertThat(help.stdout()).startsWith("usage: ./acp4j chat [--agent COMMAND | --agent-url URL [--http]] [--yes] [--v2] [PROMPT]")
				.contains("--agent COMMAND", "/mode [NAME]", "/model [NAME]", "/config", "examples:", "--agent \"qwen --acp\"");
		Processes.Result wrong = Processes.run(work, Map.of(), List.of(script(), "chat", "--agnet", "x"));
		assertThat(wrong.exitCode()).isEqualTo(2);
		assertThat(wrong.stderr()).contains("unknown option --agnet", "./acp4j chat --help");
	}

	@Test
	void theAgentCommandIsSplitAsAShellWould() throws Exception {
		Path jar = Files.createDirectories(work.resolve("a dir with spaces")).resolve("echo agent.jar");
		Files.copy(Processes.property("acp4j.samples.jar"), jar, StandardCopyOption.REPLACE_EXISTING);
		Processes.Result result = Processes.run(work, Map.of(),
				List.of(script(), "chat", "--agent", "java -jar '" + jar + "' echo-agent", "one two three"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(result.stdout()).contains("one two three");
		assertThat(result.stderr()).contains("ACP4J echo agent");
	}

	/** An agent that ends before it answers: one line that says so, never a Java exception. */
	@Test
	void anAgentThatEndsAtOnceIsReportedWithoutAStackTrace() throws Exception {
		for (int i = 0; i < 6; i++) {
			Processes.Result result = Processes.run(work, Map.of(), List.of(script(), "chat", "--agent", "sh -c 'exit 3'", "hi"));
			assertThat(result.exitCode()).isEqualTo(1);
			assertThat(result.stderr()).as("start " + i).contains("The agent ended before it answered initialize")
					.contains("(the agent exited with code 3)").doesNotContain("Exception").doesNotContain("\tat ");
		}
		Processes.Result missing = Processes.run(work, Map.of(), List.of(script(), "chat", "--agent", "no-such-agent --acp", "hi"));
		assertThat(missing.exitCode()).isEqualTo(1);
		assertThat(missing.stderr().strip()).isEqualTo("acp4j chat: cannot run no-such-agent: it is not on the PATH");
	}

	/** As npm's wrapper does with codex-acp, the agent here starts a process that outlives it. */
	@Test
	void leavingEndsEveryProcessTheAgentStarted() throws Exception {
		String sleep = "sleep 600." + ThreadLocalRandom.current().nextInt(100_000, 1_000_000);
		String agent = sleep + " & exec " + PseudoTerminal.quote(List.of(java(), "-jar",
				Processes.property("acp4j.samples.jar").toString(), "echo-agent"));
		Processes.Result result = Processes.run(work, Map.of(),
				List.of(script(), "chat", "--agent", PseudoTerminal.quote(List.of("sh", "-c", agent)), "echoed"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(result.stdout()).contains("echoed");
		LocalAgentTest.awaitGone(sleep);
	}

	/**
	 * Ctrl-C while a question waits (the agent, as qwen-code and opencode do, ends the turn and never
	 * withdraws the question): the question is answered cancelled, and the line typed next is a new
	 * prompt, never the answer to the dead question; a Ctrl-C between turns leaves. So too when the
	 * client was started as a script's background job, with SIGINT ignored.
	 */
	@ParameterizedTest
	@EnumSource(PseudoTerminal.Start.class)
	void ctrlCDuringAQuestionAnswersItCancelledAndTheNextLineIsAPrompt(PseudoTerminal.Start start) throws Exception {
		try (PseudoTerminal chat = new PseudoTerminal(work, Map.of("NO_COLOR", "1"), script() + " chat --agent "
				+ PseudoTerminal.quote(List.of(questionAgent())), start)) {
			chat.await("> ");
			chat.type("write the file\n");
			chat.await("Allow Write out.txt?");
			chat.await("choose 1-2");
			chat.type("\u0003"); // Ctrl-C
			chat.await("[cancelled]");
			chat.await("> ");
			chat.type("1\n"); // the old client took the 1 as the dead question's answer
			chat.await("prompt: 1 (the last question was answered: cancelled)");
			chat.await("> ");
			chat.type("\u0003"); // Ctrl-C between turns leaves, and says so
			chat.await("(leaving)");
			assertThat(chat.exit()).as(chat.seen()).isEqualTo(130);
			// The thought ended its line; the question showed the diff before the choices.
			assertThat(chat.seen()).containsSubsequence("The user wants a file written.\r\n", "? Allow Write out.txt?",
					"+ a line the user approves", "choose 1-2");
		}
	}

	/**
	 * The client talks on the terminal itself: with the agent's stderr (and so the client's) sent to a
	 * file, the questions still show, and the agent's noise does not.
	 */
	@Test
	void theQuestionsShowWhenTheAgentsStderrGoesElsewhere() throws Exception {
		Path noise = work.resolve("agent.log");
		try (PseudoTerminal chat = new PseudoTerminal(work, Map.of(), script() + " chat --agent " + PseudoTerminal.quote(
				List.of(questionAgent())) + " 2>" + PseudoTerminal.quote(List.of(noise.toString())))) {
			chat.type("write the file\n2\n"); // the 2 rejects, when the question comes
			chat.await("outcome: selected reject"); // the answer, on stdout: the terminal in both clients
			chat.type("/exit\n");
			assertThat(chat.exit()).as(chat.seen()).isZero();
			assertThat(chat.seen()).contains("? Allow Write out.txt?", "choose 1-2").doesNotContain(QuestionAgent.NOISE);
		}
		assertThat(Files.readString(noise)).contains(QuestionAgent.NOISE).doesNotContain("choose");
	}

	/**
	 * With every stream redirected the user is not at a terminal, whatever the controlling one is (a
	 * script, a build run from a terminal): the client talks on stderr, never to that terminal.
	 */
	@Test
	void withEveryStreamRedirectedTheClientTalksOnStderr() throws Exception {
		Path out = work.resolve("out.txt");
		Path err = work.resolve("err.txt");
		try (PseudoTerminal chat = new PseudoTerminal(work, Map.of(), script() + " chat --agent " + PseudoTerminal.quote(
				List.of(questionAgent())) + " 'say hello' </dev/null >" + PseudoTerminal.quote(List.of(out.toString())) + " 2>"
				+ PseudoTerminal.quote(List.of(err.toString())))) {
			assertThat(chat.exit()).isZero();
			assertThat(chat.seen()).isEmpty();
		}
		assertThat(Files.readString(out)).isEqualTo("prompt: say hello\n");
		assertThat(Files.readString(err)).contains("Question agent 1.0 · " + work, QuestionAgent.NOISE)
				.doesNotContain("/help lists the commands");
	}
}
