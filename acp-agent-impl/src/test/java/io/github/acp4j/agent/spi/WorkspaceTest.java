package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;


class WorkspaceTest {

	@TempDir
	Path temp;
	Path root;
	Path outside;
	Workspace workspace;

	@BeforeEach
	void setUp() throws Exception {
		root = Files.createDirectories(temp.resolve("project"));
		outside = Files.createDirectories(temp.resolve("elsewhere"));
		Files.writeString(outside.resolve("secret.txt"), "secret");
		Files.createDirectories(root.resolve("src"));
		Files.writeString(root.resolve("src/Main.java"), "class Main {}");
		workspace = new Workspace(root, List.of());
	}

	@Test
	void relativeAndAbsolutePathsInsideAreInside() {
		assertThat(workspace.contains("src/Main.java")).isTrue();
		assertThat(workspace.contains(root.resolve("src/Main.java").toString())).isTrue();
		assertThat(workspace.contains("new/dir/file.txt")).isTrue();
		assertThat(workspace.contains(".")).isTrue();
	}

	@Test
	void dotDotAndAbsolutePathsOutsideAreOutside() {
		assertThat(workspace.contains("../elsewhere/secret.txt")).isFalse();
		assertThat(workspace.contains("src/../../elsewhere/secret.txt")).isFalse();
		assertThat(workspace.contains(outside.resolve("secret.txt").toString())).isFalse();
		assertThat(workspace.contains("/etc/passwd")).isFalse();
		assertThat(workspace.contains("..")).isFalse();
	}

	@Test
	void aSiblingWithTheSamePrefixIsOutside() throws Exception {
		Files.createDirectories(temp.resolve("project-evil"));
		assertThat(workspace.contains("../project-evil/x")).isFalse();
	}

	@Test
	void symbolicLinksThatLeaveAreOutside() throws Exception {
		Files.createSymbolicLink(root.resolve("link-to-secret"), outside.resolve("secret.txt"));
		Files.createSymbolicLink(root.resolve("linked-dir"), outside);
		Files.createSymbolicLink(root.resolve("dangling"), outside.resolve("not-yet.txt"));
		assertThat(workspace.contains("link-to-secret")).isFalse();
		assertThat(workspace.contains("linked-dir/secret.txt")).isFalse();
		assertThat(workspace.contains("linked-dir/new-file.txt")).isFalse();
		assertThat(workspace.contains("dangling")).isFalse();
	}

	@Test
	void symbolicLinksThatStayInsideAreInside() throws Exception {
		Files.createSymbolicLink(root.resolve("alias"), root.resolve("src"));
		assertThat(workspace.contains("alias/Main.java")).isTrue();
	}

	@Test
	void aWorkspaceReachedThroughALinkStillHoldsItsFiles() throws Exception {
		Path link = Files.createSymbolicLink(temp.resolve("project-link"), root);
		Workspace throughLink = new Workspace(link, List.of());
		assertThat(throughLink.contains("src/Main.java")).isTrue();
		assertThat(throughLink.contains("../elsewhere/secret.txt")).isFalse();
	}

	@Test
	void additionalDirectoriesArePartOfTheWorkspace() {
		Workspace wider = new Workspace(root, List.of(outside));
		assertThat(wider.contains(outside.resolve("secret.txt").toString())).isTrue();
		assertThat(wider.contains("/etc/passwd")).isFalse();
	}
}
