package io.github.acp4j.agent.project;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;
import java.util.logging.Logger;

/**
 * A small text file the user keeps for the agent ({@code AGENTS.md}, a command), read with a bound:
 * never more than {@code maxChars} characters, never a FIFO or a device (reading one could block the
 * turn for good), bytes that are not UTF-8 replaced.
 *
 * @param text      what was read, at most the bound
 * @param truncated whether the file holds more than was read
 * @param size      the file's size in bytes
 */
record ProjectFile(String text, boolean truncated, long size) {

	private static final Logger LOG = Logger.getLogger(ProjectFile.class.getName());

	/**
	 * The file's first {@code maxChars} characters; empty when it is missing, not a regular file, or
	 * unreadable. With {@link LinkOption#NOFOLLOW_LINKS}, a file that is a link is not read, also one
	 * that became a link after it was checked.
	 */
	static Optional<ProjectFile> read(Path file, int maxChars, LinkOption... links) {
		if (!Files.isRegularFile(file, links)) {
			return Optional.empty();
		}
		try (Reader reader = new InputStreamReader(Files.newInputStream(file, links), StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE))) {
			char[] buffer = new char[maxChars + 1];
			int length = 0;
			for (int read; length < buffer.length && (read = reader.read(buffer, length, buffer.length - length)) > 0;) {
				length += read;
			}
			boolean truncated = length > maxChars;
			return Optional.of(new ProjectFile(new String(buffer, 0, Math.min(length, maxChars)), truncated, Files.size(file)));
		} catch (IOException e) {
			LOG.warning("Cannot read " + file + ": " + e.getClass().getSimpleName());
			return Optional.empty();
		}
	}
}
