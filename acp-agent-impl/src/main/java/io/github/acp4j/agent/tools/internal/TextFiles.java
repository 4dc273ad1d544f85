package io.github.acp4j.agent.tools.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.jsonrpc.MessageTooLargeException;

/**
 * Reading and writing the text files tools work on, at the moment of use through the workspace
 * boundary, with the size limits that keep a turn sane.
 */
final class TextFiles {

	/** Files larger than this are not read whole. */
	static final long MAX_READ_BYTES = 10L * 1024 * 1024;
	/** How much is read between two looks at the cancellation token. */
	private static final int CHUNK_BYTES = 64 * 1024;

	private TextFiles() {
	}

	/**
	 * The text of a file as its path resolves now: through {@code fs/read_text_file} when the client
	 * reads files (its unsaved buffer is what the model should see), else from disk.
	 */
	static String read(ToolContext context, WorkspacePath file) throws ToolException, InterruptedException {
		return read(context, file, file.now());
	}

	/** The text of {@code real}, which {@code file} resolved to at the moment of use. */
	static String read(ToolContext context, WorkspacePath file, Path real) throws ToolException, InterruptedException {
		if (!context.clientReadsFiles()) {
			return read(file, real, context.cancellation(), false);
		}
		try {
			return fromClient(context, ReadTextFileRequest.of(context.sessionId(), real.toString()));
		} catch (ToolException e) {
			if (e.getCause() instanceof MessageTooLargeException tooLarge) {
				throw new ToolException(real + " is too large to read whole through the editor (its text is over the "
						+ JsonRpcErrors.bytes(tooLarge.limit()) + " limit on one message); read it in parts with read_file's offset and limit", tooLarge);
			}
			throw e;
		}
	}

	/**
	 * The text of {@code real} as {@link #read(ToolContext, WorkspacePath, Path)} reads it, or null
	 * when there is no such file (whether there is one is asked of the disk: an editor answers a
	 * missing file with an error that says nothing certain).
	 */
	static String readIfPresent(ToolContext context, WorkspacePath file, Path real) throws ToolException, InterruptedException {
		if (!context.clientReadsFiles()) {
			return read(file, real, context.cancellation(), true);
		}
		return Files.exists(real, LinkOption.NOFOLLOW_LINKS) ? read(context, file, real) : null;
	}

	/**
	 * Lines {@code line..line+limit-1} of a file the client reads, asked of the client alone: for a
	 * file too large to read whole through it.
	 */
	static String readLines(ToolContext context, Path real, int line, int limit) throws ToolException, InterruptedException {
		try {
			return fromClient(context, ReadTextFileRequest.builder(context.sessionId(), real.toString()).line((long) line)
					.limit((long) limit).build());
		} catch (ToolException e) {
			if (e.getCause() instanceof MessageTooLargeException tooLarge) {
				throw new ToolException(limit + " lines of " + real + " from line " + line + " are over the " + JsonRpcErrors.bytes(tooLarge.limit())
						+ " limit on one message the editor can send; read fewer lines at a time", tooLarge);
			}
			throw e;
		}
	}

	private static String fromClient(ToolContext context, ReadTextFileRequest request) throws ToolException, InterruptedException {
		ReadTextFileResponse response = context.await(context.client().readTextFile(request));
		if (response == null || response.content() == null) {
			throw new ToolException("The client sent no content for " + request.path());
		}
		return response.content();
	}

	/**
	 * The file's text from disk, or an error for a directory, a binary or an oversized file; a missing
	 * file (or directory on the way) is an error too, or null when {@code absentIsNull}.
	 */
	private static String read(WorkspacePath file, Path real, Cancellation cancellation, boolean absentIsNull) throws ToolException {
		try (WorkspaceDirectory directory = file.parent(real, false)) {
			SeekableByteChannel opened = openRegular(directory, real, MAX_READ_BYTES, cancellation);
			if (opened == null) {
				if (absentIsNull) {
					return null;
				}
				throw new ToolException(real + " does not exist");
			}
			byte[] bytes;
			try (SeekableByteChannel channel = opened) {
				bytes = head(channel, MAX_READ_BYTES, cancellation);
			}
			if (bytes.length > MAX_READ_BYTES) {
				throw new ToolException(real + " grew over the " + MAX_READ_BYTES + "-byte limit while it was read");
			}
			return decode(real, bytes);
		} catch (NoSuchFileException e) {
			if (absentIsNull) {
				return null;
			}
			throw new ToolException("Cannot read " + real + ": " + e.getMessage(), e);
		} catch (IOException e) {
			throw new ToolException("Cannot read " + real + ": " + e.getMessage(), e);
		}
	}

