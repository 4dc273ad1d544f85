package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.types.ReadTextFileRequest;

/**
 * A file the agent is about to create reads as empty under the session's directory, as in Zed: an
 * agent such as gemini-cli takes any error for a failure and would never create the file.
 */
class LocalFileSystemTest {

	@TempDir
	Path dir;

	@Test
	void aMissingFileUnderTheSessionDirectoryReadsAsEmpty() throws Exception {
		Path project = Files.createDirectories(dir.resolve("project"));
		LocalFileSystem files = new LocalFileSystem(project);
		assertThat(files.read(ReadTextFileRequest.of("s", project.resolve("new/out.txt").toString())).get(10, TimeUnit.SECONDS)
				.content()).isEmpty();
		Files.writeString(project.resolve("old.txt"), "one\ntwo\n");
		assertThat(files.read(ReadTextFileRequest.builder("s", project.resolve("old.txt").toString()).line(2L).build())
				.get(10, TimeUnit.SECONDS).content()).isEqualTo("two\n");
	}

	@Test
	void aMissingFileElsewhereIsResourceNotFound() throws Exception {
		LocalFileSystem files = new LocalFileSystem(Files.createDirectories(dir.resolve("project")));
		for (String path : new String[] { dir.resolve("outside.txt").toString(), dir.resolve("project/../outside.txt").toString() }) {
			ExecutionException failure = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class,
					() -> files.read(ReadTextFileRequest.of("s", path)).get(10, TimeUnit.SECONDS));
			assertThat(failure.getCause()).isInstanceOf(ResponseErrorException.class);
			assertThat(((ResponseErrorException) failure.getCause()).getResponseError().getCode())
					.isEqualTo(AcpErrors.RESOURCE_NOT_FOUND);
		}
	}
}
