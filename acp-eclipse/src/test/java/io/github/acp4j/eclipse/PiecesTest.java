package io.github.acp4j.eclipse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;

import org.eclipse.jface.fieldassist.IContentProposal;
import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocumentListener;
import org.junit.jupiter.api.Test;

import io.github.acp4j.api.types.AvailableCommand;
import io.github.acp4j.api.types.UnstructuredCommandInput;

/** The plugin's pieces that need no workbench: the command line, the diff, the document edit, line slices, slash-command proposals, mentions. */
class PiecesTest {
	@Test
	void theAgentCommandSplitsAtBlanksOutsideQuotes() {
		assertThat(AgentPreferences.words("  java -jar \"/opt/my agent/acp4j.jar\"  --acp \"\" "))
				.containsExactly("java", "-jar", "/opt/my agent/acp4j.jar", "--acp", "");
	}

	@Test
	void theDiffShowsOnlyTheChangedLines() {
		assertThat(EditDiff.unified("a\nb\nc\n", "a\nB\nc\nd\n"))
				.isEqualTo("@@ -2,1 +2,1 @@\n-b\n+B\n@@ -4,0 +4,1 @@\n+d\n");
		assertThat(EditDiff.unified(null, "new\n")).isEqualTo("@@ -1,0 +1,1 @@\n+new\n");
		assertThat(EditDiff.unified("a\n", "a\n\n")).isEqualTo("@@ -2,0 +2,1 @@\n+\n");
	}

	@Test
	void aWriteReplacesOnlyWhatDiffers() throws Exception {
		Document document = new Document("Hello world\nfrom the buffer\n");
		List<DocumentEvent> changes = new java.util.ArrayList<>();
		document.addDocumentListener(new IDocumentListener() {
			@Override
			public void documentAboutToBeChanged(DocumentEvent event) {
			}

			@Override
			public void documentChanged(DocumentEvent event) {
				changes.add(event);
			}
		});
		DocumentFileSystem.replaceChanged(document, "Hello Eclipse\nfrom the buffer\n");
		assertThat(document.get()).isEqualTo("Hello Eclipse\nfrom the buffer\n");
		assertThat(changes).singleElement().satisfies(change -> {
			assertThat(change.getOffset()).isEqualTo(6);
			assertThat(change.getLength()).isEqualTo(5);
			assertThat(change.getText()).isEqualTo("Eclipse");
		});
		DocumentFileSystem.replaceChanged(document, document.get());
		assertThat(changes).hasSize(1);
	}

	@Test
	void aSlashAtTheStartProposesTheCommandsItBegins() {
		PromptProposals proposals = new PromptProposals();
		proposals.commands(List.of(AvailableCommand.builder("compact", "Summarise").input(UnstructuredCommandInput.of("what to keep")).build(),
				AvailableCommand.of("clear", "Start over"),
				AvailableCommand.of("init", "Write AGENTS.md")));
		assertThat(Arrays.stream(proposals.getProposals("/c", 2)).map(IContentProposal::getContent)).containsExactly("/compact ", "/clear ");
		assertThat(proposals.getProposals("/", 1)).extracting(IContentProposal::getLabel)
				.containsExactly("/compact  Summarise", "/clear  Start over", "/init  Write AGENTS.md");
		assertThat(proposals.getProposals("/cl", 3)).extracting(IContentProposal::getDescription).containsExactly("Start over");
		assertThat(proposals.getProposals("/co", 3)).extracting(IContentProposal::getDescription)
				.containsExactly("Summarise\nInput: what to keep");
		assertThat(proposals.getProposals("say /c", 6)).as("a slash inside the prompt is no command").isEmpty();
	}

	@Test
	void aMentionIsAnAtAfterABlankWithoutThePunctuationAfterIt() {
		assertThat(PromptBlocks.mentionedPaths("@demo/a.txt and @demo/b.txt, then (see @demo/c.txt). mail a@b.c"))
				.containsExactly("demo/a.txt", "demo/b.txt", "demo/c.txt");
	}

	@Test
	void aReadTakesTheAskedLines() {
		String text = "one\ntwo\nthree\n";
		assertThat(DocumentFileSystem.lines(text, null, null)).isEqualTo(text);
		assertThat(DocumentFileSystem.lines(text, 2L, 1L)).isEqualTo("two\n");
		assertThat(DocumentFileSystem.lines(text, 2L, null)).isEqualTo("two\nthree\n");
		assertThat(DocumentFileSystem.lines(text, 9L, 3L)).isEmpty();
	}

	@Test
	void theAgentListSurvivesItsPreferenceAndDropsWhatItCannotRead() {
		List<AgentEntry> agents = List.of(AgentEntry.stdio("acp4j", "acp4j --acp --stdio"),
				AgentEntry.remote("team\tagent", "wss://agent.example.com/acp"), AgentEntry.stdio("gemini", "gemini\n--acp"));
		String stored = AgentEntry.format(agents);
		assertThat(stored).isEqualTo("acp4j\tstdio\tacp4j --acp --stdio\nteam agent\tremote\twss://agent.example.com/acp\n"
				+ "gemini\tstdio\tgemini --acp\n");
		assertThat(AgentEntry.parse(stored + "broken line\nx\tother\ty\n")).containsExactly(agents.get(0),
				AgentEntry.remote("team agent", "wss://agent.example.com/acp"), AgentEntry.stdio("gemini", "gemini --acp"));
		assertThat(AgentPreferences.chosen(AgentEntry.parse(stored), "gemini").command()).isEqualTo("gemini --acp");
		assertThat(AgentPreferences.chosen(AgentEntry.parse(stored), "gone").name()).isEqualTo("acp4j");
	}