	/**
	 * Opens the file {@code real} of {@code directory} for reading, refusing before the open a directory,
	 * a device, a FIFO or a socket (reading could block forever or never end) and a file over
	 * {@code maxBytes}.
	 *
	 * @return the open file, or null when there is no such file
	 */
	static SeekableByteChannel openRegular(WorkspaceDirectory directory, Path real, long maxBytes, Cancellation cancellation)
			throws IOException, ToolException {
		Path name = real.getFileName();
		BasicFileAttributes attributes;
		try {
			attributes = directory.attributes(name);
		} catch (NoSuchFileException absent) {
			return null;
		}
		if (attributes.isDirectory()) {
			throw new ToolException(real + " is a directory; use list_directory");
		}
		if (!attributes.isRegularFile() && !attributes.isSymbolicLink()) {
			throw new ToolException(real + " is not a regular file");
		}
		if (attributes.size() > maxBytes) {
			throw new ToolException(real + " is " + attributes.size() + " bytes, over the " + maxBytes + "-byte limit");
		}
		return directory.read(name, cancellation);
	}

	/**
	 * The first {@code limit + 1} bytes of an open file (or all of a shorter one), read a chunk at a
	 * time so that a cancel stops a slow or large read between two chunks; a read blocked in between
	 * (a device, a pipe) is ended by closing the channel.
	 */
	static byte[] head(ReadableByteChannel channel, long limit, Cancellation cancellation) throws IOException {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		ByteBuffer chunk = ByteBuffer.allocate(CHUNK_BYTES);
		try (Cancellation.Registration stop = cancellation.onCancel(() -> closeQuietly(channel))) {
			while (bytes.size() <= limit) {
				cancellation.throwIfCancelled();
				chunk.clear().limit((int) Math.min(CHUNK_BYTES, limit + 1 - bytes.size()));
				int read = channel.read(chunk);
				if (read < 0) {
					break;
				}
				bytes.write(chunk.array(), 0, read);
			}
		} catch (IOException e) {
			cancellation.throwIfCancelled(); // the channel was closed by the cancel
			throw e;
		}
		return bytes.toByteArray();
	}

	private static void closeQuietly(ReadableByteChannel channel) {
		try {
			channel.close();
		} catch (IOException e) {
			// it is being abandoned
		}
	}

	private static String decode(Path file, byte[] bytes) throws ToolException {
		if (isBinary(bytes)) {
			throw new ToolException(file + " is a binary file (" + bytes.length + " bytes)");
		}
		try {
			return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.decode(ByteBuffer.wrap(bytes)).toString();
		} catch (CharacterCodingException notUtf8) {
			return new String(bytes, StandardCharsets.ISO_8859_1);
		}
	}

	/**
	 * Writes {@code real}, which {@code file} resolved to at the moment of use and the permission
	 * engine let through, the way the client wants it.
	 */
	static void write(ToolContext context, WorkspacePath file, Path real, String text) throws ToolException, InterruptedException {
		if (Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS) && Workspace.hasOtherNames(real)) {
			// Its other names may lie outside the workspace; the boundary cannot see them.
			throw new ToolException(real + " has other hard links; acp4j does not write to it");
		}
		if (context.clientWritesFiles()) {
			context.await(context.client().writeTextFile(WriteTextFileRequest.of(context.sessionId(), real.toString(), text)));
			return;
		}
		byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
		try (WorkspaceDirectory directory = file.parent(real, true)) {
			if (directory.replaces()) {
				// Inside the workspace: a new file renamed over the name, never a write through it.
				requireRegularOrAbsent(directory, real);
				directory.replace(real.getFileName(), bytes, context.cancellation());
				return;
			}
			try (SeekableByteChannel channel = openForWriting(directory, real, context.cancellation())) {
				ByteBuffer buffer = ByteBuffer.wrap(bytes);
				while (buffer.hasRemaining()) {
					channel.write(buffer);
				}
			}
		} catch (IOException e) {
			throw new ToolException("Cannot write " + real + ": " + e.getMessage(), e);
		}
	}

	/**
	 * Opens {@code real} in {@code directory} to replace its content, where the directory cannot
	 * {@link WorkspaceDirectory#replace} it (outside the workspace, as a preset allows, or without
	 * directory handles); something there that is not a regular file (a FIFO would block the open
	 * until someone reads it) is refused before the open.
	 */
	static SeekableByteChannel openForWriting(WorkspaceDirectory directory, Path real, Cancellation cancellation)
			throws IOException, ToolException {
		requireRegularOrAbsent(directory, real);
		return directory.open(real.getFileName(), cancellation, StandardOpenOption.WRITE, StandardOpenOption.CREATE,
				StandardOpenOption.TRUNCATE_EXISTING);
	}

	/** Refuses what is at {@code real} unless it is a regular file, or nothing. */
	private static void requireRegularOrAbsent(WorkspaceDirectory directory, Path real) throws IOException, ToolException {
		try {
			if (!directory.ownAttributes(real.getFileName()).isRegularFile()) {
				throw new ToolException(real + " is not a regular file; acp4j writes only regular files");
			}
		} catch (NoSuchFileException absent) {
			// created by the write
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
