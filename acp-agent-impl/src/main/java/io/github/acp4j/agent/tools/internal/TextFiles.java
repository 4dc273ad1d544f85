package io.github.acp4j.agent.tools.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

import io.github.acp4j.agent.tools.ToolContext;
import io.github.acp4j.agent.tools.Workspace;
import io.github.acp4j.agent.tools.ToolException;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;

/** Reading and writing the text files tools work on, with the size limits that keep a turn sane. */
final class TextFiles {

	/** Files larger than this are not read whole. */
	static final long MAX_READ_BYTES = 10L * 1024 * 1024;

	private TextFiles() {
	}

	/** The file's text, or an error for a directory, a binary or an oversized file. */
	static String read(Path file) throws ToolException {
		if (Files.isDirectory(file)) {
			throw new ToolException(file + " is a directory; use list_directory");
		}
		if (!Files.exists(file)) {
			throw new ToolException(file + " does not exist");
		}
		if (!Files.isRegularFile(file)) {
			// A device, a FIFO or a socket: reading could block forever or never end.
			throw new ToolException(file + " is not a regular file");
		}
		try {
			long size = Files.size(file);
			if (size > MAX_READ_BYTES) {
				throw new ToolException(file + " is " + size + " bytes, over the " + MAX_READ_BYTES + "-byte limit");
			}
			byte[] bytes = Files.readAllBytes(file);
			if (isBinary(bytes)) {
				throw new ToolException(file + " is a binary file (" + bytes.length + " bytes)");
			}
			try {
				return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
						.decode(ByteBuffer.wrap(bytes)).toString();
			} catch (CharacterCodingException notUtf8) {
				return new String(bytes, StandardCharsets.ISO_8859_1);
			}
		} catch (IOException e) {
			throw new ToolException("Cannot read " + file + ": " + e.getMessage(), e);
		}
	}

	/**
	 * The text of a file the workspace check let through: through {@code fs/read_text_file} when
	 * the client reads files (its unsaved buffer is what the model should see), else from disk.
	 */
	static String read(ToolContext context, Path file) throws ToolException, InterruptedException {
		if (!context.clientReadsFiles()) {
			return read(file);
		}
		ReadTextFileResponse response = context.await(context.client()
				.readTextFile(new ReadTextFileRequest(context.sessionId(), file.toString(), null, null, null)));
		if (response == null || response.content() == null) {
			throw new ToolException("The client sent no content for " + file);
		}
		return response.content();
	}

	/** Writes a file the workspace check and the permission engine let through, the way the client wants it. */
	static void write(ToolContext context, Path file, String text) throws ToolException, InterruptedException {
		if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && Workspace.hasOtherNames(file)) {
			// Its other names may lie outside the workspace; the boundary cannot see them.
			throw new ToolException(file + " has other hard links; acp4j does not write to it");
		}
		if (context.clientWritesFiles()) {
			context.await(context.client().writeTextFile(new WriteTextFileRequest(context.sessionId(), file.toString(), text, null)));
		} else {
			write(file, text);
		}
	}

	static void write(Path file, String text) throws ToolException {
		try {
			if (file.getParent() != null) {
				Files.createDirectories(file.getParent());
			}
			Files.writeString(file, text, StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new ToolException("Cannot write " + file + ": " + e.getMessage(), e);
		}
	}

	static boolean isBinary(byte[] bytes) {
		int end = Math.min(bytes.length, 8000);
		for (int i = 0; i < end; i++) {
			if (bytes[i] == 0) {
				return true;
			}
		}
		return false;
	}
}
