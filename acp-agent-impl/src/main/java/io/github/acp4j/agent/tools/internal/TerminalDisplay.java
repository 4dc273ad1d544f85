package io.github.acp4j.agent.tools.internal;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.Terminals;
import io.github.acp4j.agent.spi.ToolContext;

/**
 * A local command's output shown live, in a display terminal whose id is the tool call's, through the
 * call's {@link Terminals}: it starts with the command and its directory, its output follows as it
 * comes, and it ends with the exit status; each connection shows it as its protocol can.
 *
 * <p>What is shown is redacted as the call's result is: the end of what came, as long as the longest
 * form of a secret, is held back until more comes or the command ends, so a secret split across two
 * reads is still caught whole. At most {@link #STREAMED_BYTES} bytes of output are streamed; the
 * output of a command that prints more is replaced at its end by the bounded text the model gets.
 */
final class TerminalDisplay {

	/** The most output bytes streamed live: as much as the model gets of a command's output. */
	static final int STREAMED_BYTES = RunShellCommandTool.HEAD_BYTES + RunShellCommandTool.TAIL_BYTES;

	/** A display for a context of no call. */
	private static final TerminalDisplay NONE = new TerminalDisplay(null, Terminals.NONE, OutputRedactor.NONE);

	private final String terminalId;
	private final Terminals terminals;
	private final OutputRedactor redactor;
	private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
			.onUnmappableCharacter(CodingErrorAction.REPLACE);
	/** Bytes of a character a read split, waiting for the rest. */
	private ByteBuffer undecoded = ByteBuffer.allocate(0);
	/** Redacted text held back: it may end with the start of a secret. */
	private String held = "";
	private long streamed;
	/** Whether more came than is streamed: the end replaces the output with the bounded text. */
	private boolean cut;
	private boolean ended;

	private TerminalDisplay(String terminalId, Terminals terminals, OutputRedactor redactor) {
		this.terminalId = terminalId;
		this.terminals = terminals;
		this.redactor = redactor;
	}

	/** The display of the command the call of {@code context} runs in {@code directory}, started now. */
	static TerminalDisplay open(ToolContext context, OutputRedactor redactor, String command, Path directory) {
		if (context.toolCallId() == null) {
			return NONE;
		}
		TerminalDisplay display = new TerminalDisplay(context.toolCallId(), context.terminals(), redactor);
		display.terminals.started(display.terminalId, redactor.redact(command), directory.toString());
		return display;
	}

	/** Whether the command is shown in a terminal. */
	boolean shown() {
		return terminalId != null;
	}

	/** Output of the command, as it comes (on the thread reading it). */
	synchronized void write(byte[] bytes, int offset, int length) {
		if (!shown() || ended || cut) {
			return;
		}
		if (streamed + length > STREAMED_BYTES) {
			cut = true;
			return;
		}
		streamed += length;
		ByteBuffer in = ByteBuffer.allocate(undecoded.remaining() + length).put(undecoded).put(bytes, offset, length).flip();
		CharBuffer text = CharBuffer.allocate(in.remaining() + 1);
		decoder.decode(in, text, false);
		undecoded = in;
		String redacted = redactor.redact(held + text.flip());
		int keep = Math.min(redacted.length(), redactor.longestMatch());
		int cutAt = redacted.length() - keep;
		if (cutAt > 0 && Character.isHighSurrogate(redacted.charAt(cutAt - 1))) {
			cutAt--;
		}
		held = redacted.substring(cutAt);
		chunk(redacted.substring(0, cutAt));
	}

	/**
	 * The command ended: what was held back is shown (or, when the output was longer than what is
	 * streamed, the whole of {@code output}, the bounded text the model gets), then its exit status.
	 * Output read after this is not shown.
	 *
	 * @param exitCode its exit code, or null when it was killed
	 * @param output   its output as the model gets it, not redacted yet
	 */
	synchronized void exited(Integer exitCode, String output) {
		if (!shown() || ended) {
			return;
		}
		ended = true;
		String replaced = null;
		if (cut) {
			replaced = redactor.redact(output);
		} else {
			CharBuffer rest = CharBuffer.allocate(undecoded.remaining() + 1);
			decoder.decode(undecoded, rest, true);
			decoder.flush(rest);
			chunk(redactor.redact(held + rest.flip()));
		}
		// Killed with its children by destroyForcibly (on timeout or cancellation) when there is no exit code.
		terminals.exited(terminalId, exitCode, replaced);
	}

	private void chunk(String text) {
		if (!text.isEmpty()) {
			terminals.output(terminalId, text);
		}
	}
}
