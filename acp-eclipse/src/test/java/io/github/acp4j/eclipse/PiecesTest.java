package io.github.acp4j.eclipse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocumentListener;
import org.junit.jupiter.api.Test;

/** The plugin's pieces that need no workbench: the command line, the diff, the document edit, line slices. */
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
	void aReadTakesTheAskedLines() {
		String text = "one\ntwo\nthree\n";
		assertThat(DocumentFileSystem.lines(text, null, null)).isEqualTo(text);
		assertThat(DocumentFileSystem.lines(text, 2L, 1L)).isEqualTo("two\n");
		assertThat(DocumentFileSystem.lines(text, 2L, null)).isEqualTo("two\nthree\n");
		assertThat(DocumentFileSystem.lines(text, 9L, 3L)).isEmpty();
	}
}
