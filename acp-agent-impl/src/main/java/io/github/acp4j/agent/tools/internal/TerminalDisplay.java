package io.github.acp4j.agent.tools.internal;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.function.Consumer;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.Terminal;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UnknownSessionUpdate;

/**
 * A local command's output shown live to a client whose connection speaks ACP v2, in a display
 * terminal whose id is the tool call's: a {@code terminal_update} with the command, its directory and
 * {@code capabilities.cancel} when it starts, its output in {@code terminal_output_chunk}s as it
 * comes, and a {@code terminal_update} with its exit status when it ends. On v1 nothing is sent.
 *
 * <p>What is shown is redacted as the call's result is: the end of what came, as long as the longest
 * form of a secret, is held back until more comes or the command ends, so a secret split across two
 * reads is still caught whole. At most {@link #STREAMED_BYTES} bytes of output are streamed; the
 * output of a command that prints more is replaced at its end by the bounded text the model gets.
 */
final class TerminalDisplay {

	/** The most output bytes streamed live: as much as the model gets of a command's output. */
	static final int STREAMED_BYTES = RunShellCommandTool.HEAD_BYTES + RunShellCommandTool.TAIL_BYTES;

	/** A display for a client that shows none. */
	private static final TerminalDisplay NONE = new TerminalDisplay(null, null, OutputRedactor.NONE);

	private final String terminalId;
	private final Consumer<SessionUpdate> updates;
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

	private TerminalDisplay(String terminalId, Consumer<SessionUpdate> updates, OutputRedactor redactor) {
		this.terminalId = terminalId;
		this.updates = updates;
		this.redactor = redactor;
	}

	/**
	 * The display of the command the call of {@code context} runs in {@code directory}: announced now
	 * when the client speaks v2, else one that sends nothing.
	 */
	static TerminalDisplay open(ToolContext context, OutputRedactor redactor, String command, Path directory) {
		if (!context.clientSpeaksV2() || context.toolCallId() == null) {
			return NONE;
		}
		TerminalDisplay display = new TerminalDisplay(context.toolCallId(), context.updates(), redactor);
		JsonObject start = display.update("terminal_update");
		start.addProperty("command", redactor.redact(command));
		start.addProperty("cwd", directory.toString());
		JsonObject capabilities = new JsonObject();
		capabilities.add("cancel", new JsonObject());
		start.add("capabilities", capabilities);
		display.send(start);
		// The call's content refers to it; its status is left as it is.
		display.updates.accept(ToolCallUpdate.builder(display.terminalId).content(List.of(Terminal.of(display.terminalId))).build());
		return display;
	}

	/** The terminal's id: the call's. */
	String terminalId() {
		return terminalId;
	}

	/** Whether the client is shown this terminal. */
	boolean shown() {
		return updates != null;
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
	 * The command ended: what was held back is sent (or, when the output was longer than what is
	 * streamed, the whole of {@code output}, the bounded text the model gets), then its exit status,
	 * and it can no longer be cancelled. Output read after this is not shown.
	 *
	 * @param exitCode its exit code, or null when it was killed
	 * @param output   its output as the model gets it, not redacted yet
	 */
	synchronized void exited(Integer exitCode, String output) {
		if (!shown() || ended) {
			return;
		}
		ended = true;
		JsonObject end = update("terminal_update");
		if (cut) {
			JsonObject snapshot = new JsonObject();
			snapshot.addProperty("data", base64(redactor.redact(output)));
			end.add("output", snapshot);
		} else {
			CharBuffer rest = CharBuffer.allocate(undecoded.remaining() + 1);
			decoder.decode(undecoded, rest, true);
			decoder.flush(rest);
			chunk(redactor.redact(held + rest.flip()));
		}
		JsonObject status = new JsonObject();
		if (exitCode != null) {
			status.addProperty("exitCode", exitCode);
		} else {
			// Killed with its children by destroyForcibly: on timeout or cancellation.
			status.addProperty("signal", "SIGKILL");
		}
		end.add("exitStatus", status);
		end.add("capabilities", new JsonObject());
		send(end);
	}

	private void chunk(String text) {
		if (text.isEmpty()) {
			return;
		}
		JsonObject chunk = update("terminal_output_chunk");
		chunk.addProperty("data", base64(text));
		send(chunk);
	}

	private JsonObject update(String kind) {
		JsonObject update = new JsonObject();
		update.addProperty("sessionUpdate", kind);
		update.addProperty("terminalId", terminalId);
		return update;
	}

	private void send(JsonObject update) {
		// A v2 session update, which v1 has no type for: it reaches only a v2 connection, which converts it.
		updates.accept(new UnknownSessionUpdate(update));
	}

	private static String base64(String text) {
		return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
	}
}
