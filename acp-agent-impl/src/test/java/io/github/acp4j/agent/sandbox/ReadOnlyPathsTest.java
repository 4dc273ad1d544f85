package io.github.acp4j.agent.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReadOnlyPathsTest {

	@TempDir
	Path root;

	/**
	 * The files read before each sandboxed command are the model's to write (a nested repository it
	 * made): {@code truncate -s 8G vendor/x/.git} cost nothing to make and was read whole into memory.
	 * A {@code .git} file over 1 MiB is no pointer, as git says ("too large to be a .git file").
	 */
	@Test
	void aGitFileTooLargeForGitIsNotRead() throws Exception {
		Path main = Files.createDirectories(root.resolve("main/.git"));
		Path workspace = Files.createDirectories(root.resolve("workspace"));
		Path nested = Files.createDirectories(workspace.resolve("vendor/x"));
		large(nested.resolve(".git"), "gitdir: " + main + "\n");
		Files.writeString(workspace.resolve(".git"), "gitdir: " + main + "\n");
		assertThat(ReadOnlyPaths.existing(workspace)).contains(main.toRealPath());
		Files.delete(workspace.resolve(".git"));
		assertThat(ReadOnlyPaths.existing(workspace)).doesNotContain(main.toRealPath());
	}

	/** {@code text}, then spaces up to a little over 1 MiB. */
	private static void large(Path file, String text) throws IOException {
		try (RandomAccessFile out = new RandomAccessFile(file.toFile(), "rw")) {
			out.write(text.getBytes(StandardCharsets.UTF_8));
			out.write(" ".repeat((1 << 20) + 1).getBytes(StandardCharsets.UTF_8));
		}
	}
}
