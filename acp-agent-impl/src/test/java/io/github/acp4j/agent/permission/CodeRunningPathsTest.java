package io.github.acp4j.agent.permission;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.acp4j.agent.spi.Workspace;

class CodeRunningPathsTest {

	@TempDir
	Path root;

	private Workspace workspace(String directory) throws Exception {
		return new Workspace(Files.createDirectories(root.resolve(directory)).toRealPath(), List.of());
	}

	@ParameterizedTest
	@ValueSource(strings = { ".git", ".git/hooks/pre-commit", ".git/config", ".git/info/attributes", ".GIT/HOOKS/pre-commit",
			".Git./config", ".git /config", ".git::$INDEX_ALLOCATION/hooks/pre-commit", "vendor/lib/.git/hooks/post-merge", ".envrc",
			"sub/.envrc", ".vscode/tasks.json", ".idea/runConfigurations/x.xml", ".acp4j/commands/x.md", ".acp4j/settings.json",
			".github/workflows/ci.yml", ".gitlab-ci.yml", ".circleci/config.yml", ".husky/pre-commit", ".pre-commit-config.yaml",
			"lefthook.yml", ".devcontainer/devcontainer.json", ".devcontainer.json", ".claude/settings.json" })
	void filesThatRunCodeAreFound(String path) throws Exception {
		Workspace workspace = workspace("w");
		assertThat(CodeRunningPaths.why(workspace.real(path), workspace)).as(path).isPresent();
	}

	@ParameterizedTest
	@ValueSource(strings = { "src/Main.java", ".gitignore", ".gitattributes", ".github/CODEOWNERS", "git/hooks/pre-commit",
			"docs/.vscode.md", "envrc", ".env", "README.md", "hooks/pre-commit" })
	void ordinaryFilesAreNot(String path) throws Exception {
		Workspace workspace = workspace("w");
		assertThat(CodeRunningPaths.why(workspace.real(path), workspace)).as(path).isEmpty();
	}

	@Test
	void theReasonNamesThePathInTheWorkspaceAndWhatRunsIt() throws Exception {
		Workspace workspace = workspace("w");
		assertThat(CodeRunningPaths.why(workspace.real(".git/hooks/pre-commit"), workspace))
				.contains("writes .git/hooks/pre-commit, which git runs as a program");
		assertThat(CodeRunningPaths.why(workspace.real(".envrc"), workspace))
				.contains("writes .envrc, which direnv runs as a shell script on entering the directory");
	}

	/** A workspace that itself lies under such a directory is judged from its own root. */
	@Test
	void theWorkspacesOwnLocationDoesNotCount() throws Exception {
		Workspace workspace = workspace(".vscode/extensions/mine");
		assertThat(CodeRunningPaths.why(workspace.real("src/extension.ts"), workspace)).isEmpty();
		assertThat(CodeRunningPaths.why(workspace.real(".vscode/launch.json"), workspace)).isPresent();
	}

	@Test
	void aNameThatHidesCharactersIsShownEscaped() throws Exception {
		Workspace workspace = workspace("w");
		assertThat(CodeRunningPaths.why(workspace.real(".git/hooks/pre-\u202Ecommit"), workspace))
				.contains("writes .git/hooks/pre-\\u{202E}commit, which git runs as a program");
	}
}
