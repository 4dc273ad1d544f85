package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The keys of a terminal in raw mode edited into lines as the terminal would, Ctrl-C a key like the others. */
class TerminalKeysTest {

	private final ByteArrayOutputStream shown = new ByteArrayOutputStream();
	private final List<String> events = new ArrayList<>();

	/** Reads {@code typed} to its end; what was shown on the terminal. */
	private String read(String typed) throws IOException {
		PrintStream echo = new PrintStream(shown, true, StandardCharsets.UTF_8);
		new TerminalKeys(new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)), echo,
				() -> events.add("interrupt"), events::add).read();
		return shown.toString(StandardCharsets.UTF_8);
	}

	@Test
	void ctrlCIsHandedToItsHandlerAndDiscardsTheLineTypedSoFar() throws Exception {
		String shown = read("half a line\u0003next\r");
		assertThat(events).containsExactly("interrupt", "next");
		assertThat(shown).isEqualTo("half a line^Cnext\n");
	}

	@Test
	void backspaceErasesACharacterNotAByteAndCtrlUTheLine() throws Exception {
		read("caf\u00e9\u007f\u007fe\n" + "gone\u0015kept\n");
		assertThat(events).containsExactly("cae", "kept");
	}

	@Test
	void returnFollowedByLineFeedIsOneEnterAndAnEmptyLineIsALine() throws Exception {
		read("one\r\n\ntwo\n");
		assertThat(events).containsExactly("one", "", "two");
	}

	@Test
	void arrowsAndOtherControlKeysAreDroppedAndNothingOfThemIsShown() throws Exception {
		String shown = read("a\u001b[Ab\u001bOPc\u001a\u001cd\n");
		assertThat(events).containsExactly("abcd");
		assertThat(shown).isEqualTo("abcd\n");
	}

	@Test
	void ctrlDEndsTheInputOnAnEmptyLineOnly() throws Exception {
		read("not yet\u0004\n\u0004never read\n");
		assertThat(events).containsExactly("not yet");
	}
}