	@Test
	void aRemoteAgentKeepsItsTransportAndAnOlderRemoteLineIsWebSocket() {
		List<AgentEntry> agents = List.of(AgentEntry.remote("ws", "https://agent.example.com/acp"),
				AgentEntry.remote("http", "https://agent.example.com/acp", RemoteTransport.STREAMABLE_HTTP));
		String stored = AgentEntry.format(agents);
		assertThat(stored).isEqualTo("ws\tremote\thttps://agent.example.com/acp\nhttp\tremote-http\thttps://agent.example.com/acp\n");
		assertThat(AgentEntry.parse(stored)).containsExactlyElementsOf(agents);
		assertThat(AgentEntry.parse("old\tremote\twss://agent.example.com/acp\n").get(0).transport()).isEqualTo(RemoteTransport.WEBSOCKET);
		assertThat(AgentEntry.parse(stored).stream().map(AgentEntry::via)).containsExactly("WebSocket", "Streamable HTTP");
		assertThat(AgentEntry.stdio("acp4j", "acp4j --acp --stdio").transport()).isNull();
		assertThat(AgentEntry.stdio("acp4j", "acp4j --acp --stdio").via()).isEqualTo("stdio");
		assertThat(new AgentEntry("three", null, "ws://127.0.0.1:8700/acp")).isEqualTo(AgentEntry.remote("three", "ws://127.0.0.1:8700/acp"));
	}

	@Test
	void anAgentKeptToV1KeepsItsTransportToo() {
		AgentEntry http = AgentEntry.remote("http", "https://agent.example.com/acp", RemoteTransport.STREAMABLE_HTTP).withV2(false);
		String stored = AgentEntry.format(List.of(http, AgentEntry.stdio("acp4j", "acp4j --acp --stdio")));
		assertThat(stored).isEqualTo("http\tremote-http\thttps://agent.example.com/acp\tv1\nacp4j\tstdio\tacp4j --acp --stdio\n");
		assertThat(AgentEntry.parse(stored)).containsExactly(http, AgentEntry.stdio("acp4j", "acp4j --acp --stdio"));
		assertThat(AgentEntry.parse(stored).get(0).transport()).isEqualTo(RemoteTransport.STREAMABLE_HTTP);
		assertThat(AgentEntry.parse(stored).get(0).offersV2()).isFalse();
		assertThat(AgentEntry.parse(stored).get(1).offersV2()).isTrue();
	}

	@Test
	void streamableHttpTakesOnlyAnHttpUrl() {
		assertThat(AgentEntry.urlProblem("http://127.0.0.1:8700/acp", RemoteTransport.STREAMABLE_HTTP)).isNull();
		assertThat(AgentEntry.urlProblem("https://agent.example.com/acp", RemoteTransport.STREAMABLE_HTTP)).isNull();
		assertThat(AgentEntry.urlProblem("ws://127.0.0.1:8700/acp", RemoteTransport.STREAMABLE_HTTP))
				.isEqualTo("Streamable HTTP needs an http:// or https:// URL; a ws:// URL is for WebSocket");
		assertThat(AgentEntry.urlProblem("WSS://agent.example.com/acp", RemoteTransport.STREAMABLE_HTTP)).contains("a wss:// URL is for WebSocket");
		assertThat(AgentEntry.urlProblem("wss://agent.example.com/acp", RemoteTransport.WEBSOCKET)).isNull();
	}

	@Test
	void aRemoteAgentsUrlIsAWebSocketOrHttpUrlWithAHost() {
		assertThat(AgentEntry.urlProblem("wss://agent.example.com/acp")).isNull();
		assertThat(AgentEntry.urlProblem("http://127.0.0.1:8700/acp")).isNull();
		assertThat(AgentEntry.urlProblem("ftp://agent.example.com/acp")).contains("ws://, wss://");
		assertThat(AgentEntry.urlProblem("agent.example.com")).contains("ws://, wss://");
		assertThat(AgentEntry.urlProblem("http://a b")).startsWith("not a URL");
	}

	@Test
	void terminalOutputKeepsTheLastBytesAndCutsAtACharacter() {
		TerminalOutput output = new TerminalOutput(5);
		output.append("abc");
		assertThat(output.text()).isEqualTo("abc");
		assertThat(output.truncated()).isFalse();
		output.append("déf");
		// "abcdéf" is 7 bytes: "ab" goes, and "cdéf" is 5
		assertThat(output.text()).isEqualTo("cdéf");
		assertThat(output.truncated()).isTrue();
		output.append("\uD83D\uDE00");
		// the emoji is 4 bytes: "cdé" (4 bytes) go whole, and the pair is never split
		assertThat(output.text()).isEqualTo("f\uD83D\uDE00");
		TerminalOutput tiny = new TerminalOutput(3);
		tiny.append("\uD83D\uDE00");
		assertThat(tiny.text()).isEmpty();
	}
}
