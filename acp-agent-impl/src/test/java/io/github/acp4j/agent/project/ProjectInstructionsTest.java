package io.github.acp4j.agent.project;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProjectInstructionsTest {

	@TempDir
	Path root;

	@Test
	void filesRunFromHomeThroughTheRepositoryRootDownToTheWorkingDirectory() throws Exception {
		Path repo = Files.createDirectories(root.resolve("repo"));
		Files.createDirectory(repo.resolve(".git"));
		Path cwd = Files.createDirectories(repo.resolve("a/b"));
		Path home = Files.createDirectories(root.resolve("home"));
		assertThat(new ProjectInstructions(home).files(cwd)).containsExactly(home.resolve("AGENTS.md"),
				repo.resolve("AGENTS.md"), repo.resolve("a/AGENTS.md"), repo.resolve("a/b/AGENTS.md"));
	}

	@Test
	void aGitFileMarksTheRootAsAGitDirectoryDoes() throws Exception {
		// A git worktree or submodule has a .git file.
		Path repo = Files.createDirectories(root.resolve("worktree"));
		Files.writeString(repo.resolve(".git"), "gitdir: /elsewhere\n");
		Path cwd = Files.createDirectories(repo.resolve("src"));
		Path home = root.resolve("home");
		assertThat(new ProjectInstructions(home).files(cwd)).containsExactly(home.resolve("AGENTS.md"),
				repo.resolve("AGENTS.md"), cwd.resolve("AGENTS.md"));
	}

	@Test
	void outsideARepositoryOnlyTheWorkingDirectoryCounts() throws Exception {
		Path cwd = Files.createDirectories(root.resolve("plain/dir"));
		Files.writeString(root.resolve("plain/AGENTS.md"), "not mine");
		Path home = root.resolve("home");
		ProjectInstructions instructions = new ProjectInstructions(home);
		assertThat(instructions.files(cwd)).containsExactly(home.resolve("AGENTS.md"), cwd.resolve("AGENTS.md"));
		assertThat(instructions.read(cwd)).isEmpty();
	}

	@Test
	void homeIsReadOnceWhenItIsAlsoTheWorkingDirectory() throws Exception {
		Files.writeString(root.resolve("AGENTS.md"), "only once");
		String text = new ProjectInstructions(root).read(root);
		assertThat(text.split("only once", -1)).hasSize(2);
	}

	@Test
	void eachFileIsCappedWithANote() throws Exception {
		Path cwd = Files.createDirectories(root.resolve("big"));
		Files.writeString(cwd.resolve("AGENTS.md"), "x".repeat(ProjectInstructions.MAX_FILE_CHARS + 500));
		String text = new ProjectInstructions(root.resolve("home")).read(cwd);
		assertThat(text).contains("x".repeat(ProjectInstructions.MAX_FILE_CHARS))
				.doesNotContain("x".repeat(ProjectInstructions.MAX_FILE_CHARS + 1))
				.contains("is cut here: it has " + (ProjectInstructions.MAX_FILE_CHARS + 500) + " bytes and only its first "
						+ ProjectInstructions.MAX_FILE_CHARS + " characters are given.");
	}

	@Test
	void theTotalIsCappedAndTheNearestFilesAreServedFirst() throws Exception {
		Path repo = Files.createDirectories(root.resolve("repo"));
		Files.createDirectory(repo.resolve(".git"));
		Path cwd = Files.createDirectories(repo.resolve("a/b"));
		Files.writeString(repo.resolve("AGENTS.md"), "r".repeat(ProjectInstructions.MAX_FILE_CHARS));
		Files.writeString(repo.resolve("a/AGENTS.md"), "a".repeat(ProjectInstructions.MAX_FILE_CHARS));
		Files.writeString(cwd.resolve("AGENTS.md"), "b".repeat(ProjectInstructions.MAX_FILE_CHARS));
		String text = new ProjectInstructions(root.resolve("home")).read(cwd);
		assertThat(text).contains("b".repeat(ProjectInstructions.MAX_FILE_CHARS), "a".repeat(ProjectInstructions.MAX_FILE_CHARS))
				.doesNotContain("rrr").contains(repo.resolve("AGENTS.md") + " is left out: the instructions above reach the limit of "
						+ ProjectInstructions.MAX_TOTAL_CHARS + " characters.");
		assertThat(text.indexOf("aaa")).isLessThan(text.indexOf("bbb"));
	}

	@Test
	void aFifoIsNotRead() throws Exception {
		Path cwd = Files.createDirectories(root.resolve("fifo"));
		Process mkfifo = new ProcessBuilder("mkfifo", cwd.resolve("AGENTS.md").toString()).start();
		assertThat(mkfifo.waitFor()).isZero();
		assertThat(new ProjectInstructions(root.resolve("home")).read(cwd)).isEmpty();
	}
}
